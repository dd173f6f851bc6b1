import Foundation
import Synchronization
import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// Every line answers at once: a line at a level waits for its variant only so long, and says what
/// it is still deriving; Ctrl-C during a computation refuses the line and changes nothing; a
/// one-shot command interrupted exits 130 and writes nothing.
@Suite struct ShellComputationTests {
    /// A shell of the passing light palette, saved, at `level high`.
    static func shellAtHigh() -> ShellHarness {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("save", "level high")
        return shell
    }

    /// Runs `line` as if Ctrl-C had been pressed while it computed.
    static func interrupted(_ line: String, in shell: inout ShellHarness) -> (ShellEngine.Outcome, String) {
        let output = TextBuffer()
        let context = ShellContext(output: output, style: .plain, fileSystem: shell.fileSystem, interrupted: { true })
        return (ShellEngine.execute(line, session: &shell.session, context: context), output.text)
    }

    @Test func ctrlCWhileTheVariantOfAPinDerivesRefusesTheLine() {
        var shell = Self.shellAtHigh()
        let before = shell.session.palette, journal = shell.journal
        let (outcome, text) = Self.interrupted("set success #166534", in: &shell)
        #expect(outcome == .rejected(.interrupted), "\(text)")
        #expect(text == "error: interrupted (Ctrl-C): the computation was abandoned and nothing was changed or written\n")
        #expect(shell.session.palette == before)
        #expect(shell.journal == journal)
        #expect(shell.session.acceptedCommands.last == "level high")
    }

