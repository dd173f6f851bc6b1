import Foundation
import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// The shell counts a role outside its band as `check` does: its fail line after `set` and in
/// `rules`, the status line's failing count, and `save` refusing without `--force`. craftLight
/// with destructive #4C0000 (OKLCH L 0.26, a red that reads as black) passes every rule, so only
/// the band decides (`CheckBandTests` holds that `check` fails it).
@Suite struct ShellBandTests {
    @Test func aRoleOutsideItsBandFailsInTheShellAsInCheck() throws {
        let palette = try PaletteFile.decode(try RepositoryFiles.text("Palettes/craftLight.json"))
        var shell = ShellHarness(id: "craftLight")
        for role in palette.filledRoles { shell.run("set \(role) \(palette[role]!.hex)") }
        let set = shell.run("set destructive #4C0000")
        #expect(set.contains("\n  fail    band      destructive #4C0000"), "\(set)")
        #expect(set.contains("39/39 filled · 1 failing · fix the failing rules to save"), "\(set)")
        #expect(shell.run("rules").contains("\n  fail    band      destructive #4C0000"))
        #expect(shell.run("rules destructive").contains("  fail    band      destructive #4C0000"))
        #expect(!shell.run("rules ink").contains(" band "))
        let refused = shell.outcome("save")
        #expect(refused.1.contains("not saved: 1 band failing: destructive band OKLCH lightness 0.35–0.8, chroma ≥ 0.06; fix them or 'save --force'"),
                "\(refused.1)")
        #expect(shell.fileSystem.files[shell.paths.paletteFile] == nil)
        let back = shell.run("set destructive #A70F07")
        #expect(back.contains("39/39 filled · 0 failing · ready to save") && !back.contains(" band "), "\(back)")
        #expect(shell.run("save").contains("saved "))
    }

    /// At a level its bands keep from deriving, the shell's `fix` names the band and offers the
    /// least turn of a status hue; the offered `set` pins it, and the level derives. The palette
    /// is craftDark with destructive #DC2626, turned light (`fix --invert`).
    @Test func fixAtALevelOffersTheTurn() throws {
        var dark = try PaletteFile.decode(try RepositoryFiles.text("Palettes/craftDark.json"))
        dark["destructive"] = try ColourParser.parse("#DC2626")
        let light = try PaletteRepair.repair(RepairRequest(palette: dark, inverts: true)).result
        var shell = ShellHarness(id: "readerLight")
        for role in light.filledRoles { shell.run("set \(role) \(light[role]!.hex)") }
        let refused = shell.run("level high", "fix")
        #expect(refused.contains(" band OKLCH lightness 0.35–0.8, chroma ≥ 0.06"), "\(refused)")
        let offer = try #require(refused.range(of: #"derives the high variant: 'set success #[0-9A-F]{6}' pins it"#, options: .regularExpression),
                                 "\(refused)")
        let set = String(refused[offer].dropFirst("derives the high variant: '".count).dropLast("' pins it".count))
        shell.run(set)
        #expect(shell.run("fix").contains("the high variant derives so whenever it is needed"))
    }
}
