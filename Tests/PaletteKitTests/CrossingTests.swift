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

/// A targeted rule's crossing (`MovingConstraint.FailingInterval.crossing`) against a dense scan:
/// on seeded lines, from seeded starts, for seeded contrast and lightness limits, the colour it
/// hands back must be the first colour along the line, in the scan's order, whose measure
/// reaches the limit. The scan, the colours' measures and their order come from `ReferenceLine`
/// and `ReferenceColour` (their own OKLab maths, gamut mapping and rounding), not from the
/// product's line or its probes.
///
/// The crossing interpolates, predicts and halves; the one allowed difference is where the
/// scan's measure leaves and re-enters the passing side between the start and the crossing's
/// colour (8-bit rounding, or gamut mapping, running it backwards): a bracket then finds one of
/// several changes, and the walk that asked checks every rule again.
struct CrossingTests {
    private struct Case {
        let line: Colour
        let start: Double
        let measure: TargetedMeasure
        let limit: Double
        let upward: Bool
    }

    @Test func crossingFindsTheFirstColourTheScanShowsReachingTheLimit() {
        var generator = SplitMix64(seed: 2026_1202)
        var checked = 0, backwards = 0, wrong: [String] = []
        for _ in 0..<80 {
            let colour = Colour(red: UInt8(generator.next() % 256), green: UInt8(generator.next() % 256), blue: UInt8(generator.next() % 256))
            let line = LightnessLine(through: colour)
            guard !line.isAchromatic else { continue }
            // The scan, darkest first; each colour's position is where the scan first met it.
            let scan = ReferenceLine(through: colour).colours
            let reference = ReferenceLine.colours(through: colour)
            for _ in 0..<30 {
                let start = 0.03 + 0.94 * generator.unit()
                let upward = generator.next() % 2 == 0
                let measure: TargetedMeasure = generator.next() % 3 == 0 ? .lightness : .luminance
                // A limit past the start's measure, somewhere between it and the line's end.
                let startColour = reference(start)
                let here = Self.measure(startColour, measure), end = Self.measure(upward ? .white : .black, measure)
                let limit = here + (end - here) * (0.02 + 0.96 * generator.unit())
                let testCase = Case(line: colour, start: start, measure: measure, limit: limit, upward: upward)
                guard let startIndex = scan.firstIndex(of: startColour) else {
                    wrong.append("\(testCase): the start's colour \(startColour.hex) is not on the scan")
                    continue
                }
                let onward = upward ? Array(scan[startIndex...]) : Array(scan[...startIndex].reversed())
                func reaches(_ candidate: Colour) -> Bool {
                    let value = Self.measure(candidate, measure)
                    return upward ? value >= limit : value <= limit
                }
                guard let expected = onward.first(where: reaches) else { continue }
                let found = Self.interval(measure: measure, limit: limit, upward: upward)
                    .crossing(on: line, from: start, showing: nil, upward: upward)
                checked += 1
                guard let found else {
                    wrong.append("\(testCase): no crossing, the scan reaches at \(expected.hex)")
                    continue
                }
                if found.colour == expected { continue }
                // Allowed only where the scan's measure runs backwards before the colour found.
                if let foundIndex = onward.firstIndex(of: found.colour), let expectedIndex = onward.firstIndex(of: expected),
                   foundIndex > expectedIndex, onward[expectedIndex...foundIndex].contains(where: { !reaches($0) }), reaches(found.colour) {
                    backwards += 1
                    continue
                }
                wrong.append("\(testCase): crossing \(found.colour.hex), the scan's first reaching \(expected.hex)")
            }
        }
        #expect(checked > 2_000, "only \(checked) crossings checked")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked) wrong, first: \(wrong.prefix(3))")
        // Measures that run backwards between a start and its crossing are rare on these seeds.
        #expect(backwards * 50 <= checked, "\(backwards) of \(checked) crossings past a backward run")
    }

    /// The measure a rule of `measure` takes of an opaque colour, by the reference maths.
    private static func measure(_ colour: Colour, _ measure: TargetedMeasure) -> Double {
        measure == .luminance ? ReferenceColour.luminance(colour) : ReferenceColour.lightness(colour)
    }

    /// A failing interval whose only end in the direction asked is `limit` (the other end is
    /// beyond the line), seen on an opaque line as the colour itself.
    private static func interval(measure: TargetedMeasure, limit: Double, upward: Bool) -> MovingConstraint.FailingInterval {
        .init(measure: measure, darkerLimit: upward ? -1 : limit, lighterLimit: upward ? limit : 2, seeing: .itself,
              partnerLuminance: 0, partnerMeasure: 0, movesForeground: true, threshold: 1)
    }
}
