#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// The searches' predicted probe (`LightnessLine.firstStepProbe`): between two positions a
/// staircase width apart or less whose colours are two or three 8-bit steps apart, one per
/// channel, it must land where the line shows the colour one step from the start's. Where it
/// lands is judged by `ReferenceLine`'s own OKLab maths and rounding, not the product's line. (A
/// miss costs a probe; this guards the saving.)
struct CrossingPredictionTests {
    @Test func predictedProbeShowsTheColourOneStepFromTheStart() {
        let (checked, missed) = Self.bracketPredictions(seed: 2026_1201, lines: 600) { generator in
            // Colours of every chroma, so that lines of every hue and slope are met.
            Colour(red: UInt8(generator.next() % 256), green: UInt8(generator.next() % 256), blue: UInt8(generator.next() % 256))
        } ends: { line, start, end in
            guard !line.isAchromatic, let startUnrounded = line.unrounded(at: start), let endUnrounded = line.unrounded(at: end) else { return nil }
            return (startUnrounded, endUnrounded, nil)
        }
        #expect(checked > 2_000, "only \(checked) brackets met")
        // A channel that bends within the bracket, or two steps a hair apart, can mislead the
        // interpolation; on these seeds that is rare.
        #expect(missed.count * 100 <= checked, "\(missed.count) of \(checked) missed, first: \(missed.prefix(3))")
    }

    /// The same where the line maps: the ends' colours before rounding are gamut mapping's (the
    /// probes'), and the prediction still lands on the colour one step from the start's, judged
    /// by `ReferenceLine`'s own bisection. Saturated colours, whose lines are mostly mapped.
    @Test func predictedProbeOnAMappedStretch() {
        let (checked, missed) = Self.bracketPredictions(seed: 2026_1203, lines: 400) { generator in
            GamutMapping.quantized(OKLCH(lightness: 0.2 + 0.7 * generator.unit(), chroma: 0.15 + 0.25 * generator.unit(), hue: generator.unit() * 360))
        } ends: { line, start, end in
            var trail = MappedChromaTrail()
            let startProbe = line.probe(at: start, trail: &trail), endProbe = line.probe(at: end, trail: &trail)
            guard !startProbe.inGamut, !endProbe.inGamut, let startUnrounded = startProbe.unrounded, let endUnrounded = endProbe.unrounded
            else { return nil }
            return (startUnrounded, endUnrounded, (startProbe.colour, endProbe.colour))
        }
        #expect(checked > 2_000, "only \(checked) mapped brackets met")
        #expect(missed.count * 25 <= checked, "\(missed.count) of \(checked) missed, first: \(missed.prefix(3))")
    }

    /// Brackets of a staircase width or less, 40 on each of `lines` lines through colours drawn by
    /// `colour`, whose ends `ends` gives before rounding (nil skips the bracket; with the product's
    /// colours there, a bracket where they are not `ReferenceLine`'s is skipped), two or three
    /// steps apart one per channel: how many were predicted, and the misses (no prediction, or a
    /// colour other than one step from the start's where the probe lands).
    private static func bracketPredictions(seed: UInt64, lines: Int, colour: (inout SplitMix64) -> Colour,
                                           ends: (LightnessLine, Double, Double) -> (start: LinearRGB, end: LinearRGB, colours: (Colour, Colour)?)?)
        -> (checked: Int, missed: [String]) {
        var generator = SplitMix64(seed: seed)
        var checked = 0, missed: [String] = []
        for _ in 0..<lines {
            let colour = colour(&generator)
            let line = LightnessLine(through: colour)
            let reference = ReferenceLine.colours(through: colour)
            for _ in 0..<40 {
                let start = 0.02 + 0.96 * generator.unit()
                let width = MovingConstraint.staircaseWidth * (0.05 + 0.95 * generator.unit())
                let end = generator.next() % 2 == 0 ? start + width : start - width
                guard let (startUnrounded, endUnrounded, colours) = ends(line, start, end) else { continue }
                let startColour = reference(start), endColour = reference(end)
                if let colours, colours.0 != startColour || colours.1 != endColour { continue }
                let steps = [(startColour.red, endColour.red), (startColour.green, endColour.green), (startColour.blue, endColour.blue)]
                    .map { abs(Int($0.0) - Int($0.1)) }
                guard steps.allSatisfy({ $0 <= 1 }), steps.reduce(0, +) >= 2 else { continue }
                guard let predicted = line.firstStepProbe(from: start, to: end, colours: (startColour, endColour),
                                                          unrounded: (startUnrounded, endUnrounded)) else {
                    missed.append("no prediction: line through \(colour.hex) from \(start) to \(end)")
                    continue
                }
                checked += 1
                #expect((predicted - start) * (end - predicted) > 0, "outside the bracket: line through \(colour.hex)")
                let shown = reference(predicted)
                if !ReferenceLine.oneStepApart(startColour, shown) {
                    missed.append("line through \(colour.hex) from \(start) to \(end): \(startColour.hex) → \(shown.hex) → \(endColour.hex)")
                }
            }
        }
        return (checked, missed)
    }

