import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// Reading: `exit` leaves as `quit` does, a bare hex gets its `#`, `undo` and `redo` say what they
/// changed, and a printed command carries the `--dir` it needs.
@Suite struct ShellReadingTests {
    @Test func exitLeavesAsQuitDoes() {
        var shell = ShellHarness(id: "dusk")
        shell.run("set paper #2E3440")
        let warned = shell.run("exit")
        #expect(warned.contains("unsaved"), "\(warned)")
        #expect(!shell.session.wantsToQuit)
        shell.run("exit")
        #expect(shell.session.wantsToQuit)
    }

    @Test func aBareHexIsAskedAboutWithItsHash() {
        var shell = ShellHarness(id: "dusk")
        let (_, text) = shell.outcome("set paper 1b1d2a")
        #expect(text == "error: set paper: unknown colour or name '1b1d2a' (did you mean '#1B1D2A'?); expected a colour, a role, a derived token or a swatch of a loaded source\n")
        #expect(ErrorText.message(for: ColourParseError(input: "1B1D2A", problem: .unknownForm)).hasPrefix("bad colour '1B1D2A': not a colour (did you mean '#1B1D2A'?); expected"))
    }

    @Test func undoAndRedoSayWhatTheyChanged() {
        var shell = ShellHarness(id: "dusk")
        shell.run("set paper #2E3440", "set paper #3B4252")
        #expect(shell.run("undo").hasPrefix("undone: paper #3B4252 → #2E3440\n"))
        #expect(shell.run("redo").hasPrefix("redone: paper #2E3440 → #3B4252\n"))
        shell.run("set ink #ECEFF4", "set accent #88C0D0", "draft")
        #expect(shell.run("undo").hasPrefix("undone: 36 roles (plate, sunken, raised, bar, …)\n"))
    }

    @Test func aPaletteThatExistsNamesTheCommandWithItsFolder() {
        #expect(ErrorText.message(for: .paletteExists(id: "dusk", path: "work/Palettes/dusk.json"))
                == "palette 'dusk' already exists at work/Palettes/dusk.json; use 'palette-repl open dusk --dir work' to edit it")
        #expect(ErrorText.message(for: .paletteExists(id: "dusk", path: "Palettes/dusk.json"))
                == "palette 'dusk' already exists at Palettes/dusk.json; use 'palette-repl open dusk' to edit it")
    }

    /// `next` asks for a background before what sits on it: inkOnAccent waits for accent.
    @Test func nextAsksForABackgroundBeforeWhatSitsOnIt() {
        var shell = ShellHarness(id: "dusk")
        for (role, value) in PassingPalette.values.prefix(13) { shell.run("set \(role) \(value)") }
        #expect(shell.session.palette.missingRoles.first == "inkOnAccent")
        #expect(shell.run("next").hasPrefix("next: marker (markers)"))
        let accent = PassingPalette.values.first { $0.0 == "accent" }!.1
        shell.run("set accent \(accent)")
        #expect(shell.run("next").hasPrefix("next: inkOnAccent (ink)"))
    }

    /// A plate that keeps the ladder but not the dark step hears about the dark step: the
    /// ground/plate hint measures the rule that fails (it spoke of the ladder's ratio).
    @Test func theLadderHintNamesTheRuleThatFails() {
        var shell = ShellHarness(id: "dusk")
        shell.run("set paper #2E3440")
        let text = shell.run("set plate #353B48")
        let hint = text.split(separator: "\n").first { $0.hasPrefix("  ladder:") }.map(String.init) ?? ""
        #expect(hint == "  ladder: move paper to #292E3A (ΔL −0.023): step 0.051 from plate (≥ 0.05) or move plate to #3B414E (ΔL +0.023): step 0.051 from paper (≥ 0.05)", "\(text)")
    }

    /// `next` says how many rules wait on a role, by kind, in one line: for paper it listed all 22
    /// pairs (eight lines at 80 columns).
    @Test func nextSummarisesTheRulesOfTheRole() {
        var shell = ShellHarness(id: "dusk")
        #expect(shell.run("next") == """
            next: paper (surfaces): the ground every screen sits on
              22 rules: 1 title ≥ 7 (ink) · 4 body ≥ 3.5 · 2 marker ≥ 2 · 7 fill ≥ 3 · 2 capsule ≥ 1.1 · 4 ladder ≥ 1.05 · 2 darkStep ≥ 0.05 ('rules paper' lists them)

            """)
    }
}
