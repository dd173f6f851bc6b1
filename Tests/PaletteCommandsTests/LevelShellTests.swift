import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// The shell at a contrast level: `level NAME`, pins, save and replay.
@Suite struct LevelShellTests {
    static func shellWithNord() throws -> ShellHarness {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        return shell
    }

    /// At a level the rules a role shows are the derived variant's, as the progress line's and
    /// `check --level`'s are: they showed the pins alone ("fail" beside "0 failing").
    @Test func theRulesAtALevelAreTheVariantsRules() throws {
        var shell = try Self.shellWithNord()
        shell.run("level high")
        let variant = try PaletteRepair.variant(of: shell.session.palette, at: "high")
        #expect(variant.passes)
        for role in shell.session.palette.schema.roleNames {
            let text = shell.run("rules \(role)")
            #expect(!text.contains("  fail "), "\(role): \(text)")
        }
    }

    @Test func setAtALevelPinsARoleAndUnsetUnpinsIt() throws {
        var shell = try Self.shellWithNord()
        let standardAccent = shell.session.palette["accent"]
        let output = shell.run("level high", "set accent #0A3D8F")
        #expect(output.hasPrefix("level high: set pins a role of the high variant"), "\(output)")
        #expect(shell.session.level == "high")
        #expect(shell.session.palette["accent"] == standardAccent)
        #expect(shell.session.palette.pins["high"]?["accent"]?.hex == "#0A3D8F")
        #expect(shell.journal.hasSuffix("level high\nset accent #0A3D8F\n"))
        let unset = shell.run("unset accent")
        #expect(unset.hasPrefix("accent unpinned at high"), "\(unset)")
        #expect(shell.session.palette.pins.isEmpty)
        shell.run("undo")
        #expect(shell.session.palette.pins["high"]?["accent"]?.hex == "#0A3D8F")
        let (outcome, refused) = shell.outcome("unset ink")
        guard case .rejected = outcome else { Issue.record("\(outcome)"); return }
        #expect(refused.hasPrefix("error: ink is not pinned at high"), "\(refused)")
        #expect(shell.outcome("level hihg").1.hasPrefix("error: unknown level 'hihg' (did you mean 'high'?); the schema's levels: standard, high"))
    }

    @Test func rulesAndSuggestMeasureAtTheLevelAndCheckShowsTheVariant() throws {
        var shell = try Self.shellWithNord()
        let standard = shell.run("rules inkOnAccent")
        #expect(standard.contains("≥ 3.5"), "\(standard)")
        shell.run("level high")
        #expect(shell.run("rules inkOnAccent").contains("7"), "rules measure at 7")
        let check = shell.run("check")
        #expect(check.contains("the high variant derives"), "\(check)")
        // One story at a level: fix shows what the variant derives to and says there is nothing
        // to apply; apply agrees; the level's tally and the progress line are the derived
        // variant's, not the pins beside the standard colours.
        let fixed = shell.run("fix")
        #expect(fixed.contains("the high variant derives so whenever it is needed; there is nothing to apply"), "\(fixed)")
        #expect(!fixed.contains("'apply' takes this plan"), "\(fixed)")
        #expect(shell.run("apply").hasPrefix("error: the high variant is derived whenever it is needed"))
        let level = shell.run("level standard", "level high")
        #expect(level.hasSuffix("level high: set pins a role of the high variant; the other roles are derived ('check' shows the variant)\n61 rules: 58 pass, 0 fail, 0 pending, 3 not applicable\n"), "\(level)")
        #expect(check.contains("· at high: derives, 0 failing · ready to save"), "\(check)")
    }

    @Test func saveWritesPinsOnlyWhenTheirLevelDerivesAndReplayRebuildsTheFile() throws {
        var shell = try Self.shellWithNord()
        shell.run("save", "level high", "set inkOnAccent #FFFFFF", "set accent #F4F1EA")
        let (outcome, output) = shell.outcome("save")
        guard case .rejected = outcome else { Issue.record("saved: \(output)"); return }
        #expect(output.hasPrefix("error: the high variant cannot be derived with its pins: "), "\(output)")
        shell.run("set accent #0A3D8F")
        let saved = shell.run("save")
        #expect(saved.hasPrefix("saved "), "\(saved)")
        let file = try #require(shell.fileSystem.files[shell.paths.paletteFile])
        #expect(file.contains("\"levels\": {\n    \"high\": {\n      \"inkOnAccent\": \"#FFFFFF\",\n      \"accent\": \"#0A3D8F\""), "\(file)")
        // The journal replays to the same file, byte for byte.
        let replayFiles = MemoryFileSystem()
        let overlay = OverlayFileSystem(base: replayFiles)
        let result = SessionReplay.run("new nord\n" + shell.journal, directory: "work", fileSystem: overlay, transcript: nil)
        #expect(result.failure == nil, "\(String(describing: result.failure))")
        #expect(overlay.staged[shell.paths.paletteFile] == file)
    }
}
