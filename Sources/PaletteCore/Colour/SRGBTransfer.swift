#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The sRGB transfer function (IEC 61966-2-1, as quoted by WCAG 2.x "relative luminance").
///
/// Decoding uses the 0.04045 threshold; WCAG 2.0 printed 0.03928, and no 8-bit value lies
/// between the two, so results on stored colours are identical. Both directions are odd
/// functions (sign-preserving, as CSS Color 4 extends them) so out-of-gamut intermediate
/// values survive a round trip during gamut mapping.
package enum SRGBTransfer {
    /// Gamma-encoded channel (nominally [0, 1]) to linear light.
    package static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045
            ? magnitude / 12.92
            : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Linear-light channel to gamma-encoded.
    package static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308
            ? magnitude * 12.92
            : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// Linear light of each 8-bit code value, so measuring a stored colour needs no `pow`.
    static let decodedCodeValues = ConstantTable((0...255).map { decode(Double($0) / 255) })

    /// Linear light at each rounding boundary: code k + 1 begins where the encoded value reaches
    /// (k + 0.5)/255. Rounding a linear channel to 8 bits is then a search in this table
    /// instead of a `pow` (the transfer function is monotonic, so both agree). A 256th entry
    /// above 1 ends every forward scan.
    static let roundingBoundaries = ConstantTable((0..<255).map { decode((Double($0) + 0.5) / 255) } + [2])

    /// The 8-bit code of a linear-light channel (clamped to [0, 1]); equal to rounding
    /// `encode(linear) · 255`.
    @inline(__always)
    static func code(ofLinear linear: Double) -> UInt8 {
        code(ofLinear: linear, boundaries: roundingBoundaries, codeBelow: codeBelow)
    }

    /// The same with the two tables passed in: a caller rounding three channels reads each
    /// table once (every read of a `static let` checks its one-time initialisation).
    @inline(__always)
    static func code(ofLinear linear: Double, boundaries: ConstantTable<Double>, codeBelow: ConstantTable<UInt8>) -> UInt8 {
        guard linear > 0 else { return 0 }
        guard linear < 1 else { return 255 }
        var code = Int(codeBelow[Int(linear * Double(bucketCount - 1))])
        while boundaries[code] <= linear { code += 1 }
        return UInt8(code)
    }

    static let bucketCount = 4096

    /// For bucket i of [0, 1] in linear light, the code at the bucket's lower edge: the start
    /// of a short forward scan in `roundingBoundaries` (at most two steps even near black).
    static let codeBelow: ConstantTable<UInt8> = {
        let boundaries = roundingBoundaries
        var code = 0
        return ConstantTable((0..<bucketCount).map { index in
            let linear = Double(index) / Double(bucketCount - 1)
            while boundaries[code] <= linear { code += 1 }
            return UInt8(code)
        })
    }()
}
