import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The projection's least passing labels (`RepairSearch.leastPassingLabels`, a bisection on the
/// running maximum of luminance) against the definition, scanned label by label: for each label
/// of the darker side, from the top down, the first label of the lighter side whose pair passes
/// (searched below the next label's answer), on seeded label sets whose luminance is not in
/// label order (8-bit rounding wiggles it along a line), with WCAG contrast rules of random
/// thresholds.
@Suite struct RepairProjectionTests {
    @Test(arguments: 0..<40)
    func bisectionFindsTheScansLabels(_ seed: Int) {
        var generator = SplitMix64(seed: 4_040 &+ UInt64(seed))
        let upperCount = 1 + Int(generator.next() % 300), lowerCount = 1 + Int(generator.next() % 300)
        // Rising on the whole, with local reversals and repeats, like luminance along a chain.
        var upper: [Double] = [], level = generator.unit() * 0.2
        for _ in 0..<upperCount {
            level = min(1, max(0, level + (generator.unit() - 0.3) * 0.01))
            upper.append(generator.next() % 9 == 0 ? upper.last ?? level : level)
        }
        let lower = (0..<lowerCount).map { _ in generator.unit() }
        let threshold = 1 + generator.unit() * 6
        // The rule's verdict as WCAG defines it: the lighter side stays lighter and the ratio
        // reaches the threshold (a tie passes only at ratio 1).
        func passes(_ upperLuminance: Double, _ lowerLabel: Int) -> Bool {
            let lowerLuminance = lower[lowerLabel]
            guard upperLuminance >= lowerLuminance else { return false }
            return (upperLuminance + 0.05) / (lowerLuminance + 0.05) >= threshold
        }
        var expected = [Int](repeating: upperCount, count: lowerCount)
        var above = upperCount
        for lowerLabel in (0..<lowerCount).reversed() {
            var found = above
            for upperLabel in 0..<above where passes(upper[upperLabel], lowerLabel) {
                found = upperLabel
                break
            }
            expected[lowerLabel] = found
            above = found
        }
        let found = RepairSearch.leastPassingLabels(upperLuminance: upper, lowerCount: lowerCount, passes: passes)
        #expect(found == expected, "seed \(seed): first difference at \(zip(found, expected).enumerated().first { $0.element.0 != $0.element.1 }.map { "label \($0.offset): \($0.element.0) vs \($0.element.1)" } ?? "length")")
    }
}
