/// The sRGB transfer function (IEC 61966-2-1, as quoted by WCAG 2.x "relative luminance").
///
/// Decoding uses the 0.04045 threshold; WCAG 2.0 printed 0.03928, and no 8-bit value lies
/// between the two, so results on stored colours are identical. Both directions are odd
/// functions (sign-preserving, as CSS Color 4 extends them) so out-of-gamut intermediate
/// values survive a round trip during gamut mapping.
public enum SRGBTransfer {
    /// Gamma-encoded channel (nominally [0, 1]) to linear light.
    public static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045
            ? magnitude / 12.92
            : power((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Linear-light channel to gamma-encoded.
    public static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308
            ? magnitude * 12.92
            : 1.055 * power(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// Linear light of each 8-bit code value, so measuring a stored colour needs no `pow`.
    static let decodedCodeValues: [Double] = (0...255).map { decode(Double($0) / 255) }

    /// Linear light at each rounding boundary: code k + 1 begins where the encoded value reaches
    /// (k + 0.5)/255. Rounding a linear channel to 8 bits is then a search in this table
    /// instead of a `pow` (the transfer function is monotonic, so both agree).
    static let roundingBoundaries: [Double] = (0..<255).map { decode((Double($0) + 0.5) / 255) }

    /// The 8-bit code of a linear-light channel (clamped to [0, 1]); equal to rounding
    /// `encode(linear) · 255`.
    static func code(ofLinear linear: Double) -> UInt8 {
        let boundaries = roundingBoundaries
        var low = 0, high = boundaries.count
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] <= linear { low = middle + 1 } else { high = middle }
        }
        return UInt8(low)
    }
}
