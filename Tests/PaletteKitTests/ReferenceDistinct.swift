#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// The measure `distinct` for the oracles, written from its sources and sharing no code with
/// PaletteKit's: Machado, Oliveira and Fernandes (2009), severity 1.0 matrices as the paper's
/// table gives them; sRGB and CIE Lab D65 by CSS Color 4's conversions (`ReferenceColour`'s exact
/// rational XYZ matrix); CIEDE2000 in radians throughout from Sharma, Wu and Dalal (2005).
enum ReferenceDistinct {
    static let machado: [[[Double]]] = [
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    ]

    /// The least CIEDE2000 difference under normal vision and the three simulations.
    static func value(_ first: Colour, _ second: Colour) -> Double {
        let a = visions(first), b = visions(second)
        return zip(a, b).map { difference($0, $1) }.min()!
    }

    /// Each colour's Lab under the four visions, worked out once: the exhaustive searches measure
    /// the same few hundred candidates again and again.
    private static let known = Mutex<[Colour: [[Double]]]>([:])

    static func visions(_ colour: Colour) -> [[Double]] {
        if let found = known.withLock({ $0[colour] }) { return found }
        let computed = computeVisions(colour)
        known.withLock { $0[colour] = computed }
        return computed
    }

    private static func computeVisions(_ colour: Colour) -> [[Double]] {
        let rgb = [ReferenceColour.linear(colour.red), ReferenceColour.linear(colour.green), ReferenceColour.linear(colour.blue)]
        let simulated = machado.map { matrix in
            (0..<3).map { row -> Double in
                let value = matrix[row][0] * rgb[0] + matrix[row][1] * rgb[1] + matrix[row][2] * rgb[2]
                // An sRGB colour, clipped in its encoding.
                let encoded = min(1, max(0, ReferenceColour.encoded(value)))
                return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
            }
        }
        return ([rgb] + simulated).map(lab)
    }

    static func lab(_ rgb: [Double]) -> [Double] {
        let m = ReferenceColour.linearSRGBToXYZ
        let xyz = (0..<3).map { m[$0][0] * rgb[0] + m[$0][1] * rgb[1] + m[$0][2] * rgb[2] }
        let white = [0.3127 / 0.3290, 1.0, (1.0 - 0.3127 - 0.3290) / 0.3290]
        let f = zip(xyz, white).map { value, reference -> Double in
            let t = value / reference
            return t > 216.0 / 24389.0 ? pow(t, 1.0 / 3.0) : (24389.0 / 27.0 * t + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    static func difference(_ first: [Double], _ second: [Double]) -> Double {
        let (l1, a1, b1) = (first[0], first[1], first[2]), (l2, a2, b2) = (second[0], second[1], second[2])
        let cBar = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let g = 0.5 * (1 - sqrt(pow(cBar, 7) / (pow(cBar, 7) + pow(25, 7))))
        let ap1 = a1 * (1 + g), ap2 = a2 * (1 + g)
        let cp1 = hypot(ap1, b1), cp2 = hypot(ap2, b2)
        func angle(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a)
            return h < 0 ? h + 2 * Double.pi : h
        }
        let hp1 = angle(b1, ap1), hp2 = angle(b2, ap2)
        let dL = l2 - l1, dC = cp2 - cp1
        var dh = hp2 - hp1
        if cp1 * cp2 == 0 { dh = 0 } else if dh > Double.pi { dh -= 2 * Double.pi } else if dh < -Double.pi { dh += 2 * Double.pi }
        let dH = 2 * sqrt(cp1 * cp2) * sin(dh / 2)
        let lBar = (l1 + l2) / 2, cpBar = (cp1 + cp2) / 2
        var hBar = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= Double.pi { hBar /= 2 } else if hp1 + hp2 < 2 * Double.pi { hBar = (hp1 + hp2 + 2 * Double.pi) / 2 } else { hBar = (hp1 + hp2 - 2 * Double.pi) / 2 }
        }
        let degree = Double.pi / 180
        let t = 1 - 0.17 * cos(hBar - 30 * degree) + 0.24 * cos(2 * hBar) + 0.32 * cos(3 * hBar + 6 * degree) - 0.20 * cos(4 * hBar - 63 * degree)
        let dTheta = 30 * degree * exp(-pow((hBar / degree - 275) / 25, 2))
        let rC = 2 * sqrt(pow(cpBar, 7) / (pow(cpBar, 7) + pow(25, 7)))
        let sL = 1 + 0.015 * pow(lBar - 50, 2) / sqrt(20 + pow(lBar - 50, 2))
        let sC = 1 + 0.045 * cpBar, sH = 1 + 0.015 * cpBar * t
        let rT = -sin(2 * dTheta) * rC
        return sqrt(pow(dL / sL, 2) + pow(dC / sC, 2) + pow(dH / sH, 2) + rT * (dC / sC) * (dH / sH))
    }
}
