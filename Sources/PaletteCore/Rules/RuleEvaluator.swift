/// Measures rules on palettes, on the 8-bit colours.
///
/// Compositing: a translucent background is first composited over the ground (`paper`), then a
/// translucent foreground over that result; the rule's measure (`Measure`) reads the two
/// composited colours.
public enum RuleEvaluator {
    public static func evaluate(_ rule: Rule, in palette: Palette) -> RuleResult {
        let result = evaluate(rule, foreground: palette.colour(of: rule.foreground),
                              background: palette.colour(of: rule.background),
                              ground: palette[palette.schema.ground])
        guard result.status == .pending else { return result }
        return RuleResult(rule: rule, status: .pending, unsetRoles: unsetRoles(for: rule, in: palette))
    }

    /// The status `evaluate` gives, without listing the roles a pending rule waits for (what
    /// only a person reads): replay asks it of a set role's every rule, most of them pending
    /// while a palette is being made.
    public static func status(of rule: Rule, in palette: Palette) -> RuleStatus {
        evaluate(rule, foreground: palette.colour(of: rule.foreground), background: palette.colour(of: rule.background),
                 ground: palette[palette.schema.ground]).status
    }

    /// The verdict on colours already resolved: pending while a side is unset, or while the ground
    /// is unset and the rule needs it (a dark-only rule, or a translucent background to sit on);
    /// not applicable for a dark-only rule on a ground that prefers dark ink; else measured.
    public static func evaluate(_ rule: Rule, foreground: Colour?, background: Colour?, ground: Colour?) -> RuleResult {
        guard let foreground, let background,
              ground != nil || (background.isOpaque && !rule.kind.appliesOnlyToDarkPalettes) else {
            return RuleResult(rule: rule, status: .pending)
        }
        if rule.kind.appliesOnlyToDarkPalettes, let ground, Palette.prefersDarkInk(ground) {
            return RuleResult(rule: rule, status: .notApplicable)
        }
        return measure(rule, foreground: foreground, background: background, ground: ground ?? .black)
    }

    /// The unset roles a rule waits for: its own, and the ground when the ground decides a derived
    /// token's direction, the dark-only rules, or what a translucent background sits on.
    static func unsetRoles(for rule: Rule, in palette: Palette) -> [RoleName] {
        let schema = palette.schema
        var needed = rule.tokens.compactMap(schema.baseRole(of:))
        let usesDerived = rule.tokens.contains { schema.derivedToken(named: $0) != nil }
        let translucentBackground = palette.colour(of: rule.background).map { !$0.isOpaque } ?? false
        if usesDerived || rule.kind.appliesOnlyToDarkPalettes || translucentBackground { needed.append(schema.ground) }
        var seen: Set<RoleName> = []
        return needed.filter { palette[$0] == nil && seen.insert($0).inserted }
    }

    /// Measures a rule on given colours (`ground` is used only under a translucent background).
    public static func measure(_ rule: Rule, foreground: Colour, background: Colour, ground: Colour) -> RuleResult {
        let (visibleForeground, visibleBackground) = visible(foreground, on: background, ground: ground)
        let value = rule.kind.measure.value(visibleForeground, visibleBackground)
        return RuleResult(rule: rule, status: value >= rule.threshold ? .pass : .fail,
                          value: value, foreground: visibleForeground, background: visibleBackground)
    }

    /// The WCAG contrast of a rule's pair as the rule would composite it, whatever its kind;
    /// nil while a colour it needs is unset.
    public static func contrast(of rule: Rule, in palette: Palette) -> Double? {
        contrast(foreground: palette.colour(of: rule.foreground), background: palette.colour(of: rule.background),
                 ground: palette[palette.schema.ground])
    }

    /// The same on resolved colours (nil for an unset one).
    static func contrast(foreground: Colour?, background: Colour?, ground: Colour?) -> Double? {
        guard let foreground, let background else { return nil }
        if !background.isOpaque && ground == nil { return nil }
        let (visibleForeground, visibleBackground) = visible(foreground, on: background, ground: ground ?? .black)
        return WCAGContrast.ratio(visibleForeground, on: visibleBackground)
    }

    /// The pair as it is seen: the background composited over the ground, then the foreground
    /// over that.
    static func visible(_ foreground: Colour, on background: Colour, ground: Colour) -> (foreground: Colour, background: Colour) {
        let visibleBackground = background.composited(over: ground.opaque).opaque
        return (foreground.composited(over: visibleBackground), visibleBackground)
    }

    /// Every rule of the palette's schema, in schema order.
    public static func evaluateAll(_ palette: Palette) -> [RuleResult] {
        palette.schema.rules.map { evaluate($0, in: palette) }
    }

    /// Rules in which `role` takes part, directly or through a derived token.
    public static func evaluate(involving role: RoleName, in palette: Palette) -> [RuleResult] {
        palette.schema.rules(involving: role).map { evaluate($0, in: palette) }
    }
}
