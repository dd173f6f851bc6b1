/// A promise between two tokens (roles or derived tokens): `foreground` measured on
/// `background` must reach `threshold` in the kind's measure.
public struct Rule: Hashable, Sendable {
    public let kind: RuleKind
    public let foreground: String
    public let background: String
    public let threshold: Double

    /// The threshold is the kind's unless a query asks for another (`suggest --min`).
    public init(_ kind: RuleKind, _ foreground: String, on background: String, threshold: Double? = nil) {
        self.kind = kind
        self.foreground = foreground
        self.background = background
        self.threshold = threshold ?? kind.threshold
    }

    /// `ink/paper`: how rules are named to people.
    public var pairName: String { "\(foreground)/\(background)" }

    public var tokens: [String] { [foreground, background] }
}
