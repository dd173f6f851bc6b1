#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// The solver's faster colour arithmetic against the slow forms it replaced.
@Suite struct FastColourMathTests {
    /// Within one unit in the last place of the cube root computed in extended precision
    /// (`cbrtl`, rounded to double), over every magnitude OKLab meets (LMS values in [0, 1],
    /// and beyond for out-of-gamut intermediates), signs and zero included. libm's own `cbrt`
    /// is itself only within one unit of that.
    #if arch(x86_64)
    @Test func cubeRootAgreesWithExtendedPrecision() {
        var generator = SplitMix64(seed: 7)
        var values: [Double] = [0, -0, 1, -1, 8, 1e-290, 1e-300, 0.001, 27, .ulpOfOne]
        for _ in 0..<200_000 {
            let exponent = Double(generator.next() % 40) - 30
            let sign: Double = generator.next() % 8 == 0 ? -1 : 1
            values.append(sign * generator.unit() * pow(2, exponent))
        }
        for value in values {
            let fast = CubeRoot.of(value), reference = Double(cbrtl(Float80(value)))
            #expect(abs(fast - reference) <= reference.ulp, "cube root of \(value): \(fast) vs \(reference)")
        }
    }
    #endif

    /// `LibmCubeRoot` is libm's `cbrt` bit for bit: on 2,000,000 seeded values over every
    /// exponent a double has (both signs), on each of the values a colour conversion meets most
    /// (the LMS mixes of all 8-bit greys and channel steps), and on the edge cases libm handles.
    @Test func libmCubeRootIsLibmsCubeRootBitForBit() {
        var generator = SplitMix64(seed: 20261201)
        var values: [Double] = [0, -0, 1, -1, 8, -8, 27, 0.125, 1e-290, 1e-300, 2.2250738585072014e-308, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .ulpOfOne, 0.5, 0.9999999999999999]
        for _ in 0..<2_000_000 {
            values.append(Double(bitPattern: generator.next()))
        }
        for _ in 0..<1_000_000 {
            values.append(generator.unit() * (generator.next() % 4 == 0 ? 2 : 1))
        }
        for code in 0...255 {
            let linear = SRGBTransfer.decode(Double(code) / 255)
            values += [linear, 0.4122214694707629 * linear, 0.2119034958178251 * linear, 0.08830245919005637 * linear]
        }
        var mismatches: [String] = []
        for value in values where !value.isNaN {
            let inlined = LibmCubeRoot.of(value), libm = cbrt(value)
            if inlined.bitPattern != libm.bitPattern { mismatches.append("\(value): \(inlined) vs \(libm)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ, first \(mismatches.prefix(5))")
        #expect(LibmCubeRoot.of(.nan).isNaN)
    }

    /// The solved chroma search, in full and stopped once its bracket rounds to one colour, gives
    /// the 8-bit colour of the specification's bisection on 100,000 seeded OKLCH colours, most of
    /// them far out of gamut.
    @Test func solvedGamutMappingMatchesBisection() {
        var generator = SplitMix64(seed: 20261130)
        var mismatches: [String] = []
        var outOfGamut = 0
        for _ in 0..<100_000 {
            let colour = OKLCH(lightness: generator.unit(), chroma: generator.unit() * 0.4, hue: generator.unit() * 360)
            let direct = colour.lab.linearRGB
            if !direct.isInGamut { outOfGamut += 1 }
            let solved = GamutMapping.quantized(colour), bisected = SpecificationBisection.map(colour).quantized()
            if solved != bisected { mismatches.append("L \(colour.lightness) C \(colour.chroma) h \(colour.hue): \(solved.hex) vs \(bisected.hex)") }
            // The line's probes stop once the bracket rounds to one colour: the same colour.
            let radians = colour.hue * Double.pi / 180
            if !direct.isInGamut && colour.lightness > 0 && colour.lightness < 1 {
                let rounded = GamutMapping.quantizedOutOfGamut(lightness: colour.lightness, chroma: colour.chroma, hueCosine: cos(radians),
                                                               hueSine: sin(radians), direct: direct, alpha: 255, guess: nil).colour
                if rounded != bisected { mismatches.append("rounded only: L \(colour.lightness) C \(colour.chroma) h \(colour.hue): \(rounded.hex) vs \(bisected.hex)") }
            }
        }
        #expect(outOfGamut > 50_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) differ, first: \(mismatches.prefix(3))")
    }

    /// A probe's mapping started from a guessed chroma gives the bisection's colour whether the
    /// guess is the solved chroma, inside the guess's bracket, at its edge, just outside it or
    /// far off: on 20,000 seeded out-of-gamut colours, with each end's rounding left until the
    /// bracket is narrow enough to stop.
    @Test func guessedGamutMappingMatchesBisection() {
        var generator = SplitMix64(seed: 20261202)
        var mismatches: [String] = []
        var guessed = 0
        while guessed < 20_000 {
            let colour = OKLCH(lightness: 0.02 + 0.96 * generator.unit(), chroma: 0.05 + 0.35 * generator.unit(), hue: generator.unit() * 360)
            let direct = colour.lab.linearRGB
            guard !direct.isInGamut else { continue }
            let radians = colour.hue * Double.pi / 180
            func mapped(guess: Double?) -> (colour: Colour, chroma: Double?, linear: LinearRGB) {
                GamutMapping.quantizedOutOfGamut(lightness: colour.lightness, chroma: colour.chroma, hueCosine: cos(radians),
                                                 hueSine: sin(radians), direct: direct, alpha: 255, guess: guess)
            }
            let unguided = mapped(guess: nil)
            guard let solved = unguided.chroma else { continue }
            guessed += 1
            let bisected = SpecificationBisection.map(colour).quantized()
            let width = GamutMapping.roundedBracket
            for offset in [0, 0.1 * width, -0.3 * width, 0.449 * width, -0.45 * width, 0.46 * width, -0.6 * width, 20 * width, -solved / 2] {
                let found = mapped(guess: solved + offset).colour
                if found != bisected {
                    mismatches.append("L \(colour.lightness) C \(colour.chroma) h \(colour.hue) guess \(offset): \(found.hex) vs \(bisected.hex)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ, first: \(mismatches.prefix(3))")
    }

    /// A walk that extrapolates each probe's mapped chroma from the previous ones meets the same
    /// colours as one that solves every probe from scratch, on 300 seeded lines (saturated
    /// colours, whose lines are mostly out of gamut).
    @Test func guidedWalkMeetsTheSameColours() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let colour = GamutMapping.quantized(OKLCH(lightness: 0.2 + 0.6 * generator.unit(), chroma: 0.1 + 0.3 * generator.unit(), hue: generator.unit() * 360))
            let line = LightnessLine(through: colour)
            let guided = line.allColours()
            var unguided = [line.colour(at: 0)], position = 0.0
            while let (next, found) = line.nextChange(after: position, showing: unguided.last!, upward: true) {
                position = next
                unguided.append(found)
            }
            #expect(guided == unguided, "line through \(colour.hex)")
        }
    }

    /// A lightness line keeps the colour's OKLCH chroma exactly (one formula, `OKLCH.chroma`),
    /// and that chroma is ColorAide's √(a² + b²) of the test suite's own OKLab to within 10⁻¹⁴
    /// (the two OKLab computations differ by about 10⁻¹⁵ in a and b).
    @Test func lineChromaIsTheColoursOKLCHChroma() {
        var generator = SplitMix64(seed: 2026_1206)
        for _ in 0..<20_000 {
            let colour = SolverPropertyTests.randomColour(&generator)
            let chroma = OKLCH(colour).chroma
            #expect(LightnessLine(through: colour).chroma == chroma, "\(colour.hex)")
            let lab = ReferenceColour.oklab(colour)
            #expect(abs(chroma - (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()) <= 1e-14, "\(colour.hex)")
        }
    }
}
