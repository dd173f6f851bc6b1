import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
@testable import PaletteCommands

/// The preview draws each palette's signals as each vision sees them: a row per simulation, each
/// swatch the simulated colour, labelled with its role.
@Suite struct VisionRowsTests {
    @Test func eachVisionDrawsTheSignalsAsItSeesThem() throws {
        let schema = try SchemaFile.decode("""
        {"format": "palette-repl-schema/1", "name": "signals", "groups": ["surfaces", "signals"], "ground": "paper",
         "roles": [{"name": "paper", "group": "surfaces", "description": "ground", "opaque": true},
                   {"name": "destructive", "group": "signals", "description": "d"}, {"name": "success", "group": "signals", "description": "s"},
                   {"name": "warning", "group": "signals", "description": "w"}],
         "ruleKinds": [{"name": "signal", "measure": "distinct", "threshold": 9, "palettes": "all"}],
         "rules": {"signal": ["success/destructive", "warning/destructive", "success/warning"]}}
        """)
        var palette = Palette(id: PaletteID("draft")!, schema: schema)
        palette["paper"] = try ColourParser.parse("#F6F1E7")
        palette["success"] = try ColourParser.parse("#3B6E2A")
        palette["warning"] = try ColourParser.parse("#8F5B00")
        palette["destructive"] = try ColourParser.parse("#A8321E")
        #expect(VisionRows.roles(schema) == ["destructive", "success", "warning"])
        #expect(VisionRows.roles(.stream) == ["destructive", "success", "warning"])
        let html = SwatchPreviewPage.html(for: [palette], reloadSeconds: nil)
        #expect(html.contains("<div class=\"vision\"><span class=\"name\">normal vision</span><i style=\"background: #A8321E\" title=\"destructive #A8321E\"></i>"))
        for deficiency in ColourVisionDeficiency.allCases {
            for role in ["destructive", "success", "warning"] as [RoleName] {
                let seen = deficiency.simulated(palette[role]!)
                #expect(html.contains("<i style=\"background: \(seen.hex)\" title=\"\(role) as \(deficiency.rawValue) sees it \(seen.hex)\"></i>"), "\(role) \(deficiency)")
            }
        }
    }

    @Test func aSchemaWithoutSuchRulesDrawsNoRows() throws {
        let schema = try SchemaFile.decode("""
        {"format": "palette-repl-schema/1", "name": "mini", "groups": ["surfaces"], "ground": "paper",
         "roles": [{"name": "paper", "group": "surfaces", "description": "ground", "opaque": true},
                   {"name": "card", "group": "surfaces", "description": "card"}],
         "ruleKinds": [{"name": "ladder", "measure": "contrast", "threshold": 1.05, "palettes": "all"}],
         "rules": {"ladder": ["card/paper"]}}
        """)
        #expect(VisionRows.roles(schema).isEmpty)
        #expect(VisionRows.html(Palette(id: PaletteID("mini")!, schema: schema)) == "")
    }
}
