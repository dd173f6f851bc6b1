import Foundation
import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// The shell's `preview`: the draft's page, rewritten after each change.
@Suite struct LivePreviewTests {
    @Test func previewWritesTheDraftAndFollowsEveryChange() throws {
        var shell = ShellHarness()
        shell.run("set paper #F4F1EA")
        let output = shell.run("preview")
        let file = "work/Exports/nord-preview.html"
        #expect(output == "preview: wrote \(file); it is rewritten after every change and reloads itself every 1 s ('preview off' stops)\n")
        let first = try #require(shell.fileSystem.files[file])
        #expect(first.contains("<meta http-equiv=\"refresh\" content=\"1\">"))
        #expect(first.contains("--paper: #F4F1EA;") && first.contains("--ink: #FF00FF;"))
        #expect(first.contains("<b>38 of 39 roles unset</b>"))
        #expect(!first.contains("<script"))
        shell.run("set ink #222222")
        #expect(shell.fileSystem.files[file]?.contains("--ink: #222222;") == true)
        #expect(shell.fileSystem.files[file]?.contains("<b>37 of 39 roles unset</b>") == true)
        shell.run("undo")
        #expect(shell.fileSystem.files[file]?.contains("--ink: #FF00FF;") == true)
        #expect(!shell.journal.contains("preview"), "a view, not a change: replay never writes it")
        #expect(shell.run("preview off") == "preview off; \(file) no longer reloads and says the session ended\n")
        let last = try #require(shell.fileSystem.files[file])
        #expect(!last.contains("http-equiv=\"refresh\""), "a page that reloads forever after the session ends")
        #expect(last.contains("<p class=\"notice\">The session ended (preview off); this page no longer follows it: it shows the last draft of nord, which was not saved to work/Palettes/nord.json.</p>"))
        shell.run("set ink #111111")
        #expect(shell.fileSystem.files[file] == last)
    }

    /// When the shell ends (quit, the end of the input), the live page stops reloading and says
    /// whether what it shows was saved: it went on reloading an unsaved draft under the
    /// palette's name.
    @Test func theEndOfTheSessionStopsThePage() throws {
        let files = MemoryFileSystem()
        let reader = ScriptedLines(["set paper #F4F1EA", "preview --out page.html", "set ink #222222", "quit", "quit"])
        let context = ShellContext(output: TextBuffer(), style: .plain, fileSystem: files)
        var session = try ShellStartup.startNew(id: "nord", from: nil, directory: "w", context: context)
        _ = ShellLoop.run(&session, reader: reader, context: context)
        let page = try #require(files.files["page.html"])
        #expect(!page.contains("http-equiv=\"refresh\""))
        #expect(page.contains("The session ended (quit); this page no longer follows it: it shows the last draft of nord, which was not saved to w/Palettes/nord.json."))
        #expect(page.contains("--ink: #222222;"))
    }

    @Test func aPageThatCannotBeWrittenKeepsTheChange() throws {
        var shell = ShellHarness()
        shell.run("preview --out page.html")
        shell.fileSystem.failingWrites.insert("page.html")
        let output = shell.run("set paper #F4F1EA")
        #expect(output.contains("warning: preview not refreshed: "), "\(output)")
        #expect(shell.session.palette["paper"]?.hex == "#F4F1EA")
        #expect(shell.journal.contains("set paper #F4F1EA\n"))
        let (outcome, refused) = shell.outcome("preview --out page.html")
        #expect(refused.hasPrefix("error: "))
        guard case .rejected = outcome else { Issue.record("\(outcome)"); return }
    }

    @Test(arguments: ["preview now", "preview off --out x.html", "preview off extra"])
    func wrongArgumentsAreRefused(line: String) {
        var shell = ShellHarness()
        let (outcome, output) = shell.outcome(line)
        #expect(output.hasPrefix("error: "), "\(output)")
        guard case .rejected = outcome else { Issue.record("\(outcome)"); return }
        #expect(shell.session.previewFile == nil)
    }

    /// A finished palette's live page is the one-shot preview's page with the reload added.
    @Test func aCompletePaletteLooksAsTheOneShotPreviewDoes() throws {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("preview --out page.html")
        let live = try #require(shell.fileSystem.files["page.html"])
        let oneShot = PreviewPage.html(for: [shell.session.palette])
        #expect(live == oneShot.replacingOccurrences(of: "<meta charset=\"utf-8\">\n", with: "<meta charset=\"utf-8\">\n<meta http-equiv=\"refresh\" content=\"1\">\n"))
        #expect(!oneShot.contains("roles unset"))
    }

    /// The shell's `preview --out` into a missing folder is refused and makes nothing.
    @Test func aPreviewIntoAMissingFolderIsRefused() {
        var shell = ShellHarness(id: "dusk")
        let (outcome, text) = shell.outcome("preview --out nowhere/page.html")
        guard case .rejected = outcome else { Issue.record("accepted: \(text)"); return }
        #expect(text == "error: cannot write 'nowhere/page.html': the folder 'nowhere' does not exist; make it first (--out FILE never makes a folder)\n")
        #expect(shell.fileSystem.files["nowhere/page.html"] == nil)
        #expect(shell.session.previewFile == nil)
    }
}

/// Lines a test types, one after another, then the end of input.
final class ScriptedLines: LineReader {
    private var lines: [String]
    init(_ lines: [String]) { self.lines = lines }
    var isInteractive: Bool { false }
    func readLine(prompt: String, prefill: String?) -> String? { lines.isEmpty ? nil : lines.removeFirst() }
    func readLines(upTo maximum: Int) -> LineBlock {
        var block = LineBlock()
        while block.count < maximum, let line = readLine(prompt: "", prefill: nil) { block.appendLine { $0 += Array(line.utf8); return true } }
        return block
    }
    func remember(_ line: String) {}
    var completer: ((String, String) -> [String])?
    var notices: (() -> Void)?
    let wake: @Sendable () -> Void = {}
}
