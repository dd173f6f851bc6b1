import PaletteKit

/// The preview for a schema the mock-up page does not depict: per palette, every contrast rule
/// drawn as its foreground on its background (so a person judges the pair, not a number), each
/// role's swatch by group, and every rule with its measured value. Self-contained, no scripts.
enum SwatchPreviewPage {
    static func html(for palettes: [Palette], reloadSeconds: Int?, notice: String? = nil) -> String {
        PreviewPage.document(palettes, reloadSeconds: reloadSeconds, notice: notice, styles: """
        .ground { padding: 8px; }
        .pair { margin: 4px 0; padding: 6px 8px; border-radius: 4px; }
        table { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 12px; color: #000000; }
        td, th { text-align: left; padding: 2px 4px; border-bottom: 1px solid #DDDDDD; }
        .chip { display: inline-block; width: 28px; height: 14px; border: 1px solid #00000033; vertical-align: middle; }
        .fail { color: #B00020; font-weight: bold; }
        \(PreviewPage.unsetStyle)
        \(VisionRows.style)
        """, columns: palettes.enumerated().map { column(for: $1, index: $0) }.joined(separator: "\n"))
    }

    private static func column(for palette: Palette, index: Int) -> String {
        let schema = palette.schema
        let pairs = schema.rules.filter { $0.kind.measure.alongTheLine == .wcagLuminance }.map { rule in
            "<div class=\"pair\" style=\"background: var(--\(rule.background)); color: var(--\(rule.foreground))\">\(rule.foreground) on \(rule.background)</div>"
        }.joined(separator: "\n")
        let swatches = schema.groups.flatMap { group in
            ["<tr><th colspan=\"3\">\(group)</th></tr>"] + schema.roles(in: group).map { role in
                "<tr><td><span class=\"chip\" style=\"background: var(--\(role.name))\"></span></td><td>\(role.name)</td><td>\(palette[role.name]?.hex ?? "unset")</td></tr>"
            }
        }.joined(separator: "\n")
        let rules = PreviewPage.ruleRows(palette)
        return """
        <section class="column" data-palette="\(PreviewPage.columnKey(palette))" style="left: \(PreviewLayout.columnX(index))px">
        <h2>\(PreviewPage.columnTitle(palette))</h2>
        <div class="ground" style="background: var(--\(schema.ground))">
        \(pairs)
        </div>
        \(VisionRows.html(palette))
        <table>
        \(swatches)
        </table>
        <table>
        <tr><th>rule</th><th>kind</th><th>value</th><th>min</th><th>status</th></tr>
        \(rules)
        </table>
        \(PreviewPage.unsetNote(palette))
        </section>
        """
    }
}
