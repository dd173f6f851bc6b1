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
    let colours: [Colour]
    /// Each label's WCAG luminance, worked out once while ordering.
    let luminance: [Double]
    /// Each label's OKLCH lightness, likewise.
    let lightness: [Double]
    /// Each label's `deltaUnits`, worked out once: the search asks for them at every node.
    let units: [Int64]
    /// The first label of least `units`: before it they never rise, after it never fall.
    let nearest: Int
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
    ///   - derivedSteps: the steps, in order, from this role to each token derived from it or
    ///     role that follows it (`RepairLinks`), stepped toward black when `isLight` (nil while
    ///     the palette has no ground).
    ///   - kind: for the ground, whether its candidates must prefer dark ink (the palette stays
    ///     light or dark); nil for other roles.
    init(lineColours: [Colour], start: Colour, derivedSteps: [[Double]], isLight: Bool?, kind: Bool?) {
        self.start = start
        startLightness = start.lightness
        let all = lineColours.contains(start) ? lineColours : lineColours + [start]
        // Every candidate's keys in one flat array, `width` per candidate (see `appendKeys`).
        let width = 2 + (isLight == nil ? 0 : 2 * derivedSteps.count)
        var keys: [Double] = []
        keys.reserveCapacity(all.count * width)
        for colour in all { Self.appendKeys(of: colour, derivedSteps: derivedSteps, isLight: isLight, to: &keys) }
        func precedes(_ left: Int, _ right: Int) -> Bool {
            for offset in 0..<width where keys[left * width + offset] != keys[right * width + offset] {
                return keys[left * width + offset] < keys[right * width + offset]
            }
            return all[left].hex < all[right].hex
        }
        /// Every key of `entry` compares to the same key of `other` as `order` says.
        func allKeys(_ entry: Int, _ other: Int, _ order: (Double, Double) -> Bool) -> Bool {
            (0..<width).allSatisfy { order(keys[entry * width + $0], keys[other * width + $0]) }
        }
        let keyed = Array(all.indices).sorted(by: precedes)
        let anchor = keyed.firstIndex { all[$0] == start }!
        var kept = [keyed[anchor]]
        var lower: [Int] = []
        for entry in keyed[..<anchor].reversed() where allKeys(entry, lower.last ?? keyed[anchor], <=) {
            lower.append(entry)
        }
        for entry in keyed[(anchor + 1)...] where allKeys(entry, kept.last!, >=) {
            kept.append(entry)
        }
        var ordered = lower.reversed() + kept
        setAside = keyed.count - ordered.count
        if let kind { ordered = ordered.filter { Palette.prefersDarkInk(all[$0]) == kind } }
        colours = ordered.map { all[$0] }
        // The first two keys are the colour's own luminance and lightness.
        luminance = ordered.map { keys[$0 * width] }
        lightness = ordered.map { keys[$0 * width + 1] }
        let startLightness = startLightness
        let units = lightness.map { Self.units(abs($0 - startLightness)) }
        self.units = units
        nearest = units.indices.min { units[$0] < units[$1] } ?? 0
    }

    /// Luminance first (the order), then lightness, then each derived token's two measures.
    private static func appendKeys(of colour: Colour, derivedSteps: [[Double]], isLight: Bool?, to keys: inout [Double]) {
        keys.append(WCAGContrast.luminance(colour))
        keys.append(colour.lightness)
        if let isLight {
            for steps in derivedSteps {
                let stepped = RepairRule.token(colour, step: steps, isLight: isLight)
                keys.append(WCAGContrast.luminance(stepped))
                keys.append(stepped.lightness)
            }
        }
    }

    /// The cost of a label `label` for the search's objective (see `RepairCost`).
    func cost(_ label: Int, _ packing: RepairCost) -> Int64 {
        packing.label(units: deltaUnits(label), moved: colours[label] != start)
    }

    /// |ΔL| in the repair's units, 1e-7 of OKLCH lightness: exact integers, so equal sums compare equal.
    static func units(_ deltaL: Double) -> Int64 { Int64((deltaL * 1e7).rounded()) }

    /// `units` of the label's |ΔL|.
    func deltaUnits(_ label: Int) -> Int64 { units[label] }

    /// The labels at most `unitLimit` from the start, nil when none is. They are one run: the
    /// chain's lightness never decreases, so |ΔL| from the start falls to its least label
    /// (`nearest`) and rises after it, and each side is found by bisection.
    func labels(within unitLimit: Int64) -> ClosedRange<Int>? {
        guard !units.isEmpty, units[nearest] <= unitLimit else { return nil }
        let first = (0..<nearest).partitioningIndex(where: { units[$0] <= unitLimit })
        let end = (nearest..<units.count).partitioningIndex(where: { units[$0] > unitLimit })
        return first...(end - 1)
    }
}
