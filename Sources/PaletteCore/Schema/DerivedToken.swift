/// A colour computed from a role, never stored: the promise lives once, here, not in every palette.
public struct DerivedToken: Hashable, Sendable {
    public let name: String
    /// The role it is computed from.
    public let base: RoleName
    /// How far `base` is stepped (mixed toward black in a light palette, toward white in a
    /// dark one), as a fraction in [0, 1]; 0 is the base itself.
    public let step: Double
    public let description: String

    public init(_ name: String, base: RoleName, step: Double, _ description: String) {
        self.name = name
        self.base = base
        self.step = step
        self.description = description
    }

    /// The expression a designer would write for it (`paper.stepped(0.12)`, or `plate`).
    public var expression: String {
        step == 0 ? base.rawValue : "\(base).stepped(\(DecimalText.shortest(step)))"
    }
}