    @Test func ctrlCDuringFixRefusesTheLineAndPlansNothing() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("set body #AAAAAA")
        let before = shell.session.palette, journal = shell.journal
        let (outcome, _) = Self.interrupted("fix", in: &shell)
        #expect(outcome == .rejected(.interrupted))
        #expect(shell.session.palette == before)
        #expect(shell.journal == journal)
        #expect(shell.session.lastFix == nil)
    }

    @Test func ctrlCDuringSaveAtALevelWritesNothing() {
        var shell = Self.shellAtHigh()
        shell.run("set accent #0A3D8F")
        // Nothing derived yet: save derives the level's variant itself.
        shell.session.derivations = VariantDerivations()
        let files = shell.fileSystem.files
        let (outcome, _) = Self.interrupted("save", in: &shell)
        #expect(outcome == .rejected(.interrupted))
        #expect(shell.fileSystem.files == files)
    }

    /// A person at a terminal: with no time to wait, each line at the level answers without
    /// the variant and says so; its verdict is shown when the derivation finishes (the reader
    /// is woken, as readline is, and shows it before the next line), once.
    @Test func aLineAtALevelAnswersBeforeItsVariantIsDerivedAndTheVerdictFollows() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("save")
        let output = TextBuffer()
        let reader = PersonAtATerminal(["level high", "set success #166534", "set warning #8A5A00", "quit"], output: output)
        let context = ShellContext(output: output, style: .plain, fileSystem: shell.fileSystem)
        var session = shell.session
        _ = ShellLoop.run(&session, reader: reader, context: context, lineWait: .zero)
        let text = output.text
        #expect(text.contains("measured on the pins: the high variant is still deriving (its verdict follows)"), "\(text)")
        // Every line at the level: deriving, then its verdict before the next line's.
        var pending = false, derivings = 0
        for line in text.split(separator: "\n") {
            if line.contains("at high: deriving… (its verdict follows)") {
                #expect(!pending, "a verdict is missing before: \(line)")
                pending = true
                derivings += 1
            } else if line.hasPrefix("the high variant derives: ") || line.hasPrefix("the high variant cannot be derived with its pins: ") {
                #expect(pending, "a verdict nobody was told to wait for: \(line)")
                pending = false
            }
        }
        #expect(derivings == 3 && !pending, "\(text)")
    }

    /// Replay and piped lines wait for every answer, so a transcript is the same on any machine.
    @Test func pipedLinesWaitForTheVariant() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("save")
        let output = TextBuffer()
        var session = shell.session
        _ = ShellLoop.run(&session, reader: ScriptedLines(["level high", "set accent #0A3D8F", "quit"]), context:
                            ShellContext(output: output, style: .plain, fileSystem: shell.fileSystem), lineWait: .zero)
        #expect(!output.text.contains("deriving"), "\(output.text)")
        #expect(output.text.contains("at high: derives, 0 failing · ready to save"), "\(output.text)")
    }

    /// The progress line at a level names the tally it counts: the standard palette's, then the
    /// level's as the rules shown measure it, and "ready to save" only where the level derives.
    @Test func theProgressLineAtALevelAgreesWithTheRulesItShows() {
        var shell = Self.shellAtHigh()
        let text = shell.run("set inkOnAccent #FFFFFF", "set accent #F4F1EA")
        let last = text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("39/39 filled · 0 failing at standard · at high: cannot be derived with its pins ("), "\(last)")
        #expect(last.hasSuffix("cannot hold together; 'fix' names what to unpin) · unpin or re-pin to save"), "\(last)")
        #expect(!last.contains("ready to save"))
    }

    /// Failing rule lines beside "0 failing at standard" are named as what they are: at a level
    /// whose variant cannot be derived, the rules a line shows (`set`, `rules`) are measured on
    /// the pins as they stand, and a line above them says so.
    @Test(arguments: [["set success #166534"], ["set success #166534", "set destructive #DC2626"], ["set success #166534", "rules destructive"],
                      ["set inkOnAccent #FFFFFF", "set accent #F4F1EA"]])
    func failingRuleLinesAtALevelThatCannotDeriveAreNamedAsThePins(lines: [String]) throws {
        var shell = Self.shellAtHigh()
        let text = lines.map { shell.run($0) }.joined()
        let output = text.split(separator: "\n").map(String.init)
        // The last line's rule lines, and the line just above the first of them.
        let ruleLines = Array(output.reversed().drop { !$0.hasPrefix("  ") }.prefix { $0.hasPrefix("  ") }.reversed())
        #expect(ruleLines.contains { $0.hasPrefix("  fail ") }, "\(text)")
        #expect(ruleLines.first == "  measured on the pins: the high variant cannot be derived with them, so these are the pins' rules at high ('fix' names what to unpin)",
                "\(text)")
        #expect(output.last?.contains("0 failing at standard · at high: cannot be derived with its pins (") == true || lines.last!.hasPrefix("rules"), "\(text)")
    }

    /// One-shot commands that compute stop at Ctrl-C: exit 130, one line on standard error, no
    /// file written.
    @Test(arguments: [["fix", "work/quiet.json", "--out", "craftLight.json"], ["fix", "work/quiet.json", "--level", "high", "--json"],
                      ["check", "work/quiet.json", "--levels"], ["export", "css", "work/quiet.json", "--out", "work/out"]])
    func oneShotCommandsStopAtCtrlC(_ arguments: [String]) {
        var palette = try! PaletteFile.decode(PassingPalette.text, requireComplete: true)
        palette["body"] = try! ColourParser.parse("#AAAAAA")
        let files = MemoryFileSystem(files: ["work/quiet.json": PaletteFile.encode(palette)])
        let output = TextBuffer(), errors = TextBuffer()
        let context = ToolContext(output: output, errors: errors, fileSystem: files, interrupted: { true })
        let before = files.files
        let code = CommandLineTool.run(arguments, context: context)
        #expect(code == .interrupted, "\(errors.text)")
        #expect(errors.text == "palette-repl: interrupted (Ctrl-C): the computation was abandoned and nothing was changed or written\n")
        #expect(files.files == before)
    }
}

/// Lines typed at a terminal: a verdict derived in the background wakes the reader, which shows
/// the notices (as readline does above the line being typed) before it reads the next line.
final class PersonAtATerminal: LineReader {
    private var lines: [String]
    private let output: TextBuffer
    private let woken = DispatchSemaphore(value: 0)

    init(_ lines: [String], output: TextBuffer) {
        self.lines = lines
        self.output = output
    }

    var isInteractive: Bool { true }
    var completer: ((String, String) -> [String])?
    var notices: (() -> Void)?
    var wake: @Sendable () -> Void { { [woken] in woken.signal() } }

    func readLine(prompt: String, prefill: String?) -> String? {
        // A line that said "deriving…" and no verdict yet: wait to be woken (a generous bound for a
        // debug build), then show the notices.
        let text = output.text
        if text.components(separatedBy: "deriving… (its verdict follows)").count > text.components(separatedBy: "\nthe high variant ").count,
           woken.wait(timeout: .now() + .seconds(300)) == .success {
            notices?()
        }
        return lines.isEmpty ? nil : lines.removeFirst()
    }

    func readLines(upTo maximum: Int) -> LineBlock { LineBlock() }
    func remember(_ line: String) {}
}
