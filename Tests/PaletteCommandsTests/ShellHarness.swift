import Foundation
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// A shell session in memory: lines in, output and files out.
struct ShellHarness {
    let fileSystem: MemoryFileSystem
    var session: Session
    let paths: SessionPaths

    init(id: String = "nord", files: [String: String] = [:]) {
        fileSystem = MemoryFileSystem(files: files)
        paths = SessionPaths(directory: "work", id: PaletteID(id)!)
        session = Session(paths: paths, palette: Palette(id: PaletteID(id)!), saved: false)
    }

    var context: ShellContext { ShellContext(output: TextBuffer(), style: .plain, fileSystem: fileSystem) }

    /// Runs lines and returns what they printed.
    @discardableResult
    mutating func run(_ lines: String...) -> String {
        let output = TextBuffer()
        let context = ShellContext(output: output, style: .plain, fileSystem: fileSystem)
        for line in lines { _ = ShellEngine.execute(line, session: &session, context: context) }
        return output.text
    }

    mutating func outcome(_ line: String) -> (ShellEngine.Outcome, String) {
        let output = TextBuffer()
        let outcome = ShellEngine.execute(line, session: &session, context: ShellContext(output: output, style: .plain, fileSystem: fileSystem))
        return (outcome, output.text)
    }

    var journal: String { fileSystem.files[paths.journalFile] ?? "" }

    /// Sets every role of a complete passing palette.
    mutating func fillPassingPalette(except skipped: Set<String> = []) {
        for (role, value) in PassingPalette.values where !skipped.contains(role) { run("set \(role) \(value)") }
    }
}

/// The complete passing light palette shared by every test target (Tests/Fixtures/light-palette.json).
enum PassingPalette {
    static let text: String = {
        RepositoryFiles.lightPalette
    }()

    static let values: [(String, String)] = {
        let palette = try! PaletteFile.decode(text, requireComplete: true)
        return palette.filledRoles.map { ($0.rawValue, palette[$0]!.hex) }
    }()
}
