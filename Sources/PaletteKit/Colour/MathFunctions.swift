#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C maths library, reached without Foundation so the core and the one-shot
// executable start fast. Each wrapper is a plain pass-through.

@inline(__always) func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
@inline(__always) func cubeRoot(_ value: Double) -> Double { cbrt(value) }
@inline(__always) func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) func sine(_ value: Double) -> Double { sin(value) }
@inline(__always) func cosine(_ value: Double) -> Double { cos(value) }
@inline(__always) func hypotenuse(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
