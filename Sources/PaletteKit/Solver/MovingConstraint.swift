/// A rule seen as a function of one role's colour while the rest of the palette stays put.
///
/// Every rule can be evaluated for any candidate colour. Many can also be *targeted*: when the
/// moving role is one side of the rule and the other side does not move with it, the rule
/// passes exactly when the moving side's visible luminance Y (or, for `darkStep`, its OKLCH
/// lightness) lies outside an open interval that the threshold gives in closed form. The solver
/// uses the interval ends to jump along the lightness line instead of walking it.
///
/// A class: the line search reads every constraint at every probe, and copying the struct
/// (a rule's strings, the resolutions' colours) cost a fifth of a suggestion in reference counting.
final class MovingConstraint {
    let rule: Rule
    let mover: MovingRole
    /// Nil when the rule is not targetable (both sides move, or the palette's light/dark
    /// decision moves with the role).
    let target: FailingInterval?

    /// The interval of the moving side's measure that fails: values ≤ `darkerLimit` or
    /// ≥ `lighterLimit` pass.
    struct FailingInterval {
        let measure: RuleKind.Measure
        let darkerLimit: Double
        let lighterLimit: Double
        /// How the rule sees the moving role's colour (composited where translucent).
        let seeing: Seeing
        /// The other side as the rule sees it, and its WCAG luminance.
        let visiblePartner: Colour
        let partnerLuminance: Double
        let movesForeground: Bool
        let threshold: Double

        /// The rule's verdict, computed as `RuleEvaluator.measure` computes it but without
        /// resolving the partner again.
        /// How a translucent moving colour is seen: as it is, over the (opaque) partner, or over
        /// the ground.
        enum Seeing {
            case itself
            case over(Colour)
            case overGround(Colour)
        }

        @inline(__always)
        func visible(_ colour: Colour) -> Colour {
            switch seeing {
            case .itself: return colour
            case .over(let partner): return colour.composited(over: partner)
            case .overGround(let ground): return colour.composited(over: ground).opaque
            }
        }

        func passes(_ colour: Colour) -> Bool {
            let seen = visible(colour)
            let foreground = movesForeground ? seen : visiblePartner
            let background = movesForeground ? visiblePartner : seen
            switch measure {
            case .contrastRatio: return WCAGContrast.ratio(foreground, on: background) >= threshold
            case .lightnessDifference: return abs(foreground.lightness - background.lightness) >= threshold
            }
        }

        func value(of colour: Colour) -> Double {
            let seen = visible(colour)
            return measure == .contrastRatio ? WCAGContrast.luminance(seen) : seen.lightness
        }
    }

    private let foreground: MovingRole.Resolution
    private let background: MovingRole.Resolution
    private let ground: MovingRole.Resolution

    init(rule: Rule, mover: MovingRole) {
        self.rule = rule
        self.mover = mover
        self.target = mover.target(for: rule)
        foreground = mover.resolution(of: rule.foreground)
        background = mover.resolution(of: rule.background)
        ground = mover.groundResolution
    }

    func evaluate(_ colour: Colour) -> RuleResult {
        RuleEvaluator.evaluate(rule, foreground: foreground.colour(with: colour), background: background.colour(with: colour),
                               ground: ground.colour(with: colour))
    }

    func passes(_ colour: Colour) -> Bool {
        if let target { return target.passes(colour) }
        return evaluate(colour).status != .fail
    }

    /// Whether the rule's foreground is the lighter side (WCAG luminance of what is seen) with
    /// the role at `colour`; an exact tie counts as the stepping direction (`RepairRule`).
    /// Nil while the rule is not measured.
    func foregroundIsLighter(_ colour: Colour, isLight: Bool) -> Bool? {
        let foregroundLuminance: Double, backgroundLuminance: Double
        if let target {
            let moving = WCAGContrast.luminance(target.visible(colour))
            (foregroundLuminance, backgroundLuminance) = target.movesForeground ? (moving, target.partnerLuminance) : (target.partnerLuminance, moving)
        } else {
            let result = evaluate(colour)
            guard let foreground = result.foreground, let background = result.background else { return nil }
            (foregroundLuminance, backgroundLuminance) = (WCAGContrast.luminance(foreground), WCAGContrast.luminance(background))
        }
        return RepairRule.foregroundIsLighter(foregroundLuminance, backgroundLuminance, isLight: isLight)
    }

    /// The first position past `position` in the given direction where the targeted measure
    /// reaches its passing side; nil when the line never gets there.
    func crossing(on line: LightnessLine, from position: Double, upward: Bool) -> Double? {
        guard let target else { return nil }
        let limit = upward ? target.lighterLimit : target.darkerLimit
        // Both luminance and lightness lie in [0, 1].
        if upward ? limit > 1 : limit < 0 { return nil }
        func reached(_ colour: Colour) -> Bool {
            let value = target.value(of: colour)
            return upward ? value >= limit : value <= limit
        }
        let end = upward ? 1.0 : 0.0
        // Bisect until the two ends show neighbouring 8-bit colours: nothing lies between them,
        // so the end that reaches the target is the first colour that does.
        var before = position, after = end
        var beforeColour = line.colour(at: before), afterColour = line.colour(at: after)
        guard reached(afterColour) else { return nil }
        if reached(beforeColour) { return position }
        while abs(after - before) > LightnessLine.positionResolution && !afterColour.isOneStep(from: beforeColour) {
            let middle = (before + after) / 2
            let middleColour = line.colour(at: middle)
            if reached(middleColour) {
                after = middle
                afterColour = middleColour
            } else {
                before = middle
                beforeColour = middleColour
            }
        }
        return after
    }
}
