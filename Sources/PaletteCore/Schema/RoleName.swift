/// The name of one of a schema's roles (`paper`, `ink`). A type of its own, not a `String`, so an
/// API that wants a role says so: a token, group or kind name passed for a role is a type mismatch
/// at compile time, and a name typed by a user becomes a role once, where it enters, through the
/// schema's validating look-up (`Schema.role(named:)`) instead of failing deep inside as a crash.
/// Its description is the bare name, so messages and outputs interpolate it as they would the text.
public struct RoleName: Hashable, Comparable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    /// A role name not checked against any schema: for names a schema itself declares, and for
    /// text a look-up (`Schema.role(named:)`) then checks.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    /// Quoted as a string is, so a list of names prints as a list of strings does.
    public var debugDescription: String { rawValue.debugDescription }

    public static func < (left: RoleName, right: RoleName) -> Bool { left.rawValue < right.rawValue }
}
