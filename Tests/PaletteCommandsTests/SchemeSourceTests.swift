import Foundation
import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// `source FILE` and `new ID --source FILE` in the shell.
@Suite struct SchemeSourceTests {
    static let base16 = (["scheme: \"Mine\""] + (0..<16).map { String(format: "base0%X: \"%02X%02X%02X\"", $0, $0 * 16, $0 * 16, $0 * 16) })
        .joined(separator: "\n") + "\n"

    @Test func aSchemeFileIsJournalledAndItsNamesResolve() {
        var shell = ShellHarness(files: ["Schemes/mytheme.yaml": Self.base16])
        let output = shell.run("source Schemes/mytheme.yaml", "set paper mytheme.base0F", "set plate base0E")
        #expect(output.hasPrefix("source mytheme: 16 colours from base16/base24 scheme (Schemes/mytheme.yaml)\n"), "\(output)")
        #expect(shell.session.palette["paper"]?.hex == "#F0F0F0")
        #expect(shell.session.palette["plate"]?.hex == "#E0E0E0")
        // The palette folder is `work`: the journal names the file as seen from there.
        #expect(shell.journal.contains("source ../Schemes/mytheme.yaml\n"))
        shell.run("undo", "undo", "undo")
        #expect(shell.session.current.libraries.isEmpty)
    }

    /// One colour is counted as one: the line said "1 colours" before the counted nouns were
    /// written one way everywhere.
    @Test func aSchemeOfOneColourIsCountedInTheSingular() {
        let tokens = "{\"accent\": {\"$type\": \"color\", \"$value\": \"#112233\"}}"
        var shell = ShellHarness(files: ["one.tokens.json": tokens])
        let output = shell.run("source one.tokens.json")
        #expect(output.hasPrefix("source one: 1 colour from DTCG tokens (one.tokens.json)\n"), "\(output)")
    }

    /// A token name from a file is shown escaped, never sent to the terminal, and not offered
    /// by completion.
    @Test func aTokenNameWithAnEscapeSequenceIsShownEscaped() {
        let tokens = "{\"bad\\u001b[2Jname\": {\"$type\": \"color\", \"$value\": \"#112233\"}, \"good\": {\"$type\": \"color\", \"$value\": \"#000000\"}}"
        var shell = ShellHarness(files: ["evil.tokens.json": tokens])
        let output = shell.run("source evil.tokens.json", "swatches evil")
        #expect(!output.contains("\u{1B}"), "\(output)")
        #expect(output.contains("bad\\u{1B}[2Jname"), "\(output)")
        let offered = ShellCompletion.candidates(lineBeforeWord: "set paper ", word: "", session: shell.session)
        #expect(offered.contains("evil.good") && offered.allSatisfy { !$0.contains("\u{1B}") }, "\(offered)")
    }

    @Test func aBadSchemeFileChangesNothing() {
        var shell = ShellHarness(files: ["bad.yaml": Self.base16.replacingOccurrences(of: "base07: \"707070\"", with: "base07: \"70707\"")])
        shell.run("source nord", "set paper nord0")
        let before = (shell.session.current, shell.journal, shell.session.undoStack.count)
        let (outcome, output) = shell.outcome("source bad.yaml")
        #expect(output.hasPrefix("error: bad.yaml:9: base07: bad colour '70707': "), "\(output)")
        #expect(output.hasSuffix("; nothing was loaded\n"))
        guard case .rejected = outcome else { Issue.record("\(outcome)"); return }
        #expect(shell.session.current == before.0)
        #expect(shell.journal == before.1)
        #expect(shell.session.undoStack.count == before.2)
        #expect(shell.outcome("source nowhere.css").1.hasPrefix("error: cannot read 'nowhere.css'"))
    }

    @Test func completionKnowsLoadedNamesAndPaths() {
        var shell = ShellHarness(files: ["Schemes/mytheme.yaml": Self.base16])
        shell.run("source Schemes/mytheme.yaml")
        let session = shell.session
        #expect(ShellCompletion.candidates(lineBeforeWord: "set paper ", word: "mytheme.base0", session: session).count == 16)
        #expect(ShellCompletion.candidates(lineBeforeWord: "swatches ", word: "myt", session: session) == ["mytheme"])
        #expect(ShellCompletion.completesPaths(lineBeforeWord: "source ", word: "~/Schemes/my"))
        #expect(!ShellCompletion.completesPaths(lineBeforeWord: "source ", word: "gru"))
        #expect(!ShellCompletion.completesPaths(lineBeforeWord: "set paper ", word: "Schemes/"))
        #expect(shell.run("swatches mytheme").hasPrefix("mytheme: base16/base24 scheme (Schemes/mytheme.yaml)\n  base00"))
    }

    @Test func newWithSourceStartsWithTheSchemeOrNotAtAll() throws {
        let fileSystem = MemoryFileSystem(files: ["mine.yaml": Self.base16, "bad.css": ":root {\n  --x: rgb(1 2);\n}\n"])
        let context = ShellContext(output: TextBuffer(), style: .plain, fileSystem: fileSystem)
        let session = try ShellStartup.startNew(id: "mine", from: nil, sourceFile: "mine.yaml", directory: "w", context: context)
        #expect(session.current.sourceNames == ["mine"])
        #expect(fileSystem.files["w/Sessions/mine.session"]?.hasSuffix("source ../mine.yaml\n") == true)
        #expect(throws: ToolError.self) {
            try ShellStartup.startNew(id: "other", from: nil, sourceFile: "bad.css", directory: "w", context: context)
        }
        #expect(fileSystem.files["w/Sessions/other.session"] == nil)
    }
}
