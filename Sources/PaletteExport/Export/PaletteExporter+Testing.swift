import PaletteCore

/// A shorthand the tests use, kept out of the library's API (`@_spi(Testing) import PaletteKit`).
extension PaletteExporter {
    /// With only the DTCG colour form chosen, every other option at its default.
    @_spi(Testing) public static func export(_ palettes: [Palette], as format: ExportFormat, dtcgColours: DTCGColourForm) throws(ExportProblem) -> [ExportedFile] {
        try export(palettes, as: format, options: ExportOptions(dtcgColours == .legacyHex ? [.dtcgLegacy] : []))
    }
}
