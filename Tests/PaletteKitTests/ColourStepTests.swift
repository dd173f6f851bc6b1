import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `Colour.isOneStep(from:)` (one subtraction of the packed channels) against its definition
/// written out per channel: exactly one channel one code apart, the others and alpha equal.
/// Every difference of −2…2 per channel around seeded colours (channels at 0 and 255 included,
/// where a packed difference could borrow across channels), far pairs, and differing alphas.
struct ColourStepTests {
    @Test func oneStepIsOneCodeInOneChannel() {
        func definition(_ first: Colour, _ second: Colour) -> Bool {
            let steps = [Int(first.red) - Int(second.red), Int(first.green) - Int(second.green), Int(first.blue) - Int(second.blue)]
            let moved = steps.filter { $0 != 0 }
            return first.alpha == second.alpha && (moved == [1] || moved == [-1])
        }
        var generator = SplitMix64(seed: 2026_1202)
        var centres = [Colour(red: 0, green: 0, blue: 0), Colour(red: 255, green: 255, blue: 255), Colour(red: 0, green: 255, blue: 0),
                       Colour(red: 255, green: 0, blue: 255), Colour(red: 12, green: 0, blue: 255)]
        for _ in 0..<300 {
            centres.append(Colour(red: UInt8(generator.next() % 256), green: UInt8(generator.next() % 256), blue: UInt8(generator.next() % 256)))
        }
        var checked = 0, wrong: [String] = []
        func check(_ first: Colour, _ second: Colour) {
            checked += 1
            if first.isOneStep(from: second) != definition(first, second) { wrong.append("\(first.hex) \(second.hex)") }
        }
        for centre in centres {
            for red in -2...2 { for green in -2...2 { for blue in -2...2 {
                let channels = [Int(centre.red) + red, Int(centre.green) + green, Int(centre.blue) + blue]
                guard channels.allSatisfy({ (0...255).contains($0) }) else { continue }
                let other = Colour(red: UInt8(channels[0]), green: UInt8(channels[1]), blue: UInt8(channels[2]))
                check(centre, other)
                check(other, centre)
                check(centre, Colour(red: other.red, green: other.green, blue: other.blue, alpha: 254))
            } } }
            // A far pair.
            let far = Colour(red: UInt8(generator.next() % 256), green: UInt8(generator.next() % 256), blue: UInt8(generator.next() % 256))
            check(centre, far)
        }
        // Across channels: one code up in one, 255 down in the next (packed eight bits apart,
        // a difference of 1).
        check(Colour(red: 0, green: 1, blue: 0), Colour(red: 0, green: 0, blue: 255))
        check(Colour(red: 1, green: 0, blue: 0), Colour(red: 0, green: 255, blue: 0))
        check(Colour(red: 1, green: 0, blue: 0), Colour(red: 0, green: 255, blue: 255))
        #expect(checked > 30_000, "only \(checked) pairs")
        #expect(wrong.isEmpty, "\(wrong.count) pairs decided otherwise, first: \(wrong.prefix(5))")
    }
}
