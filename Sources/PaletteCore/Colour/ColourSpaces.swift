#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The CSS Color 4 spaces a designer pastes from, to linear-light sRGB (unbounded: out of gamut
/// stays out, for gamut mapping). Matrices and constants are those of CSS Color 4's sample code
/// (https://www.w3.org/TR/css-color-4/#color-conversion-code), in double precision.
package enum ColourSpaces {
    /// CIE Lab with the D50 white (lab(), lch()): L in [0, 100], a and b unbounded.
    static func linearSRGB(lab lightness: Double, _ a: Double, _ b: Double) -> LinearRGB {
        // CIE 15: κ = 24389/27 and ε = 216/24389, exact rationals.
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (lightness + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lightness > kappa * epsilon ? f1 * f1 * f1 : lightness / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        // D50 white from its chromaticity (0.3457, 0.3585).
        let white = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
        return linearSRGB(xyzD50: (x * white.0, y * white.1, z * white.2))
    }

    /// XYZ (D50) through the Bradford adaptation to D65, then to linear sRGB.
    static func linearSRGB(xyzD50 xyz: (Double, Double, Double)) -> LinearRGB {
        let d65 = multiply([[0.955473421488075, -0.02309845494876471, 0.06325924320057072],
                            [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
                            [0.012314014864481998, -0.020507649298898964, 1.330365926242124]], xyz)
        return linearSRGB(xyzD65: d65)
    }

    static func linearSRGB(xyzD65 xyz: (Double, Double, Double)) -> LinearRGB {
        let rgb = multiply([[3.2409699419045226, -1.537383177570094, -0.4986107602930034],
                            [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
                            [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]], xyz)
        return LinearRGB(red: rgb.0, green: rgb.1, blue: rgb.2)
    }

    /// color(display-p3 r g b): the sRGB transfer function on P3 primaries (D65).
    package static func linearSRGB(displayP3 red: Double, _ green: Double, _ blue: Double) -> LinearRGB {
        let linear = (SRGBTransfer.decode(red), SRGBTransfer.decode(green), SRGBTransfer.decode(blue))
        return linearSRGB(xyzD65: multiply([[0.48657094864821626, 0.26566769316909294, 0.1982172852343625],
                                            [0.2289745640697487, 0.6917385218365062, 0.079286914093745],
                                            [0.0, 0.04511338185890257, 1.043944368900976]], linear))
    }

    /// The display-p3 coordinates of a linear-light sRGB colour (the inverse of the above):
    /// through XYZ (D65) to linear P3, then the sRGB transfer function. Every sRGB colour lies
    /// inside P3, so an 8-bit colour's coordinates are all in [0, 1].
    package static func displayP3(_ linear: LinearRGB) -> (red: Double, green: Double, blue: Double) {
        let xyz = multiply([[0.41239079926595934, 0.357584339383878, 0.1804807884018343],
                            [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
                            [0.01933081871559182, 0.11919477979462598, 0.9505321522496607]], (linear.red, linear.green, linear.blue))
        let p3 = multiply([[2.4934969119414254, -0.9313836179191239, -0.40271078445071684],
                           [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
                           [0.03584583024378447, -0.07617238926804182, 0.9568845240076872]], xyz)
        return (SRGBTransfer.encode(p3.0), SRGBTransfer.encode(p3.1), SRGBTransfer.encode(p3.2))
    }

    /// color(rec2020 r g b): ITU-R BT.2020 primaries (D65) with the BT.1886 transfer function
    /// (gamma 2.4, black 0, white 1), as CSS Color 4 defines the space (not BT.2020's own
    /// piecewise curve).
    static func linearSRGB(rec2020 red: Double, _ green: Double, _ blue: Double) -> LinearRGB {
        func decode(_ value: Double) -> Double { value < 0 ? -pow(-value, 2.4) : pow(value, 2.4) }
        let linear = (decode(red), decode(green), decode(blue))
        return linearSRGB(xyzD65: multiply([[0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
                                            [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
                                            [0.0, 0.028072693049087428, 1.060985057710791]], linear))
    }

    /// color(a98-rgb r g b): Adobe RGB (1998) primaries (D65), transfer exponent 563/256.
    static func linearSRGB(a98RGB red: Double, _ green: Double, _ blue: Double) -> LinearRGB {
        func decode(_ value: Double) -> Double { value < 0 ? -pow(-value, 563.0 / 256) : pow(value, 563.0 / 256) }
        let linear = (decode(red), decode(green), decode(blue))
        return linearSRGB(xyzD65: multiply([[573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
                                            [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
                                            [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835]], linear))
    }

    /// color(prophoto-rgb r g b): ProPhoto (ROMM) primaries (D50), gamma 1.8 with a linear
    /// segment below 16/512.
    static func linearSRGB(proPhoto red: Double, _ green: Double, _ blue: Double) -> LinearRGB {
        func decode(_ value: Double) -> Double {
            let magnitude = abs(value)
            let decoded = magnitude <= 16.0 / 512 ? magnitude / 16 : pow(magnitude, 1.8)
            return value < 0 ? -decoded : decoded
        }
        let linear = (decode(red), decode(green), decode(blue))
        return linearSRGB(xyzD50: multiply([[0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
                                            [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
                                            [0.0, 0.0, 0.8251046025104602]], linear))
    }

    private static func multiply(_ matrix: [[Double]], _ vector: (Double, Double, Double)) -> (Double, Double, Double) {
        func row(_ index: Int) -> Double {
            matrix[index][0] * vector.0 + matrix[index][1] * vector.1 + matrix[index][2] * vector.2
        }
        return (row(0), row(1), row(2))
    }
}
