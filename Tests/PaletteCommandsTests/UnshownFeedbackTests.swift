import Foundation
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport
import Testing

/// Replay without a transcript and a resumed journal run commands without their feedback
/// (`ShellContext.showsFeedback` false): no rule lines, no progress line, and the suggestion a
/// `set` would have searched is searched only when `apply` takes it. Every line must then be
/// accepted or refused as with feedback, and leave the same palette, history and journal.
@Suite struct UnshownFeedbackTests {
    /// Sequences that lean on what the feedback leaves for `apply`: a failing `set` whose
    /// suggestion is taken (or stale, or dropped by undo), a plan that a later failing `set`
    /// replaces, `apply` on each side, `suggest` and `suggest ladder` in between.
    static let sequences: [[String]] = [
        ["set body #8A8580", "apply"],
        ["set body #8A8580", "apply lighter", "apply darker", "undo", "apply"],
        ["set paper #F6F3EC", "set plate #F4F1EA", "apply", "apply"],
        ["set body #8A8580", "set ink #111111", "apply"],
        ["set body #8A8580", "undo", "apply", "redo", "apply"],
        ["set body #8A8580", "fix", "set body #8A8580", "apply", "undo", "apply"],
        ["set body #8A8580", "fix", "set ink #111111", "apply"],
        ["set paper #F6F3EC", "set plate #F4F1EA", "fix", "apply", "apply"],
        ["set body #8A8580", "suggest ladder", "apply", "set plate #F4F1EA", "apply"],
        ["set body #8A8580", "suggest body --against paper", "set body #8A8580", "apply"],
        ["set plate #FFFFFF10", "apply", "unset plate", "apply", "set plate #F4F1EA", "apply darker"],
        ["set body body.stepped(0.9)", "apply", "set bogus #000000", "apply"],
    ]

    @Test(arguments: sequences)
    func everyLineIsAcceptedOrRefusedAsWithFeedback(_ lines: [String]) {
        var shown = ShellHarness(id: "demo"), unshown = ShellHarness(id: "demo")
        shown.fillPassingPalette()
        unshown.fillPassingPalette()
        for line in lines {
            let withFeedback = ShellEngine.execute(line, session: &shown.session, context: shown.context)
            let without = ShellEngine.execute(line, session: &unshown.session, context: .unshown(fileSystem: unshown.fileSystem))
            #expect(withFeedback == without, "\(line)")
            #expect(shown.session.palette == unshown.session.palette, "\(line)")
            #expect(shown.session.current == unshown.session.current, "\(line)")
            #expect(shown.session.acceptedCommands == unshown.session.acceptedCommands, "\(line)")
        }
        #expect(shown.journal == unshown.journal)
        #expect(shown.session.undo() == unshown.session.undo())
        #expect(shown.session.current == unshown.session.current)
    }

    /// Every shipped session replays to the same palette file with and without a transcript.
    @Test func theShippedSessionsReplayAlikeWithAndWithoutATranscript() throws {
        let folder = RepositoryFiles.url("Sessions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".session") }.sorted()
        #expect(names.count >= 13)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // harbor's schema, read from the palette folder as the session names it.
            let files = ["Schemas/editor.json": try String(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("Schemas/editor.json"), encoding: .utf8)]
            let quiet = OverlayFileSystem(base: MemoryFileSystem(files: files)), loud = OverlayFileSystem(base: MemoryFileSystem(files: files))
            let transcript = TextBuffer()
            let without = SessionReplay.run(text, directory: ".", fileSystem: quiet, transcript: nil)
            let with = SessionReplay.run(text, directory: ".", fileSystem: loud, transcript: transcript)
            #expect(without.saved && with.saved, "\(name)")
            #expect(without.session?.current == with.session?.current, "\(name)")
            #expect(without.session?.acceptedCommands == with.session?.acceptedCommands, "\(name)")
            #expect(quiet.staged == loud.staged, "\(name)")
        }
    }
}
