#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// libm's `cbrt`, bit for bit, without its calls. Lightness a user sees is computed with libm's
/// cube root (see `OKLab`), and on a line walk that is three `cbrt` calls per colour, each
/// calling `frexp` and `ldexp`. On glibc this is the same arithmetic
/// inlined (glibc 2.36 sysdeps/ieee754/dbl-64/s_cbrt.c: a polynomial first guess on the
/// mantissa in [0.5, 1), one Halley step, the exponent divided by three), with the mantissa
/// and exponent read from the bits and the final power of two exact (a cube root of a normal
/// number is far from the subnormal range), so the result is the same double;
/// `FastColourMathTests` compares the two on millions of values. Elsewhere, and for zero,
/// subnormal, infinite and NaN inputs, it calls libm.
enum LibmCubeRoot {
    #if canImport(Glibc)
    /// 2^(n/3) for n = −2…2, each the double quotient the C source computes.
    private static let factors: (Double, Double, Double, Double, Double) =
        (1.0 / 1.5874010519681994748, 1.0 / 1.2599210498948731648, 1.0, 1.2599210498948731648, 1.5874010519681994748)
    #endif

    @inline(__always)
    static func of(_ x: Double) -> Double {
        #if canImport(Glibc)
        let magnitudeBits = x.bitPattern & 0x7FFF_FFFF_FFFF_FFFF
        let biasedExponent = Int(magnitudeBits >> 52)
        // Zero is its own root (libm's answer, sign kept), without the call.
        guard biasedExponent != 0, biasedExponent != 0x7FF else { return x == 0 ? x : cbrt(x) }
        // frexp: x = xm · 2^xe with xm in [0.5, 1).
        let xe = biasedExponent - 1022
        let xm = Double(bitPattern: (magnitudeBits & 0x000F_FFFF_FFFF_FFFF) | (1022 << 52))
        let u = (0.354895765043919860
                 + ((1.50819193781584896
                     + ((-2.11499494167371287
                         + ((2.44693122563534430
                             + ((-1.83469277483613086
                                 + (0.784932344976639262 - 0.145263899385486377 * xm) * xm) * xm)) * xm)) * xm)) * xm))
        let t2 = u * u * u
        // The exponent's third and what is left of it (−2…2, with the exponent's sign, as C's
        // `%` gives it), from one division.
        let third = xe / 3, left = xe - 3 * third
        let factor: Double
        switch left {
        case -2: factor = factors.0
        case -1: factor = factors.1
        case 0: factor = factors.2
        case 1: factor = factors.3
        default: factor = factors.4
        }
        let ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * factor
        // ldexp(±ym, xe / 3): ym lies in [0.3, 1.6], and |xe / 3| ≤ 358, so the product is a
        // normal number and the scaling exact. The power of two and the sign are written as
        // bits (`Double(sign:exponent:significand:)` checks for the ranges this never meets).
        let scale = Double(bitPattern: UInt64(1023 + third) << 52)
        return Double(bitPattern: (ym * scale).bitPattern | (x.bitPattern & 0x8000_0000_0000_0000))
        #else
        return cbrt(x)
        #endif
    }
}
