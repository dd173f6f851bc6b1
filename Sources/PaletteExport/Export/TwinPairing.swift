import PaletteCore

/// The palettes of one export with their twins (the schema's, and those palettes name) found among them: a dark twin whose light
/// twin is exported too travels with it (as a dark appearance, `values-night`) instead of
/// standing alone. Order is the export's, less the dark twins that travel.
struct TwinPairing {
    struct Entry {
        let palette: Palette
        /// The dark twin exported beside this light palette, if any.
        let dark: Palette?
    }

    let entries: [Entry]
    let all: [Palette]

    /// Refuses a pair whose grounds contradict the schema: the light twin must prefer dark ink,
    /// the dark twin light ink (the same test as `Palette.isLight`).
    init(_ palettes: [Palette]) throws(ExportProblem) {
        all = palettes
        let byID = Dictionary(palettes.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        var darkOf: [String: Palette] = [:], travelling: Set<String> = []
        // The schema's twins, then the twins palettes name (`"twin"`), each pair once: a palette
        // naming its twin makes the pair whichever of the two is light.
        var pairs: [(light: String, dark: String, namedBy: String?)] = palettes[0].schema.twins.map { ($0.light, $0.dark, nil) }
        for palette in palettes {
            guard let twin = palette.twin?.rawValue, byID[twin] != nil else { continue }
            let pair = palette.isLight == true ? (palette.id.rawValue, twin) : (twin, palette.id.rawValue)
            if !pairs.contains(where: { ($0.light, $0.dark) == pair }) { pairs.append((pair.0, pair.1, palette.id.rawValue)) }
        }
        for (lightID, darkID, namedBy) in pairs {
            guard let light = byID[lightID], let dark = byID[darkID] else { continue }
            guard light.isLight == true else { throw .twinOfWrongKind(id: lightID, shouldBeLight: true, namedBy: namedBy) }
            guard dark.isLight == false else { throw .twinOfWrongKind(id: darkID, shouldBeLight: false, namedBy: namedBy) }
            guard darkOf[lightID] == nil, !travelling.contains(darkID) else { continue }
            darkOf[lightID] = dark
            travelling.insert(darkID)
        }
        entries = palettes.filter { !travelling.contains($0.id.rawValue) }
            .map { Entry(palette: $0, dark: darkOf[$0.id.rawValue]) }
    }

    /// The exported pairs, light first, in the export's order of the light twins.
    var pairs: [(light: Palette, dark: Palette)] {
        entries.compactMap { entry in entry.dark.map { (entry.palette, $0) } }
    }

    /// The dark twin exported beside `palette`, when `palette` is a light twin.
    func dark(of palette: Palette) -> Palette? {
        entries.first { $0.palette.id == palette.id }?.dark
    }

    /// The schema's tokens in export order: its roles, then its derived tokens.
    static func tokens(of schema: Schema) -> [String] {
        schema.roleNames.map(\.rawValue) + schema.derivedTokens.map(\.name)
    }
}
