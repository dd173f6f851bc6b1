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
        /// The other side as the rule sees it: its WCAG luminance and its measure in the rule
        /// (the luminance again, or its OKLCH lightness), measured once.
        let partnerLuminance: Double
        let partnerMeasure: Double
        let movesForeground: Bool
        let threshold: Double

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

        /// The rule's verdict, computed as `RuleEvaluator.measure` computes it (the ratio and the
        /// absolute difference are symmetric, so the same numbers) but with the partner's
        /// measure read instead of computed again.
        func passes(_ colour: Colour) -> Bool {
            switch measure {
            case .contrastRatio: return WCAGContrast.ratio(luminance: value(of: colour), partnerMeasure) >= threshold
            case .lightnessDifference: return abs(value(of: colour) - partnerMeasure) >= threshold
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
        foreground = mover.resolution(of: rule.foreground)
        background = mover.resolution(of: rule.background)
        ground = mover.groundResolution
        target = mover.target(for: rule, foreground: foreground, background: background)
    }

    func evaluate(_ colour: Colour) -> RuleResult {
        RuleEvaluator.evaluate(rule, foreground: foreground.colour(with: colour), background: background.colour(with: colour),
                               ground: ground.colour(with: colour))
    }

    /// The WCAG contrast of the rule's pair with the role at `colour` (`RuleEvaluator.contrast`).
    func contrast(_ colour: Colour) -> Double? {
        RuleEvaluator.contrast(foreground: foreground.colour(with: colour), background: background.colour(with: colour),
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

    /// Below this width (in position) the crossing search halves instead of interpolating.
    static let staircaseWidth = 1.0 / 256

    /// The first position past `position` (where the line shows `colour`, when known) in the given direction
    /// where the targeted measure reaches its passing side, with the line's colour there; nil
    /// when the line never gets there.
    func crossing(on line: LightnessLine, from position: Double, showing colour: Colour?, upward: Bool) -> (position: Double, colour: Colour)? {
        guard let target else { return nil }
        let limit = upward ? target.lighterLimit : target.darkerLimit
        // Both luminance and lightness lie in [0, 1].
        if upward ? limit > 1 : limit < 0 { return nil }
        // Interpolated probes (regula falsi with the Illinois modification, Dowell & Jarratt
        // 1971): a measure seen through the cube root (luminance) or as it is (lightness) is
        // nearly proportional to the position on the line, so a probe lands within a few 8-bit
        // steps of the crossing; the next probe goes half a staircase width past it, which
        // usually closes the bracket from the other side (on the benchmark's surfaces, 4.3 probes
        // per crossing where halving took 9.7). Below a 256th of the line the 8-bit steps make the measure a
        // staircase, and halving isolates the first colour that reaches the target.
        let isRatio = target.measure == .contrastRatio
        @inline(__always) func scaled(_ measure: Double) -> Double { isRatio ? CubeRoot.of(max(0, measure)) : measure }
        let scaledLimit = scaled(limit)
        let end = upward ? 1.0 : 0.0
        // Narrow until the two ends show neighbouring 8-bit colours: nothing lies between them,
        // so the end that reaches the target is the first colour that does.
        var before = position, after = end
        var beforeColour = colour ?? line.colour(at: before), afterColour = line.colour(at: after)
        let beforeMeasure = target.value(of: beforeColour), afterMeasure = target.value(of: afterColour)
        func reached(_ value: Double) -> Bool { upward ? value >= limit : value <= limit }
        guard reached(afterMeasure) else { return nil }
        if reached(beforeMeasure) { return (position, beforeColour) }
        var beforeWeight = scaled(beforeMeasure) - scaledLimit, afterWeight = scaled(afterMeasure) - scaledLimit
        var lastMoved = 0
        var nudge = false
        while abs(after - before) > LightnessLine.positionResolution && !afterColour.isOneStep(from: beforeColour) {
            var middle = (before + after) / 2
            if abs(after - before) > Self.staircaseWidth {
                if nudge {
                    let step = (after > before ? 1.0 : -1.0) * Self.staircaseWidth / 2
                    middle = lastMoved < 0 ? before + step : after - step
                } else if afterWeight != beforeWeight {
                    let fraction = -beforeWeight / (afterWeight - beforeWeight)
                    if fraction > 0 && fraction < 1 { middle = before + (after - before) * fraction }
                }
                if middle == before || middle == after { middle = (before + after) / 2 }
                nudge.toggle()
            }
            let middleColour = line.colour(at: middle)
            let middleMeasure = target.value(of: middleColour)
            if reached(middleMeasure) {
                after = middle
                afterColour = middleColour
                afterWeight = scaled(middleMeasure) - scaledLimit
                if lastMoved > 0 { beforeWeight /= 2 }
                lastMoved = 1
            } else {
                before = middle
                beforeColour = middleColour
                beforeWeight = scaled(middleMeasure) - scaledLimit
                if lastMoved < 0 { afterWeight /= 2 }
                lastMoved = -1
            }
        }
        return (after, afterColour)
    }
}
