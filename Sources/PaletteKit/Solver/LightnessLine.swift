/// The colours a role can take while keeping its OKLCH hue and chroma: position p in [0, 1] is
/// the OKLCH lightness asked for; the colour there is gamut-mapped (CSS Color 4) and rounded to
/// 8 bits, keeping the role's alpha. Where gamut mapping reduces chroma the path bends, so the
/// lightness of a colour on the line is measured, never assumed equal to its position.
public struct LightnessLine: Sendable {
    public let chroma: Double
    public let hue: Double
    public let alpha: UInt8
    private let a: Double
    private let b: Double

    public init(through colour: Colour) {
        let lch = OKLCH(colour)
        chroma = lch.chroma
        hue = lch.hue
        alpha = colour.alpha
        let lab = lch.lab
        a = lab.a
        b = lab.b
    }

    /// The 8-bit colour at position `position` (clamped to [0, 1]).
    public func colour(at position: Double) -> Colour {
        if position >= 1 { return Colour(red: 255, green: 255, blue: 255, alpha: alpha) }
        if position <= 0 { return Colour(red: 0, green: 0, blue: 0, alpha: alpha) }
        let direct = OKLab(lightness: position, a: a, b: b).linearRGB
        if direct.isInGamut { return direct.quantized(alpha: alpha) }
        let mapped = GamutMapping.mapOutOfGamut(OKLCH(lightness: position, chroma: chroma, hue: hue), direct: direct)
        return mapped.quantized(alpha: alpha)
    }

    /// Whether the colour at `position` needed gamut mapping (its chroma was reduced).
    public func isMapped(at position: Double) -> Bool {
        position > 0 && position < 1 && !OKLab(lightness: position, a: a, b: b).linearRGB.isInGamut
    }

    /// The first position past `position` (toward 1 when `upward`, else toward 0) where the 8-bit
    /// colour changes, with the colour found there; nil at the end of the line.
    ///
    /// It probes in steps shorter than any run of one 8-bit colour in practice, then bisects the
    /// probe interval down to 1e-10 of lightness, so it lands on the next colour along the line
    /// rather than skipping one.
    public func nextChange(after position: Double, upward: Bool) -> (position: Double, colour: Colour)? {
        let current = colour(at: position)
        let direction = upward ? 1.0 : -1.0
        var near = position
        while true {
            if upward ? near >= 1 : near <= 0 { return nil }
            let far = min(1, max(0, near + direction * Self.probeStep))
            if colour(at: far) != current {
                return bisectChange(from: near, to: far, leaving: current)
            }
            near = far
        }
    }

    static let probeStep = 1.0 / 2048
    static let positionResolution = 1e-10

    private func bisectChange(from start: Double, to end: Double, leaving current: Colour) -> (position: Double, colour: Colour) {
        var same = start, different = end
        while abs(different - same) > Self.positionResolution {
            let middle = (same + different) / 2
            if colour(at: middle) == current { same = middle } else { different = middle }
        }
        return (different, colour(at: different))
    }
}
