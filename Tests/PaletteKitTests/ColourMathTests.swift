import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct ColourMathTests {
    @Test(arguments: [
        (Colour.black, Colour.white, 21.0),
        (Colour.white, Colour.white, 1.0),
        (Colour.black, Colour.black, 1.0),
        (Colour(red: 0x77, green: 0x77, blue: 0x77), Colour.white, 4.478089453577214),
    ])
    func contrastEdgeCases(foreground: Colour, background: Colour, expected: Double) {
        #expect(abs(WCAGContrast.ratio(foreground, on: background) - expected) < 1e-12)
        #expect(abs(WCAGContrast.ratio(background, on: foreground) - expected) < 1e-12)
    }

    @Test func transferFunctionRoundTripsEveryCodeValue() {
        for code in 0...255 {
            let encoded = Double(code) / 255
            #expect(Colour.quantize(SRGBTransfer.encode(SRGBTransfer.decode(encoded))) == UInt8(code))
        }
    }

    @Test func mixingIsPerChannelInGammaSpaceAndKeepsAlpha() {
        let colour = Colour(red: 200, green: 100, blue: 0, alpha: 128)
        #expect(colour.mixed(toward: .black, by: 0.5) == Colour(red: 100, green: 50, blue: 0, alpha: 128))
        #expect(colour.mixed(toward: .white, by: 0.12) == Colour(red: 207, green: 119, blue: 31, alpha: 128))
        #expect(colour.mixed(toward: .white, by: 0) == colour)
        #expect(colour.mixed(toward: .white, by: 1) == Colour(red: 255, green: 255, blue: 255, alpha: 128))
    }

    @Test func compositingOpaqueForegroundIsItself() {
        let colour = Colour(red: 10, green: 20, blue: 30)
        #expect(colour.composited(over: .white) == colour)
        #expect(Colour(red: 0, green: 0, blue: 0, alpha: 0).composited(over: colour) == colour)
        #expect(Colour(red: 0, green: 0, blue: 0, alpha: 128).composited(over: .white) == Colour(red: 127, green: 127, blue: 127))
    }

    @Test func gamutMappingEnds() {
        #expect(GamutMapping.quantized(OKLCH(lightness: 1, chroma: 0.3, hue: 20)) == .white)
        #expect(GamutMapping.quantized(OKLCH(lightness: 0, chroma: 0.3, hue: 20)) == .black)
        let inside = OKLCH(Colour(red: 120, green: 130, blue: 140))
        #expect(GamutMapping.quantized(inside) == Colour(red: 120, green: 130, blue: 140))
    }

    @Test func lightnessOfExtremes() {
        #expect(abs(Colour.white.lightness - 1) < 1e-6)
        #expect(abs(Colour.black.lightness) < 1e-12)
    }

    @Test func decimalText() {
        #expect(DecimalText.fixed(4.478089, 2) == "4.48")
        #expect(DecimalText.fixed(21, 2) == "21.00")
        #expect(DecimalText.fixed(0.0371, 3) == "0.037")
        #expect(DecimalText.fixed(-0.004, 2) == "0.00")
        #expect(DecimalText.fixed(-1.5, 1) == "-1.5")
        #expect(DecimalText.shortest(7) == "7")
        #expect(DecimalText.shortest(1.05) == "1.05")
    }
}

extension ColourMathTests {
    @Test func tableRoundingAgreesWithEncodingAndRounding() {
        var generator = SplitMix64(seed: 3)
        // Both are the same rounding; exactly at a boundary they may differ by the last bit of
        // pow's result, so boundaries are probed just either side.
        var samples: [Double] = (0..<255).map { SRGBTransfer.roundingBoundaries[$0] }.flatMap { boundary -> [Double] in [boundary * (1 - 1e-12), boundary * (1 + 1e-12)] } + [-1, 0, 1, 2]
        for _ in 0..<20000 { samples.append(Double(generator.next() % 1_000_001) / 1_000_000) }
        for linear in samples {
            #expect(SRGBTransfer.code(ofLinear: linear) == Colour.quantize(SRGBTransfer.encode(min(1, max(0, linear)))), "\(linear)")
        }
    }
}
