/// A rule seen as a function of one role's colour while the rest of the palette stays put.
///
/// Every rule can be evaluated for any candidate colour. Many can also be *targeted*: when the
/// moving role is one side of the rule and the other side does not move with it, the rule
/// passes exactly when the moving side's visible luminance Y (or, for `darkStep`, its OKLCH
/// lightness) lies outside an open interval that the threshold gives in closed form. The solver
/// uses the interval ends to jump along the lightness line instead of walking it.
///
/// A plain value with nothing to reference-count: it keeps no `Rule` (whose strings every copy
/// retains), only what measuring needs, so the solver keeps its constraints in a stack allocation
/// and walking them retains nothing. The rule is the query's, at the same index (`Solver`,
/// `LineSearch`); the few measures that report it take it as an argument.
struct MovingConstraint {
    /// The interval of the moving side's measure that fails: values ≤ `darkerLimit` or
    /// ≥ `lighterLimit` pass.
    struct FailingInterval {
        let measure: TargetedMeasure
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
        /// Linear light of each 8-bit code, read once: a crossing measures the luminance of every
        /// probe, and each read of the static table goes through its initialisation check.
        private let decoded = SRGBTransfer.decodedCodeValues

        /// How a translucent moving colour is seen: as it is, over the (opaque) partner, or over
        /// the ground.
        enum Seeing {
            case itself
            case over(Colour)
            case overGround(Colour)
        }

        /// An opaque colour is seen as it is over anything; only a translucent one is composited.
        @inline(__always)
        func visible(_ colour: Colour) -> Colour {
            colour.isOpaque ? colour : visibleTranslucent(colour)
        }

        /// Kept out of line: inlined, the compiler works out the compositing's alpha terms at
        /// every step of the line search, opaque colour or not, where only a translucent colour
        /// needs them.
        @inline(never)
        private func visibleTranslucent(_ colour: Colour) -> Colour {
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
            passes(measure: value(of: colour))
        }

        /// The verdict from the moving side's measure (`value(of:)`), when the caller has it.
        func passes(measure value: Double) -> Bool {
            switch measure {
            case .luminance: return WCAGContrast.ratio(luminance: value, partnerMeasure) >= threshold
            case .lightness: return abs(value - partnerMeasure) >= threshold
            }
        }

        func value(of colour: Colour) -> Double {
            let seen = visible(colour)
            guard measure == .luminance else { return seen.lightness(decoded: decoded) }
            return WCAGContrast.luminance(LinearRGB(seen, decoded: decoded))
        }
    }

    /// Below this width (in position) the crossing search halves instead of interpolating.
    static let staircaseWidth = 1.0 / 256

    private let foreground: MovingRole.Resolution
    private let background: MovingRole.Resolution
    private let ground: MovingRole.Resolution

    /// How the line search reads this rule at a probe (see `Check`).
    let check: Check

    /// A constraint's verdict as the line search reads it at every probe. Only rules that are
    /// neither targeted nor settled need the rest of the constraint (and the rule).
    enum Check {
        /// Passes exactly when the moving side's measure leaves the failing interval.
        case targeted(FailingInterval)
        /// Never fails whatever the candidate: a dark-only rule while a fixed ground prefers
        /// dark ink (`RuleEvaluator` finds it not applicable).
        case alwaysPasses
        /// Measured by `evaluate`.
        case evaluated
    }

    /// `palette` is the one `mover` was made from. The rule is borrowed: an initialiser takes
    /// its arguments owned unless told otherwise, which retains each rule for the call and
    /// releases it in it.
    init(rule: borrowing Rule, mover: borrowing MovingRole, in palette: borrowing Palette) {
        foreground = mover.resolution(of: rule.foreground, in: palette)
        background = mover.resolution(of: rule.background, in: palette)
        ground = mover.groundResolution
        let darkOnly = rule.kind.appliesOnlyToDarkPalettes
        if let target = mover.target(measure: rule.kind.measure, threshold: rule.threshold, darkOnly: darkOnly,
                                     foreground: foreground, background: background) {
            check = .targeted(target)
        } else if darkOnly && !mover.movesGround && mover.isLight == true {
            check = .alwaysPasses
        } else {
            check = .evaluated
        }
    }

