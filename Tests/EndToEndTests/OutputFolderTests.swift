import Foundation
import Testing

/// A single-file --out into a folder that does not exist is refused before any work, as `cp`
/// refuses it: exit 2, one line, nothing made (it made the folder and wrote there, exit 0).
@Suite struct OutputFolderTests {
    @Test(arguments: [
        ["fix", "PALETTE", "--out", "nowhere/x.json"],
        ["draft", "dusk", "--key", "paper=#2E3440", "--out", "nowhere/x.json"],
        ["preview", "PALETTE", "--out", "nowhere/x.html"],
    ])
    func aMissingFolderIsRefused(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let palette = IntegrityEndToEndTests.repositoryFile("Palettes/nord.json")
        let outcome = try BinaryRunner.run(arguments.map { $0 == "PALETTE" ? palette : $0 }, directory: folder.url)
        #expect(outcome.status == 2, "\(outcome.output)\(outcome.errors)")
        let path = arguments.last!
        #expect(outcome.errors == "palette-repl: cannot write '\(path)': the folder 'nowhere' does not exist; make it first (--out FILE never makes a folder)\n")
        #expect(!folder.exists("nowhere"))
    }

    @Test func anExistingFolderIsWritten() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("there"), withIntermediateDirectories: true)
        let outcome = try BinaryRunner.run(["fix", IntegrityEndToEndTests.repositoryFile("Palettes/nord.json"), "--out", "there/nord.json"], directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(folder.exists("there/nord.json"))
    }
}
