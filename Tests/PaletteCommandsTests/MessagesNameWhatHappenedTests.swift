import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// Messages say what happened and name what the user typed.
@Suite struct MessagesNameWhatHappenedTests {
    @Test func undoOfATwinSaysSo() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("twin craftDark")
        #expect(shell.run("undo").hasPrefix("undone: twin craftDark → none\n"), "\(shell.run("redo"))")
        #expect(shell.run("redo").hasPrefix("redone: twin none → craftDark\n"))
        shell.run("level high", "set accent #0A3D8F")
        #expect(shell.run("undo").hasPrefix("undone: accent at high #0A3D8F → unpinned\n"))
    }

    @Test func aTwinAPaletteFileNamesIsBlamedOnThatFile() throws {
        var nord = try PaletteFile.decode(RepositoryFiles.text("Palettes/nord.json"), requireComplete: true)
        nord.twin = PaletteID("gruvbox")
        let harness = CommandHarness(files: ["nord.json": PaletteFile.encode(nord), "gruvbox.json": try RepositoryFiles.text("Palettes/gruvbox.json")])
        let run = harness.run(["export", "xcassets", "nord.json", "gruvbox.json", "--out", "out"])
        #expect(run.errors == "palette-repl: cannot export: nord names 'gruvbox' as its twin, but both grounds are dark; a twin is the same design in the other kind: change nord's \"twin\" ('twin ID' in the shell)\n",
                "\(run.errors)")
    }

    @Test func aMissingColourNamesTheWordTyped() {
        var shell = ShellHarness()
        let (_, text) = shell.outcome("set bar=plate")
        #expect(text == "error: set: missing COLOR after 'bar=plate'; usage: set ROLE COLOR\n", "\(text)")
    }

    /// At a level, `show` shows the level: the pin just set, marked, not the standard colour.
    @Test func showAtALevelShowsThePinMarked() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("level high", "set ink #000000")
        let shown = shell.run("show ink")
        #expect(shown.contains("ink  ") && shown.contains("#000000") && shown.contains("pinned at high"), "\(shown)")
        #expect(shown.hasPrefix("at high: "), "\(shown)")
    }

    /// A kind with a bad threshold does not hide its rules' problems: all three are reported.
    @Test func everyProblemOfASchemaIsReported() throws {
        let schema = """
            {"format": "palette-repl-schema/1", "name": "three", "groups": ["all"], "ground": "ground",
             "roles": [{"name": "ground", "group": "all", "description": "g", "opaque": true}, {"name": "text", "group": "all", "description": "t"}],
             "ruleKinds": [{"name": "body", "measure": "contrast", "threshold": 40, "palettes": "all"}],
             "rules": {"body": ["text/ground", "txet/ground"]}, "ids": ["bad id"]}
            """
        let harness = CommandHarness(files: ["schema.json": schema])
        let run = harness.run(["schema", "check", "schema.json"])
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == 3, "\(run.errors)")
        #expect(run.errors.contains("rules.body[1]: unknown role 'txet'"), "\(run.errors)")
    }
}
