import PaletteCore

/// Why palettes cannot be exported.
public enum ExportProblem: Error, Hashable, Sendable {
    case incomplete(id: String, missing: [String])
    case duplicateID(String)
    case noPalettes
    /// The format needs more palettes (a DTCG Resolver 2025.10 modifier: `contexts` minProperties 2).
    case needsMorePalettes(ExportFormat, needed: Int)
    /// The schema pairs `id` as the light (or dark) twin, and its ground says otherwise.
    /// `namedBy`: the palette whose `"twin"` made the pair; nil for the schema's `twins`.
    case twinOfWrongKind(id: String, shouldBeLight: Bool, namedBy: String?)
    /// Two tokens give one platform name (`craftLight`+`paper` and `craft`+`lightPaper` are both `craft_light_paper`).
    case nameClash(String, first: String, second: String)
    /// More than a platform takes (Figma: 40 modes, 5,000 variables in a collection).
    case tooMany(what: String, count: Int, limit: Int)
    /// A palette id longer than a Figma mode name may be (40 characters, in the REST API's rules).
    case modeNameTooLong(id: String, limit: Int)
    /// A palette's variant at a contrast level cannot be derived (its pins, or the level itself,
    /// leave rules that cannot hold together: `conflicts`, as pair names).
    case levelNotDerivable(id: String, level: LevelName, conflicts: [[String]])
    /// The export's `cancellation` said stop while the variants were derived.
    case cancelled
}
