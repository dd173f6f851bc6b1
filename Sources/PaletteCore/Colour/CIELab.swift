#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE L*a*b* under the D65 white (CIE 15:2004; the space ColorAide calls `lab-d65`), from linear
/// sRGB: L* 0 to 100, a* and b* unbounded. The measure `distinct` takes CIEDE2000 here.
public struct CIELab: Hashable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// Linear sRGB to XYZ (D65, Y of white 1): the matrix of the sRGB primaries and D65 white
    /// (IEC 61966-2-1), as ColorAide 8.13.1 computes it from their chromaticities
    /// (`coloraide/spaces/srgb_linear.py`, `RGB_TO_XYZ`).
    static let toXYZ: [[Double]] = [
        [0.4123907992659593, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151024, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    /// The D65 white's XYZ from its chromaticity x 0.3127, y 0.3290 (CIE 15:2004, 2° observer).
    static let white = (x: 0.3127 / 0.3290, y: 1.0, z: (1 - 0.3127 - 0.3290) / 0.3290)
    /// CIE's ε and κ in exact rational form (216/24389, 24389/27), as CSS Color 4 writes them.
    static let epsilon = 216.0 / 24389.0
    static let kappa = 24389.0 / 27.0

    public init(_ linear: LinearRGB) {
        let m = Self.toXYZ
        let x = m[0][0] * linear.red + m[0][1] * linear.green + m[0][2] * linear.blue
        let y = m[1][0] * linear.red + m[1][1] * linear.green + m[1][2] * linear.blue
        let z = m[2][0] * linear.red + m[2][1] * linear.green + m[2][2] * linear.blue
        // The cube root as pow(v, 1/3), as ColorAide takes it: near grey, a* and b* are rounding
        // noise, and CIEDE2000's hue of that noise moves the difference in its sixth decimal.
        func f(_ value: Double) -> Double { value > Self.epsilon ? pow(value, 1.0 / 3.0) : (Self.kappa * value + 16) / 116 }
        let fx = f(x / Self.white.x), fy = f(y / Self.white.y), fz = f(z / Self.white.z)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }
}
