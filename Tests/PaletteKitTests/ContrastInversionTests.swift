import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// The closed-form inversion the solver aims with, against an independent computation: the
/// ratio written out here from WCAG's definition, and each limit found by bisection on it.
@Suite struct ContrastInversionTests {
    /// WCAG 2.x: (L1 + 0.05) / (L2 + 0.05), L1 the lighter (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
    static func ratio(_ first: Double, _ second: Double) -> Double {
        (Swift.max(first, second) + 0.05) / (Swift.min(first, second) + 0.05)
    }

    /// The boundary between passing and failing luminances in [low, high], where `passes` holds
    /// at one end only, by bisection to the last bit.
    static func boundary(_ low: Double, _ high: Double, passesAtLow: Bool, _ passes: (Double) -> Bool) -> Double {
        var low = low, high = high
        for _ in 0..<200 {
            let middle = (low + high) / 2
            guard middle > low, middle < high else { break }
            if passes(middle) == passesAtLow { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    static let cases: [(partner: Double, ratio: Double)] = {
        var generator = SplitMix64(seed: 22)
        var cases: [(Double, Double)] = [(0, 4.5), (1, 4.5), (0.18, 3), (0.5, 1.05), (0.02, 7), (0.9, 21), (0.3, 1)]
        for _ in 0..<200 { cases.append((Double.random(in: 0...1, using: &generator), Double.random(in: 1...21, using: &generator))) }
        return cases
    }()

    @Test func eachLimitIsWhereTheRatioIsReached() {
        for (partner, ratio) in Self.cases {
            let failing = WCAGContrast.failingLuminances(against: partner, ratio: ratio)
            let passes = { (y: Double) in Self.ratio(y, partner) >= ratio }
            // Below the partner: passing at 0 (when anything does), failing at the partner itself.
            if passes(0) && ratio > 1 {
                let darker = Self.boundary(0, partner, passesAtLow: true, passes)
                #expect(abs(failing.darker - darker) <= 1e-12, "partner \(partner), ratio \(ratio): \(failing.darker) vs \(darker)")
            } else if ratio > 1 {
                #expect(failing.darker < 0, "partner \(partner), ratio \(ratio): nothing darker passes, yet \(failing.darker)")
            }
            if passes(1) && ratio > 1 {
                let lighter = Self.boundary(partner, 1, passesAtLow: false, passes)
                #expect(abs(failing.lighter - lighter) <= 1e-12, "partner \(partner), ratio \(ratio): \(failing.lighter) vs \(lighter)")
            } else if ratio > 1 {
                #expect(failing.lighter > 1, "partner \(partner), ratio \(ratio): nothing lighter passes, yet \(failing.lighter)")
            }
            // A ratio of 1 is met by every luminance: the interval is empty.
            if ratio == 1 { #expect(failing.darker == partner && failing.lighter == partner) }
        }
    }

    /// The light/dark decision (`Palette.prefersDarkInk`, measured from the ground's luminance
    /// once) against WCAG's ratios written out here with the reference luminance: dark ink
    /// exactly when black's contrast on the ground is at least white's. Every grey, and seeded
    /// colours of every alpha (the ground is taken as opaque).
    @Test func darkInkIsPreferredWhereBlackContrastsAtLeastAsMuchAsWhite() {
        var generator = SplitMix64(seed: 2026_1202)
        var grounds = (0...255).map { Colour(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        for _ in 0..<20_000 {
            grounds.append(Colour(red: UInt8(generator.next() % 256), green: UInt8(generator.next() % 256),
                                  blue: UInt8(generator.next() % 256), alpha: UInt8(generator.next() % 256)))
        }
        var mismatches: [String] = []
        for ground in grounds {
            let luminance = ReferenceColour.luminance(ground.opaque)
            let expected = Self.ratio(0, luminance) >= Self.ratio(1, luminance)
            if Palette.prefersDarkInk(ground) != expected { mismatches.append(ground.hex) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) grounds decided otherwise, first: \(mismatches.prefix(5))")
    }
}
