/// A rule seen as a function of one role's colour while the rest of the palette stays put.
///
/// Every rule can be evaluated for any candidate colour. Many can also be *targeted*: when the
/// moving role is one side of the rule and the other side does not move with it, the rule
/// passes exactly when the moving side's visible luminance Y (or, for `darkStep`, its OKLCH
/// lightness) lies outside an open interval that the threshold gives in closed form. The solver
/// uses the interval ends to jump along the lightness line instead of walking it.
struct MovingConstraint {
    let rule: Rule
    let mover: MovingRole
    /// Nil when the rule is not targetable (both sides move, or the palette's light/dark
    /// decision moves with the role).
    let target: Target?

    /// The interval of the moving side's measure that fails: values ≤ `darkerLimit` or
    /// ≥ `lighterLimit` pass.
    struct Target {
        let measure: RuleKind.Measure
        let darkerLimit: Double
        let lighterLimit: Double
        /// The moving role's colour as the rule sees it (composited where translucent).
        let visible: (Colour) -> Colour

        func value(of colour: Colour) -> Double {
            let seen = visible(colour)
            return measure == .contrastRatio ? WCAGContrast.luminance(seen) : seen.lightness
        }
    }

    init(rule: Rule, mover: MovingRole) {
        self.rule = rule
        self.mover = mover
        self.target = mover.target(for: rule)
    }

    func evaluate(_ colour: Colour) -> RuleResult { mover.evaluate(rule, with: colour) }

    func passes(_ colour: Colour) -> Bool { evaluate(colour).status != .fail }

    /// The first position past `position` in the given direction where the targeted measure
    /// reaches its passing side; nil when the line never gets there.
    func crossing(on line: LightnessLine, from position: Double, upward: Bool) -> Double? {
        guard let target else { return nil }
        let limit = upward ? target.lighterLimit : target.darkerLimit
        // Both luminance and lightness lie in [0, 1].
        if upward ? limit > 1 : limit < 0 { return nil }
        func reached(_ at: Double) -> Bool {
            let value = target.value(of: line.colour(at: at))
            return upward ? value >= limit : value <= limit
        }
        let end = upward ? 1.0 : 0.0
        guard reached(end) else { return nil }
        if reached(position) { return position }
        var before = position, after = end
        while abs(after - before) > LightnessLine.positionResolution {
            let middle = (before + after) / 2
            if reached(middle) { after = middle } else { before = middle }
        }
        return after
    }
}
