/// CSS Color 4 gamut mapping to sRGB: "binary search with local MINDE" in OKLCH
/// (https://www.w3.org/TR/css-color-4/#binsearch). Lightness and hue are kept; chroma is
/// reduced until clipping the colour moves it less than one just-noticeable difference.
public enum GamutMapping {
    /// Just-noticeable difference in ΔEOK, from the specification.
    static let justNoticeableDifference = 0.02
    /// Chroma resolution of the binary search, from the specification.
    static let chromaResolution = 0.0001

    /// The in-gamut linear sRGB colour nearest to `colour` in the specification's sense.
    public static func map(_ colour: OKLCH) -> LinearRGB {
        if colour.lightness >= 1 { return LinearRGB(red: 1, green: 1, blue: 1) }
        if colour.lightness <= 0 { return LinearRGB(red: 0, green: 0, blue: 0) }
        let direct = colour.lab.linearRGB
        if direct.isInGamut { return direct }
        return mapOutOfGamut(colour, direct: direct)
    }

    /// The mapped colour rounded to 8 bits with the given alpha.
    public static func quantized(_ colour: OKLCH, alpha: UInt8 = 255) -> Colour {
        map(colour).quantized(alpha: alpha)
    }

    static func mapOutOfGamut(_ colour: OKLCH, direct: LinearRGB) -> LinearRGB {
        var clipped = encodedClip(direct)
        if OKLab(clipped).distance(to: colour.lab) < justNoticeableDifference { return clipped }
        var low = 0.0, high = colour.chroma
        var lowIsInGamut = true
        var current = colour
        while high - low > chromaResolution {
            current.chroma = (low + high) / 2
            let lab = current.lab
            let linear = lab.linearRGB
            if lowIsInGamut && linear.isInGamut {
                low = current.chroma
                continue
            }
            clipped = encodedClip(linear)
            let error = OKLab(clipped).distance(to: lab)
            if error < justNoticeableDifference {
                if justNoticeableDifference - error < chromaResolution { return clipped }
                lowIsInGamut = false
                low = current.chroma
            } else {
                high = current.chroma
            }
        }
        return clipped
    }

    /// Clipping happens on gamma-encoded channels; clamping linear light to [0, 1] is the
    /// same operation because the transfer function is monotonic and fixes 0 and 1.
    private static func encodedClip(_ linear: LinearRGB) -> LinearRGB { linear.clipped }
}
