/// A palette with one role about to take candidate colours: resolves every token of a rule for
/// a candidate without copying the palette. It keeps only what it read of the palette (the
/// palette itself is passed where a token is resolved): a copy of it retains its four references.
struct MovingRole {
    /// The role's name as text: a rule names its tokens as text, and a token is compared with
    /// the moving role for every rule.
    let role: String
    let movesGround: Bool
    /// The ground as it is (nil while unset) and the palette's light/dark decision, read once:
    /// every rule's resolution and target needs them.
    private let groundColour: Colour?
    let isLight: Bool?

    /// The ground's name, read once: most rules are measured against the ground, so its
    /// resolution is the common case and needs no look-up.
    private let groundName: String

    init(palette: borrowing Palette, role: RoleName) {
        self.role = role.rawValue
        groundName = palette.schema.ground.rawValue
        movesGround = role == palette.schema.ground
        groundColour = palette.groundColour
        isLight = groundColour.map(Palette.prefersDarkInk)
    }

    /// How a token's colour follows the candidate, worked out once per rule so that measuring a
    /// candidate needs no name look-ups.
    enum Resolution {
        case candidate
        case fixed(Colour?)
        /// A token derived from the moving role: the candidate stepped, toward black when `isLight`.
        case steppedCandidate(step: Double, isLight: Bool?)
        /// The moving role is the ground, so it decides light or dark for this derived token.
        ///
        /// The step comes first: after it the colour and the flag pack into 14 bytes (a colour
        /// first leaves padding and makes 17), which keeps a constraint's three resolutions and
        /// its check within the 128 bytes the compiler copies inline; larger, every read of a
        /// constraint is a call to `memcpy`.
        case steppedByCandidateGround(step: Double, base: Colour?, baseIsCandidate: Bool)

        var isCandidate: Bool {
            if case .candidate = self { return true }
            return false
        }

        func colour(with candidate: Colour) -> Colour? {
            switch self {
            case .candidate: return candidate
            case .fixed(let colour): return colour
            case .steppedCandidate(let step, let isLight):
                return isLight.map { candidate.stepped(step, inLightPalette: $0) }
            case .steppedByCandidateGround(let step, let base, let baseIsCandidate):
                let isLight = Palette.prefersDarkInk(candidate)
                return (baseIsCandidate ? candidate : base)?.stepped(step, inLightPalette: isLight)
            }
        }
    }

    /// `palette` is the one this was made from.
    ///
    /// Inlined into the constraint's set-up: as a call, each rule's names would be retained and
    /// released around it (two atomic reference counts per name).
    @inline(__always)
    func resolution(of token: String, in palette: borrowing Palette) -> Resolution {
        if token == role { return .candidate }
        if token == groundName { return .fixed(groundColour) }
        // A palette stores only its schema's roles, so a colour found is a role's; an unset
        // role is told from a derived token by the schema.
        if let colour = palette[RoleName(token)] { return .fixed(colour) }
        let schema = palette.schema
        if schema.index(ofRole: RoleName(token)) != nil { return .fixed(nil) }
        guard let derived = schema.derivedToken(named: token) else { return .fixed(nil) }
        if movesGround {
            return .steppedByCandidateGround(step: derived.step, base: palette[derived.base], baseIsCandidate: derived.base.rawValue == role)
        }
        if derived.base.rawValue == role { return .steppedCandidate(step: derived.step, isLight: isLight) }
        return .fixed(isLight.flatMap { light in palette[derived.base]?.stepped(derived.step, inLightPalette: light) })
    }

    var groundResolution: Resolution { movesGround ? .candidate : .fixed(groundColour) }

    /// The closed-form target of a rule, when the moving role is one side and nothing on the
    /// other side moves with it (see `MovingConstraint`); `foreground` and `background` are the
    /// rule's sides resolved by `resolution(of:)`, and `measure`, `threshold` and `darkOnly` its
    /// kind's (plain values: handed the rule, the caller would retain it around the call).
    func target(measure: Measure, threshold: Double, darkOnly: Bool,
                foreground: Resolution, background: Resolution) -> MovingConstraint.FailingInterval? {
        // A side moves exactly when it resolved to the candidate (its name is the role's):
        // read from the resolutions, not by comparing the names again.
        let movesForeground = foreground.isCandidate, movesBackground = background.isCandidate
        guard movesForeground != movesBackground else { return nil }
        // A partner derived from the moving role moves with it; when the ground moves, so does
        // every derived partner (the ground decides the step's direction): neither resolves to
        // a fixed colour. An unset partner resolves to nil.
        guard case .fixed(let fixedPartner) = movesForeground ? background : foreground, let partner = fixedPartner else { return nil }
        // The ground also decides whether dark-only rules apply.
        if movesGround && darkOnly { return nil }
        // A dark-only rule in a light palette never fails: nothing to aim for.
        if darkOnly && isLight != false { return nil }
        // What a translucent colour is seen over: the ground made opaque, as `RuleEvaluator.visible`
        // composites it. Over a translucent ground itself, compositing keeps that ground's alpha
        // and weighs the channels by it, another colour, so a target aimed over it would miss
        // what the evaluator measures.
        let groundColour = (self.groundColour ?? .black).opaque
        let visiblePartner: Colour
        let seeing: MovingConstraint.FailingInterval.Seeing
        if movesForeground {
            guard partner.isOpaque || !movesGround else { return nil }
            // Compositing leaves an opaque partner as it is: only a translucent one pays the call.
            visiblePartner = partner.isOpaque ? partner : partner.composited(over: groundColour).opaque
            seeing = .over(visiblePartner)
        } else {
            guard partner.isOpaque else { return nil }
            visiblePartner = partner
            seeing = movesGround ? .itself : .overGround(groundColour)
        }
        guard let targeted = TargetedMeasure(measure.alongTheLine) else { return nil }
        switch targeted {
        case .luminance:
            let partnerLuminance = WCAGContrast.luminance(visiblePartner)
            let failing = WCAGContrast.failingLuminances(against: partnerLuminance, ratio: threshold)
            return .init(measure: .luminance, darkerLimit: failing.darker, lighterLimit: failing.lighter,
                         seeing: seeing, partnerLuminance: partnerLuminance, partnerMeasure: partnerLuminance,
                         movesForeground: movesForeground, threshold: threshold)
        case .lightness:
            let partnerLightness = visiblePartner.lightness
            return .init(measure: .lightness,
                         darkerLimit: partnerLightness - threshold,
                         lighterLimit: partnerLightness + threshold,
                         seeing: seeing, partnerLuminance: WCAGContrast.luminance(visiblePartner), partnerMeasure: partnerLightness,
                         movesForeground: movesForeground, threshold: threshold)
        }
    }
}
