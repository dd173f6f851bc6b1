/// The name of a contrast level (`standard`, `high`). A type of its own, not a `String`, for the
/// reason `RoleName` is one: an API that wants a level says so, and a level typed by a user is
/// checked once, where it enters (`Schema.level(named:)`), instead of being looked up as a string
/// everywhere it travels. Its description is the bare name, so messages interpolate it unchanged.
public struct LevelName: Hashable, Comparable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, ExpressibleByStringLiteral {
    /// The base level: the schema's own thresholds and steps.
    public static let standard: LevelName = "standard"

    public let rawValue: String

    /// A level name not checked against any schema: for names a schema itself declares, and for
    /// text a look-up (`Schema.level(named:)`) then checks.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    /// Quoted as a string is, so a list of names prints as a list of strings does.
    public var debugDescription: String { rawValue.debugDescription }

    public static func < (left: LevelName, right: LevelName) -> Bool { left.rawValue < right.rawValue }
}
