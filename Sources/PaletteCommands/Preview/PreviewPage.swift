import PaletteKit

/// A self-contained HTML page (no network, no scripts) that shows palettes as a person would
/// judge them: the ground with a bar, a card holding title, body, secondary text, a capsule, a
/// badge and the accent button, a sheet with its grabber, the capture stage with scrim, slot
/// glow, shutter and recording dot; then the states: a list with a pressed, a selected and a
/// highlighted row over a sunken well, a menu on a raised surface, a control, a pressed button,
/// send, a focused field and the three signals. Every drawn element names its role and hex on
/// hover (`title`), and every rule with its measured value follows, in a table that folds.
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
    /// `notice`: a line above the columns (the live preview's "the session ended").
    package static func html(for palettes: [Palette], reloadSeconds: Int? = nil, notice: String? = nil) -> String {
        guard palettes.allSatisfy({ depictedRoles.isSubset(of: $0.schema.roleNames) }) else {
            return SwatchPreviewPage.html(for: palettes, reloadSeconds: reloadSeconds, notice: notice)
        }
        let L = PreviewLayout.self
        return document(palettes, reloadSeconds: reloadSeconds, notice: notice, styles: """
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
        .states { position: relative; height: \(L.statesHeight)px; background: var(--paper); overflow: hidden; }
        .states .list { position: absolute; top: 12px; left: 20px; width: 200px; height: 140px; background: var(--plate); }
        .states .row { position: absolute; left: 0; width: 200px; height: 26px; line-height: 26px; padding-left: 10px; box-sizing: border-box; color: var(--ink); }
        .states .pressed { top: 26px; background: var(--pressedPlate); }
        .states .selected { top: 52px; background: var(--selectionFill); }
        .states .highlighted { top: 78px; background: var(--highlightPlate); }
        .states .well { position: absolute; top: 108px; left: 10px; width: 180px; height: 24px; line-height: 24px; padding-left: 8px; box-sizing: border-box; background: var(--sunken); color: var(--secondary); font-size: 12px; }
        .states .menu { position: absolute; top: 12px; left: 236px; width: 104px; height: 80px; background: var(--raised); color: var(--ink); }
        .states .menu .item { position: absolute; left: 10px; }
        .states .menu .separator { position: absolute; top: 40px; left: 0; right: 0; height: 1px; background: var(--hairline); }
        .states .control { position: absolute; top: 164px; left: 20px; width: 80px; height: 28px; line-height: 28px; text-align: center; background: var(--controlFill); color: var(--ink); border-radius: 14px; }
        .states .pressedButton { position: absolute; top: 164px; left: 110px; width: 90px; height: 28px; line-height: 28px; text-align: center; background: var(--accentPressed); color: var(--inkOnAccent); }
        .states .send { position: absolute; top: 164px; left: 210px; width: 28px; height: 28px; border-radius: 14px; background: var(--send); }
        .states .focused { position: absolute; top: 166px; left: 252px; width: 86px; height: 24px; background: var(--field); outline: 2px solid var(--focusRing); color: var(--faint); font-size: 12px; line-height: 24px; padding-left: 6px; box-sizing: border-box; }
        .states .signal { position: absolute; top: 206px; color: var(--body); font-size: 12px; line-height: 16px; padding-left: 18px; }
        .states .signal i { position: absolute; left: 0; top: 2px; width: 12px; height: 12px; border-radius: 6px; }
        details { margin-top: 12px; width: \(L.columnWidth)px; }
        summary { font-size: 12px; cursor: pointer; }
        table { border-collapse: collapse; margin-top: 4px; width: \(L.columnWidth)px; font-size: 12px; }
        td, th { border-bottom: 1px solid #DDDDDD; padding: 2px 4px; text-align: left; }
        td.fail { color: #B00020; font-weight: bold; }
        \(unsetStyle)
        \(VisionRows.style)
        """, columns: palettes.enumerated().map { column(for: $1, index: $0) }.joined(separator: "\n"))
    }

    /// The page around the columns: each palette's custom properties, the layout every preview
    /// shares, then `styles` of its own.
    static func document(_ palettes: [Palette], reloadSeconds: Int?, notice: String? = nil, styles: String, columns: String) -> String {
        let L = PreviewLayout.self
        let reload = reloadSeconds.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">\n" } ?? ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(reload)<title>palette-repl preview: \(palettes.map(columnTitle).joined(separator: ", "))</title>
        <style>
        \(paletteVariables(palettes))
        html, body { margin: 0; padding: 0; background: #FFFFFF; font: 14px/1.35 -apple-system, "Helvetica Neue", Arial, sans-serif; }
        .page { position: relative; width: \(L.pageWidth(columns: palettes.count))px; }
        .column { position: absolute; top: \(L.margin)px; width: \(L.columnWidth)px; }
        .column h2 { height: \(L.headerHeight)px; margin: 0; font-size: 18px; line-height: \(L.headerHeight)px; color: #000000; }
        .notice { position: absolute; top: 2px; left: \(L.margin)px; margin: 0; font-size: 12px; line-height: 16px; color: #B00020; }
        \(styles)
        </style>
        </head>
        <body>
        <div class="page">
        \(notice.map { "<p class=\"notice\">\(escaped($0))</p>\n" } ?? "")\(columns)
        </div>
        </body>
        </html>

        """
    }

    /// A column's key: the palette id, and for a contrast level's variant the level (`nord-high`),
    /// so a palette and its variants stand side by side.
    static func columnKey(_ palette: Palette) -> String {
        palette.schema.level == LevelName.standard ? palette.id.rawValue : "\(palette.id)-\(palette.schema.level)"
    }

    /// A column's heading, and its name in the page's title: the id, and for a variant its level
    /// (`nord · high contrast`), so no two columns read alike.
    static func columnTitle(_ palette: Palette) -> String {
        palette.schema.level == LevelName.standard ? palette.id.rawValue : "\(palette.id) · \(palette.schema.level) contrast"
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
            let value = result.value.map { result.rule.kind.measure.format($0) } ?? "—"
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
            + missing.map(\.rawValue).joined(separator: ", ") + "</p>"
    }

    /// Text as HTML shows it: `&`, `<` and `>` escaped (a path in a notice may hold them).
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    /// ` title="paper #2E3440"`: what a person hovering over an element learns of it.
    static func label(_ token: String, in palette: Palette) -> String {
        " title=\"\(token) \(palette.colour(of: token)?.hex ?? "unset")\""
    }

    private static func column(for palette: Palette, index: Int) -> String {
        let results = RuleEvaluator.evaluateAll(palette)
        let failing = results.filter { $0.status == .fail }.count
        func t(_ token: String) -> String { label(token, in: palette) }
        return """
        <section class="column" data-palette="\(columnKey(palette))" style="left: \(PreviewLayout.columnX(index))px">
        <h2>\(columnTitle(palette))</h2>
        <div class="ground"\(t("paper"))>
          <div class="bar"\(t("bar"))><div class="glyph" style="left: 16px; background: var(--marker)"\(t("marker"))></div><div class="glyph" style="left: 48px; background: var(--markerActive)"\(t("markerActive"))></div><div class="glyph" style="left: 80px; width: 8px; height: 8px; top: 18px; border-radius: 4px; background: var(--unreadDot)"\(t("unreadDot"))></div></div>
          <div class="plate"\(t("plate"))>
            <h3\(t("ink"))>Title 42</h3>
            <p class="body"\(t("body"))>Body text reads here.</p>
            <p class="secondary"\(t("secondary"))>Secondary caption · 2 min ago</p>
            <span class="capsule"\(t("capsule"))><span\(t("capsuleInk"))>Capsule</span></span><span class="badge"\(t("badge"))><span\(t("badgeInk"))>3</span></span><span class="highlight"\(t("highlight"))>highlighted</span>
            <div class="button"\(t("accent"))><span\(t("inkOnAccent"))>Send</span></div><div class="toggle"\(t("toggleOn"))></div><span class="link"\(t("link"))>Link</span>
          </div>
          <div class="sheet"\(t("sheet"))><div class="grabber"\(t("grabber"))></div><div class="field"\(t("field"))><span\(t("faint"))>Placeholder</span></div></div>
        </div>
        <div class="stage"\(t("stage"))>
          <div class="caption"\(t("inkOnStage"))>Stage</div><div class="slot"\(t("slotGlow"))></div><div class="line"\(t("stageHairline"))></div>
          <div class="shutter"\(t("shutter"))></div><div class="recording"\(t("recording"))></div>
          <div class="scrim"><div\(t("stageScrim"))>Behind the stage</div></div>
        </div>
        <div class="states"\(t("paper"))>
          <div class="list"\(t("plate"))>
            <div class="row"\(t("ink"))>A row</div>
            <div class="row pressed"\(t("pressedPlate"))>A pressed row</div>
            <div class="row selected"\(t("selectionFill"))>A selected row</div>
            <div class="row highlighted"\(t("highlightPlate"))>A highlighted row</div>
            <div class="well"\(t("sunken"))>Search in a well</div>
          </div>
          <div class="menu"\(t("raised"))><span class="item" style="top: 10px">Copy</span><div class="separator"\(t("hairline"))></div><span class="item" style="top: 50px">Delete</span></div>
          <div class="control"\(t("controlFill"))>Control</div>
          <div class="pressedButton"\(t("accentPressed"))>Pressed</div>
          <div class="send"\(t("send"))></div>
          <div class="focused"\(t("focusRing"))>Focused</div>
          <span class="signal" style="left: 20px"><i style="background: var(--destructive)"\(t("destructive"))></i>Not sent</span>
          <span class="signal" style="left: 130px"><i style="background: var(--warning)"\(t("warning"))></i>Low storage</span>
          <span class="signal" style="left: 240px"><i style="background: var(--success)"\(t("success"))></i>Saved</span>
        </div>
        \(VisionRows.html(palette))
        <details open>
        <summary>\(Plural.counted(results.count, "rule")), \(failing) failing</summary>
        <table>
        <tr><th>rule</th><th>kind</th><th>value</th><th>min</th><th>status</th></tr>
        \(ruleRows(palette))
        </table>
        </details>
        \(unsetNote(palette))
        </section>
        """
    }
}
