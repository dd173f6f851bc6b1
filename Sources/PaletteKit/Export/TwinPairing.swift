/// The palettes of one export with the schema's twins found among them: a dark twin whose light
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
        for twins in palettes[0].schema.twins {
            guard let light = byID[twins.light], let dark = byID[twins.dark] else { continue }
            guard light.isLight == true else { throw .twinOfWrongKind(id: twins.light, shouldBeLight: true) }
            guard dark.isLight == false else { throw .twinOfWrongKind(id: twins.dark, shouldBeLight: false) }
            darkOf[twins.light] = dark
            travelling.insert(twins.dark)
        }
        entries = palettes.filter { !travelling.contains($0.id.rawValue) }
            .map { Entry(palette: $0, dark: darkOf[$0.id.rawValue]) }
    }

    /// The schema's tokens in export order: its roles, then its derived tokens.
    static func tokens(of schema: Schema) -> [String] {
        schema.roleNames + schema.derivedTokens.map(\.name)
    }
}
