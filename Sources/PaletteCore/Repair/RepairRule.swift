/// A rule as the repair sees it: its sides as role indices with their steps, the order its pair
/// must keep, and the roles whose colours it reads.
struct RepairRule {
    let rule: Rule
    let foreground: Int
    let background: Int
    /// The steps from the role's colour to the side's, in order (a derived token's, or a linked
    /// role's and then its derived token's); empty for the role itself.
    let foregroundStep: [Double]
    let backgroundStep: [Double]
    /// Whether the foreground stays the lighter side (WCAG luminance of the visible colours).
    let foregroundLighter: Bool
    let foregroundTranslucent: Bool
    let backgroundTranslucent: Bool
    /// Roles whose colours the measure reads: both sides, and the ground under a translucent
    /// background.
    let dependencies: [Int]
    /// Roles the search branches on before it enforces the rule (other than the foreground): what
    /// a translucent side is composited over, with which fixed the rule is monotone in its sides
    /// again; and for a measure scanned along the line, the background, with which fixed the rule
    /// is a mask of the foreground's labels.
    let backdrops: [Int]
    /// For a band's rule (`RoleBand.rule`): the band the role's colour must keep; the rule then
    /// reads one role and is a mask of its labels.
    let band: RoleBand?

    /// Both sides opaque: each visible colour depends on one role only.
    var isSimple: Bool { !foregroundTranslucent && !backgroundTranslucent }

    /// The role that must stay on the lighter side, and the other.
    var upper: Int { foregroundLighter ? foreground : background }
    var lower: Int { foregroundLighter ? background : foreground }

    /// `links`: roles that move with another are measured as that role stepped.
    init(_ rule: Rule, schema: Schema, colours: [Colour?], ground: Int, foregroundLighter: Bool, links: RepairLinks, band: RoleBand? = nil) {
        self.rule = rule
        self.band = band
        (foreground, foregroundStep) = links.side(rule.foreground, schema: schema)
        (background, backgroundStep) = links.side(rule.background, schema: schema)
        self.foregroundLighter = foregroundLighter
        foregroundTranslucent = !(colours[foreground]!.isOpaque)
        backgroundTranslucent = !(colours[background]!.isOpaque)
        var dependencies = [foreground]
        if background != foreground { dependencies.append(background) }
        if backgroundTranslucent && !dependencies.contains(ground) { dependencies.append(ground) }
        self.dependencies = dependencies
        var backdrops: [Int] = []
        if foregroundTranslucent { backdrops += [background] + (backgroundTranslucent ? [ground] : []) }
        if backgroundTranslucent { backdrops.append(ground) }
        // A measure scanned along the line is no monotone implication between its sides: with
        // the background fixed it is a mask of the foreground's labels, exact, so the search
        // branches on the background as it does on a backdrop.
        if rule.kind.measure.alongTheLine == .scanned && background != foreground { backdrops.append(background) }
        var seen: Set<Int> = [foreground]
        self.backdrops = backdrops.filter { seen.insert($0).inserted }
    }

    /// The rule passes and its pair keeps its order, measured on 8-bit colours as `check`
    /// measures it. `colours` holds every role's colour by schema index.
    func holds(_ colours: [Colour?], isLight: Bool, ground: Int) -> Bool {
        if let band { return band.admits(Self.token(colours[foreground]!, step: foregroundStep, isLight: isLight), isLight: isLight) }
        let foregroundColour = Self.token(colours[foreground]!, step: foregroundStep, isLight: isLight)
        let backgroundColour = Self.token(colours[background]!, step: backgroundStep, isLight: isLight)
        // Opaque sides are seen as they are; most rules are between opaque roles.
        let (seenForeground, seenBackground) = isSimple
            ? (foregroundColour, backgroundColour)
            : RuleEvaluator.visible(foregroundColour, on: backgroundColour, ground: colours[ground] ?? .black)
        return judges(foregroundLuminance: WCAGContrast.luminance(seenForeground), backgroundLuminance: WCAGContrast.luminance(seenBackground),
                      isLight: isLight, lightness: { (seenForeground.lightness, seenBackground.lightness) },
                      reaches: { rule.kind.measure.reaches(seenForeground, seenBackground, threshold: rule.threshold) })
    }

    /// The verdict on what is seen, for every way of measuring a rule here (`holds`,
    /// `PairTable`, the relaxations): the pair keeps its order and reaches the threshold.
    /// A contrast rule is read from the luminances; `lightness` gives the seen sides' OKLCH
    /// lightness for a lightness rule (met with the lighter side ahead), and `reaches` whether a
    /// rule scanned along the line (`AlongTheLine`) reaches its threshold; each is asked only by
    /// its rules.
    func judges(foregroundLuminance: Double, backgroundLuminance: Double, isLight: Bool,
                lightness: () -> (foreground: Double, background: Double), reaches: () -> Bool) -> Bool {
        guard Self.foregroundIsLighter(foregroundLuminance, backgroundLuminance, isLight: isLight) == foregroundLighter else { return false }
        switch rule.kind.measure.alongTheLine {
        case .wcagLuminance:
            return WCAGContrast.ratio(luminance: foregroundLuminance, backgroundLuminance) >= rule.threshold
        case .oklchLightness:
            let (foreground, background) = lightness()
            return (foregroundLighter ? foreground - background : background - foreground) >= rule.threshold
        case .scanned:
            return reaches()
        }
    }

    /// Which side of a pair is lighter; an exact tie goes the way `stepped` goes (toward black in
    /// a light palette), the foreground being the stepped side.
    static func foregroundIsLighter(_ foregroundLuminance: Double, _ backgroundLuminance: Double, isLight: Bool) -> Bool {
        foregroundLuminance > backgroundLuminance || (foregroundLuminance == backgroundLuminance && !isLight)
    }

    static func token(_ base: Colour, step steps: [Double], isLight: Bool) -> Colour {
        steps.reduce(base) { $0.stepped($1, inLightPalette: isLight) }
    }
}
