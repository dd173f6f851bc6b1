import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `lint --fix --write` writes a colour in the notation it was written in, and every text it
/// writes reads back, through the colour parser, as exactly the new 8-bit colour.
@Suite struct ValueRewritingTests {
    @Test(arguments: [
        ("#abc", "#112233", "#123"), ("#abc", "#112234", "#112234"), ("#ABCDEF", "#102030", "#102030"),
        ("#abcdef", "#A0B0C0", "#a0b0c0"), ("#aabbccdd", "#102030", "#102030ff"),
        ("rgb(1, 2, 3)", "#0A0B0C", "rgb(10, 11, 12)"), ("rgb(1 2 3 / 50%)", "#0A0B0C80", "rgb(10 11 12 / 50%)"),
        ("rgb(12.941% 54.51% 100%)", "#2389FF", "rgb(13.73% 53.73% 100%)"),
        ("oklch(0.45 0 0)", "#666666", "oklch(0.51 0 0)"),
    ])
    func cssTextKeepsItsNotation(original: String, target: String, expected: String) throws {
        let colour = try ColourParser.parse(target)
        let text = ValueRewriting.cssText(colour, replacing: original)
        #expect(text == expected)
        if let text { #expect(try ColourParser.parse(text).opaque == colour.opaque) }
    }

    @Test(arguments: ["#1F2328", "#0969DA", "#FF00FF", "#010101", "#FEFEFE", "#2389FF"])
    func oklchWithPercentReadsBackExactly(target: String) throws {
        let colour = try ColourParser.parse(target)
        let text = try #require(ValueRewriting.cssText(colour, replacing: "oklch(62% 0.2 250)"))
        #expect(text.hasPrefix("oklch(") && text.contains("%"))
        #expect(try ColourParser.parse(text) == colour)
    }

    /// A display-p3 value is written back in display-p3 (never refused as a notation this does
    /// not write, which would leave the P3 block unfixed beside its sRGB block): the new colour's
    /// coordinates, fewest digits that read back, a bare `.39` kept bare, the alpha kept.
    @Test(arguments: [
        ("color(display-p3 .1 .39 1)", "#3E5DE5"),
        ("color(display-p3 0.1 0.39 1 / 50%)", "#22272E80"),
        ("color(Display-P3 0.5 0.5 0.5)", "#FFFFFF"),
    ])
    func displayP3IsWrittenInDisplayP3(original: String, target: String) throws {
        let colour = try ColourParser.parse(target)
        let text = try #require(ValueRewriting.cssText(colour, replacing: original))
        #expect(text.lowercased().hasPrefix("color(display-p3 "))
        #expect(try ColourParser.parse(text) == colour)
        #expect(text.contains(" .") == original.contains(" ."))
        #expect(text.hasSuffix(" / 50%)") == original.hasSuffix(" / 50%)"))
    }

    /// The P3 coordinates of 208 8-bit colours agree with ColorAide 8.13.1 to 1e-9
    /// (Fixtures/display-p3.json, made by tools/make_p3_fixture.py).
    @Test func displayP3CoordinatesAgreeWithColorAide() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/display-p3.json")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let rows = document["colours"] as! [[String: Any]]
        #expect(rows.count == 208)
        for row in rows {
            let colour = try ColourParser.parse(row["hex"] as! String)
            let expected = row["p3"] as! [Double]
            let p3 = ColourSpaces.displayP3(LinearRGB(colour))
            for (mine, theirs) in zip([p3.red, p3.green, p3.blue], expected) { #expect(abs(mine - theirs) < 1e-9, "\(row["hex"]!)") }
        }
    }

    /// A display-p3 value outside sRGB is refused, never written back clamped.
    @Test func displayP3OutsideSRGBIsRefused() {
        #expect(ValueRewriting.isOutsideSRGB("color(display-p3 .1 .39 1)"))
        #expect(!ValueRewriting.isOutsideSRGB("color(display-p3 0.5 0.5 0.5)"))
        #expect(!ValueRewriting.isOutsideSRGB("color(display-p3 50% 50% 50%)"))
    }

    @Test func namedColoursAndHSLAreNotWritten() throws {
        #expect(ValueRewriting.cssText(.black, replacing: "rebeccapurple") == nil)
        #expect(ValueRewriting.cssText(.black, replacing: "hsl(240 5% 35%)") == nil)
    }

    @Test func aDTCGObjectKeepsEveryOtherByte() throws {
        let object = "{ \"colorSpace\": \"oklch\", \"components\": [0.6412, 0.239, 254.98], \"alpha\": 1 }"
        let colour = try ColourParser.parse("#0969DA")
        let text = try #require(ValueRewriting.dtcgObject(colour, replacing: object, space: "oklch"))
        #expect(text.hasPrefix("{ \"colorSpace\": \"oklch\", \"components\": ["))
        #expect(text.hasSuffix("], \"alpha\": 1 }"))
        let value = try JSONParser.parse(text)
        #expect(try DTCGColourValue.colour(value, name: "t", line: nil) == colour)
    }
}
