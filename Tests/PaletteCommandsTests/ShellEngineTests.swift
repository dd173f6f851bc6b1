import Testing
import PaletteKit
@testable import PaletteCommands

@Suite struct ShellEngineTests {
    @Test(arguments: [
        // line, what the output starts with
        ("set paper #2E3440", "paper #2E3440 L 0.324\n"),
        ("set paper rgb(46 52 64)", "paper #2E3440 L 0.324\n"),
        ("set paper oklch(0.324 0.022 264)", "paper #2E343F L 0.324\n"),
        ("set plate paper", "plate = paper #F0F0F0"),
        ("set plate paper.stepped(0.5)", "plate = paper.stepped(0.5) #787878"),
        ("set plate mix(paper, #000000, 0.5)", "plate = mix(paper, #000000, 0.5) #787878"),
        ("set plate lighten(#000000, 0.5)", "plate #636363 L 0.500\n"),
        ("set plate darken(paper, 0.1)", "plate = darken(paper, 0.1) #CFCFCF L 0.855\n"),
        ("set plate controlFill", "plate = controlFill #D3D3D3"),
        ("set plate nord.nord0", "plate #2E3440"),
        ("set highlight #FFD54F99", "highlight #FFD54F99 L"),
        ("unset paper", "paper unset\n0/39 filled"),
        ("missing", "38 missing: plate, sunken"),
        ("next", "next: plate (surfaces): cards on the ground\n"),
        ("rules paper", "  pending "),
        ("check", "  pending "),
        ("show paper", "  paper  #F0F0F0 L 0.955\n"),
        ("show ink", "  ink  —       unset\n"),
        ("source nord", "source nord: 16 colours from Nord"),
        ("source", "  nord            Nord, 16 colours"),
        ("swatches rosePineDawn", "rosePineDawn: Rosé Pine Dawn (rose-pine/palette"),
        ("help", "  set       Set a role to a colour"),
        ("help set", "usage: set ROLE COLOR\n"),
        ("history", "   1  set paper #F0F0F0\n"),
        ("# a comment", ""),
        ("   ", ""),
        ("set ink #000000 # trailing comment", "ink #000000 L 0.000\n"),
    ])
    func commandsProduceOutput(line: String, prefix: String) {
        var shell = ShellHarness()
        shell.run("set paper #F0F0F0")
        let output = shell.run(line)
        // A blank line and a comment print nothing at all (a prefix of "" would hold for anything).
        if prefix.isEmpty { #expect(output.isEmpty, "\(line) → \(output)") } else { #expect(output.hasPrefix(prefix), "\(line) → \(output)") }
    }

    @Test(arguments: [
        ("st paper #FFF", "error: unknown command 'st' (did you mean 'set'?)"),
        ("set papr #FFF", "error: unknown role 'papr' (did you mean 'paper'?)"),
        ("set paper", "error: set: missing COLOR after 'paper'; usage: set ROLE COLOR"),
        ("set paper #12345", "error: set paper: bad colour '#12345': hex colour has 5 digits"),
        ("set paper #00000080", "error: paper must be opaque, got #00000080"),
        ("set plate ink", "error: set plate: role 'ink' is not set yet"),
        ("set plate nordd0", "error: set plate: unknown colour or name 'nordd0'"),
        ("set plate mix(paper, #000)", "error: set plate: expected ',', found ')'"),
        ("set plate mix(paper, #000, 2)", "error: set plate: mix: amount 2 is outside 0-1"),
        ("set plate paper.stepped(x)", "error: set plate: expected a number, found 'x)'"),
        ("set plate nord.nord99", "error: set plate: nord has no swatch 'nord99'"),
        ("set plate gruvbox.bg0", "error: set plate: unknown source 'gruvbox' (did you mean 'gruvboxDark'?)"),
        // A second colour on the line: the error names the command and the role it was for.
        ("set paper #FFF #000", "error: set paper: expected end of expression, found '#000'"),
        ("unset", "error: unset: missing ROLE"),
        ("show nothing", "error: unknown role or group 'nothing'"),
        ("source nordd", "error: unknown source 'nordd' (did you mean 'nord'?)"),
        ("source nord mine.css", "error: source: 'nord' is a built-in scheme, which loads alone; files (.json, .css, .yaml) load together"),
        ("apply", "error: nothing to apply"),
        ("apply sideways", "error: apply: unexpected 'sideways'; expected lighter or darker"),
        ("undo now", "error: undo: unexpected 'now'"),
        ("redo", "error: nothing to redo"),
        ("suggest ink", "error: role 'ink' is not set yet"),
        ("suggest plate --against", "error: suggest: option '--against' needs a value"),
        ("save", "error: not saved: 38 roles missing: plate, sunken"),
        ("help nothing", "error: unknown command 'nothing'"),
        ("set plate \u{1B}[2J", "error: "),
    ])
    func badLinesChangeNothing(line: String, message: String) {
        var shell = ShellHarness()
        shell.run("set paper #F0F0F0")
        let before = shell.session.current
        let journal = shell.journal
        let (outcome, output) = shell.outcome(line)
        #expect(output.hasPrefix(message), "\(line) → \(output)")
        #expect(output.split(separator: "\n").count == 1)
        #expect(!output.contains("\u{1B}"))
        if case .rejected = outcome {} else { Issue.record("\(line) was not rejected") }
        #expect(shell.session.current == before)
        #expect(shell.journal == journal)
        #expect(shell.fileSystem.files.keys.sorted() == ["work/Sessions/nord.session"])
    }

    /// A role that follows another would follow itself: refused in one line, nothing changed;
    /// the link it would have broken still holds.
    @Test func aCycleOfLinksIsRefusedAndTheLinkHolds() {
        var shell = ShellHarness()
        shell.run("set paper #F0F0F0", "set plate #FFFFFF", "set sheet plate")
        let before = shell.session.current, journal = shell.journal
        let (outcome, output) = shell.outcome("set plate sheet")
        #expect(output == "error: plate cannot follow sheet: sheet follows plate; nothing was changed (set one of them to a colour to break the link)\n")
        if case .rejected = outcome {} else { Issue.record("the cycle was not rejected") }
        #expect(shell.session.current == before)
        #expect(shell.journal == journal)
        shell.run("set plate #EEEEEE")
        #expect(shell.session.palette["sheet"] == Colour(red: 0xEE, green: 0xEE, blue: 0xEE))
        #expect(shell.session.palette.links["sheet"]?.text == "plate")
    }

    @Test func afterSetAFailingRuleShowsTheSuggestionAndApplyTakesIt() {
        var shell = ShellHarness()
        shell.run("source nord", "set paper nord0", "set plate nord1")
        let output = shell.run("set raised nord2")
        #expect(output.contains("  fail    darkStep  raised/plate              0.037 < 0.05\n"))
        #expect(output.contains("  suggest: raised #434C5E L 0.416 → #465062 L 0.430 (ΔL +0.014): step 0.050 from plate (≥ 0.05)\n"))
        #expect(output.hasSuffix("3/39 filled · 1 failing · next: sunken\n"))
        shell.run("apply")
        #expect(shell.session.palette["raised"] == Colour(red: 0x46, green: 0x50, blue: 0x62))
        shell.run("undo", "suggest raised", "apply darker")
        #expect(shell.session.palette["raised"] == Colour(red: 0x2D, green: 0x35, blue: 0x46))
    }

    @Test func plateAndPaperAlwaysShowTheLadderLine() {
        var shell = ShellHarness()
        shell.run("set paper #F4F1EA")
        let output = shell.run("set plate #F7F4ED")
        #expect(output.contains("  ladder: move plate to #FAF7EF (ΔL +0.009): 1.05 against paper (≥ 1.05) or move paper to #F1EEE8 (ΔL −0.009): 1.05 against plate (≥ 1.05)\n"))
        shell.run("suggest ladder", "apply")
        #expect(shell.session.palette["plate"] == Colour(red: 0xFA, green: 0xF7, blue: 0xEF))
    }

    @Test func applyRefusesAStaleSuggestion() {
        var shell = ShellHarness()
        shell.run("source nord", "set paper nord0", "set plate nord1", "set raised nord2", "set ink #FFFFFF")
        #expect(shell.run("apply") == "error: the last suggestion was for raised before the palette changed; ask 'suggest raised' again\n")
        shell.run("suggest raised")
        #expect(shell.run("apply").hasPrefix("raised #"))
    }

    @Test func saveNeedsEveryRoleThenEveryRule() {
        var shell = ShellHarness()
        shell.fillPassingPalette(except: ["stageHairline"])
        #expect(shell.run("save") == "error: not saved: 1 role missing: stageHairline\n")
        #expect(shell.fileSystem.files["work/Palettes/nord.json"] == nil)
        shell.run("set stageHairline #2C2C2E", "set ink #8E867B")
        #expect(shell.run("save").hasPrefix("error: not saved: 4 rules failing: ink/paper title ≥ 7"))
        #expect(shell.run("save --force") == "saved work/Palettes/nord.json with 4 failing rules recorded\n")
        let saved = shell.fileSystem.files["work/Palettes/nord.json"]!
        #expect(saved.contains("\"failing\": ["))
        shell.run("set ink #1A1714")
        #expect(shell.run("save") == "saved work/Palettes/nord.json\n")
        #expect(!shell.fileSystem.files["work/Palettes/nord.json"]!.contains("failing"))
        #expect(!shell.session.hasUnsavedChanges)
    }

    @Test func aFailedWriteKeepsTheOldFileAndTheUnsavedState() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("save")
        let saved = shell.fileSystem.files["work/Palettes/nord.json"]!
        shell.run("set ink #000000")
        shell.fileSystem.failingWrites = ["work/Palettes/nord.json"]
        #expect(shell.run("save") == "error: cannot write 'work/Palettes/nord.json': Read-only file system\n")
        #expect(shell.fileSystem.files["work/Palettes/nord.json"] == saved)
        #expect(shell.session.hasUnsavedChanges)
    }

