import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// PaletteKit against ColorAide, a third-party colour library.
@Suite struct ColourReferenceTests {
    let fixture: ReferenceFixture

    init() throws { fixture = try ReferenceFixture.load() }

    func colour(_ hex: String) -> Colour { try! ColourParser.parse(hex) }

    @Test func fixtureIsLargeEnough() {
        #expect(fixture.records("pairs").count >= 300)
        #expect(fixture.records("colours").count >= 200)
    }

    @Test func linearChannelsAndLuminanceMatch() {
        for record in fixture.records("colours") {
            let value = colour(record.string("hex"))
            let linear = LinearRGB(value)
            let expected = record.doubles("linear")
            #expect(abs(linear.red - expected[0]) < 1e-12, "\(record.string("hex"))")
            #expect(abs(linear.green - expected[1]) < 1e-12)
            #expect(abs(linear.blue - expected[2]) < 1e-12)
            #expect(abs(WCAGContrast.luminance(value) - record.double("luminance")) < 1e-9, "\(record.string("hex"))")
        }
    }

    @Test func oklchMatches() {
        for record in fixture.records("colours") {
            let value = OKLCH(colour(record.string("hex")))
            let expected = record.doubles("oklch")
            #expect(abs(value.lightness - expected[0]) < 1e-6, "\(record.string("hex")) L")
            #expect(abs(value.chroma - expected[1]) < 1e-6, "\(record.string("hex")) C")
            if expected[1] > 1e-3 {
                var difference = abs(value.hue - expected[2]).truncatingRemainder(dividingBy: 360)
                difference = min(difference, 360 - difference)
                #expect(difference < 0.01, "\(record.string("hex")) h \(value.hue) vs \(expected[2])")
            }
        }
    }

    @Test func oklchRoundTripsToTheSameEightBitColour() {
        for record in fixture.records("colours") {
            let value = colour(record.string("hex"))
            #expect(OKLab(value).linearRGB.quantized() == value)
        }
    }

    @Test func contrastRatiosMatch() {
        for record in fixture.records("pairs") {
            let foreground = colour(record.string("foreground")), background = colour(record.string("background"))
            let ratio = WCAGContrast.ratio(foreground, on: background)
            #expect(abs(ratio - record.double("ratio")) < 1e-9, "\(foreground) on \(background)")
            #expect(ratio >= 1 && ratio <= 21)
        }
    }

    @Test func compositingMatchesSourceOver() {
        for record in fixture.records("compositing") {
            let result = colour(record.string("foreground")).composited(over: colour(record.string("background")))
            #expect(result == colour(record.string("result")), "\(record.string("foreground")) over \(record.string("background"))")
        }
    }

    @Test func gamutMappingMatchesMINDEChroma() {
        for record in fixture.records("gamutMapping") {
            let lch = record.doubles("oklch")
            let mapped = GamutMapping.map(OKLCH(lightness: lch[0], chroma: lch[1], hue: lch[2]))
            let expected = record.doubles("unrounded")
            let encoded = [mapped.red, mapped.green, mapped.blue].map(SRGBTransfer.encode)
            for (ours, theirs) in zip(encoded, expected) {
                // ColorAide stops its chroma search at 1e-4, PaletteKit at 1e-9 (see GamutMapping).
                #expect(abs(ours - min(1, max(0, theirs))) < 0.5 / 255, "oklch(\(lch)) → \(encoded) vs \(expected)")
            }
        }
    }
}
