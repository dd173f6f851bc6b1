import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// The shell's `draft`: every unset role from the set ones as one undoable, journalled step;
/// `draft ROLE…` again for those roles; a review list in `missing`; the journal names its style.
@Suite struct DraftShellTests {
    @Test func draftFillsEveryUnsetRoleAsOneUndoableStep() {
        var shell = ShellHarness(id: "dusk")
        shell.run("set paper #2E3440", "set ink #ECEFF4", "set accent #88C0D0")
        let output = shell.run("draft")
        #expect(shell.session.palette.isComplete, "\(output)")
        #expect(RuleEvaluator.evaluateAll(shell.session.palette).allSatisfy { $0.status != .fail })
        #expect(shell.session.palette["paper"]?.hex == "#2E3440" && shell.session.palette["accent"]?.hex == "#88C0D0", "keys moved")
        #expect(output.contains("3 decisions (paper, ink, accent); 36 roles drafted from the style"), "\(output)")
        #expect(output.contains("39/39 filled · 0 failing · ready to save · 3 by hand, 36 drafted"), "\(output)")
        // The journal keeps the style it used, so a replay drafts the same whatever Palettes/ holds.
        #expect(shell.journal.hasSuffix("set accent #88C0D0\ndraft --builtin\n"), "\(shell.journal)")
        let missing = shell.run("show plate", "missing")
        #expect(missing.contains("all 39 roles are set\n35 drafted, not yet looked at ('show ROLE'): sunken, raised,"), "\(missing)")
        let undone = shell.run("undo")
        #expect(shell.session.palette.filledRoles == ["ink", "accent", "paper"].sorted { Schema.stream.index(ofRole: $0)! < Schema.stream.index(ofRole: $1)! },
                "\(undone)")
    }

    @Test func draftRolesRedraftsOnlyThoseAndKeepsTheRest() {
        var shell = ShellHarness(id: "dusk")
        shell.fillPassingPalette()
        let before = shell.session.palette
        let output = shell.run("draft faint secondary")
        let after = shell.session.palette
        for role in Schema.stream.roleNames where !["faint", "secondary"].contains(role) {
            #expect(after[role] == before[role], "\(role) changed: \(output)")
        }
        #expect(shell.journal.hasSuffix("draft faint secondary --builtin\n"), "\(shell.journal)")
        #expect(RuleEvaluator.evaluateAll(after).allSatisfy { $0.status != .fail }, "\(output)")
    }

    @Test func badDraftsAreRefusedAndChangeNothing() {
        var shell = ShellHarness(id: "dusk")
        shell.fillPassingPalette()
        let journal = shell.journal
        let palette = shell.session.palette
        for (line, message) in [
            ("draft", "draft: every role is set; name the roles to draft again ('draft faint secondary'), or 'unset' them first"),
            ("draft papr", "unknown role 'papr' (did you mean 'paper'?)"),
            ("draft faint --kind dusky", "draft: bad value 'dusky' for --kind; expected light or dark"),
            ("draft faint --like nowhere.json", "nowhere.json"),
        ] {
            let (outcome, text) = shell.outcome(line)
            guard case .rejected = outcome else { Issue.record("\(line) was accepted: \(text)"); continue }
            #expect(text.contains(message), "\(line): \(text)")
        }
        #expect(shell.journal == journal)
        #expect(shell.session.palette == palette)
    }
}
