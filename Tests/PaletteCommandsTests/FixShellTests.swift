import PaletteKit
import Testing
@testable import PaletteCommands
import PaletteTestSupport

/// The shell's `fix`: a plan shown first, taken by `apply` as one journalled, undoable step that
/// replay reproduces.
@Suite struct FixShellTests {
    /// The passing palette with a quiet ground, a plate from its family and greyed body text.
    static func brokenShell() -> ShellHarness {
        var shell = ShellHarness(id: "demo")
        shell.fillPassingPalette()
        shell.run("set paper #F6F3EC", "set plate #F4F1EA", "set body #8A8580")
        return shell
    }

    @Test func fixPlansApplyTakesItUndoTakesItBack() throws {
        var shell = Self.brokenShell()
        let before = shell.session.palette
        #expect(RuleEvaluator.evaluateAll(before).contains { $0.status == .fail })
        let plan = shell.run("fix")
        #expect(plan.contains("fix demo: "), "\(plan)")
        #expect(plan.contains("'apply' takes this plan as one step"))
        #expect(shell.session.palette == before, "fix alone changes nothing")
        let applied = shell.run("apply")
        #expect(applied.contains("applied fix: "))
        #expect(!RuleEvaluator.evaluateAll(shell.session.palette).contains { $0.status == .fail })
        let repaired = shell.session.palette
        shell.run("undo")
        #expect(shell.session.palette == before, "one undo takes the whole plan back")
        shell.run("redo")
        #expect(shell.session.palette == repaired)

        // Replay of the journal rebuilds the same palette, and the same transcript twice.
        let journal = "new demo\n" + shell.journal
        #expect(journal.contains("\nfix\n") && journal.contains("\napply\n"))
        func replay() -> (Palette?, String) {
            let transcript = TextBuffer()
            let result = SessionReplay.run(journal, directory: "again", fileSystem: MemoryFileSystem(files: [:]), transcript: transcript)
            return (result.session?.palette, transcript.text)
        }
        let (first, firstTranscript) = replay(), (_, secondTranscript) = replay()
        #expect(first == repaired)
        #expect(firstTranscript == secondTranscript)
    }

    @Test func applyRefusesAStalePlanAndAnImpossibleOne() {
        var shell = Self.brokenShell()
        shell.run("fix")
        shell.run("set ink #1B1814")
        let (stale, _) = shell.outcome("apply")
        #expect(stale == .rejected(.staleRepair))

        var pinned = Self.brokenShell()
        let plan = pinned.run("fix --keep paper,plate,body")
        #expect(plan.contains("no palette passes every rule"))
        #expect(plan.contains("plate/paper ladder ≥ 1.05: unpin one of plate, paper"))
        let (impossible, _) = pinned.outcome("apply")
        #expect(impossible == .rejected(.nothingToApplyFromFix))
    }

    /// A plan has no sides: said as such (it said "unexpected 'lighter'" above a usage that
    /// offers it), and nothing changes.
    @Test func aPlanIsAppliedWithoutASide() {
        var shell = Self.brokenShell()
        shell.run("fix")
        let journal = shell.journal, palette = shell.session.palette
        #expect(shell.run("apply lighter") == "error: apply: the last answer is a fix plan, taken whole by 'apply' alone; 'lighter' is a side of a suggestion\n")
        #expect(shell.journal == journal && shell.session.palette == palette)
    }

    @Test func aSuggestionAfterAFixReplacesThePlan() {
        var shell = Self.brokenShell()
        shell.run("fix", "suggest body", "apply")
        #expect(shell.session.palette["plate"] == Colour(red: 0xF4, green: 0xF1, blue: 0xEA), "apply took the suggestion, not the plan")
    }

    @Test func badFixArgumentsAreRejectedWithoutChange() {
        var shell = Self.brokenShell()
        let journal = shell.journal
        for (line, error) in [
            ("fix --only plat", ToolError.repair(.unknownRole("plat", nearest: "plate"))),
            ("fix --keep paper,,plate", .badOptionValue(command: "fix", option: "--keep", value: "paper,,plate", expected: "role names separated by commas, each once")),
            ("fix extra", .wrongArguments(command: "fix", usage: "fix [--only ROLE,…] [--keep ROLE,…] [--invert] [--unlink]", reason: .unexpectedWord("extra"))),
        ] {
            let (outcome, _) = shell.outcome(line)
            #expect(outcome == .rejected(error), "\(line)")
        }
        #expect(shell.journal == journal)
    }

    @Test func whenNoSingleRoleCanClearTheRulesTheFeedbackPointsToFix() {
        var shell = ShellHarness(id: "demo")
        shell.fillPassingPalette()
        // A plate this translucent shows the paper through it: no lightness of it alone makes
        // the ladder step.
        let output = shell.run("set plate #FFFFFF10")
        #expect(output.contains("'fix' moves several roles at once"), "\(output)")
    }
}
