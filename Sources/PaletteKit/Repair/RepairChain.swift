/// The colours one moving role may take in a repair, ordered so that every rule sees them in
/// one direction: by WCAG luminance, and along that order also by OKLCH lightness and by the
/// luminance and lightness of every token derived from the role.
///
/// The candidates are those of the role's `LightnessLine` (hue and chroma of the input colour
/// kept, CSS Color 4 gamut mapping, 8-bit rounding), plus the starting colour. Where 8-bit
/// rounding bends the line, a candidate can be out of order in one measure while in order in
/// another; such a candidate is set aside (`setAside` counts them), walking outward from the
/// starting colour, which is always kept. With every chain in order in every measure, each rule
/// between two opaque roles is a monotone constraint, which is what makes the minimum cut exact.
struct RepairChain {
    let role: String
    let colours: [Colour]
    let lightness: [Double]
    /// The colour the repair starts from (the input, or its inversion) and its lightness:
    /// the cost of a label is its distance from here.
    let start: Colour
    let startLightness: Double
    /// Candidates of the line left out to keep the order (see above).
    let setAside: Int

    var count: Int { colours.count }

    /// - Parameters:
    ///   - lineColours: the 8-bit colours of the role's lightness line (through its input
    ///     colour), darkest first.
    ///   - derivedSteps: steps of the tokens derived from this role, stepped toward black when
    ///     `isLight` (nil while the palette has no ground).
    ///   - kind: for the ground, whether its candidates must prefer dark ink (the palette stays
    ///     light or dark); nil for other roles.
    init(role: String, lineColours: [Colour], start: Colour, derivedSteps: [Double], isLight: Bool?, kind: Bool?) {
        self.role = role
        self.start = start
        startLightness = start.lightness
        var all = lineColours
        if !all.contains(start) { all.append(start) }
        let keyed = all.map { colour in (colour: colour, keys: Self.keys(of: colour, derivedSteps: derivedSteps, isLight: isLight)) }
            .sorted { $0.keys == $1.keys ? $0.colour.hex < $1.colour.hex : $0.keys.lexicographicallyPrecedes($1.keys) }
        let anchor = keyed.firstIndex { $0.colour == start }!
        var kept = [keyed[anchor]]
        var lower: [(colour: Colour, keys: [Double])] = []
        for entry in keyed[..<anchor].reversed() where zip(entry.keys, (lower.last ?? keyed[anchor]).keys).allSatisfy({ $0 <= $1 }) {
            lower.append(entry)
        }
        for entry in keyed[(anchor + 1)...] where zip(entry.keys, kept.last!.keys).allSatisfy({ $0 >= $1 }) {
            kept.append(entry)
        }
        var ordered = lower.reversed() + kept
        setAside = keyed.count - ordered.count
        if let kind { ordered = ordered.filter { Palette.prefersDarkInk($0.colour) == kind } }
        colours = ordered.map(\.colour)
        lightness = colours.map(\.lightness)
    }

    /// Luminance first (the order), then lightness, then each derived token's two measures.
    private static func keys(of colour: Colour, derivedSteps: [Double], isLight: Bool?) -> [Double] {
        var keys = [WCAGContrast.luminance(colour), colour.lightness]
        if let isLight {
            for step in derivedSteps {
                let stepped = colour.stepped(step, inLightPalette: isLight)
                keys += [WCAGContrast.luminance(stepped), stepped.lightness]
            }
        }
        return keys
    }

    /// The cost of label `label` for the search's objective (see `RepairCost`).
    func cost(_ label: Int, _ packing: RepairCost) -> Int64 {
        packing.label(units: deltaUnits(label), moved: colours[label] != start)
    }

    /// |ΔL| in the repair's units, 1e-7 of OKLCH lightness: exact integers, so equal sums compare equal.
    static func units(_ deltaL: Double) -> Int64 { Int64((deltaL * 1e7).rounded()) }

    /// `units` of the label's |ΔL|.
    func deltaUnits(_ label: Int) -> Int64 { Self.units(abs(lightness[label] - startLightness)) }
}