    /// The crossing's nudge (`LightnessLine.neighbourProbe`): from an in-gamut position it must
    /// land, on the side asked, where the line shows the colour one 8-bit step away (on a grey's
    /// line the next grey), judged by `ReferenceLine` as above. Lines through seeded colours of
    /// every chroma and through every 8-bit grey.
    @Test func neighbourProbeShowsTheNextColour() {
        var generator = SplitMix64(seed: 2026_1202)
        var checked = 0, greys = 0, missed: [String] = []
        let colours = (0..<600).map { _ in Colour(red: UInt8(generator.next() % 256), green: UInt8(generator.next() % 256), blue: UInt8(generator.next() % 256)) }
            + (0..<256).map { Colour(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        for colour in colours {
            let line = LightnessLine(through: colour)
            let reference = ReferenceLine.colours(through: colour)
            for _ in 0..<12 {
                let position = 0.03 + 0.94 * generator.unit()
                let upward = generator.next() % 2 == 0
                guard let unrounded = line.unrounded(at: position) else { continue }
                let shown = reference(position)
                // The line's own colour there is the probe's input; where the two maths round a
                // hair differently the question is not this test's.
                guard line.colour(at: position) == shown else { continue }
                guard let predicted = line.neighbourProbe(from: position, colour: shown, unrounded: unrounded,
                                                          towards: upward ? 1 : 0) else {
                    missed.append("no prediction: line through \(colour.hex) at \(position)")
                    continue
                }
                checked += 1
                #expect(upward ? predicted > position : predicted < position, "wrong side: line through \(colour.hex) at \(position)")
                let next = reference(predicted)
                let isNext = line.isAchromatic ? next.isOneGreyStep(from: shown) : ReferenceLine.oneStepApart(shown, next)
                if line.isAchromatic { greys += 1 }
                if !isNext { missed.append("line through \(colour.hex) at \(position) \(upward ? "up" : "down"): \(shown.hex) → \(next.hex)") }
            }
        }
        #expect(checked > 5_000 && greys > 2_000, "only \(checked) predictions, \(greys) on greys")
        // A channel that bends before its boundary, where another steps a hair after it, can
        // mislead the straight extrapolation (2.5% of these predictions; each costs the crossing
        // a probe).
        #expect(missed.count * 25 <= checked, "\(missed.count) of \(checked) missed, first: \(missed.prefix(3))")
    }

    /// No prediction where there is nothing to predict or the interpolation does not apply: ends
    /// one step apart, a channel two steps apart, a channel whose values do not straddle its
    /// boundary, and a grey's line.
    @Test(arguments: [
        ("one step", "#3366CC", "#3366CC", "#3466CC", 0.30),
        ("two steps in one channel", "#3366CC", "#3366CC", "#3566CC", 0.30),
        ("values that do not straddle the boundary", "#3366CC", "#3366CC", "#3467CC", 0.10),
        ("a grey's line", "#808080", "#808080", "#818181", 0.30),
    ])
    func noPrediction(_ label: String, through: String, start: String, end: String, endValueShare: Double) {
        let line = LightnessLine(through: TestPalettes.colour(through))
        let startColour = TestPalettes.colour(start), endColour = TestPalettes.colour(end)
        // The unrounded values: the start's own code values, the end's a share of the way past
        // them toward the end's (a share too small leaves the boundary unstraddled).
        let startValues = LinearRGB(startColour)
        let endValues = LinearRGB(red: startValues.red + (LinearRGB(endColour).red - startValues.red) * endValueShare * 4,
                                  green: startValues.green + (LinearRGB(endColour).green - startValues.green) * endValueShare * 4,
                                  blue: startValues.blue + (LinearRGB(endColour).blue - startValues.blue) * endValueShare * 4)
        #expect(line.firstStepProbe(from: 0.5, to: 0.502, colours: (startColour, endColour), unrounded: (startValues, endValues)) == nil,
                "\(label)")
    }
}
