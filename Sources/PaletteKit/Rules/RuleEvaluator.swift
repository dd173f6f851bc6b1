/// Measures rules on palettes, on the 8-bit colours.
///
/// Compositing: a translucent background is first composited over the ground (`paper`), then a
/// translucent foreground over that result. Contrast is WCAG 2.x; `darkStep` is the difference of
/// OKLCH lightness of the two composited colours.
public enum RuleEvaluator {
    public static func evaluate(_ rule: Rule, in palette: Palette) -> RuleResult {
        guard let foreground = palette.colour(of: rule.foreground),
              let background = palette.colour(of: rule.background) else {
            return RuleResult(rule: rule, status: .pending)
        }
        let needsGround = !background.isOpaque || rule.kind.appliesOnlyToDarkPalettes
        let ground = palette.colour(of: palette.schema.ground)
        if needsGround && ground == nil { return RuleResult(rule: rule, status: .pending) }
        if rule.kind.appliesOnlyToDarkPalettes && palette.isLight == true {
            return RuleResult(rule: rule, status: .notApplicable)
        }
        return measure(rule, foreground: foreground, background: background, ground: ground ?? .black)
    }

    /// Measures a rule on given colours (`ground` is used only under a translucent background).
    public static func measure(_ rule: Rule, foreground: Colour, background: Colour, ground: Colour) -> RuleResult {
        let visibleBackground = background.composited(over: ground.opaque).opaque
        let visibleForeground = foreground.composited(over: visibleBackground)
        let value: Double
        switch rule.kind.measure {
        case .contrastRatio:
            value = WCAGContrast.ratio(visibleForeground, on: visibleBackground)
        case .lightnessDifference:
            value = abs(visibleForeground.lightness - visibleBackground.lightness)
        }
        return RuleResult(rule: rule, status: value >= rule.threshold ? .pass : .fail,
                          value: value, foreground: visibleForeground, background: visibleBackground)
    }

    /// Every rule of the palette's schema, in schema order.
    public static func evaluateAll(_ palette: Palette) -> [RuleResult] {
        palette.schema.rules.map { evaluate($0, in: palette) }
    }

    /// Rules in which `role` takes part, directly or through a derived token.
    public static func evaluate(involving role: String, in palette: Palette) -> [RuleResult] {
        palette.schema.rules(involving: role).map { evaluate($0, in: palette) }
    }
}
