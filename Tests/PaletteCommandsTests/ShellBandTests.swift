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
        #expect(refused.1.contains("destructive band OKLCH lightness 0.35–0.8, chroma ≥ 0.06"), "\(refused.1)")
        #expect(shell.fileSystem.files[shell.paths.paletteFile] == nil)
        let back = shell.run("set destructive #A70F07")
        #expect(back.contains("39/39 filled · 0 failing · ready to save") && !back.contains(" band "), "\(back)")
        #expect(shell.run("save").contains("saved "))
    }
}
