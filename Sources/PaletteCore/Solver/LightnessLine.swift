#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The colours a role can take while keeping its OKLCH hue and chroma: position p in [0, 1] is
/// the OKLCH lightness asked for; the colour there is gamut-mapped (CSS Color 4) and rounded to
/// 8 bits, keeping the role's alpha. Where gamut mapping reduces chroma the path bends, so the
/// lightness of a colour on the line is measured, never assumed equal to its position.
package struct LightnessLine: Sendable {
    package let chroma: Double
    package let alpha: UInt8
    let a: Double
    let b: Double
    /// A grey's line (chroma within rounding of zero: about 10⁻¹⁶ for every 8-bit grey): its three
    /// channels step at positions less than 10⁻¹⁵ apart, far closer than the 10⁻¹⁰ a search
    /// resolves, so between two neighbouring greys no other colour can be found. Searches stop
    /// there instead of halving down to the resolution (some 25 probes a step).
    let isAchromatic: Bool
    /// Read once for all the line's probes.
    let roundingTables = RoundingTables.shared
    private let hueCosine: Double
    private let hueSine: Double

    package init(through colour: Colour) {
        self.init(through: colour, lab: OKLab(colour))
    }

    /// The same, from the colour's OKLab when the caller already has it (its lightness is the
    /// start of every search on the line).
    ///
    /// The hue's unit vector is the colour's (a, b) over its chroma, not the cosine and sine of
    /// its hue angle: the same vector to a unit in the last place, with two divisions in place of
    /// three libm calls (arc tangent, sine and cosine) for every line.
    init(through colour: Colour, lab: OKLab) {
        chroma = OKLCH.chroma(a: lab.a, b: lab.b)
        alpha = colour.alpha
        if chroma > 0 {
            (hueCosine, hueSine) = (lab.a / chroma, lab.b / chroma)
        } else {
            // atan2(0, 0) is 0: the direction a grey's hue of 0° gives.
            (hueCosine, hueSine) = (1, 0)
        }
        // As gamut mapping forms them at full chroma, so an unmapped probe and a mapped one agree.
        (a, b) = (chroma * hueCosine, chroma * hueSine)
        isAchromatic = chroma < Self.achromaticChroma
    }

    /// Below this OKLCH chroma a line is a grey's. The channels of a line of chroma C differ by
    /// about 5·C in linear light; this keeps their steps 10⁻¹² apart or closer, a hundredth of the
    /// position resolution, even near black where the channels move slowest.
    static let achromaticChroma = 1e-14

    /// Whether no colour of the line can be found between `near` and `far`: one step in one
    /// channel, or on a grey's line one step in all three together.
    func nothingBetween(_ near: Colour, _ far: Colour) -> Bool {
        far.isOneStep(from: near) || (isAchromatic && far.isOneGreyStep(from: near))
    }

    /// The 8-bit colour at position `position` (clamped to [0, 1]).
    package func colour(at position: Double) -> Colour {
        var trail = MappedChromaTrail()
        return colour(at: position, trail: &trail)
    }

    /// The same, for a walk along the line: `trail` carries the chroma gamut mapping settled on
    /// at the walk's previous probes, from which the next one's is extrapolated.
    @inline(__always)
    func colour(at position: Double, trail: inout MappedChromaTrail) -> Colour {
        probe(at: position, trail: &trail).colour
    }

    /// The colour at the line's end, white (`upward`) or black with the line's alpha: what
    /// `colour(at:)` gives at 1 and at 0, without the call (a crossing starts from an end).
    @inline(__always)
    func endColour(upward: Bool) -> Colour {
        let channel: UInt8 = upward ? 255 : 0
        return Colour(red: channel, green: channel, blue: channel, alpha: alpha)
    }

    /// The same, with the colour in linear light before rounding when the position is inside
    /// the line, as gamut mapping left it where it maps (`inGamut` false): a search predicts its
    /// next probe from it (`firstStepProbe` between two probes, from either; `neighbourProbe`
    /// from one, along the unmapped line's slope, so only in gamut).
    @inline(__always)
    func probe(at position: Double, trail: inout MappedChromaTrail) -> (colour: Colour, unrounded: LinearRGB?, inGamut: Bool) {
        // The ends are white and black exactly, reached continuously from inside the line,
        // mapped or not; the unmapped line's slope does not lead there, so not `inGamut`.
        if position >= 1 { return (Colour(red: 255, green: 255, blue: 255, alpha: alpha), LinearRGB(red: 1, green: 1, blue: 1), false) }
        if position <= 0 { return (Colour(red: 0, green: 0, blue: 0, alpha: alpha), LinearRGB(red: 0, green: 0, blue: 0), false) }
        let direct = OKLab(lightness: position, a: a, b: b).linearRGB
        if direct.isInGamut { return (inGamutColour(direct, at: position, trail: &trail), direct, true) }
        let mapped = GamutMapping.quantizedOutOfGamut(lightness: position, chroma: chroma, hueCosine: hueCosine, hueSine: hueSine,
                                                      direct: direct, alpha: alpha, guess: trail.guess(at: position), tables: roundingTables)
        trail.record(position, mapped.chroma)
        return (mapped.colour, mapped.linear, false)
    }

    /// The 8-bit colour at `position` (inside the line) with its linear sRGB before rounding,
    /// when the line is in gamut there; nil, with nothing mapped, where it is not.
    @inline(__always)
    func probeInGamut(at position: Double, trail: inout MappedChromaTrail) -> (colour: Colour, unrounded: LinearRGB)? {
        let direct = OKLab(lightness: position, a: a, b: b).linearRGB
        guard direct.isInGamut else { return nil }
        return (inGamutColour(direct, at: position, trail: &trail), direct)
    }

    /// The 8-bit colour of an in-gamut probe's linear sRGB `direct`: an unmapped probe breaks the
    /// chroma trail (both `probe` and `probeInGamut`).
    @inline(__always)
    private func inGamutColour(_ direct: LinearRGB, at position: Double, trail: inout MappedChromaTrail) -> Colour {
        trail.record(position, nil)
        return direct.quantized(alpha: alpha, tables: roundingTables)
    }

    /// The colour at `position` in linear light before rounding where the line is in gamut, and
    /// white or black at its ends (nil where it maps: mapping an end a search already knows the
    /// colour of would cost more than the probe it predicts).
    func unrounded(at position: Double) -> LinearRGB? {
        if position >= 1 { return LinearRGB(red: 1, green: 1, blue: 1) }
        if position <= 0 { return LinearRGB(red: 0, green: 0, blue: 0) }
        let direct = OKLab(lightness: position, a: a, b: b).linearRGB
        return direct.isInGamut ? direct : nil
    }

    /// A position past `position` (toward 1 when `upward`, else toward 0) where the line shows
    /// the next 8-bit colour, with that colour; nil at the end of the line.
    ///
    /// Where the line is in gamut it jumps to where the next colour is predicted
    /// (`predictedNextColour`), checking first that every channel moves one way in between;
    /// elsewhere it probes in short steps. When a probe lands on a colour one step away in one
    /// channel, no colour can lie between (each channel moves monotonically over the stretch and
    /// changes one step at a time), so the probe is the answer; a probe showing the same colour
    /// moves the search on. Otherwise it bisects toward the first change, down to 1e-10 of
    /// lightness, so a colour that lives only briefly between two channel steps is not skipped.
    ///
    /// `current` is the line's colour at `position` when the caller has it (walks know it).
    package func nextChange(after position: Double, showing current: Colour? = nil, upward: Bool) -> (position: Double, colour: Colour)? {
        var trail = MappedChromaTrail()
        return nextChange(after: position, showing: current, upward: upward, trail: &trail)
    }

    func nextChange(after position: Double, showing current: Colour?, upward: Bool, trail: inout MappedChromaTrail) -> (position: Double, colour: Colour)? {
        let current = current ?? colour(at: position, trail: &trail)
        let direction = upward ? 1.0 : -1.0
        var near = position
        // The colour at `near` before rounding (as gamut mapping left it where the line maps,
        // once a probe has measured it; at the start, nil there), and whether it lies on the
        // unmapped line, in gamut, where the next colour can be predicted (`predictedNextColour`).
        var nearUnrounded = unrounded(at: near)
        var nearInGamut = nearUnrounded != nil && near > 0 && near < 1
        while true {
            if upward ? near >= 1 : near <= 0 { return nil }
            // Straight to where the next colour is predicted, when the line is in gamut there
            // and each channel moves one way only in between: then the colours between are
            // bounded by the two ends', so the probe's verdict covers the whole stretch.
            if nearInGamut, let nearLinear = nearUnrounded,
               let jump = predictedNextColour(from: near, colour: current, unrounded: nearLinear, upward: upward),
               let (found, foundUnrounded) = probeInGamut(at: jump, trail: &trail) {
                if found == current {
                    (near, nearUnrounded, nearInGamut) = (jump, foundUnrounded, true)
                    continue
                }
                if nothingBetween(current, found) { return (jump, found) }
                let predicted = firstStepProbe(from: near, to: jump, colours: (current, found), unrounded: (nearLinear, foundUnrounded))
                return bisectChange(from: near, to: jump, showing: found, leaving: current, firstProbe: predicted, trail: &trail)
            }
            let far = min(1, max(0, near + direction * Self.probeStep))
            let (found, farUnrounded, farInGamut) = probe(at: far, trail: &trail)
            if found != current {
                if nothingBetween(current, found) { return (far, found) }
                // The first probe of the bisection goes where the channels' rounding boundaries
                // put the colour one step from `current` (`firstStepProbe`, as in a crossing).
                var predicted: Double?
                if let farUnrounded, let nearUnrounded {
                    predicted = firstStepProbe(from: near, to: far, colours: (current, found), unrounded: (nearUnrounded, farUnrounded))
                }
                return bisectChange(from: near, to: far, showing: found, leaving: current, firstProbe: predicted, trail: &trail)
            }
            near = far
            (nearUnrounded, nearInGamut) = (farUnrounded, farInGamut)
        }
    }

    /// Every distinct 8-bit colour on the line, darkest first: the walk from position 0 to 1 by
    /// `nextChange`, its chroma trail carried from probe to probe.
    package func allColours() -> [Colour] {
        var result = [colour(at: 0)]
        var position = 0.0
        var trail = MappedChromaTrail()
        while let (next, found) = nextChange(after: position, showing: result.last!, upward: true, trail: &trail) {
            position = next
            result.append(found)
        }
        return result
    }

    static let probeStep = 1.0 / 2048
    static let positionResolution = 1e-10

    /// `firstProbe`, when given, is where the first probe goes instead of the middle.
    private func bisectChange(from start: Double, to end: Double, showing atEnd: Colour, leaving current: Colour,
                              firstProbe: Double? = nil, trail: inout MappedChromaTrail) -> (position: Double, colour: Colour) {
        var same = start, different = end
        var found = atEnd
        var firstProbe = firstProbe
        while abs(different - same) > Self.positionResolution && !nothingBetween(current, found) {
            let middle = firstProbe ?? (same + different) / 2
            firstProbe = nil
            let probe = colour(at: middle, trail: &trail)
            if probe == current {
                same = middle
            } else {
                different = middle
                found = probe
            }
        }
        return (different, found)
    }
}