    @Test func aFailedJournalWriteRejectsTheCommand() {
        var shell = ShellHarness()
        shell.run("set paper #FFFFFF")
        shell.fileSystem.failingWrites = [shell.paths.journalFile]
        #expect(shell.run("set plate #EEEEEE") == "error: cannot write 'work/Sessions/nord.session': Read-only file system\n")
        #expect(shell.session.palette["plate"] == nil)
    }

    @Test func quitWarnsOnceWhenUnsaved() {
        var shell = ShellHarness()
        shell.run("set paper #FFFFFF")
        #expect(shell.run("quit").hasPrefix("warning: unsaved changes"))
        #expect(!shell.session.wantsToQuit)
        shell.run("quit")
        #expect(shell.session.wantsToQuit)
    }

    @Test func journalReplayRebuildsTheSameState() {
        var shell = ShellHarness()
        shell.run("source nord", "set paper nord0", "set plate nord1", "set raised nord2", "apply", "set sheet plate.stepped(0.1)",
                  "undo", "redo", "unset plate", "undo", "bad line", "set ink #FFF")
        var replayed = Session(paths: shell.paths, palette: Palette(id: shell.paths.id), saved: false)
        for line in shell.journal.split(separator: "\n") {
            _ = ShellEngine.execute(String(line), session: &replayed, context: shell.context, journal: false)
        }
        #expect(replayed.current == shell.session.current)
        #expect(!shell.journal.contains("bad line"))
    }

