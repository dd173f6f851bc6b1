/// A switch of some formats; `ExportOptions` carries the values.
public enum ExportOption: String, CaseIterable, Sendable {
    /// DTCG colours as `"#RRGGBB"` strings, the form before 2025.10.
    case dtcgLegacy = "dtcg-legacy"
    /// Figma: the REST API's request body instead of the import files.
    case figmaREST = "rest"

    public var formats: [ExportFormat] { ExportFormat.allCases.filter { $0.options.contains(self) } }
}

/// How DTCG colour values are written.
public enum DTCGColourForm: Sendable {
    /// The 2025.10 Color module's object: `colorSpace`, `components` (0–1), `alpha`, `hex`.
    case object
    /// The `"#RRGGBB"` string of the drafts before 2025.10, which stable tools read as legacy.
    case legacyHex
}

/// The chosen switches, for the formats they apply to.
public struct ExportOptions: Hashable, Sendable {
    public var chosen: Set<ExportOption>

    public init(_ chosen: Set<ExportOption> = []) { self.chosen = chosen }

    public var dtcgColours: DTCGColourForm { chosen.contains(.dtcgLegacy) ? .legacyHex : .object }
    public var figmaREST: Bool { chosen.contains(.figmaREST) }
}
