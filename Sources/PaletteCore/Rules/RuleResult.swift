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
    /// For a pending rule, the roles that must be set before it can be measured.
    public let unsetRoles: [RoleName]

    public init(rule: Rule, status: RuleStatus, value: Double? = nil, foreground: Colour? = nil,
                background: Colour? = nil, unsetRoles: [RoleName] = []) {
        self.rule = rule
        self.status = status
        self.value = value
        self.foreground = foreground
        self.background = background
        self.unsetRoles = unsetRoles
    }

    /// How far below the threshold the value falls, relative to it; 0 when it passes.
    /// What the rule's measure adds to the value (`RuleMeasure.detail`: the vision a pair is
    /// least apart under); nil when the value says it all or nothing was measured.
    public var detail: String? {
        guard let foreground, let background else { return nil }
        return rule.kind.measure.detail(foreground, background)
    }

    public var shortfall: Double {
        guard status == .fail, let value else { return 0 }
        return (rule.threshold - value) / rule.threshold
    }
}
