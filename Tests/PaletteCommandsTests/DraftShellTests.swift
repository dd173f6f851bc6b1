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

    /// After the ground changes, one line offers to draft again the roles a draft placed while
    /// the old ground stood and nobody set since: they keep the old ground's tint.
    @Test func aNewGroundOffersToRedraftWhatWasDraftedFromTheOld() throws {
        var shell = ShellHarness(id: "dusk")
        shell.run("set paper #2E3440", "set accent #88C0D0", "draft")
        // The shutter set by hand (to the colour it has) is a decision, nobody's draft.
        #expect(!shell.run("set shutter \(shell.session.palette["shutter"]!.hex)").contains("drafted from the old"))
        #expect(!shell.run("set paper #2E3440").contains("drafted from the old"), "the same colour is no new ground")
        let output = shell.run("set paper #303846")
        let offer = try #require(output.split(separator: "\n").first { $0.contains(" drafted from the old paper: 'draft ") }, "\(output)")
        let command = try #require(offer.firstMatch(of: /'(draft [^']+)' follows the new one$/)?.output.1)
        let roles = command.split(separator: " ").dropFirst().map { RoleName(String($0)) }
        #expect(roles.contains("plate") && roles.contains("sunken") && roles.contains("raised"), "\(offer)")
        #expect(!roles.contains("shutter") && !roles.contains("accent") && !roles.contains("paper"),
                "set by hand, so nobody's draft: \(offer)")
        #expect(Set(roles) == shell.session.drafted.subtracting(["paper"]), "\(offer)")
        #expect(offer.hasPrefix("\(roles.count) roles were drafted from the old paper: "), "\(offer)")
        // The offered line is a draft that places them from the new paper.
        let before = shell.session.palette
        let redrafted = shell.run(String(command))
        #expect(redrafted.contains("\(roles.count) roles drafted from the style"), "\(redrafted)")
        #expect(roles.contains { before[$0] != shell.session.palette[$0] }, "\(redrafted)")
        // A suggestion applied to the ground changes it as `set` does, and offers the same.
        #expect(shell.run("set paper #8A8F99").contains(" drafted from the old paper: 'draft "))
        let applied = shell.run("apply")
        #expect(shell.session.palette["paper"] != Colour(red: 0x8A, green: 0x8F, blue: 0x99), "\(applied)")
        #expect(applied.contains("\n\(roles.count) roles were drafted from the old paper: '\(command)' follows the new one\n"), "\(applied)")
        // At a level, `set paper` pins the variant's ground; the palette's own is as it was.
        shell.run("level high")
        #expect(!shell.run("set paper #2B303B").contains("drafted from the old"))
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

    /// What was drafted follows undo: a role set by hand before a draft undone is by hand again,
    /// and a drafted role set by hand and undone is drafted again.
    @Test func draftedRolesFollowUndo() throws {
        var shell = ShellHarness(id: "dusk")
        shell.run("set accent #88C0D0", "set paper #2E3440", "set body #CCCCCC", "draft body", "undo")
        #expect(shell.session.drafted.isEmpty)
        #expect(!shell.run("missing").contains("drafted, not yet looked at"))
        shell.run("draft", "set plate #3B4252", "undo")
        let progress = try ProgressText.line(shell.session, cancellation: .never)
        #expect(progress.hasSuffix(" · 3 by hand, 36 drafted"), "\(progress)")
    }

    /// A draft that cannot pass names the rules in its one error line (the output of a refused
    /// line is not shown); a level its pins keep from deriving is named the same way.
    @Test func aRefusedDraftNamesWhy() {
        var shell = ShellHarness(id: "dusk")
        shell.run("set paper #FFFFFF", "set ink #FFFFFF")
        let (outcome, text) = shell.outcome("draft")
        guard case .rejected = outcome else { Issue.record("accepted: \(text)"); return }
        #expect(text.hasPrefix("error: draft: no palette passes every rule with these keys: "), "\(text)")
        #expect(text.contains("ink/paper"), "\(text)")
        var pinned = ShellHarness(id: "pinned")
        pinned.run("set paper #2E3440", "set accent #88C0D0", "level high", "set body #5A6070", "level standard")
        let (pinnedOutcome, pinnedText) = pinned.outcome("draft")
        guard case .rejected = pinnedOutcome else { Issue.record("accepted: \(pinnedText)"); return }
        #expect(pinnedText.hasPrefix("error: draft: every rule passes, but the high variant cannot be derived with its pins: "), "\(pinnedText)")
        #expect(pinnedText.contains("body/"), "\(pinnedText)")
    }

    /// Drafting the ground of a dark palette again keeps it dark; roles drafted before are kept,
    /// not counted as decisions.
    @Test func aGroundDraftedAgainKeepsItsKind() {
        var shell = ShellHarness(id: "dusk")
        shell.run("set paper #2E3440", "set accent #88C0D0", "draft")
        let output = shell.run("draft paper")
        #expect(shell.session.palette.isLight == false, "\(output)")
        #expect(output.contains("1 decision (accent); 1 role drafted from the style"), "\(output)")
        #expect(output.contains("  paper "), "\(output)")
        #expect(!output.contains("  plate "), "lists roles it did not draft: \(output)")
    }
}

/// The shell's `twin`: one journalled, undoable step, saved in the palette file.
@Suite struct TwinShellTests {
    @Test func twinIsJournalledSavedAndUndone() {
        var shell = ShellHarness(id: "dusk")
        shell.fillPassingPalette()
        #expect(shell.run("twin") == "dusk has no twin; 'twin ID' names the palette that is it in the other kind\n")
        #expect(shell.run("twin dawn").hasPrefix("dusk's twin is dawn: exports of both pair them"))
        #expect(shell.journal.hasSuffix("twin dawn\n"))
        shell.run("save")
        #expect(shell.fileSystem.files[shell.paths.paletteFile]?.contains("\"twin\": \"dawn\"") == true)
        shell.run("undo")
        #expect(shell.session.palette.twin == nil)
        let (outcome, text) = shell.outcome("twin dusk")
        guard case .rejected = outcome else { Issue.record("accepted: \(text)"); return }
        #expect(text == "error: dusk is this palette; 'twin ID' names the palette that is it in the other kind\n")
    }

    /// The answer says where the pair shows: the formats the format table says carry twins, which
    /// `DesignerTwinTests` finds paired in each export; `dtcg` and `figma` are not named.
    @Test func theTwinAnswerNamesTheFormatsThatPairTwins() {
        var shell = ShellHarness(id: "dusk")
        shell.fillPassingPalette()
        let answer = shell.run("twin dawn")
        #expect(answer.hasPrefix("dusk's twin is dawn: exports of both pair them (dawn as the dark one) in swift, dtcg-resolver, css, xcassets, android and tailwind\n"),
                "\(answer)")
    }
}
