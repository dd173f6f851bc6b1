/// How far apart two colours stay for everyone: the least CIEDE2000 difference (`CIEDE2000`, in
/// CIE Lab D65) between them under normal vision and under protanopia, deuteranopia and
/// tritanopia as Machado, Oliveira and Fernandes (2009) simulate them at severity 1.0
/// (`ColourVisionDeficiency`). Color Buddy (Mcnutt et al., IEEE VIS 2024) lints status colours at
/// 9 on the same measure. A role's lightness survives every deficiency, so moving roles in
/// lightness keeps such pairs apart; the value is not monotone along a lightness line, so the
/// solver and the repair measure it at each candidate.
enum DistinctMeasure: RuleMeasure {
    static let name = "distinct"
    static let summary = "least CIEDE2000 difference under normal vision and simulated protanopia, deuteranopia and tritanopia"
    static let unit = "a CIEDE2000 difference"
    static let thresholds: ClosedRange<Double> = 0...100
    static let decimals = 1
    static let alongTheLine = AlongTheLine.scanned

    /// Lab under normal vision, then under each of `ColourVisionDeficiency.allCases`, held inline
    /// (no array): a search reads thousands of colours and compares them millions of times.
    struct Reading: Sendable {
        let normal: CIELab
        let protanopia: CIELab
        let deuteranopia: CIELab
        let tritanopia: CIELab

        /// Vision `index` in the order of `visionNames`.
        subscript(index: Int) -> CIELab {
            switch index {
            case 0: normal
            case 1: protanopia
            case 2: deuteranopia
            default: tritanopia
            }
        }

        static let count = 4
    }

    static let visionNames = ["normal vision"] + ColourVisionDeficiency.allCases.map(\.rawValue)

    static func reading(_ seen: Colour) -> Reading {
        let linear = LinearRGB(seen)
        return Reading(normal: CIELab(linear), protanopia: CIELab(ColourVisionDeficiency.protanopia.simulated(linear)),
                       deuteranopia: CIELab(ColourVisionDeficiency.deuteranopia.simulated(linear)),
                       tritanopia: CIELab(ColourVisionDeficiency.tritanopia.simulated(linear)))
    }

    static func value(_ foreground: Reading, _ background: Reading) -> Double {
        differences(foreground, background).min()!
    }

    static func differences(_ foreground: Reading, _ background: Reading) -> [Double] {
        (0..<Reading.count).map { CIEDE2000.difference(foreground[$0], background[$0]) }
    }

    /// The visions in the order a pair most often fails under (red–green first), for `reaches`.
    static let failingFirst = [2, 1, 3, 0]

    /// `value >= threshold`, told sooner, with a margin of 1e-9 so that no shortcut decides a
    /// pair `value` would not; any vision under the threshold fails the pair. Most pairs a search
    /// asks about fail, so each tier asks every vision before the next, dearer one asks any:
    ///
    /// 1. ΔE00² ≤ ΔL*² + 2(ΔC'² + ΔH'²) = ΔL*² + 2((1 + G)²Δa*² + Δb*²) ≤ ΔL*² + 4.5Δa*² + 2Δb*²,
    ///    since S_L, S_C, S_H ≥ 1 (T > 0.36), |R_T| ≤ 2, ΔC'² + ΔH'² is the squared distance in
    ///    the (a', b*) plane and G ≤ 1/2: a vision under it fails, with no root taken.
    /// 2. `CIEDE2000.squaredBounds`, with roots but no trigonometry: a vision whose upper bound
    ///    is under the threshold fails, one whose lower bound clears it passes.
    /// 3. The difference itself for the visions left.
    static func reaches(_ foreground: Reading, _ background: Reading, threshold: Double) -> Bool {
        let square = threshold * threshold
        for vision in failingFirst {
            let first = foreground[vision], second = background[vision]
            let deltaL = first.lightness - second.lightness, deltaA = first.a - second.a, deltaB = first.b - second.b
            if deltaL * deltaL + 4.5 * deltaA * deltaA + 2 * deltaB * deltaB < square * (1 - 1e-9) { return false }
        }
        // Bit v: vision v still needs its difference.
        var undecided: UInt8 = 0
        for vision in failingFirst {
            let bounds = CIEDE2000.squaredBounds(foreground[vision], background[vision])
            if bounds.upper < square * (1 - 1e-9) { return false }
            if bounds.lower < square * (1 + 1e-9) { undecided |= 1 << vision }
        }
        for vision in failingFirst where undecided & (1 << vision) != 0 {
            if CIEDE2000.difference(foreground[vision], background[vision]) < threshold { return false }
        }
        return true
    }

    static func phrase(_ value: String, partner: String) -> String { "ΔE \(value) from \(partner)" }

    /// The vision under which the pair is least apart (`under deuteranopia`).
    static func detail(_ foreground: Reading, _ background: Reading) -> String? {
        let all = differences(foreground, background)
        return "under " + visionNames[all.firstIndex(of: all.min()!)!]
    }
}
