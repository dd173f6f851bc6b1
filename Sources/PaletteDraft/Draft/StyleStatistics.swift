import PaletteCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The robust statistics a style is made of: medians, so one unusual palette moves the style
/// less than a mean would, and their circular form for hue angles.
enum StyleStatistics {
    /// The median; the mean of the two middle values for an even count. `values` is not empty.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The mean of |value − centre|.
    static func meanDeviation(_ values: [Double], from centre: Double) -> Double {
        values.reduce(0) { $0 + abs($1 - centre) } / Double(values.count)
    }

    /// `degrees` turned into (−180, 180].
    static func wrapped(_ degrees: Double) -> Double {
        let turned = fmod(degrees, 360)
        if turned > 180 { return turned - 360 }
        if turned <= -180 { return turned + 360 }
        return turned
    }

    /// The median of angles in degrees: the circular mean direction (the angle of the sum of unit
    /// vectors), moved by the median of each angle's signed difference from it. For angles within
    /// a half turn of each other it is the ordinary median, wherever 0° falls.
    static func circularMedian(_ degrees: [Double]) -> Double {
        var sine = 0.0, cosine = 0.0
        for angle in degrees {
            sine += sin(angle * Double.pi / 180)
            cosine += cos(angle * Double.pi / 180)
        }
        let mean = atan2(sine, cosine) * 180 / Double.pi
        return RolePlacement.normalised(mean + median(degrees.map { wrapped($0 - mean) }))
    }

    /// The OKLab distance a hue error of `degrees` makes at `chroma`: the chord 2·C·sin(|Δh|/2).
    static func hueDistance(_ degrees: Double, chroma: Double) -> Double {
        2 * chroma * abs(sin(wrapped(degrees) * Double.pi / 360))
    }
}
