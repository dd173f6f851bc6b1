#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// OKLCH: OKLab in polar form. `lightness` in [0, 1], `chroma` ≥ 0 (about 0.37 at most in
/// sRGB), `hue` in degrees [0, 360). Hue is meaningless for chroma near zero.
public struct OKLCH: Hashable, Sendable {
    public var lightness: Double
    public var chroma: Double
    public var hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// Chroma is √(a² + b²) as ColorAide's `lab_to_lch` computes it (`math.sqrt(a ** 2 + b ** 2)`),
    /// not libm's `hypot`, which rounds differently in the last place and costs a call; OKLab's
    /// axes lie within ±0.5, far from where the plain formula overflows or underflows.
    public init(_ lab: OKLab) {
        let degrees = atan2(lab.b, lab.a) * 180 / Double.pi
        self.init(lightness: lab.lightness, chroma: Self.chroma(a: lab.a, b: lab.b), hue: degrees < 0 ? degrees + 360 : degrees)
    }

    /// √(a² + b²), the one chroma formula (`init(_:)`; a lightness line's chroma).
    @inline(__always)
    static func chroma(a: Double, b: Double) -> Double { (a * a + b * b).squareRoot() }

    public init(_ colour: Colour) {
        self.init(OKLab(colour))
    }

    public var lab: OKLab {
        let radians = hue * Double.pi / 180
        return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }
}

extension Colour {
    /// OKLCH lightness of the stored 8-bit colour (alpha ignored), in [0, 1].
    public var lightness: Double { lightness(decoded: SRGBTransfer.decodedCodeValues) }

    /// The same with the decoding table in hand (`LinearRGB(_:decoded:)`).
    func lightness(decoded: ConstantTable<Double>) -> Double { OKLab.lightness(of: LinearRGB(self, decoded: decoded)) }
}
