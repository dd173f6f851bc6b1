#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// An independent scan of a role's lightness line for the brute-force tests: the OKLCH hue and
/// chroma of the colour kept, lightness from 0 to 1, CSS Color 4 gamut mapping as the
/// specification writes it (binary search on chroma with the JND test, run to 1e-9), 8-bit
/// rounding; all with `ReferenceColour`'s maths, none of the product's line walk
/// (`LightnessLine`, `GamutMapping`, `allColours()`).
///
/// The line is sampled at `samples + 1` even positions; wherever two neighbouring samples differ
/// by more than one 8-bit step in one channel, the stretch between them is bisected (down to
/// 1e-11 of lightness) so that a colour living briefly between two channel steps is met too.
package struct ReferenceLine {
    /// Every distinct colour met, darkest position first; the colour itself is included.
    package let colours: [Colour]

    package init(through colour: Colour, samples: Int = 4096) {
        let colourAt = Self.colours(through: colour)
        var seen: Set<Colour> = []
        var ordered: [Colour] = []
        func meet(_ found: Colour) { if seen.insert(found).inserted { ordered.append(found) } }
        func refine(_ low: Double, _ lowColour: Colour, _ high: Double, _ highColour: Colour) {
            guard lowColour != highColour, !Self.oneStepApart(lowColour, highColour), high - low > 1e-11 else { return }
            let middle = (low + high) / 2, middleColour = colourAt(middle)
            refine(low, lowColour, middle, middleColour)
            meet(middleColour)
            refine(middle, middleColour, high, highColour)
        }
        var previous = (position: 0.0, colour: colourAt(0))
        meet(previous.colour)
        for index in 1...samples {
            let position = Double(index) / Double(samples), found = colourAt(position)
            refine(previous.position, previous.colour, position, found)
            meet(found)
            previous = (position, found)
        }
        meet(colour)
        colours = ordered
    }

    /// The line through `colour` as this file's maths sees it: position (OKLCH lightness asked
    /// for) to the mapped 8-bit colour, keeping the colour's chroma, hue and alpha.
    package static func colours(through colour: Colour) -> (Double) -> Colour {
        let lab = ReferenceColour.oklab(colour: colour)
        let chroma = (lab.second * lab.second + lab.third * lab.third).squareRoot(), hue = atan2(lab.third, lab.second)
        return { position in mapped(lightness: position, chroma: chroma, hue: hue, alpha: colour.alpha) }
    }

    package static func oneStepApart(_ first: Colour, _ second: Colour) -> Bool {
        abs(Int(first.red) - Int(second.red)) + abs(Int(first.green) - Int(second.green)) + abs(Int(first.blue) - Int(second.blue)) == 1
    }

    /// CSS Color 4 §13.2 "binary search with local MINDE" (JND 0.02 of ΔEOK), to 1e-9 of chroma.
    package static func mapped(lightness: Double, chroma: Double, hue: Double, alpha: UInt8) -> Colour {
        typealias Channels = ReferenceColour.Channels
        if lightness >= 1 { return Colour(red: 255, green: 255, blue: 255, alpha: alpha) }
        if lightness <= 0 { return Colour(red: 0, green: 0, blue: 0, alpha: alpha) }
        func lab(_ chroma: Double) -> Channels { Channels(lightness, chroma * cos(hue), chroma * sin(hue)) }
        func inGamut(_ channel: Double) -> Bool { channel >= -1e-9 && channel <= 1 + 1e-9 }
        func inGamut(_ rgb: Channels) -> Bool { inGamut(rgb.first) && inGamut(rgb.second) && inGamut(rgb.third) }
        func clipped(_ rgb: Channels) -> Channels {
            Channels(min(1, max(0, rgb.first)), min(1, max(0, rgb.second)), min(1, max(0, rgb.third)))
        }
        func distance(_ first: Channels, _ second: Channels) -> Double {
            let difference = Channels(first.first - second.first, first.second - second.second, first.third - second.third)
            return (difference.first * difference.first + difference.second * difference.second + difference.third * difference.third).squareRoot()
        }
        let justNoticeable = 0.02, resolution = 1e-9
        let direct = ReferenceColour.linearSRGB(oklab: lab(chroma))
        if inGamut(direct) { return ReferenceColour.quantized(linear: direct, alpha: alpha) }
        var clip = clipped(direct)
        if distance(ReferenceColour.oklab(linear: clip), lab(chroma)) < justNoticeable {
            return ReferenceColour.quantized(linear: clip, alpha: alpha)
        }
        var low = 0.0, high = chroma, lowInGamut = true
        while high - low > resolution {
            let current = (low + high) / 2
            let currentLab = lab(current), rgb = ReferenceColour.linearSRGB(oklab: currentLab)
            if lowInGamut && inGamut(rgb) {
                low = current
                continue
            }
            clip = clipped(rgb)
            let error = distance(ReferenceColour.oklab(linear: clip), currentLab)
            if error < justNoticeable {
                if justNoticeable - error < resolution { break }
                lowInGamut = false
                low = current
            } else {
                high = current
            }
        }
        return ReferenceColour.quantized(linear: clip, alpha: alpha)
    }
}
