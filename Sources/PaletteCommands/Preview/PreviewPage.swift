import PaletteKit

/// A self-contained HTML page (no network, no scripts) that shows palettes as a person would
/// judge them: the ground with a bar, a card holding title, body, secondary text, a capsule, a
/// badge and the accent button, a sheet with its grabber, the capture stage with scrim, slot
/// glow, shutter and recording dot, and every rule with its measured value.
///
/// The mock-up draws the stream schema's roles; palettes of a schema without them get the
/// swatch page instead (`SwatchPreviewPage`). A draft's unset roles (and the derived tokens
/// that need them) are drawn in `unsetColour` and listed under its rules.
package enum PreviewPage {
    /// The roles the mock-up draws.
    static let depictedRoles = Set(Schema.stream.roleNames)
    /// Magenta: the colour renderers use for a missing texture, which no palette role takes.
    package static let unsetColour = "#FF00FF"

    /// `reloadSeconds`: the page reloads itself that often (a `<meta http-equiv="refresh">`, no
    /// script), for the shell's live preview, which rewrites the file on every change.
    package static func html(for palettes: [Palette], reloadSeconds: Int? = nil) -> String {
        guard palettes.allSatisfy({ depictedRoles.isSubset(of: $0.schema.roleNames) }) else {
            return SwatchPreviewPage.html(for: palettes, reloadSeconds: reloadSeconds)
        }
        let L = PreviewLayout.self
        return document(palettes, reloadSeconds: reloadSeconds, styles: """
        .ground { position: relative; height: \(L.groundHeight)px; background: var(--paper); overflow: hidden; }
        .bar { position: absolute; top: 0; left: 0; right: 0; height: 44px; background: var(--bar); }
        .bar .glyph { position: absolute; top: 12px; width: 20px; height: 20px; border-radius: 4px; }
        .plate { position: absolute; top: 60px; left: 20px; width: 318px; height: 168px; background: var(--plate); border: 1px solid var(--hairline); border-radius: 0; }
        .plate h3 { position: absolute; top: 10px; left: 16px; margin: 0; font-size: 20px; color: var(--ink); }
        .plate .body { position: absolute; top: 42px; left: 16px; margin: 0; color: var(--body); }
        .plate .secondary { position: absolute; top: 64px; left: 16px; margin: 0; font-size: 12px; color: var(--secondary); }
        .plate .capsule { position: absolute; top: 88px; left: 16px; padding: 2px 10px; background: var(--capsule); color: var(--capsuleInk); border-radius: 10px; font-size: 12px; }
        .plate .badge { position: absolute; top: 88px; left: 120px; padding: 2px 8px; background: var(--badge); color: var(--badgeInk); border-radius: 10px; font-size: 12px; }
        .plate .highlight { position: absolute; top: 88px; left: 170px; color: var(--body); background: var(--highlight); }
        .plate .button { position: absolute; top: 120px; left: 20px; width: 120px; height: 36px; background: var(--accent); color: var(--inkOnAccent); line-height: 36px; text-align: center; border-radius: 0; }
        .plate .button span { display: inline-block; margin-left: 24px; }
        .plate .toggle { position: absolute; top: 126px; left: 160px; width: 44px; height: 24px; background: var(--toggleOn); border-radius: 12px; }
        .plate .link { position: absolute; top: 130px; left: 220px; color: var(--link); text-decoration: underline; }
        .sheet { position: absolute; top: 245px; left: 20px; width: 320px; height: 55px; background: var(--sheet); }
        .sheet .grabber { position: absolute; top: 6px; left: 142px; width: 36px; height: 5px; background: var(--grabber); border-radius: 3px; }
        .sheet .field { position: absolute; top: 18px; left: 16px; width: 200px; height: 28px; background: var(--field); color: var(--faint); line-height: 28px; padding-left: 8px; }
        .stage { position: relative; height: \(L.stageHeight)px; background: var(--stage); overflow: hidden; }
        .stage .scrim { position: absolute; top: 16px; right: 16px; width: 150px; height: 90px; background: var(--paper); }
        .stage .scrim div { position: absolute; inset: 0; background: var(--stageScrim); color: var(--inkOnStage); padding: 8px; }
        .stage .caption { position: absolute; top: 16px; left: 40px; color: var(--inkOnStage); }
        .stage .slot { position: absolute; top: 48px; left: 40px; width: 60px; height: 44px; border: 2px solid var(--slotGlow); }
        .stage .shutter { position: absolute; top: 112px; left: 150px; width: 36px; height: 36px; border-radius: 18px; background: var(--shutter); }
        .stage .recording { position: absolute; top: 124px; left: 200px; width: 12px; height: 12px; border-radius: 6px; background: var(--recording); }
        .stage .line { position: absolute; top: 104px; left: 40px; right: 16px; height: 1px; background: var(--stageHairline); }
        table { border-collapse: collapse; margin-top: 12px; width: \(L.columnWidth)px; font-size: 12px; }
        td, th { border-bottom: 1px solid #DDDDDD; padding: 2px 4px; text-align: left; }
        td.fail { color: #B00020; font-weight: bold; }
        \(unsetStyle)
        """, columns: palettes.enumerated().map { column(for: $1, index: $0) }.joined(separator: "\n"))
    }

    /// The page around the columns: each palette's custom properties, the layout every preview
    /// shares, then `styles` of its own.
    static func document(_ palettes: [Palette], reloadSeconds: Int?, styles: String, columns: String) -> String {
        let L = PreviewLayout.self
        let reload = reloadSeconds.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">\n" } ?? ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(reload)<title>palette-repl preview: \(palettes.map(\.id.rawValue).joined(separator: ", "))</title>
        <style>
        \(paletteVariables(palettes))
        html, body { margin: 0; padding: 0; background: #FFFFFF; font: 14px/1.35 -apple-system, "Helvetica Neue", Arial, sans-serif; }
        .page { position: relative; width: \(L.pageWidth(columns: palettes.count))px; }
        .column { position: absolute; top: \(L.margin)px; width: \(L.columnWidth)px; }
        .column h2 { height: \(L.headerHeight)px; margin: 0; font-size: 18px; line-height: \(L.headerHeight)px; color: #000000; }
        \(styles)
        </style>
        </head>
        <body>
        <div class="page">
        \(columns)
        </div>
        </body>
        </html>

        """
    }

    /// A column's key: the palette id, and for a contrast level's variant the level (`nord-high`),
    /// so a palette and its variants stand side by side.
    static func columnKey(_ palette: Palette) -> String {
        palette.schema.level == ContrastLevel.standard ? palette.id.rawValue : "\(palette.id)-\(palette.schema.level)"
    }

    static func columnTitle(_ palette: Palette) -> String {
        palette.schema.level == ContrastLevel.standard ? palette.id.rawValue : "\(palette.id) · \(palette.schema.level) contrast"
    }

    /// Each palette's roles and derived tokens as custom properties on its column.
    static func paletteVariables(_ palettes: [Palette]) -> String {
        palettes.map { palette in
            let roles = palette.schema.roleNames.map { "--\($0): \(palette[$0]?.hex ?? unsetColour);" }
            let derived = palette.schema.derivedTokens.map { "--\($0.name): \(palette.colour(of: $0.name)?.hex ?? unsetColour);" }
            return "[data-palette=\"\(columnKey(palette))\"] { " + (roles + derived).joined(separator: " ") + " }"
        }.joined(separator: "\n")
    }

    /// Every rule of the palette as a table row: pair, kind, measured value, threshold, status.
    static func ruleRows(_ palette: Palette) -> String {
        RuleEvaluator.evaluateAll(palette).map { result -> String in
            let value = result.value.map { DecimalText.fixed($0, result.rule.kind.measure == .contrastRatio ? 2 : 3) } ?? "—"
            let status = result.status == .notApplicable ? "n/a" : result.status.rawValue
            return "<tr><td>\(result.rule.pairName)</td><td>\(result.rule.kind.name)</td><td>\(value)</td><td>\(DecimalText.shortest(result.rule.threshold))</td><td class=\"\(result.status.rawValue)\">\(status)</td></tr>"
        }.joined(separator: "\n")
    }

    static let unsetStyle = ".unset { margin: 8px 0; font-size: 12px; color: #000000; } .unset b { color: \(unsetColour); }"

    /// For a draft: which roles are unset, and how the page draws them.
    static func unsetNote(_ palette: Palette) -> String {
        let missing = palette.missingRoles
        guard !missing.isEmpty else { return "" }
        return "<p class=\"unset\"><b>\(missing.count) of \(palette.schema.roles.count) roles unset</b>, drawn in \(unsetColour): "
            + missing.joined(separator: ", ") + "</p>"
    }

    private static func column(for palette: Palette, index: Int) -> String {
        let rows = ruleRows(palette)
        return """
        <section class="column" data-palette="\(columnKey(palette))" style="left: \(PreviewLayout.columnX(index))px">
        <h2>\(columnTitle(palette))</h2>
        <div class="ground">
          <div class="bar"><div class="glyph" style="left: 16px; background: var(--marker)"></div><div class="glyph" style="left: 48px; background: var(--markerActive)"></div><div class="glyph" style="left: 80px; width: 8px; height: 8px; top: 18px; border-radius: 4px; background: var(--unreadDot)"></div></div>
          <div class="plate">
            <h3>Title 42</h3>
            <p class="body">Body text reads here.</p>
            <p class="secondary">Secondary caption · 2 min ago</p>
            <span class="capsule">Capsule</span><span class="badge">3</span><span class="highlight">highlighted</span>
            <div class="button"><span>Send</span></div><div class="toggle"></div><span class="link">Link</span>
          </div>
          <div class="sheet"><div class="grabber"></div><div class="field">Placeholder</div></div>
        </div>
        <div class="stage">
          <div class="caption">Stage</div><div class="slot"></div><div class="line"></div>
          <div class="shutter"></div><div class="recording"></div>
          <div class="scrim"><div>Behind the stage</div></div>
        </div>
        <table>
        <tr><th>rule</th><th>kind</th><th>value</th><th>min</th><th>status</th></tr>
        \(rows)
        </table>
        \(unsetNote(palette))
        </section>
        """
    }
}
