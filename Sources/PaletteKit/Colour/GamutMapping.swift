#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CSS Color 4 gamut mapping to sRGB: "binary search with local MINDE" in OKLCH
/// (https://www.w3.org/TR/css-color-4/#binsearch). Lightness and hue are kept; chroma is
/// reduced until clipping the colour moves it less than one just-noticeable difference.
///
/// One deliberate difference: the specification stops the chroma search at ε = 0.0001. At that
/// resolution the 8-bit result jitters by one step as lightness moves (the search stops at a
/// slightly different chroma each time), so the colours along a lightness line would flicker
/// between neighbours and "the nearest colour on the line" would depend on how finely one
/// looked. Searching to 1e-9 gives the limit the specification's search approaches: a colour
/// that varies continuously with lightness before rounding. Results agree with ColorAide's
/// `minde-chroma` (ε = 0.0001) to within half an 8-bit step per channel (Tests/PaletteKitTests).
public enum GamutMapping {
    /// Just-noticeable difference in ΔEOK, from the specification.
    static let justNoticeableDifference = 0.02
    /// Chroma resolution of the binary search (the specification's ε is 0.0001; see above).
    static let chromaResolution = 1e-9

    /// The in-gamut linear sRGB colour nearest to `colour` in the specification's sense.
    public static func map(_ colour: OKLCH) -> LinearRGB {
        let radians = colour.hue * Double.pi / 180
        return map(lightness: colour.lightness, chroma: colour.chroma, hueCosine: cos(radians), hueSine: sin(radians))
    }

    /// The same, with the hue given as its unit vector so a caller walking one hue computes it once.
    static func map(lightness: Double, chroma: Double, hueCosine: Double, hueSine: Double) -> LinearRGB {
        if lightness >= 1 { return LinearRGB(red: 1, green: 1, blue: 1) }
        if lightness <= 0 { return LinearRGB(red: 0, green: 0, blue: 0) }
        let direct = OKLab(lightness: lightness, a: chroma * hueCosine, b: chroma * hueSine).linearRGB
        if direct.isInGamut { return direct }
        return mapOutOfGamut(lightness: lightness, chroma: chroma, hueCosine: hueCosine, hueSine: hueSine, direct: direct)
    }

    /// The mapped colour rounded to 8 bits with the given alpha.
    public static func quantized(_ colour: OKLCH, alpha: UInt8 = 255) -> Colour {
        map(colour).quantized(alpha: alpha)
    }

    /// The search itself, solved rather than bisected: the specification's binary search keeps
    /// chroma c while g(c) = ΔEOK(clip(c), c) − JND < 0 (g is −JND inside the gamut and grows
    /// continuously past its edge), so its limit is the root of g. Regula falsi with the
    /// Illinois modification (Dowell & Jarratt 1971) keeps the bracket and converges
    /// superlinearly where bisection needed 30 halvings to reach 10⁻⁹; it stops at 10⁻¹³ of
    /// chroma or |g| ≤ 10⁻¹⁵, nearer the limit than the bisection's 10⁻⁹, so the 8-bit colour
    /// is the one the bisection gives (`GamutMappingSolveTests` compares both on random colours).
    static func mapOutOfGamut(lightness: Double, chroma: Double, hueCosine: Double, hueSine: Double, direct: LinearRGB) -> LinearRGB {
        func lab(_ chroma: Double) -> OKLab { OKLab(lightness: lightness, a: chroma * hueCosine, b: chroma * hueSine) }
        let clippedDirect = direct.clipped
        let directError = OKLab(clippedDirect).distance(to: lab(chroma))
        if directError < justNoticeableDifference { return clippedDirect }
        var low = 0.0, high = chroma
        var lowValue = -justNoticeableDifference, highValue = directError - justNoticeableDifference
        var lowColour = LinearRGB(red: lightness, green: lightness, blue: lightness)
        var lastSide = 0
        for _ in 0..<200 where high - low > solvedChromaResolution {
            var current = (low * highValue - high * lowValue) / (highValue - lowValue)
            if !(current > low && current < high) { current = (low + high) / 2 }
            let currentLab = lab(current)
            let linear = currentLab.linearRGB
            let clipped = linear.isInGamut ? linear : linear.clipped
            let value = linear.isInGamut ? -justNoticeableDifference : OKLab(clipped).distance(to: currentLab) - justNoticeableDifference
            if abs(value) <= solvedErrorResolution { return clipped }
            if value < 0 {
                low = current
                lowValue = value
                lowColour = clipped
                if lastSide < 0 { highValue /= 2 }
                lastSide = -1
            } else {
                high = current
                highValue = value
                if lastSide > 0 { lowValue /= 2 }
                lastSide = 1
            }
        }
        return lowColour
    }

    static let solvedChromaResolution = 1e-13
    static let solvedErrorResolution = 1e-15
}
