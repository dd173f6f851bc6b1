import PaletteCore

/// A light twin exported with its dark twin follows the colour scheme, as an asset catalog's
/// colour follows the system's appearance: `[data-palette="craftLight"]` shows craftDark's values
/// inside `@media (prefers-color-scheme: dark)` (Media Queries Level 5), and under
/// `[data-appearance="dark"]` whatever the system says. As with `data-contrast`, an app's own
/// `data-appearance` wins over the system's setting either way (`light` keeps the light twin), and
/// the dark twin's own `data-palette` stays dark. Each block has one attribute selector more than
/// the light block it overrides (specificity 0,2,0 over 0,1,0, and 0,3,0 over a level's 0,2,0),
/// and every contrast level follows inside the dark appearance too.
extension CSSExporter {
    static func appearanceBlocks(for twins: TwinPairing, levels: ContrastVariants) -> [String] {
        let pairs = twins.pairs
        guard !pairs.isEmpty else { return [] }
        let lightOf = Dictionary(uniqueKeysWithValues: pairs.map { ($0.dark.id, $0.light) })
        let light = { (dark: Palette) in "[data-palette=\"\(lightOf[dark.id]!.id)\"]" }
        var lines = ["", "/* Dark twins: a light twin's data-palette shows its dark twin under data-appearance=\"dark\", and in the system's dark colour scheme unless data-appearance says otherwise. */"]
        lines += paletteBlocks(for: pairs.map(\.dark), levels: levels) { dark, _ in [light(dark) + "[data-appearance=\"dark\"]"] }
        lines += paletteBlocks(for: pairs.map(\.dark), levels: levels, condition: "(prefers-color-scheme: dark)") { dark, _ in
            [light(dark) + ":not([data-appearance])"]
        }
        return lines
    }
}
