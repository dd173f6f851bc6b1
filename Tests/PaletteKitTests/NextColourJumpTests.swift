import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// The walk's jump to the next colour (`LightnessLine.predictedNextColour`, used by
/// `nextChange`) is sound only where every linear channel moves one way between the two ends:
/// `LightnessLine.movesOneWay` decides that from the channels' slopes at the ends. Judged here by
/// a dense scan of the channels with `ReferenceColour`'s own OKLab maths, not the product's.
struct NextColourJumpTests {
    /// Where the check says a channel moves one way, the scan finds it does; and where the scan
    /// finds it clearly monotone, the check says so (else the jump is only wasted). Lines through
    /// colours of every chroma, stretches from a thousandth of the line to a third of it, so that
    /// many hold a channel's turning point.
    @Test func oneWayVerdictAgreesWithADenseScan() {
        var generator = SplitMix64(seed: 2026_1204)
        var oneWay = 0, turning = 0, missedMonotone: [String] = []
        for _ in 0..<600 {
            let colour = SolverPropertyTests.randomColour(&generator)
            let line = LightnessLine(through: colour)
            let lab = ReferenceColour.oklab(colour)
            let start = 0.02 + 0.96 * generator.unit()
            let length = 0.001 + 0.33 * generator.unit() * generator.unit()
            let end = min(0.999, max(0.001, generator.next() % 2 == 0 ? start + length : start - length))
            let slopesAtStart = OKLab(lightness: start, a: line.a, b: line.b).linearRGBPerLightness
            let slopesAtEnd = OKLab(lightness: end, a: line.a, b: line.b).linearRGBPerLightness
            let verdicts = [
                LightnessLine.movesOneWay(slopesAtStart.red, slopesAtEnd.red, from: start, to: end),
                LightnessLine.movesOneWay(slopesAtStart.green, slopesAtEnd.green, from: start, to: end),
                LightnessLine.movesOneWay(slopesAtStart.blue, slopesAtEnd.blue, from: start, to: end),
            ]
            let scanned = Self.scan(lightness: (start, end), a: lab[1], b: lab[2])
            for channel in 0..<3 {
                let scan = scanned[channel]
                if verdicts[channel] {
                    oneWay += 1
                    #expect(scan.monotone, "channel \(channel) of the line through \(colour.hex) turns between \(start) and \(end), judged one way")
                } else {
                    turning += 1
                    if scan.monotone && scan.smallestStep > 1e-9 {
                        missedMonotone.append("channel \(channel) of \(colour.hex) from \(start) to \(end)")
                    }
                }
            }
        }
        // Both verdicts are met often, so neither side of the check goes untested.
        #expect(oneWay > 800 && turning > 80, "one way \(oneWay), turning \(turning)")
        #expect(missedMonotone.isEmpty, "\(missedMonotone.count) monotone channels judged turning, first: \(missedMonotone.prefix(3))")
    }

    /// Each channel's linear value at 1,001 even positions between the ends: whether consecutive
    /// values all move the same way, and the smallest move.
    private static func scan(lightness: (Double, Double), a: Double, b: Double) -> [(monotone: Bool, smallestStep: Double)] {
        let samples = 1_000
        let values = (0...samples).map { index in
            ReferenceColour.linearSRGB(oklab: [lightness.0 + (lightness.1 - lightness.0) * Double(index) / Double(samples), a, b])
        }
        return (0..<3).map { channel in
            let steps = zip(values, values.dropFirst()).map { $1[channel] - $0[channel] }
            let monotone = steps.allSatisfy { $0 > 0 } || steps.allSatisfy { $0 < 0 }
            return (monotone, steps.map(abs).min() ?? 0)
        }
    }

    /// The walk, jumps and all, over saturated and dark lines (where channels turn and the line
    /// leaves the gamut) meets the colours of an independent dense scan (`ReferenceLine`). A
    /// jump whose verdict was taken without `nothingBetween` fails every seed; a jump across a
    /// turning channel is rare enough on a walk that the check above is its guard.
    @Test(arguments: 0..<12)
    func walkOverSaturatedAndDarkLinesMeetsAnIndependentScan(_ seed: Int) {
        var generator = SplitMix64(seed: 2026_1205 &+ UInt64(seed))
        let colour = GamutMapping.quantized(OKLCH(lightness: 0.05 + 0.5 * generator.unit(), chroma: 0.12 + 0.2 * generator.unit(),
                                                  hue: generator.unit() * 360))
        let walked = LightnessLine(through: colour).allColours()
        var reference = ReferenceLine(through: colour).colours
        if !walked.contains(colour) { reference.removeAll { $0 == colour } }
        #expect(walked == reference, "line through \(colour.hex): walk \(walked.count), scan \(reference.count), only walked \(Set(walked).subtracting(reference).map(\.hex).sorted().prefix(5)), only scanned \(Set(reference).subtracting(walked).map(\.hex).sorted().prefix(5))")
    }
}
