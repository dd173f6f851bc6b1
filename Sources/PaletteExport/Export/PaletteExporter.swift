import PaletteCore

/// Turns complete palettes into the files of a format; pure: writing them is the caller's.
public enum PaletteExporter {
    /// Every palette must be complete, ids unique, and as many as the format needs; the files are
    /// in `format`, none of them written here.
    /// `cancellation` is asked while contrast variants are derived (each a joint repair).
    public static func export(_ palettes: [Palette], as format: ExportFormat,
                              options: ExportOptions = ExportOptions(), cancellation: Cancellation = .never) throws(ExportProblem) -> [ExportedFile] {
        guard !palettes.isEmpty else { throw .noPalettes }
        var seen: Set<PaletteID> = []
        for palette in palettes {
            guard palette.isComplete else { throw .incomplete(id: palette.id.rawValue, missing: palette.missingRoles.map(\.rawValue)) }
            guard seen.insert(palette.id).inserted else { throw .duplicateID(palette.id.rawValue) }
        }
        guard palettes.count >= format.palettesNeeded else { throw .needsMorePalettes(format, needed: format.palettesNeeded) }
        let typeName = palettes[0].schema.swiftNames.palette
        // Derived once, and only for a format that carries them: a variant is a joint repair.
        let levels = format.variants.contains(.contrastLevels) ? try ContrastVariants(palettes, cancellation: cancellation) : .none
        switch format {
        case .swift:
            return [ExportedFile(name: typeName + ".swift", text: SwiftExporter.source(for: palettes, levels: levels, twins: try TwinPairing(palettes)))]
        case .dtcg:
            return [ExportedFile(name: "palettes.tokens.json", text: DTCGExporter.document(for: palettes, levels: levels, form: options.dtcgColours))]
        case .dtcgResolver:
            return DTCGResolverExporter.files(for: palettes, levels: levels, twins: try TwinPairing(palettes), form: options.dtcgColours)
        case .css:
            return [ExportedFile(name: "palettes.css", text: CSSExporter.stylesheet(for: palettes, levels: levels, twins: try TwinPairing(palettes)))]
        case .xcassets:
            return AssetCatalogExporter.files(for: try TwinPairing(palettes), levels: levels)
        case .android:
            return try AndroidExporter.files(for: try TwinPairing(palettes))
        case .tailwind:
            return [ExportedFile(name: "palettes.tailwind.css", text: TailwindExporter.stylesheet(for: palettes, levels: levels))]
        case .figma:
            return try FigmaExporter.files(for: palettes, rest: options.figmaREST)
        }
    }

}
