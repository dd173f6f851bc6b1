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
/// looked. The search here goes to the limit the specification's search approaches (solved, see
/// `mapOutOfGamut`): a colour that varies continuously with lightness before rounding. Results
/// agree with ColorAide's `minde-chroma` (ε = 0.0001) to within half an 8-bit step per channel,
/// and with the specification's bisection run to 1e-9 on the 8-bit colour (Tests/PaletteKitTests).
public enum GamutMapping {
    /// Just-noticeable difference in ΔEOK, from the specification.
    static let justNoticeableDifference = 0.02

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
    /// superlinearly where bisection needs 30 halvings to reach 10⁻⁹; it stops at 10⁻¹³ of
    /// chroma or |g| ≤ 10⁻¹⁵, nearer the limit than the bisection's 10⁻⁹, so the 8-bit colour
    /// is the one the bisection gives (`FastColourMathTests` compares both on random colours).
    static func mapOutOfGamut(lightness: Double, chroma: Double, hueCosine: Double, hueSine: Double, direct: LinearRGB) -> LinearRGB {
        solve(lightness: lightness, chroma: chroma, hueCosine: hueCosine, hueSine: hueSine, direct: direct, roundedOnly: false, guess: nil,
              tables: .shared).colour
    }

    /// The mapped colour rounded to 8 bits, for a caller that needs nothing finer (the line's
    /// probes), with the chroma the search settled on (nil when clipping the colour sufficed).
    /// The search stops once its bracket is within `roundedBracket` of chroma and both ends
    /// round to the same 8-bit colour: each channel of clip(c) is smooth, so over so short a
    /// bracket it lies between its values at the ends (a turn inside could move it by about
    /// 10⁻¹², far below the 10⁻⁹ the specification's bisection itself stops at), and the limit,
    /// inside the bracket, rounds the same way. On a wide bracket a channel can turn, so ends
    /// that round alike do not settle the limit's colour: hence the bound on the width.
    ///
    /// `guess`, the chroma extrapolated from the line's previous probes, starts the search on a
    /// bracket a little narrower than `roundedBracket` around it when that bracket holds the
    /// limit (two steps instead of about six); otherwise its two evaluations still narrow the
    /// bracket.
    ///
    /// `tables` are the rounding tables, read once by the caller (`RoundingTables`): the search
    /// rounds its bracket's two ends once the bracket is narrow enough to stop, and the result.
    ///
    /// With the colour comes the linear sRGB it rounds from (in gamut, within the bracket of the
    /// limit): a search predicts its next probe from it as from an unmapped one.
    static func quantizedOutOfGamut(lightness: Double, chroma: Double, hueCosine: Double, hueSine: Double, direct: LinearRGB,
                                    alpha: UInt8, guess: Double?,
                                    tables: RoundingTables = .shared) -> (colour: Colour, chroma: Double?, linear: LinearRGB) {
        let solved = solve(lightness: lightness, chroma: chroma, hueCosine: hueCosine, hueSine: hueSine, direct: direct, roundedOnly: true,
                           guess: guess, tables: tables)
        return (solved.colour.quantized(alpha: alpha, tables: tables), solved.chroma, solved.colour)
    }

    @inline(__always)
    private static func solve(lightness: Double, chroma: Double, hueCosine: Double, hueSine: Double, direct: LinearRGB,
                              roundedOnly: Bool, guess: Double?, tables: RoundingTables) -> (colour: LinearRGB, chroma: Double?) {
        func lab(_ chroma: Double) -> OKLab { OKLab(lightness: lightness, a: chroma * hueCosine, b: chroma * hueSine) }
        func evaluate(_ chroma: Double) -> (value: Double, clipped: LinearRGB) {
            let currentLab = lab(chroma)
            let linear = currentLab.linearRGB
            if linear.isInGamut { return (-justNoticeableDifference, linear) }
            let clipped = linear.clipped
            return (OKLab(fast: clipped).distance(to: currentLab) - justNoticeableDifference, clipped)
        }
        let clippedDirect = direct.clipped
        let directError = OKLab(fast: clippedDirect).distance(to: lab(chroma))
        if directError < justNoticeableDifference { return (clippedDirect, nil) }
        var low = 0.0, high = chroma
        var lowValue = -justNoticeableDifference, highValue = directError - justNoticeableDifference
        var lowColour = LinearRGB(red: lightness, green: lightness, blue: lightness), highColour = clippedDirect
        // For `roundedOnly`, each end's 8-bit colour, rounded only once the bracket is narrow
        // enough for the two to decide (rounding every end a probe moves would be spent mostly
        // on brackets far too wide to stop).
        var lowRounded: Colour?, highRounded: Colour?
        // The guess's bracket is a little narrower than `roundedBracket`: its two ends are rounded
        // doubles, and at ±roundedBracket/2 they lie about 10⁻¹⁸ further apart than it for 63% of
        // random chromas in [0.01, 0.35]; such a bracket cannot stop, and the search would
        // evaluate a third chroma for nothing.
        if let guess, guess - guessedHalfWidth > low, guess + guessedHalfWidth < high {
            for end in [guess - guessedHalfWidth, guess + guessedHalfWidth] where end > low && end < high {
                let (value, clipped) = evaluate(end)
                if abs(value) <= solvedErrorResolution { return (clipped, end) }
                if value < 0 {
                    (low, lowValue, lowColour, lowRounded) = (end, value, clipped, nil)
                } else {
                    (high, highValue, highColour, highRounded) = (end, value, clipped, nil)
                }
            }
        }
        var lastSide = 0
        for _ in 0..<200 where high - low > solvedChromaResolution {
            if roundedOnly && high - low <= roundedBracket {
                if lowRounded == nil { lowRounded = lowColour.quantized(alpha: 255, tables: tables) }
                if highRounded == nil { highRounded = highColour.quantized(alpha: 255, tables: tables) }
                if lowRounded == highRounded { break }
            }
            var current = (low * highValue - high * lowValue) / (highValue - lowValue)
            if !(current > low && current < high) { current = (low + high) / 2 }
            let (value, clipped) = evaluate(current)
            if abs(value) <= solvedErrorResolution { return (clipped, current) }
            if value < 0 {
                (low, lowValue, lowColour, lowRounded) = (current, value, clipped, nil)
                if lastSide < 0 { highValue /= 2 }
                lastSide = -1
            } else {
                (high, highValue, highColour, highRounded) = (current, value, clipped, nil)
                if lastSide > 0 { lowValue /= 2 }
                lastSide = 1
            }
        }
        return (lowColour, (low + high) / 2)
    }

    static let solvedChromaResolution = 1e-13
    static let roundedBracket = 1e-6
    /// Half the width of the bracket a guess starts from: 0.45 of `roundedBracket`, so the two
    /// rounded ends always lie within it.
    static let guessedHalfWidth = 0.45e-6
    static let solvedErrorResolution = 1e-15
}
