#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// OKLab (Björn Ottosson, 2020, https://bottosson.github.io/posts/oklab/), with the matrices
/// of CSS Color 4 §"Converting OKLab colors" as ColorAide 8 publishes them: linear sRGB → XYZ D65
/// → LMS, folded into one matrix each way (products computed in double precision).
///
/// `lightness` is perceptual lightness in [0, 1]; `a` and `b` are the opponent axes
/// (roughly ±0.4 for sRGB colours).
public struct OKLab: Hashable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    public init(_ linear: LinearRGB) {
        self.init(linear, cubeRoot: LibmCubeRoot.of)
    }

    /// The same with `CubeRoot` instead of libm's `cbrt`, for gamut mapping's inner search,
    /// which compares distances with the JND and never reports them. Lightness a user sees stays
    /// on libm's `cbrt`: the two differ in the last place, which full-precision JSON would show.
    init(fast linear: LinearRGB) {
        self.init(linear, cubeRoot: CubeRoot.of)
    }

    @inline(__always)
    private init(_ linear: LinearRGB, cubeRoot: (Double) -> Double) {
        let (long, medium, short) = Self.coneRoots(linear, cubeRoot: cubeRoot)
        self.init(
            lightness: Self.lightness(long: long, medium: medium, short: short),
            a: 1.9779985324311686 * long - 2.42859224204858 * medium + 0.450593709617411 * short,
            b: 0.025904042465547734 * long + 0.7827717124575297 * medium - 0.8086757549230774 * short)
    }

    /// The lightness alone, the same number as `OKLab(linear).lightness` (the same operations),
    /// without the two opponent axes: the solver measures thousands of lightnesses a second and
    /// reads nothing else of them.
    static func lightness(of linear: LinearRGB) -> Double {
        let (long, medium, short) = coneRoots(linear, cubeRoot: LibmCubeRoot.of)
        return lightness(long: long, medium: medium, short: short)
    }

    /// The cube roots of the cone responses (LMS) of linear sRGB.
    @inline(__always)
    private static func coneRoots(_ linear: LinearRGB, cubeRoot: (Double) -> Double) -> (Double, Double, Double) {
        (cubeRoot(0.4122214694707629 * linear.red + 0.5363325372617349 * linear.green + 0.051445993267502196 * linear.blue),
         cubeRoot(0.2119034958178251 * linear.red + 0.6806995506452345 * linear.green + 0.10739695353694051 * linear.blue),
         cubeRoot(0.08830245919005637 * linear.red + 0.2817188391361215 * linear.green + 0.6299787016738223 * linear.blue))
    }

    @inline(__always)
    private static func lightness(long: Double, medium: Double, short: Double) -> Double {
        0.21045426830931396 * long + 0.7936177747023053 * medium - 0.0040720430116192585 * short
    }

    public init(_ colour: Colour) {
        self.init(LinearRGB(colour))
    }

    public var linearRGB: LinearRGB {
        let (longRoot, mediumRoot, shortRoot) = coneRoots
        return Self.linearRGB(long: longRoot * longRoot * longRoot, medium: mediumRoot * mediumRoot * mediumRoot,
                              short: shortRoot * shortRoot * shortRoot)
    }

    /// How fast linear sRGB changes with lightness at this colour (a and b fixed), per unit of
    /// lightness: each cone response is its root cubed and each root moves one for one with
    /// lightness, so a response changes by three times its root squared, and the channels are
    /// the same linear map of those changes.
    var linearRGBPerLightness: LinearRGB {
        let (longRoot, mediumRoot, shortRoot) = coneRoots
        return Self.linearRGB(long: 3 * longRoot * longRoot, medium: 3 * mediumRoot * mediumRoot, short: 3 * shortRoot * shortRoot)
    }

    /// The cube roots of the cone responses (LMS) of this colour.
    @inline(__always)
    private var coneRoots: (Double, Double, Double) {
        (lightness + 0.3963377773761749 * a + 0.21580375730991364 * b,
         lightness - 0.10556134581565857 * a - 0.0638541728258133 * b,
         lightness - 0.08948417752981186 * a - 1.2914855480194092 * b)
    }

    /// Linear sRGB of cone responses (LMS).
    @inline(__always)
    private static func linearRGB(long: Double, medium: Double, short: Double) -> LinearRGB {
        LinearRGB(
            red: 4.07674163607596 * long - 3.307711539258064 * medium + 0.23096990318210453 * short,
            green: -1.2684379732850315 * long + 2.609757349287688 * medium - 0.3413193760026571 * short,
            blue: -0.004196076138675481 * long - 0.7034186179359362 * medium + 1.7076146940746115 * short)
    }

    /// ΔEOK: Euclidean distance in OKLab (CSS Color 4 gamut mapping uses JND = 0.02 of it).
    public func distance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
