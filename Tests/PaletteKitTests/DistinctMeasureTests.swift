import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The measure `distinct` against ColorAide 8.13.1 (Fixtures/distinct-reference.json, made by
/// tools/make_distinct_fixtures.py): each simulated colour, each vision's CIEDE2000 and the least
/// of them, for the shipped palettes' signal pairs, edge cases and seeded random pairs.
@Suite struct DistinctMeasureTests {
    struct Vision: Decodable {
        let foreground: [Double]
        let background: [Double]
        let deltaE: Double
    }

    struct Pair: Decodable {
        let foreground: String
        let background: String
        let visions: [String: Vision]
        let value: Double
    }

    struct Fixture: Decodable {
        let library: String
        let pairs: [Pair]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/distinct-reference.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    static let visions: [(name: String, deficiency: ColourVisionDeficiency?)] =
        [("normal", nil), ("protanopia", .protanopia), ("deuteranopia", .deuteranopia), ("tritanopia", .tritanopia)]

    @Test func everySimulatedColourMatchesColorAide() throws {
        #expect(Self.fixture.library == "coloraide 8.13.1")
        #expect(Self.fixture.pairs.count > 350)
        for pair in Self.fixture.pairs {
            for (hex, side) in [(pair.foreground, \Vision.foreground), (pair.background, \Vision.background)] {
                let linear = LinearRGB(try ColourParser.parse(hex))
                for (name, deficiency) in Self.visions {
                    let seen = deficiency.map { $0.simulated(linear) } ?? linear
                    let encoded = [seen.red, seen.green, seen.blue].map(SRGBTransfer.encode)
                    let expected = pair.visions[name]![keyPath: side]
                    for (mine, theirs) in zip(encoded, expected) { #expect(abs(mine - theirs) < 1e-9, "\(hex) \(name): \(encoded) vs \(expected)") }
                }
            }
        }
    }

    @Test func everyDifferenceAndTheLeastMatchColorAide() throws {
        let distinct = try #require(Measure.named("distinct"))
        var worst = 0.0, worstAt = ""
        for pair in Self.fixture.pairs {
            let foreground = try ColourParser.parse(pair.foreground), background = try ColourParser.parse(pair.background)
            for (name, deficiency) in Self.visions {
                func lab(_ colour: Colour) -> CIELab {
                    let linear = LinearRGB(colour)
                    return CIELab(deficiency.map { $0.simulated(linear) } ?? linear)
                }
                let difference = CIEDE2000.difference(lab(foreground), lab(background))
                if abs(difference - pair.visions[name]!.deltaE) > worst {
                    worst = abs(difference - pair.visions[name]!.deltaE)
                    worstAt = "\(pair.foreground)/\(pair.background) \(name): \(difference) vs \(pair.visions[name]!.deltaE)"
                }
            }
            let value = distinct.value(foreground, background)
            #expect(abs(value - pair.value) < 1e-6, "\(pair.foreground)/\(pair.background): \(value) vs \(pair.value)")
            #expect(distinct.value(background, foreground) == value, "symmetric")
        }
        #expect(worst < 1e-6, "largest difference from ColorAide: \(worst) at \(worstAt)")
    }

    /// The shipped signals that collide, measured: amberLinen's warning and destructive 3.3 apart,
    /// apricotPlum's 2.5, gruvbox's success and warning 2.7, each least under deuteranopia.
    @Test(arguments: [("#8F5B00", "#A8321E", "3.3"), ("#8A5200", "#A82A20", "2.5"), ("#B8BB26", "#FE8019", "2.7")])
    func theShippedSignalsThatCollide(_ first: String, _ second: String, _ shown: String) throws {
        let distinct = try #require(Measure.named("distinct"))
        let a = try ColourParser.parse(first), b = try ColourParser.parse(second)
        #expect(distinct.format(distinct.value(a, b)) == shown)
        #expect(distinct.detail(a, b) == "under deuteranopia")
    }
}

extension DistinctMeasureTests {
    /// `reaches` (the repair's shortcut) decides every pair as `value >= threshold` does, at
    /// thresholds around each fixture value and across the measure's range.
    @Test func reachesAgreesWithTheValue() throws {
        for pair in Self.fixture.pairs {
            let a = try ColourParser.parse(pair.foreground), b = try ColourParser.parse(pair.background)
            let readingA = DistinctMeasure.reading(a), readingB = DistinctMeasure.reading(b)
            let value = DistinctMeasure.value(readingA, readingB)
            for threshold in [value - 1e-6, value, value + 1e-6, 1, 5, 9, 12, 30, 60] {
                #expect(DistinctMeasure.reaches(readingA, readingB, threshold: threshold) == (value >= threshold), "\(pair.foreground)/\(pair.background) at \(threshold)")
            }
        }
    }
}

extension DistinctMeasureTests {
    /// The upper bound `reaches` fails a vision by, ΔE00² ≤ ΔL*² + 4.5Δa*² + 2Δb*², holds on
    /// seeded random pairs across Lab and on pairs a few units apart (where G and T vary most).
    @Test func theUpperBoundHoldsAcrossLab() {
        var generator = SplitMix64(seed: 44)
        for trial in 0..<200_000 {
            let first = CIELab(lightness: Double.random(in: 0...100, using: &generator),
                               a: Double.random(in: -128...128, using: &generator), b: Double.random(in: -128...128, using: &generator))
            let spread = trial.isMultiple(of: 2) ? 4.0 : 128.0
            let second = CIELab(lightness: min(100, max(0, first.lightness + Double.random(in: -spread...spread, using: &generator))),
                                a: first.a + Double.random(in: -spread...spread, using: &generator),
                                b: first.b + Double.random(in: -spread...spread, using: &generator))
            let deltaL = first.lightness - second.lightness, deltaA = first.a - second.a, deltaB = first.b - second.b
            let bound = deltaL * deltaL + 4.5 * deltaA * deltaA + 2 * deltaB * deltaB
            let difference = CIEDE2000.difference(first, second)
            if difference * difference > bound * (1 + 1e-12) {
                Issue.record("\(first) \(second): ΔE00² \(difference * difference) above \(bound)")
                return
            }
        }
    }
}

extension DistinctMeasureTests {
    /// `CIEDE2000.squaredBounds` (the second tier of `reaches`) holds the difference itself, as
    /// computed with its trigonometry (which agrees with ColorAide above), on seeded random pairs
    /// across Lab, pairs a few units apart, near-neutral pairs and blue pairs (where R_T is
    /// largest). With T's least widened to 0.5 it fails.
    @Test func theTrigonometryFreeBoundsHoldTheDifference() {
        var generator = SplitMix64(seed: 45)
        var failures = 0
        for trial in 0..<200_000 {
            let chromaScale = [128.0, 128.0, 2.0, 60.0][trial % 4]
            let first: CIELab
            if trial % 4 == 3 {
                // Hue near 275°: blue, where the rotation term is largest.
                let hue = Double.random(in: 250...300, using: &generator) * .pi / 180, chroma = Double.random(in: 0...chromaScale, using: &generator)
                first = CIELab(lightness: Double.random(in: 0...100, using: &generator), a: chroma * cos(hue), b: chroma * sin(hue))
            } else {
                first = CIELab(lightness: Double.random(in: 0...100, using: &generator),
                               a: Double.random(in: -chromaScale...chromaScale, using: &generator), b: Double.random(in: -chromaScale...chromaScale, using: &generator))
            }
            let spread = trial.isMultiple(of: 2) ? 6.0 : chromaScale
            let second = CIELab(lightness: min(100, max(0, first.lightness + Double.random(in: -spread...spread, using: &generator))),
                                a: first.a + Double.random(in: -spread...spread, using: &generator),
                                b: first.b + Double.random(in: -spread...spread, using: &generator))
            let difference = CIEDE2000.difference(first, second)
            let bounds = CIEDE2000.squaredBounds(first, second)
            let square = difference * difference
            if square > bounds.upper * (1 + 1e-12) + 1e-12 || square < bounds.lower * (1 - 1e-12) - 1e-12 {
                failures += 1
                if failures < 5 { Issue.record("\(first) \(second): ΔE00² \(square) outside \(bounds.lower)...\(bounds.upper)") }
            }
        }
        #expect(failures == 0)
    }

    /// `reaches` decides seeded random pairs of colours at thresholds around their value and at
    /// the signal thresholds as `value >= threshold` does.
    @Test func reachesAgreesWithTheValueOnRandomColours() {
        var generator = SplitMix64(seed: 46)
        for _ in 0..<20_000 {
            func colour() -> Colour { Colour(red: UInt8.random(in: 0...255, using: &generator), green: UInt8.random(in: 0...255, using: &generator), blue: UInt8.random(in: 0...255, using: &generator)) }
            let a = DistinctMeasure.reading(colour()), b = DistinctMeasure.reading(colour())
            let value = DistinctMeasure.value(a, b)
            for threshold in [value - 1e-7, value, value + 1e-7, 9, 12] where threshold >= 0 {
                if DistinctMeasure.reaches(a, b, threshold: threshold) != (value >= threshold) {
                    Issue.record("\(a) \(b) at \(threshold): value \(value)")
                    return
                }
            }
        }
    }
}
