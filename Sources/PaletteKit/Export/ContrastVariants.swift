/// Each palette's variant at each of its schema's contrast levels beyond standard, derived once
/// per export by the joint repair (`PaletteRepair.variant`): computed, never stored. A format
/// that carries levels writes them beside the standard values (a resolver's `contrast`
/// modifier, `@media (prefers-contrast: more)`, an asset catalog's `contrast: high`).
struct ContrastVariants {
    /// The schema's levels beyond standard, in its order.
    let levels: [String]
    /// Each palette's variants, in the order of `levels`.
    private let variants: [PaletteID: [Palette]]

    init(_ palettes: [Palette]) throws(ExportProblem) {
        let levels = palettes[0].schema.levels.map(\.name)
        var variants: [PaletteID: [Palette]] = [:]
        for palette in palettes {
            var own: [Palette] = []
            for level in levels {
                guard let repair = try? PaletteRepair.variant(of: palette, at: level), repair.passes else {
                    let conflicts = (try? PaletteRepair.variant(of: palette, at: level))?.conflicts.map { $0.map(\.pairName) } ?? []
                    throw .levelNotDerivable(id: palette.id.rawValue, level: level, conflicts: conflicts)
                }
                own.append(repair.result)
            }
            variants[palette.id] = own
        }
        self.levels = levels
        self.variants = variants
    }

    /// The variant of `palette` (one of those exported) at `level`.
    func variant(of palette: Palette, at level: String) -> Palette {
        variants[palette.id]![levels.firstIndex(of: level)!]
    }

    /// No levels: what a format that carries none, or a schema without levels, is given.
    static let none = ContrastVariants()

    private init() {
        levels = []
        variants = [:]
    }

    /// The level iOS, macOS and CSS switch to when the user asks for more contrast: `high`, else
    /// the schema's first level.
    var increased: String? { levels.contains("high") ? "high" : levels.first }
}
