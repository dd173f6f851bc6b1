#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real cube root, for OKLab's LMS non-linearity: libm's `cbrt` splits and rebuilds the
/// exponent (`frexp`, `scalbn`), the largest single cost of measuring lightness on a line with
/// it. Here the estimate comes from the exponent bits divided by three (W. Kahan's constant,
/// relative error below 4%); two Halley steps, y ← y(y³ + 2x)/(2y³ + x), each cubing the error
/// (4% → 6·10⁻⁵ → 3·10⁻¹³), then a third written as a correction, y ← y − y(y³ − x)/(2y³ + x),
/// so its rounding errors scale with the tiny residual instead of with y (the product form leaves
/// three units in the last place). The result is within one unit of the cube root computed in
/// extended precision (`FastColourMathTests`). No fused multiply-add: without `-mfma` it is a
/// libm call.
/// The three roots of a colour conversion are independent, so their divisions overlap.
enum CubeRoot {
    /// Below this the bit estimate would meet subnormal numbers; libm handles them (no colour
    /// conversion reaches such values except exact zero).
    static let smallest = 1e-290

    @inline(__always)
    static func of(_ value: Double) -> Double {
        let magnitude = abs(value)
        // Zero (black's luminance, a channel at 0) is its own root, as libm gives it, without the call.
        guard magnitude >= smallest, magnitude.isFinite else { return value == 0 ? value : cbrt(value) }
        var root = Double(bitPattern: magnitude.bitPattern / 3 &+ 0x2A9F_7893_782D_A1CE)
        for _ in 0..<2 {
            let cube = root * root * root
            root *= (cube + 2 * magnitude) / (2 * cube + magnitude)
        }
        let cube = root * root * root
        root -= root * (cube - magnitude) / (2 * cube + magnitude)
        return value < 0 ? -root : root
    }
}
