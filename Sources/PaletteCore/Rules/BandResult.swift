/// A role's colour measured against its schema's band (`RoleBand`) at one contrast level, as
/// `check` reports it beside the rules: the OKLCH lightness and chroma of the 8-bit colour, and
/// whether they lie within the band for the palette's kind.
public struct BandResult: Hashable, Sendable {
    public let band: RoleBand
    public let colour: Colour
    /// OKLCH lightness, 0–1, and chroma of `colour`.
    public let lightness: Double
    public let chroma: Double
    /// The kind of palette the band was taken for (its lightness differs by kind).
    public let isLight: Bool

    public var passes: Bool { band.admits(lightness: lightness, chroma: chroma, isLight: isLight) }

    /// `OKLCH lightness 0.35–0.8, chroma ≥ 0.06`, for the palette's kind.
    public var bandText: String { band.text(isLight: isLight) }

    /// The bands `palette` (measured at its schema's level) is outside of, in band order.
    public static func failing(_ palette: Palette) -> [BandResult] {
        evaluateAll(palette, at: palette.schema.level).filter { !$0.passes }
    }

    /// `destructive band OKLCH lightness 0.35–0.8, chroma ≥ 0.06`, as a conflict names it.
    public var brief: String { band.rule(isLight: isLight).conflictName }

    /// Each band of `palette`'s schema that holds at `level`, measured on `palette` (the palette
    /// itself at standard, or its variant at `level`); a band whose role is unset, or in a
    /// palette of no kind yet (no ground), is left out.
    public static func evaluateAll(_ palette: Palette, at level: LevelName) -> [BandResult] {
        guard let isLight = palette.isLight else { return [] }
        return palette.schema.bands.compactMap { band in
            guard band.holds(at: level), let colour = palette[band.role] else { return nil }
            let oklch = OKLCH(colour)
            return BandResult(band: band, colour: colour, lightness: oklch.lightness, chroma: oklch.chroma, isLight: isLight)
        }
    }
}
