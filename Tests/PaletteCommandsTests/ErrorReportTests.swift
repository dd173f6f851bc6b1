import Foundation
import Testing
import PaletteKit
@testable import PaletteCommands

/// Every error leaves one way: `ErrorText` renders it, the program's name is put before each
/// line in one place, one line per problem, whichever command reports it.
@Suite struct ErrorReportTests {
    /// A palette with two problems: two lines, each after the program's name, from every command
    /// that reads it (the table's own catch and `check`'s per-file report alike).
    @Test(arguments: [["check", "bad.json"], ["fix", "bad.json"], ["export", "css", "bad.json"]])
    func aPaletteWithTwoProblemsIsTwoPrefixedLines(arguments: [String]) {
        let bad = ##"{"format":"palette-repl/1","id":"bad","roles":{"paper":"#GG0000","plate":12}}"##
        let result = CommandHarness(files: ["bad.json": bad]).run(arguments)
        let lines = result.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.errors)")
        #expect(lines.allSatisfy { $0.hasPrefix("palette-repl: bad.json: role \"") }, "\(result.errors)")
        #expect(lines == ErrorText.reported(try! #require(Self.error(bad))))
        #expect(result.code == .usage)
    }

    static func error(_ text: String) -> ToolError? {
        do throws(PaletteLoadError) { _ = try PaletteFile.decode(text, schema: .stream) } catch { return .invalidPalette(path: "bad.json", error) }
        return nil
    }

    /// The shell with nothing to read from is an error like any other, on the error stream.
    @Test func aShellWithoutInputIsAnError() {
        let result = CommandHarness().run(["new", "nord", "--dir", "w"])
        #expect(result.errors == "palette-repl: no input to read commands from\n")
        #expect(result.code == .usage)
    }

    /// The wording of what the shell and replay say when input ends unsaved is ErrorText's.
    @Test func unsavedEndsAreWordedInOnePlace() {
        #expect(ErrorText.message(for: .inputEndedUnsaved(id: "nord", paletteFile: "Palettes/nord.json", journal: "Sessions/nord.session"))
                == "unsaved: nord has changes not saved to Palettes/nord.json; the journal Sessions/nord.session keeps them")
        #expect(ErrorText.message(for: .sessionEndedUnsaved(paletteFile: "Palettes/nord.json")) == "unsaved: the session ends with changes not saved to Palettes/nord.json")
        #expect(ErrorText.warning(.unsavedChanges).hasPrefix("warning: unsaved changes; "))
        #expect(ErrorText.shellLines(for: .nothingToUndo) == ["error: nothing to undo"])
    }

    /// No command writes to the error stream but through `ToolContext.report`: a line written
    /// there by hand (say, `replay --check`'s roles that differ, in ReplayCommand.swift) would
    /// lack the program's name and the session's place.
    @Test func nothingWritesToTheErrorStreamButTheReport() throws {
        let writers = try SourceFiles.read("Sources/PaletteCommands")
            .filter { $0.path != "Invocation/ToolContext.swift" && $0.text.contains("errors.line(") }.map(\.path)
        #expect(writers.isEmpty, "\(writers)")
    }

    /// A core error a command reports as it is converts in one place (`ToolErrorConvertible`):
    /// no source writes its own `catch { throw .draft(error) }` for those types (ten did, for
    /// draft, repair, export, suggestion and migration problems).
    @Test func conversionsWithNothingToAddAreDeclaredOnce() throws {
        var found: [String] = []
        for (file, text) in try SourceFiles.read("Sources/PaletteCommands") {
            for case_ in ["draft", "repair", "export", "suggestion", "migration"] where text.contains("throw .\(case_)(error)") {
                found.append("\(file): .\(case_)")
            }
            // A file that cannot be read or written, and a colour that does not parse, are
            // converted by `ToolError.reading`/`writing` and `parseColour` alone (and by the
            // shell's journal write, which truncates the journal back before it throws).
            for case_ in ["unreadableFile", "unwritableFile", "badColour"] where text.contains("throw .\(case_)(error)") {
                let converting = ["Rendering/ToolError+FileAccess.swift", "Invocation/TypedValue+Colour.swift", "Shell/ShellEngine.swift"]
                if !converting.contains(file) { found.append("\(file): .\(case_)") }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }
}