    /// `rule` is the rule this constraint was made from.
    func evaluate(_ colour: Colour, rule: Rule) -> RuleResult {
        RuleEvaluator.evaluate(rule, foreground: foreground.colour(with: colour), background: background.colour(with: colour),
                               ground: ground.colour(with: colour))
    }

    /// The WCAG contrast of the rule's pair with the role at `colour` (`RuleEvaluator.contrast`).
    ///
    /// A targeted rule with an opaque candidate over a set, opaque ground needs no compositing:
    /// each side is seen as it is, and the partner's luminance is already measured. (A suggestion
    /// asks for this ratio at up to four colours; `RuleEvaluator` would composite both sides again.)
    func contrast(_ colour: Colour) -> Double? {
        contrast(SeenCandidate(colour))
    }

    func contrast(_ candidate: SeenCandidate) -> Double? {
        contrast(candidate, opaqueCandidatesPartnerLuminance: opaqueCandidatesPartnerLuminance)
    }

    /// The same with `opaqueCandidatesPartnerLuminance` read by the caller.
    func contrast(_ candidate: SeenCandidate, opaqueCandidatesPartnerLuminance partnerLuminance: Double?) -> Double? {
        if let partnerLuminance, let luminance = candidate.opaqueLuminance {
            return WCAGContrast.ratio(luminance: luminance, partnerLuminance)
        }
        let colour = candidate.colour
        return RuleEvaluator.contrast(foreground: foreground.colour(with: colour), background: background.colour(with: colour),
                               ground: ground.colour(with: colour))
    }

    /// The partner's luminance when every opaque candidate's contrast in this rule is its
    /// luminance against that one (`contrast`'s shortcut): a targeted rule whose ground is the
    /// candidate itself or a set, opaque colour. Read once by a caller that asks for the
    /// contrast at several candidates: each `contrast` call copies the interval out of `check`
    /// and resolves the ground again.
    var opaqueCandidatesPartnerLuminance: Double? {
        guard case .targeted(let target) = check else { return nil }
        switch ground {
        case .candidate: return target.partnerLuminance
        case .fixed(let colour): return colour?.isOpaque == true ? target.partnerLuminance : nil
        case .steppedCandidate, .steppedByCandidateGround: return nil
        }
    }

    /// `rule` is read only where the constraint is evaluated: a rule read from the query's list
    /// and passed along is retained and released at every check, targeted or not.
    func passes(_ colour: Colour, rule: @autoclosure () -> Rule) -> Bool {
        switch check {
        case .targeted(let target): return target.passes(colour)
        case .alwaysPasses: return true
        case .evaluated: return evaluatedPasses(colour, rule: rule())
        }
    }

    /// Kept out of line, like `visibleTranslucent`: inlined into the line search, the rule
    /// evaluation's conversions of the colour are worked out at every step of the walk, rule
    /// evaluated or not.
    @inline(never)
    private func evaluatedPasses(_ colour: Colour, rule: Rule) -> Bool {
        evaluate(colour, rule: rule).status != .fail
    }

    /// Whether the rule's foreground is the lighter side (WCAG luminance of what is seen) with
    /// the role at `colour`; an exact tie counts as the stepping direction (`RepairRule`).
    /// Nil while the rule is not measured.
    func foregroundIsLighter(_ candidate: SeenCandidate, rule: @autoclosure () -> Rule, isLight: Bool) -> Bool? {
        let colour = candidate.colour
        let foregroundLuminance: Double, backgroundLuminance: Double
        switch check {
        // `RuleEvaluator` finds the rule not applicable, so it measures no pair.
        case .alwaysPasses: return nil
        case .targeted(let target):
            let moving = candidate.opaqueLuminance ?? WCAGContrast.luminance(target.visible(colour))
            (foregroundLuminance, backgroundLuminance) = target.movesForeground ? (moving, target.partnerLuminance) : (target.partnerLuminance, moving)
        case .evaluated:
            let result = evaluate(colour, rule: rule())
            guard let foreground = result.foreground, let background = result.background else { return nil }
            (foregroundLuminance, backgroundLuminance) = (WCAGContrast.luminance(foreground), WCAGContrast.luminance(background))
        }
        return RepairRule.foregroundIsLighter(foregroundLuminance, backgroundLuminance, isLight: isLight)
    }
}
