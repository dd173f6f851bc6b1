import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `Colour.quantize` against libm's rounding of the same product (`rounded()`, halves away from
/// zero), clamped: at every half step of the 255 codes and the doubles either side of it, at
/// every code, outside [0, 1], and on a seeded spread.
@Suite struct QuantizeTests {
    static func reference(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8(min(255, max(0, (value * 255).rounded())))
    }

    /// Values whose product with 255 lies on or next to a half, seen from both sides.
    static var boundaries: [Double] {
        var values: [Double] = []
        for code in -2...257 {
            for scaled in [Double(code), Double(code) + 0.5] {
                for product in [scaled.nextDown.nextDown, scaled.nextDown, scaled, scaled.nextUp, scaled.nextUp.nextUp] {
                    let value = product / 255
                    values += [value.nextDown, value, value.nextUp]
                }
            }
        }
        return values
    }

    @Test func halvesAndCodesRoundAsLibmDoes() {
        let values = Self.boundaries
        #expect(values.count == 7_800)
        let differing = values.filter { Colour.quantize($0) != Self.reference($0) }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { "\($0): \(Colour.quantize($0)) against \(Self.reference($0))" })")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1, -0.0, 0, 1e-300, 1, 2, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
    func specialValuesClampAsLibmDoes(_ value: Double) {
        #expect(Colour.quantize(value) == Self.reference(value))
    }

    @Test func aSeededSpreadRoundsAsLibmDoes() {
        var random = SplitMix64(seed: 20261202)
        for _ in 0..<200_000 {
            let value = Double.random(in: -0.1...1.1, using: &random)
            #expect(Colour.quantize(value) == Self.reference(value), "\(value)")
        }
    }
}
