/// A palette with one role about to take candidate colours: resolves every token of a rule for
/// a candidate without copying the palette.
struct MovingRole {
    let palette: Palette
    let role: String

    private var schema: Schema { palette.schema }
    private var movesGround: Bool { role == schema.ground }

    /// How a token's colour follows the candidate, worked out once per rule so that measuring a
    /// candidate needs no name look-ups.
    enum Resolution {
        case candidate
        case fixed(Colour?)
        /// A token derived from the moving role: the candidate stepped, toward black when `isLight`.
        case steppedCandidate(step: Double, isLight: Bool?)
        /// The moving role is the ground, so it decides light or dark for this derived token.
        case steppedByCandidateGround(base: Colour?, step: Double, baseIsCandidate: Bool)

        func colour(with candidate: Colour) -> Colour? {
            switch self {
            case .candidate: return candidate
            case .fixed(let colour): return colour
            case .steppedCandidate(let step, let isLight):
                return isLight.map { candidate.stepped(step, inLightPalette: $0) }
            case .steppedByCandidateGround(let base, let step, let baseIsCandidate):
                let isLight = Palette.prefersDarkInk(candidate)
                return (baseIsCandidate ? candidate : base)?.stepped(step, inLightPalette: isLight)
            }
        }
    }

    func resolution(of token: String) -> Resolution {
        if token == role { return .candidate }
        if schema.role(named: token) != nil { return .fixed(palette[token]) }
        guard let derived = schema.derivedToken(named: token) else { return .fixed(nil) }
        if movesGround {
            return .steppedByCandidateGround(base: palette[derived.base], step: derived.step, baseIsCandidate: derived.base == role)
        }
        let isLight = palette[schema.ground].map(Palette.prefersDarkInk)
        if derived.base == role { return .steppedCandidate(step: derived.step, isLight: isLight) }
        return .fixed(isLight.flatMap { light in palette[derived.base]?.stepped(derived.step, inLightPalette: light) })
    }

    var groundResolution: Resolution { movesGround ? .candidate : .fixed(palette[schema.ground]) }

    /// The closed-form target of a rule, when the moving role is one side and nothing on the
    /// other side moves with it (see `MovingConstraint`).
    func target(for rule: Rule) -> MovingConstraint.FailingInterval? {
        let movesForeground = rule.foreground == role, movesBackground = rule.background == role
        guard movesForeground != movesBackground else { return nil }
        let partnerToken = movesForeground ? rule.background : rule.foreground
        guard schema.baseRole(of: partnerToken) != role else { return nil }
        if movesGround {
            // The ground decides light or dark and sits under translucent backgrounds, so a
            // partner depending on either moves with it.
            guard !rule.kind.appliesOnlyToDarkPalettes, schema.derivedToken(named: partnerToken) == nil else { return nil }
        }
        // A dark-only rule in a light palette never fails: nothing to aim for.
        if rule.kind.appliesOnlyToDarkPalettes && palette.isLight != false { return nil }
        guard let partner = palette.colour(of: partnerToken) else { return nil }
        let groundColour = palette[schema.ground] ?? .black
        let visiblePartner: Colour
        let seeing: MovingConstraint.FailingInterval.Seeing
        if movesForeground {
            guard partner.isOpaque || !movesGround else { return nil }
            visiblePartner = partner.composited(over: groundColour).opaque
            seeing = .over(visiblePartner)
        } else {
            guard partner.isOpaque else { return nil }
            visiblePartner = partner
            seeing = movesGround ? .itself : .overGround(groundColour)
        }
        switch rule.kind.measure {
        case .contrastRatio:
            // WCAG: (Y_light + 0.05) / (Y_dark + 0.05) ≥ r gives Y ≥ r(Y_p + 0.05) − 0.05 on the
            // lighter side and Y ≤ (Y_p + 0.05)/r − 0.05 on the darker side.
            let partnerLuminance = WCAGContrast.luminance(visiblePartner)
            return .init(measure: .contrastRatio,
                         darkerLimit: (partnerLuminance + 0.05) / rule.threshold - 0.05,
                         lighterLimit: rule.threshold * (partnerLuminance + 0.05) - 0.05,
                         seeing: seeing, visiblePartner: visiblePartner, partnerLuminance: partnerLuminance,
                         movesForeground: movesForeground, threshold: rule.threshold)
        case .lightnessDifference:
            let partnerLightness = visiblePartner.lightness
            return .init(measure: .lightnessDifference,
                         darkerLimit: partnerLightness - rule.threshold,
                         lighterLimit: partnerLightness + rule.threshold,
                         seeing: seeing, visiblePartner: visiblePartner, partnerLuminance: WCAGContrast.luminance(visiblePartner),
                         movesForeground: movesForeground, threshold: rule.threshold)
        }
    }
}