    /// Undo and redo against a model: a plain list of states and a cursor.
    @Test func undoRedoMatchesAModel() {
        var generator = SplitMix64(seed: 11)
        var shell = ShellHarness()
        var states = [shell.session.current]
        var cursor = 0
        let roles = ["paper", "plate", "ink"]
        for _ in 0..<400 {
            switch generator.next() % 4 {
            case 0, 1:
                let role = roles[Int(generator.next() % 3)]
                let value = String(generator.next() % 0xFFFFFF, radix: 16)
                let hex = "#" + String(repeating: "0", count: 6 - value.count) + value
                shell.run("set \(role) \(hex)")
                if shell.session.current != states[cursor] {
                    states = Array(states[...cursor]) + [shell.session.current]
                    cursor += 1
                }
            case 2:
                shell.run("undo")
                if cursor > 0 { cursor -= 1 }
            default:
                shell.run("redo")
                if cursor < states.count - 1 { cursor += 1 }
            }
            #expect(shell.session.current == states[cursor])
        }
    }

    @Test func completion() {
        var shell = ShellHarness()
        shell.run("source nord")
        let session = shell.session
        #expect(ShellCompletion.candidates(lineBeforeWord: "", word: "su", session: session) == ["suggest"])
        #expect(ShellCompletion.candidates(lineBeforeWord: "set ", word: "pl", session: session) == ["plate"])
        #expect(ShellCompletion.candidates(lineBeforeWord: "set paper ", word: "nord1", session: session) == ["nord1", "nord10", "nord11", "nord12", "nord13", "nord14", "nord15"])
        #expect(ShellCompletion.candidates(lineBeforeWord: "set plate ", word: "contr", session: session) == ["controlFill"])
        #expect(ShellCompletion.candidates(lineBeforeWord: "set plate ", word: "mi", session: session) == ["mix("])
        #expect(ShellCompletion.candidates(lineBeforeWord: "show ", word: "su", session: session) == ["sunken", "success", "surfaces"])
        #expect(ShellCompletion.candidates(lineBeforeWord: "apply ", word: "", session: session) == ["lighter", "darker"])
        #expect(ShellCompletion.candidates(lineBeforeWord: "suggest ", word: "la", session: session) == ["ladder"])
        #expect(ShellCompletion.candidates(lineBeforeWord: "source ", word: "gr", session: session) == ["gruvboxDark", "gruvboxLight"])
        #expect(ShellCompletion.candidates(lineBeforeWord: "help ", word: "un", session: session) == ["unset", "undo"])
    }
}
