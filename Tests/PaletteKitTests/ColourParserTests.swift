import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct ColourParserTests {
    @Test(arguments: [
        ("#2e3440", "#2E3440"),
        ("  #2E3440  ", "#2E3440"),
        ("#abc", "#AABBCC"),
        ("#ABCDEF80", "#ABCDEF80"),
        ("#ABCDEFFF", "#ABCDEF"),
        ("rgb(255 0 10)", "#FF000A"),
        ("RGB(1, 2, 3)", "#010203"),
        ("rgb( 0 , 0 , 0 )", "#000000"),
        ("oklch(1 0 0)", "#FFFFFF"),
        ("oklch(0% 0 0)", "#000000"),
        ("oklch(100% 0 0)", "#FFFFFF"),
        ("OKLCH(0.7 0.4 30)", "#FF5843"),
        ("oklch(0.62796 0.25768 29.2339)", "#FF0000"),
        ("oklch(0.5 0 -360)", "#636363"),
        // CSS clamps these at parsed-value time.
        ("rgb(300 0 0)", "#FF0000"),
        ("rgb(-1 0 0)", "#000000"),
        ("oklch(1.5 0 0)", "#FFFFFF"),
        ("oklch(0.5 -0.1 0)", "#636363"),
        ("white", "#FFFFFF"),
        ("RebeccaPurple", "#663399"),
        ("transparent", "#00000000"),
        ("hsl(30 20% 95%)", "#F5F2F0"),
        ("hsla(120, 50%, 50%, .3)", "#40BF404D"),
        ("rgba(255, 0, 0, 0.5)", "#FF000080"),
        ("rgb(10% 20% 30%/50%)", "#1A334D80"),
        ("hwb(120 20% 30%)", "#33B333"),
        ("hsl(none 50% 50%)", "#BF4040"),
        ("color(display-p3 1 0 0)", "#FF0B0B"),
    ])
    func accepts(input: String, canonical: String) throws {
        #expect(try ColourParser.parse(input).hex == canonical)
    }

    @Test(arguments: [
        ("#12345", ColourParseError.Problem.hexLength(5)),
        ("#GGGGGG", .hexDigit),
        ("rgb(1 2)", .argumentCount(function: "rgb", expected: 3, found: 2)),
        ("oklch(0.5 0.1 nan)", .notANumber("nan")),
        ("oklch(inf 0 0)", .notANumber("inf")),
        ("", .empty),
        ("   ", .empty),
        ("whitish", .unknownForm),
        ("#", .hexLength(0)),
        ("#٣٣٣", .hexDigit),
        ("color-mix(in oklch, red, blue)", .unsupportedForm("color-mix()")),
        ("color(--brand-space 1 0 0)", .unsupportedForm("color(--brand-space)")),
        ("hsl(30 20 95 0.5)", .argumentCount(function: "hsl", expected: 3, found: 4)),
        ("hsl(30% 20% 95%)", .badComponent(function: "hsl", text: "hue percentage", expected: "a number or an angle (deg, rad, grad, turn)")),
        ("lab(50, 40, 59)", .badComponent(function: "lab", text: ",", expected: "components separated by spaces")),
        ("rgb(1 2 3 / 0.5 0.6)", .badComponent(function: "rgb", text: "/", expected: "one alpha value after '/'")),
        ("oklab(0.5 0.1 wide)", .notANumber("wide")),
    ])
    func rejects(input: String, problem: ColourParseError.Problem) {
        #expect(throws: ColourParseError(input: input, problem: problem)) { try ColourParser.parse(input) }
    }

    @Test func arbitraryStringsNeverCrash() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("#0123456789abcdefgABCDEFG(),.%- rgbokclh\u{0}\u{1B}é🎨")
        for _ in 0..<5000 {
            let length = Int(generator.next() % 24)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            if let colour = try? ColourParser.parse(text) {
                #expect(colour.hex.count == 7 || colour.hex.count == 9)
            }
        }
    }
}

/// Components so large that their cubes or transfer powers overflow a Double:
/// each gives the colour of its limit, which ColorAide 8.13.1 gives for the same colour at a
/// magnitude it can still compute (1e5, or 1000 for OKLab; ColorAide itself overflows past
/// about 1e100). Printed by the `channels` function of tools/make_css_colour_fixture.py.
@Suite struct HugeComponentTests {
    @Test(arguments: [
        ("oklch(0.5 1000 0)", "#BB005E"), ("oklch(0.7 1000 140)", "#14C000"),
        ("lab(50 1e5 0)", "#FFFFFF"), ("lab(50 -1e5 0)", "#000000"), ("lab(50 1e5 1e5)", "#FFFFFF"), ("lab(100 1e5 0)", "#FFFFFF"),
        ("oklab(0.5 1000 0)", "#BB005E"), ("oklab(0.3 -1000 1000)", "#0E3900"), ("lch(50 1e5 30)", "#FFFFFF"),
        ("color(xyz 1e5 0 0)", "#FFFFFF"), ("color(display-p3 1e5 0 0)", "#FFFFFF"), ("color(a98-rgb 1e5 0 0)", "#FFFFFF"),
        ("color(prophoto-rgb 1e5 0 0)", "#FFFFFF"), ("color(rec2020 -1e5 1e5 0)", "#FFFFFF"),
        ("color(srgb-linear 0 -1e5 0)", "#000000"), ("color(xyz-d50 1e5 1e5 1e5)", "#FFFFFF"),
    ])
    func hugeComponentsGiveTheColourOfTheirLimit(moderate: String, colorAide: String) throws {
        #expect(try ColourParser.parse(moderate).hex == colorAide)
        for huge in ["1e200", "1e250", "1e300"] {
            let text = moderate.replacingOccurrences(of: "1e5", with: huge).replacingOccurrences(of: "1000", with: huge)
            #expect(try ColourParser.parse(text).hex == colorAide, "\(text)")
        }
    }

    /// A lightness past its range is clamped as CSS Color 4 says, however large.
    @Test(arguments: [("lab(1e200 0 0)", "#FFFFFF"), ("oklch(1e300 0.1 0)", "#FFFFFF"), ("lab(-1e300 0 0)", "#000000")])
    func hugeLightnessIsClamped(text: String, hex: String) throws {
        #expect(try ColourParser.parse(text).hex == hex)
    }
}
