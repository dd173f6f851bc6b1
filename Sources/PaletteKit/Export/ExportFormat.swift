/// The ways a palette is handed on.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// A Swift source file for the app: one stored `let` per role, an `ID` enum, one value per palette.
    case swift
    /// Design Tokens Community Group JSON (https://www.designtokens.org/tr/drafts/format/).
    case dtcg
    /// CSS custom properties, one block per palette.
    case css

    /// The file an export of several palettes of `schema` is written to.
    public func fileName(for schema: Schema) -> String {
        switch self {
        case .swift: return schema.swiftNames.palette + ".swift"
        case .dtcg: return "palettes.tokens.json"
        case .css: return "palettes.css"
        }
    }
}

/// Why palettes cannot be exported.
public enum ExportProblem: Error, Hashable, Sendable {
    case incomplete(id: String, missing: [String])
    case duplicateID(String)
    case noPalettes
}

public enum PaletteExporter {
    /// Every palette must be complete, and ids unique; the text is in `format`.
    public static func export(_ palettes: [Palette], as format: ExportFormat, structuredDTCG: Bool = false) throws(ExportProblem) -> String {
        guard !palettes.isEmpty else { throw .noPalettes }
        var seen: Set<PaletteID> = []
        for palette in palettes {
            guard palette.isComplete else { throw .incomplete(id: palette.id.rawValue, missing: palette.missingRoles) }
            guard seen.insert(palette.id).inserted else { throw .duplicateID(palette.id.rawValue) }
        }
        switch format {
        case .swift: return SwiftExporter.source(for: palettes)
        case .dtcg: return DTCGExporter.document(for: palettes, structured: structuredDTCG)
        case .css: return CSSExporter.stylesheet(for: palettes)
        }
    }
}
