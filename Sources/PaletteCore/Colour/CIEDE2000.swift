#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The CIEDE2000 colour difference (CIE 142-2001) with kL = kC = kH = 1, as written out by
/// Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
/// Supplementary Test Data, and Mathematical Observations" (2005), equations 1–22; hue angles in
/// degrees as the notes use them. About 1 is a just-noticeable difference.
public enum CIEDE2000 {
    /// S_L of equation 18, from the pair's mean L*: the lightness difference is divided by it.
    public static func lightnessWeight(meanLightness: Double) -> Double {
        let offset = (meanLightness - 50) * (meanLightness - 50)
        return 1 + 0.015 * offset / (20 + offset).squareRoot()
    }

    /// x⁷ by three multiplications (pow rounds the same to within an ulp or two).
    static func seventhPower(_ x: Double) -> Double {
        let square = x * x, cube = square * x
        return cube * cube * x
    }

    /// 25⁷, of equations 4 and 22.
    static let pow25To7 = 6_103_515_625.0

    /// Equations 2–6: each a* stretched by G (from the pair's mean chroma), and each C'.
    static func primed(_ first: CIELab, _ second: CIELab) -> (a1: Double, a2: Double, c1: Double, c2: Double) {
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanChroma7 = seventhPower((chroma1 + chroma2) / 2)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        return (a1, a2, (a1 * a1 + first.b * first.b).squareRoot(), (a2 * a2 + second.b * second.b).squareRoot())
    }

    public static func difference(_ first: CIELab, _ second: CIELab) -> Double {
        let degrees = 180 / Double.pi, radians = Double.pi / 180
        // (2)–(7): a' stretched by G, C' and h'.
        let (a1, a2, c1, c2) = primed(first, second)
        func hue(_ a: Double, _ b: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let angle = atan2(b, a) * degrees
            return angle < 0 ? angle + 360 : angle
        }
        let h1 = hue(a1, first.b), h2 = hue(a2, second.b)
        // (8)–(10): the differences.
        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaH = 0.0
        if c1 * c2 != 0 {
            deltaH = h2 - h1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * (c1 * c2).squareRoot() * sin(deltaH / 2 * radians)
        // (12)–(22): the weighting functions.
        let meanL = (first.lightness + second.lightness) / 2
        let meanC = (c1 + c2) / 2
        var meanH = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 { meanH /= 2 } else if h1 + h2 < 360 { meanH = (h1 + h2 + 360) / 2 } else { meanH = (h1 + h2 - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((meanH - 30) * radians) + 0.24 * cos(2 * meanH * radians)
            + 0.32 * cos((3 * meanH + 6) * radians) - 0.20 * cos((4 * meanH - 63) * radians)
        let hueOffset = (meanH - 275) / 25
        let deltaTheta = 30 * exp(-hueOffset * hueOffset)
        let meanC7 = seventhPower(meanC)
        let rc = 2 * (meanC7 / (meanC7 + pow25To7)).squareRoot()
        let sl = lightnessWeight(meanLightness: meanL)
        let sc = 1 + 0.045 * meanC
        let sh = 1 + 0.015 * meanC * t
        let rt = -sin(2 * deltaTheta * radians) * rc
        let l = deltaL / sl, c = deltaC / sc, h = deltaBigH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}
