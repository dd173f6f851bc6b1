/// A rule measured on a palette. `value` is nil unless the rule could be measured.
public struct RuleResult: Hashable, Sendable {
    public let rule: Rule
    public let status: RuleStatus
    /// Contrast ratio, or lightness difference for `darkStep`.
    public let value: Double?
    /// The colours as measured: the foreground composited over the background, and the
    /// background composited over the ground.
    public let foreground: Colour?
    public let background: Colour?

    public init(rule: Rule, status: RuleStatus, value: Double? = nil, foreground: Colour? = nil, background: Colour? = nil) {
        self.rule = rule
        self.status = status
        self.value = value
        self.foreground = foreground
        self.background = background
    }

    /// How far below the threshold the value falls, relative to it; 0 when it passes.
    public var shortfall: Double {
        guard status == .fail, let value else { return 0 }
        return (rule.threshold - value) / rule.threshold
    }
}
