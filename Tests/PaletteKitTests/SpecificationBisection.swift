#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// CSS Color 4's gamut-mapping search as the specification writes it (binary search on chroma
/// with the JND test), to 10⁻⁹ of chroma: the reference the solved `GamutMapping` must match
/// on 8-bit colours.
enum SpecificationBisection {
    static func map(_ colour: OKLCH) -> LinearRGB {
        let radians = colour.hue * Double.pi / 180
        let lightness = colour.lightness, chroma = colour.chroma
        if lightness >= 1 { return LinearRGB(red: 1, green: 1, blue: 1) }
        if lightness <= 0 { return LinearRGB(red: 0, green: 0, blue: 0) }
        func lab(_ chroma: Double) -> OKLab { OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians)) }
        let direct = lab(chroma).linearRGB
        if direct.isInGamut { return direct }
        let justNoticeableDifference = 0.02, resolution = 1e-9
        var clipped = direct.clipped
        if OKLab(clipped).distance(to: lab(chroma)) < justNoticeableDifference { return clipped }
        var low = 0.0, high = chroma
        var lowIsInGamut = true
        while high - low > resolution {
            let current = (low + high) / 2
            let currentLab = lab(current)
            let linear = currentLab.linearRGB
            if lowIsInGamut && linear.isInGamut {
                low = current
                continue
            }
            clipped = linear.clipped
            let error = OKLab(clipped).distance(to: currentLab)
            if error < justNoticeableDifference {
                if justNoticeableDifference - error < resolution { return clipped }
                lowIsInGamut = false
                low = current
            } else {
                high = current
            }
        }
        return clipped
    }
}
