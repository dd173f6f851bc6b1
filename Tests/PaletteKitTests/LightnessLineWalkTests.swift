import Testing
@testable import PaletteKit

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
}
