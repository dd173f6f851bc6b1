/// What keeps a role its character across kinds and levels, as a schema declares it
/// (`"bands"`): the OKLCH lightness the role may take in a light palette and in a dark one, and
/// the least OKLCH chroma it keeps. The repair keeps a band as it keeps a rule (`fix`,
/// `--invert`, every level, `draft`), so a red never becomes a red that reads as black (#62: the
/// inversion gave destructive #DC2626 → #4C0000, L 0.26, and the high level #2F0000, L 0.20).
///
/// A band is measured on the 8-bit colour, as `check` measures rules. The repair moves a role
/// along its lightness line (hue and chroma kept, gamut-mapped), so a band's lightness is an
/// interval of that line; its least chroma leaves out the ends of the line where the sRGB gamut
/// takes the chroma away. A role whose own colour has less chroma than the band asks cannot
/// meet it by moving lightness: the repair names the band as what cannot hold, and the designer
/// picks a more saturated colour (the repair never changes a hue or a chroma).
public struct RoleBand: Hashable, Sendable {
    public private(set) var role: RoleName
    /// OKLCH lightness, 0–1, in a light palette and in a dark one.
    public let lightInLight: ClosedRange<Double>
    public let lightInDark: ClosedRange<Double>
    /// OKLCH chroma, 0–0.4 (the sRGB gamut reaches about 0.32).
    public let leastChroma: Double
    /// Why, for the schema's readers (`schema show`).
    public let reason: String
    /// The contrast levels it holds at (`standard` and the schema's levels); nil for every level.
    public let levels: [LevelName]?
    /// The OKLCH hues `fix --invert` and `draft` may turn the role to, in a level's pin, where
    /// moving lightness alone cannot keep the band with the level's rules
    /// (`PaletteRepair.bandTurn`); nil: never. The hues a person still names as the role (a
    /// success green to teal, not to blue), since a hue is the role's character; a turn is never
    /// made in silence: it is a pin the command names.
    public let hues: HueInterval?

    public init(role: RoleName, lightInLight: ClosedRange<Double>, lightInDark: ClosedRange<Double>, leastChroma: Double, reason: String,
                levels: [LevelName]? = nil, hues: HueInterval? = nil) {
        self.levels = levels
        self.hues = hues
        self.role = role
        self.lightInLight = lightInLight
        self.lightInDark = lightInDark
        self.leastChroma = leastChroma
        self.reason = reason
    }

    /// The same band on a role of another name (`schema rename`): every other member kept as it
    /// is, by copy, so that no member added later is lost on the way.
    public func renamed(_ name: RoleName) -> RoleBand {
        var band = self
        band.role = name
        return band
    }

    /// Whether the band holds at the contrast level `level`.
    public func holds(at level: LevelName) -> Bool { levels?.contains(level) ?? true }

    /// The lightness band in a palette of the kind `isLight`.
    public func lightness(isLight: Bool) -> ClosedRange<Double> { isLight ? lightInLight : lightInDark }

    /// Whether `colour` keeps the band in a palette of the kind `isLight`.
    public func admits(_ colour: Colour, isLight: Bool) -> Bool {
        let oklch = OKLCH(colour)
        return admits(lightness: oklch.lightness, chroma: oklch.chroma, isLight: isLight)
    }

    /// Whether a colour of this OKLCH lightness and chroma keeps the band in a palette of the kind `isLight`.
    public func admits(lightness: Double, chroma: Double, isLight: Bool) -> Bool {
        self.lightness(isLight: isLight).contains(lightness) && chroma >= leastChroma
    }

    /// The band as the repair's rule: the role with itself (which no schema rule may be:
    /// `SchemaProblem.ruleWithItself`), of a kind named `band` and the band, so a conflict names
    /// it beside the rules it cannot hold with (`band OKLCH lightness 0.35–0.8, chroma ≥ 0.06`).
    /// Its threshold is the least chroma.
    public func rule(isLight: Bool) -> Rule {
        Rule(RuleKind(Self.kindPrefix + text(isLight: isLight), threshold: leastChroma), role.rawValue, on: role.rawValue)
    }

    /// The colour whose lightness line a repair walks for this role: `colour`, or when its
    /// OKLCH chroma is below the band's least, the colour of its hue at that chroma (gamut-mapped,
    /// 8-bit, its alpha kept), with 0.002 more so that 8-bit rounding leaves it at or above the
    /// least (one 8-bit step moves OKLCH chroma by up to about 0.002). The line's chroma is its
    /// colour's, so the colour is taken at its lightness brought into the band (where the gamut
    /// holds the chroma: a colour near white or black has little room for any). A grey (no hue to
    /// keep) stays as it is: the band then names itself as what cannot hold.
    public func lineColour(through colour: Colour) -> Colour {
        let own = OKLCH(colour)
        guard own.chroma < leastChroma, own.chroma > 0.001 else { return colour }
        let lower = max(lightInLight.lowerBound, lightInDark.lowerBound), upper = min(lightInLight.upperBound, lightInDark.upperBound)
        let lightness = lower <= upper ? min(max(own.lightness, lower), upper) : (lightInLight.lowerBound + lightInLight.upperBound) / 2
        let raised = GamutMapping.quantized(OKLCH(lightness: lightness, chroma: leastChroma + 0.002, hue: own.hue), alpha: colour.alpha)
        return OKLCH(raised).chroma > own.chroma ? raised : colour
    }

    /// How a band's rule's kind name starts.
    public static let kindPrefix = "band "

    /// `OKLCH lightness 0.35–0.8, chroma ≥ 0.06`.
    public func text(isLight: Bool) -> String {
        let band = lightness(isLight: isLight)
        return "OKLCH lightness \(DecimalText.shortest(band.lowerBound))–\(DecimalText.shortest(band.upperBound))"
            + ", chroma ≥ \(DecimalText.shortest(leastChroma))"
    }
}

extension Rule {
    /// Whether this is a band's rule in a repair's conflicts (`RoleBand.rule`), not a schema rule.
    public var isBand: Bool { foreground == background && kind.name.hasPrefix(RoleBand.kindPrefix) }

    /// How a conflict's member is named in lists of pairs and JSON: the pair (`ink/paper`), or a
    /// band's role and band (`destructive band OKLCH lightness 0.35–0.8, chroma ≥ 0.06`).
    public var conflictName: String { isBand ? "\(foreground) \(kind.name)" : pairName }
}
