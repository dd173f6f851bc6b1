import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// The line walk (`LightnessLine.allColours()`, every candidate `fix` and the compromise see)
/// against an independent dense scan of the same line with its own maths (`ReferenceLine`):
/// the same colours in the same order, on seeded lines of every kind (grays, muted, saturated,
/// translucent).
@Suite struct LightnessLineWalkTests {
    @Test(arguments: 0..<24)
    func walkMeetsTheColoursOfAnIndependentScan(_ seed: Int) {
        var generator = SplitMix64(seed: 2212 &+ UInt64(seed))
        let alpha: UInt8 = seed % 6 == 5 ? 0x99 : 0xFF
        let base = GamutMapping.quantized(OKLCH(lightness: 0.1 + 0.8 * generator.unit(), chroma: seed % 4 == 0 ? 0 : generator.unit() * 0.3, hue: generator.unit() * 360))
        let colour = Colour(red: base.red, green: base.green, blue: base.blue, alpha: alpha)
        let walked = LightnessLine(through: colour).allColours()
        var reference = ReferenceLine(through: colour).colours
        // The scan adds the colour itself; the walk need not pass through it (the line rounds).
        if !walked.contains(colour) { reference.removeAll { $0 == colour } }
        #expect(walked == reference, "line through \(colour.hex): walk \(walked.count), scan \(reference.count), only walked \(Set(walked).subtracting(reference).map(\.hex).sorted().prefix(5)), only scanned \(Set(reference).subtracting(walked).map(\.hex).sorted().prefix(5))")
    }

    /// A crossing starts from the line's end without probing it (`endColour`): white upward and
    /// black downward, with the line's alpha, as a probe at 1 and at 0 shows them.
    static let lineEnds: [(colour: String, alpha: UInt8)] = [("#336699", 0xFF), ("#E01040", 0x99), ("#808080", 0x01), ("#00FF00", 0x00), ("#FAF0E6", 0xFE)]

    @Test(arguments: lineEnds)
    func aLinesEndsAreWhiteAndBlackWithItsAlpha(_ end: (colour: String, alpha: UInt8)) throws {
        let base = try ColourParser.parse(end.colour)
        let alpha = end.alpha
        let line = LightnessLine(through: Colour(red: base.red, green: base.green, blue: base.blue, alpha: alpha))
        #expect(line.endColour(upward: true) == Colour(red: 255, green: 255, blue: 255, alpha: alpha))
        #expect(line.endColour(upward: false) == Colour(red: 0, green: 0, blue: 0, alpha: alpha))
        #expect(line.endColour(upward: true) == line.colour(at: 1))
        #expect(line.endColour(upward: false) == line.colour(at: 0))
    }
}
