import Testing
@testable import PaletteKit

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
    ])
    func accepts(input: String, canonical: String) throws {
        #expect(try ColourParser.parse(input).hex == canonical)
    }

    @Test(arguments: [
        ("#12345", ColourParseError.Problem.hexLength(5)),
        ("#GGGGGG", .hexDigit),
        ("rgb(300 0 0)", .channelOutOfRange("300")),
        ("rgb(1.5 0 0)", .notAnInteger("1.5")),
        ("rgb(-1 0 0)", .notAnInteger("-1")),
        ("rgb(1 2)", .argumentCount(function: "rgb", expected: 3, found: 2)),
        ("oklch(1.5 0 0)", .lightnessOutOfRange("1.5")),
        ("oklch(101% 0 0)", .lightnessOutOfRange("101%")),
        ("oklch(0.5 -0.1 0)", .negativeChroma("-0.1")),
        ("oklch(0.5 0.1 nan)", .notANumber("nan")),
        ("oklch(inf 0 0)", .notANumber("inf")),
        ("", .empty),
        ("   ", .empty),
        ("white", .unknownForm),
        ("#", .hexLength(0)),
        ("#٣٣٣", .hexDigit),
        ("hsl(30 20% 95%)", .unsupportedForm("hsl")),
        ("HSLA(30, 20%, 95%, 0.5)", .unsupportedForm("hsla")),
        ("rgba(1, 2, 3, 0.5)", .unsupportedForm("rgba")),
        ("lab(50% 40 59)", .unsupportedForm("lab")),
        ("oklab(0.5 0.1 0.1)", .unsupportedForm("oklab")),
        ("color(display-p3 1 0 0)", .unsupportedForm("color")),
        ("hwb(12 50% 0%)", .unsupportedForm("hwb")),
        ("lch(52% 40 30)", .unsupportedForm("lch")),
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
