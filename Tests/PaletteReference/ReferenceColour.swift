#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// Colour maths for the oracles, written from the standards and sharing no code with
/// PaletteKit's conversions (which fold the matrices into one and use their own cube root and
/// transfer tables): the brute-force tests measure with these, so a mistake in the product's
/// maths cannot hide in its own oracle.
///
/// - sRGB transfer: IEC 61966-2-1 as CSS Color 4 §10.2 writes it (`lin_sRGB`, `gam_sRGB`).
/// - WCAG 2.x relative luminance: Y = 0.2126 R + 0.7152 G + 0.0722 B of linear channels
///   (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
/// - OKLab (Ottosson 2020) by CSS Color 4's route, §"Sample code for color conversions":
///   linear sRGB → XYZ D65 (exact rational matrix) → LMS → cube root → OKLab, and back through
///   the inverses of the same matrices, computed here.
package enum ReferenceColour {
    /// Linear light of an 8-bit sRGB channel.
    package static func linear(_ code: UInt8) -> Double { linearTable[Int(code)] }

    /// Each 8-bit code's linear light, computed once: the brute-force tests ask it millions of times.
    private static let linearTable: [Double] = (0...255).map { code in
        let value = Double(code) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The gamma-encoded value in [0, 1] of a linear channel (not clamped).
    package static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// WCAG 2.x relative luminance of an opaque 8-bit colour (alpha ignored).
    package static func luminance(_ colour: Colour) -> Double {
        0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue)
    }

    /// OKLab of an 8-bit colour (alpha ignored).
    package static func oklab(_ colour: Colour) -> [Double] { oklab(colour: colour).array }

    /// OKLCH lightness of an 8-bit colour.
    package static func lightness(_ colour: Colour) -> Double { oklab(colour: colour).first }

    package static func oklab(linear rgb: [Double]) -> [Double] { oklab(linear: Channels(rgb)).array }

    /// Linear sRGB of an OKLab colour (channels may fall outside [0, 1]).
    package static func linearSRGB(oklab lab: [Double]) -> [Double] { linearSRGB(oklab: Channels(lab)).array }

    /// Each channel clipped to [0, 1] in gamma-encoded sRGB and rounded to 8 bits.
    package static func quantized(linear rgb: [Double], alpha: UInt8) -> Colour { quantized(linear: Channels(rgb), alpha: alpha) }

    // The same conversions on three channels held inline, which the oracles' scans call in
    // their loops: no array is made per conversion.

    package static func oklab(colour: Colour) -> Channels {
        oklab(linear: Channels(linear(colour.red), linear(colour.green), linear(colour.blue)))
    }

    package static func oklab(linear rgb: Channels) -> Channels {
        let lms = Matrices.xyzToLMS.times(Matrices.linearSRGBToXYZ.times(rgb))
        return Matrices.lmsToOKLab.times(Channels(cbrt(lms.first), cbrt(lms.second), cbrt(lms.third)))
    }

    package static func linearSRGB(oklab lab: Channels) -> Channels {
        let lms = Matrices.okLabToLMS.times(lab)
        return Matrices.xyzToLinearSRGB.times(Matrices.lmsToXYZ.times(
            Channels(lms.first * lms.first * lms.first, lms.second * lms.second * lms.second, lms.third * lms.third * lms.third)))
    }

    package static func quantized(linear rgb: Channels, alpha: UInt8) -> Colour {
        func code(_ channel: Double) -> UInt8 { UInt8((min(1, max(0, encoded(channel))) * 255).rounded()) }
        return Colour(red: code(rgb.first), green: code(rgb.second), blue: code(rgb.third), alpha: alpha)
    }

    /// Three channels of a colour space, in order (R, G, B; L, a, b; L, M, S).
    package struct Channels: Equatable {
        package var first, second, third: Double
        package init(_ first: Double, _ second: Double, _ third: Double) {
            self.first = first
            self.second = second
            self.third = third
        }
        init(_ array: [Double]) { self.init(array[0], array[1], array[2]) }
        package var array: [Double] { [first, second, third] }
    }

    /// A 3×3 matrix as rows of channels.
    struct Matrix {
        let rows: (Channels, Channels, Channels)
        init(_ matrix: [[Double]]) { rows = (Channels(matrix[0]), Channels(matrix[1]), Channels(matrix[2])) }
        /// Each row's dot product with `vector`, summed first to third.
        func times(_ vector: Channels) -> Channels {
            func dot(_ row: Channels) -> Double { row.first * vector.first + row.second * vector.second + row.third * vector.third }
            return Channels(dot(rows.0), dot(rows.1), dot(rows.2))
        }
    }

    /// The matrices below, made once as rows of channels.
    enum Matrices {
        static let linearSRGBToXYZ = Matrix(ReferenceColour.linearSRGBToXYZ)
        static let xyzToLMS = Matrix(ReferenceColour.xyzToLMS)
        static let lmsToOKLab = Matrix(ReferenceColour.lmsToOKLab)
        static let xyzToLinearSRGB = Matrix(ReferenceColour.xyzToLinearSRGB)
        static let lmsToXYZ = Matrix(ReferenceColour.lmsToXYZ)
        static let okLabToLMS = Matrix(ReferenceColour.okLabToLMS)
    }

    // CSS Color 4, conversions.js.
    package static let linearSRGBToXYZ: [[Double]] = [
        [506752 / 1228815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
    ]
    package static let xyzToLMS: [[Double]] = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    package static let lmsToOKLab: [[Double]] = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
    package static let xyzToLinearSRGB = inverse(linearSRGBToXYZ)
    package static let lmsToXYZ = inverse(xyzToLMS)
    package static let okLabToLMS = inverse(lmsToOKLab)

    /// The inverse of a 3×3 matrix by cofactors.
    package static func inverse(_ m: [[Double]]) -> [[Double]] {
        func cofactor(_ row: Int, _ column: Int) -> Double {
            let r = [0, 1, 2].filter { $0 != row }, c = [0, 1, 2].filter { $0 != column }
            let minor = m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            return (row + column) % 2 == 0 ? minor : -minor
        }
        let determinant = (0..<3).reduce(0.0) { $0 + m[0][$1] * cofactor(0, $1) }
        return (0..<3).map { row in (0..<3).map { column in cofactor(column, row) / determinant } }
    }
}
