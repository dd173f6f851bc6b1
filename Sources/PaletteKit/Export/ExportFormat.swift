/// The ways a palette is handed on.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// A Swift source file for the app: one stored `let` per role, an `ID` enum, one value per palette.
    case swift
    /// Design Tokens Community Group JSON, format 2025.10 (https://www.designtokens.org/tr/2025.10/format/):
    /// one group per palette in one file.
    case dtcg
    /// DTCG Resolver 2025.10 (https://www.designtokens.org/tr/2025.10/resolver/): a resolver whose
    /// `palette` modifier has one context per palette, each context one token file.
    case dtcgResolver = "dtcg-resolver"
    /// CSS custom properties, one block per palette.
    case css
}

/// How DTCG colour values are written.
public enum DTCGColourForm: Sendable {
    /// The 2025.10 Color module's object: `colorSpace`, `components` (0–1), `alpha`, `hex`.
    case object
    /// The `"#RRGGBB"` string of the drafts before 2025.10, which stable tools read as legacy.
    case legacyHex
}

/// One file an export writes: its name inside the export folder and its text.
public struct ExportedFile: Hashable, Sendable {
    public let name: String
    public let text: String
}

/// Why palettes cannot be exported.
public enum ExportProblem: Error, Hashable, Sendable {
    case incomplete(id: String, missing: [String])
    case duplicateID(String)
    case noPalettes
    /// A resolver modifier needs two contexts at least (DTCG Resolver 2025.10, `contexts` minProperties 2).
    case resolverNeedsTwoPalettes
}

public enum PaletteExporter {
    /// Every palette must be complete, and ids unique; the files are in `format`.
    public static func export(_ palettes: [Palette], as format: ExportFormat,
                              dtcgColours: DTCGColourForm = .object) throws(ExportProblem) -> [ExportedFile] {
        guard !palettes.isEmpty else { throw .noPalettes }
        var seen: Set<PaletteID> = []
        for palette in palettes {
            guard palette.isComplete else { throw .incomplete(id: palette.id.rawValue, missing: palette.missingRoles) }
            guard seen.insert(palette.id).inserted else { throw .duplicateID(palette.id.rawValue) }
        }
        switch format {
        case .swift:
            return [ExportedFile(name: palettes[0].schema.swiftNames.palette + ".swift", text: SwiftExporter.source(for: palettes))]
        case .dtcg:
            return [ExportedFile(name: "palettes.tokens.json", text: DTCGExporter.document(for: palettes, form: dtcgColours))]
        case .dtcgResolver:
            guard palettes.count >= 2 else { throw .resolverNeedsTwoPalettes }
            return DTCGResolverExporter.files(for: palettes, form: dtcgColours)
        case .css:
            return [ExportedFile(name: "palettes.css", text: CSSExporter.stylesheet(for: palettes))]
        }
    }
}
