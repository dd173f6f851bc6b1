import PaletteCore

/// Tailwind CSS v4 (https://tailwindcss.com/docs/theme): each palette a plain
/// `[data-palette="ID"]` block of custom properties (the first palette also on `:root`), and one
/// top-level `@theme inline` block mapping `--color-ROLE: var(--ROLE)`, so `bg-paper` and
/// `text-ink` follow whichever palette is active. (`inline` matters: a plain `@theme` with `var()`
/// resolves once at the root, and per-palette overrides would stop working.) `@custom-variant dark`
/// matches inside the export's dark palettes, the schema's dark twins among them, and on a page
/// with no `data-palette` when the first palette (the one `:root` carries) is dark, so `dark:`
/// utilities follow the palette rather than the system
/// (https://tailwindcss.com/docs/dark-mode#using-a-data-attribute). The contrast levels' variants
/// are `export css`'s blocks under the same selectors: `data-contrast="high"`, and
/// `@media (prefers-contrast: more)` where no `data-contrast` is set.
enum TailwindExporter {
    static func stylesheet(for palettes: [Palette], levels: ContrastVariants = .none) -> String {
        let tokens = TwinPairing.tokens(of: palettes[0].schema)
        // No `@import "tailwindcss"`: the app's stylesheet imports Tailwind once, then this file.
        var lines = [CSSExporter.header]
        let attribute = { (palette: Palette) in "[data-palette=\"\(palette.id)\"]" }
        var dark = palettes.filter { $0.isLight == false }.map(attribute).flatMap { [$0, $0 + " *"] }
        if palettes[0].isLight == false {
            // A page with no `data-palette` shows the first palette; inside it, a light palette's
            // element and what it holds are not dark.
            let light = palettes.filter { $0.isLight == true }.map(attribute).flatMap { [$0, $0 + " *"] }
            let inside = ":root:not([data-palette]) *" + (light.isEmpty ? "" : ":not(:where(\(light.joined(separator: ", "))))")
            dark.insert(contentsOf: [":root:not([data-palette])", inside], at: 0)
        }
        if !dark.isEmpty {
            lines.append("")
            lines.append("@custom-variant dark (&:where(\(dark.joined(separator: ", "))));")
        }
        lines += CSSExporter.paletteBlocks(for: palettes, levels: levels) { palette, index in
            (index == 0 ? [":root"] : []) + ["[data-palette=\"\(palette.id)\"]"]
        }
        lines += ["", "@theme inline {"]
        lines += tokens.map { "  --color-\($0): var(--\($0));" }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
