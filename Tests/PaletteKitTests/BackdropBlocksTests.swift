import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// `BackdropBlocks` against the scan it replaces: whether a translucent foreground label passes a
/// contrast rule over some label of a window of backdrop labels, each pair measured by the tests'
/// own maths (source-over compositing in gamma-encoded sRGB rounded to 8 bits, `ReferenceColour`'s
/// luminance, WCAG's order and ratio). Backdrops and foregrounds are lines through seeded random
/// colours (`ReferenceLine`, not the product's line walk), the foreground translucent; windows,
/// threshold and order are seeded too. The answer must be the scan's, and where a label fails over
/// the whole window the blocks must spare most of its pairs (bounds that prove nothing are correct
/// and useless).
@Suite struct BackdropBlocksTests {
    @Test(arguments: 0..<16)
    func blocksAgreeWithTheScan(_ seed: Int) {
        var generator = SplitMix64(seed: 6_161 &+ UInt64(seed))
        func randomColour(alpha: UInt8) -> Colour {
            Colour(red: UInt8(truncatingIfNeeded: generator.next()), green: UInt8(truncatingIfNeeded: generator.next()),
                   blue: UInt8(truncatingIfNeeded: generator.next()), alpha: alpha)
        }
        let backdrop = ReferenceLine(through: randomColour(alpha: 255), samples: 1024).colours
            .sorted { ReferenceColour.luminance($0) < ReferenceColour.luminance($1) }
        let alpha = UInt8(16 + generator.next() % 224)
        let line = ReferenceLine(through: randomColour(alpha: alpha), samples: 1024).colours
        // Every third colour of the line keeps the test quick and still crosses the backdrop.
        let foregrounds = stride(from: 0, to: line.count, by: 3).map { line[$0] }
        let foregroundLighter = generator.next() % 2 == 0, isLight = generator.next() % 2 == 0
        let threshold = 1 + Double(generator.next() % 1_000) / 500
        var blocks = BackdropBlocks(backdropTokens: backdrop, foregroundLighter: foregroundLighter, threshold: threshold,
                                    foregroundCount: foregrounds.count)
        var failingPairs = 0, failingPairsMeasured = 0
        for (label, foreground) in foregrounds.enumerated() {
            for _ in 0..<3 {
                let first = Int(generator.next() % UInt64(backdrop.count))
                let last = min(backdrop.count - 1, first + Int(generator.next() % 400))
                let window = first...last
                let scanned = window.contains { Self.passes(foreground, over: backdrop[$0], foregroundLighter: foregroundLighter,
                                                            threshold: threshold, isLight: isLight) }
                var measured = 0
                let found = blocks.somePairMayPass(label: label, foreground: foreground, window: window) { backdropLabel in
                    measured += 1
                    return Self.passes(foreground, over: backdrop[backdropLabel], foregroundLighter: foregroundLighter,
                                       threshold: threshold, isLight: isLight)
                }
                #expect(found == scanned, "seed \(seed): foreground \(foreground.hex) over labels \(window) of \(backdrop.count)")
                if !scanned {
                    failingPairs += window.count
                    failingPairsMeasured += measured
                }
            }
        }
        if failingPairs >= 10_000 {
            #expect(failingPairsMeasured * 10 < failingPairs, "seed \(seed): \(failingPairsMeasured) of \(failingPairs) failing pairs measured")
        }
    }

    /// The rule's verdict as WCAG defines it, composited as browsers draw it: the foreground over
    /// the opaque backdrop, fg·α + bg·(1 − α) per channel rounded to 8 bits (halves up); the
    /// foreground keeps its side (an exact tie counts as lighter only in a dark palette) and the
    /// ratio (lighter + 0.05) / (darker + 0.05) reaches the threshold.
    static func passes(_ foreground: Colour, over backdrop: Colour, foregroundLighter: Bool, threshold: Double, isLight: Bool) -> Bool {
        let opacity = Double(foreground.alpha) / 255
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * opacity + Double(bottom) * (1 - opacity)).rounded()) }
        let seen = Colour(red: channel(foreground.red, backdrop.red), green: channel(foreground.green, backdrop.green),
                          blue: channel(foreground.blue, backdrop.blue))
        let seenLuminance = ReferenceColour.luminance(seen), backdropLuminance = ReferenceColour.luminance(backdrop)
        let lighter = seenLuminance > backdropLuminance || (seenLuminance == backdropLuminance && !isLight)
        guard lighter == foregroundLighter else { return false }
        return (max(seenLuminance, backdropLuminance) + 0.05) / (min(seenLuminance, backdropLuminance) + 0.05) >= threshold
    }
}