extension Colour {
    /// Differs from `other` by one 8-bit step in each channel, all the same way (alpha equal):
    /// the neighbouring grey of a grey.
    func isOneGreyStep(from other: Colour) -> Bool {
        let red = Int(red) - Int(other.red)
        return alpha == other.alpha && abs(red) == 1 && Int(green) - Int(other.green) == red && Int(blue) - Int(other.blue) == red
    }

    /// Differs from `other` by exactly one 8-bit step in exactly one channel (alpha equal).
    ///
    /// With the channels packed nine bits apart (red·2¹⁸ + green·2⁹ + blue), that is a
    /// difference of exactly ±1, ±2⁹ or ±2¹⁸: each channel's difference lies within ±255, less
    /// than half of 2⁹, so a total can be made only one way (blue's is the total modulo 2⁹, taken
    /// within ±255, and so on up). Eight bits apart it could not: green +1 with blue −255 also
    /// makes 1. One subtraction instead of three (a search asks this after every probe).
    @inline(__always)
    func isOneStep(from other: Colour) -> Bool {
        let difference = abs(packedChannels - other.packedChannels)
        return alpha == other.alpha && (difference == 1 || difference == 1 << 9 || difference == 1 << 18)
    }

    private var packedChannels: Int { Int(red) << 18 | Int(green) << 9 | Int(blue) }
}

/// The chroma gamut mapping settled on at a walk's last two mapped probes: the next probe's is
/// extrapolated linearly (probes 1/2048 apart in lightness move it by about 10⁻⁴, and the
/// extrapolation misses by about 10⁻⁷, inside the bracket `GamutMapping` starts from).
struct MappedChromaTrail {
    private var last: (position: Double, chroma: Double)?
    private var beforeLast: (position: Double, chroma: Double)?

    func guess(at position: Double) -> Double? {
        guard let last, let beforeLast, last.position != beforeLast.position else { return nil }
        return last.chroma + (last.chroma - beforeLast.chroma) * (position - last.position) / (last.position - beforeLast.position)
    }

    /// A probe in gamut, or one that clipping settled, breaks the trail.
    mutating func record(_ position: Double, _ chroma: Double?) {
        guard let chroma else {
            (last, beforeLast) = (nil, nil)
            return
        }
        (beforeLast, last) = (last, (position, chroma))
    }
}
