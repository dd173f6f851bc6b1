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
    ///   - foregroundChain, backgroundChain: the chains of the rule's two roles.
    ///   - groundColour: the ground under a translucent background (fixed here).
    ///
    /// An opaque side measured as its role (no step) is its chain's colours, whose luminance and
    /// lightness the chain has already worked out.
    init(_ rule: RepairRule, foregroundChain: RepairChain, backgroundChain: RepairChain, groundColour: Colour?, isLight: Bool) {
        self.rule = rule
        self.isLight = isLight
        let along = rule.rule.kind.measure.alongTheLine, needsLightness = along == .oklchLightness
        let foregroundIsChain = !rule.foregroundTranslucent && rule.foregroundStep.isEmpty
        foregrounds = foregroundIsChain ? foregroundChain.colours
            : foregroundChain.colours.map { RepairRule.token($0, step: rule.foregroundStep, isLight: isLight) }
        foregroundLuminance = rule.foregroundTranslucent ? [] : foregroundIsChain ? foregroundChain.luminance : foregrounds.map(WCAGContrast.luminance)
        foregroundLightness = rule.foregroundTranslucent || !needsLightness ? []
            : foregroundIsChain ? foregroundChain.lightness : foregrounds.map(\.lightness)
        // An opaque background is seen as it is, over any ground.
        let backgroundIsChain = !rule.backgroundTranslucent && rule.backgroundStep.isEmpty
        let ground = (groundColour ?? .black).opaque
        backgrounds = backgroundIsChain ? backgroundChain.colours
            : backgroundChain.colours.map { RepairRule.token($0, step: rule.backgroundStep, isLight: isLight).composited(over: ground).opaque }
        backgroundLuminance = backgroundIsChain ? backgroundChain.luminance : backgrounds.map(WCAGContrast.luminance)
        backgroundLightness = !needsLightness ? [] : backgroundIsChain ? backgroundChain.lightness : backgrounds.map(\.lightness)
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
