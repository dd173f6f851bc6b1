/// A rule between two moving roles, measured for every pair of their labels with everything
/// else fixed: each side's token and what the foreground is seen on are worked out once per
/// label, so a pair costs a few comparisons (and a composite only under a translucent
/// foreground). Agrees with `RepairRule.holds` by construction: the same tokens, the same
/// compositing order (`RuleEvaluator.visible`), the same order test and measure.
struct PairTable {
    private let rule: RepairRule
    private let isLight: Bool
    private let foregrounds: [Colour]
    private let foregroundLuminance: [Double]
    private let foregroundLightness: [Double]
    /// The background as seen (composited over the ground), per background label.
    private let backgrounds: [Colour]
    private let backgroundLuminance: [Double]
    private let backgroundLightness: [Double]
    /// The measure's readings of both sides, for a rule scanned along the line (nil otherwise).
    private var scanned: MeasureTable?

    /// - Parameters:
    ///   - foregroundColours, backgroundColours: the chains' colours of the rule's two roles.
    ///   - groundColour: the ground under a translucent background (fixed here).
    init(_ rule: RepairRule, foregroundColours: [Colour], backgroundColours: [Colour], groundColour: Colour?, isLight: Bool) {
        self.rule = rule
        self.isLight = isLight
        let along = rule.rule.kind.measure.alongTheLine, needsLightness = along == .oklchLightness
        foregrounds = foregroundColours.map { RepairRule.token($0, step: rule.foregroundStep, isLight: isLight) }
        foregroundLuminance = rule.foregroundTranslucent ? [] : foregrounds.map(WCAGContrast.luminance)
        foregroundLightness = rule.foregroundTranslucent || !needsLightness ? [] : foregrounds.map(\.lightness)
        let ground = (groundColour ?? .black).opaque
        backgrounds = backgroundColours.map { RepairRule.token($0, step: rule.backgroundStep, isLight: isLight).composited(over: ground).opaque }
        backgroundLuminance = backgrounds.map(WCAGContrast.luminance)
        backgroundLightness = needsLightness ? backgrounds.map(\.lightness) : []
        scanned = along == .scanned ? rule.rule.kind.measure.table(foregrounds: rule.foregroundTranslucent ? [] : foregrounds, backgrounds: backgrounds) : nil
    }

    mutating func holds(foreground: Int, background: Int) -> Bool {
        if rule.foregroundTranslucent {
            let seen = foregrounds[foreground].composited(over: backgrounds[background])
            return rule.judges(foregroundLuminance: WCAGContrast.luminance(seen), backgroundLuminance: backgroundLuminance[background],
                               isLight: isLight, lightness: { (seen.lightness, backgroundLightness[background]) },
                               reaches: { scanned!.reaches(seen.opaque, background: background, threshold: rule.rule.threshold) })
        }
        return rule.judges(foregroundLuminance: foregroundLuminance[foreground], backgroundLuminance: backgroundLuminance[background],
                           isLight: isLight, lightness: { (foregroundLightness[foreground], backgroundLightness[background]) },
                           reaches: { scanned!.reaches(foreground: foreground, background: background, threshold: rule.rule.threshold) })
    }
}
