import Foundation
import Testing

/// One rule for paths in journals: a path typed relative to the current folder is
/// journalled as the same file seen from the palette folder (absolute when it cannot be), so a
/// session resumes from any working folder.
@Suite struct JournalPathTests {
    static let editorSchema = try! String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Schemas/editor.json"), encoding: .utf8)
    static let base16 = (["scheme: \"Mine\""] + (0..<16).map { String(format: "base0%X: \"%02X%02X%02X\"", $0, $0 * 16, $0 * 16, $0 * 16) })
        .joined(separator: "\n") + "\n"

    static func run(_ arguments: [String], _ input: String, in folder: URL) throws -> BinaryRunner.Outcome {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try BinaryRunner.run(arguments, input: input, directory: folder, timeoutSeconds: 30)
    }

    @Test func aSchemaGivenFromTheCurrentFolderIsFoundAgainFromAnyFolder() throws {
        let root = try TemporaryFolder()
        try root.write(Self.editorSchema, to: "work/ed.json")
        let first = try Self.run(["new", "h", "--schema", "work/ed.json", "--dir", "work"], "set background #101010\nquit\nquit\n", in: root.url)
        #expect(first.status == 0, "\(first.output)\(first.errors)")
        #expect(try root.read("work/Sessions/h.session").contains("\nnew h --schema ed.json\n"))
        for (folder, arguments) in [(root.url, ["new", "h", "--dir", "work"]),
                                    (root.url.appendingPathComponent("work"), ["new", "h"]),
                                    (root.url.appendingPathComponent("other"), ["new", "h", "--dir", "../work"])] {
            let resumed = try Self.run(arguments, "show background\nquit\nquit\n", in: folder)
            #expect(resumed.status == 0, "\(arguments): \(resumed.errors)")
            #expect(resumed.output.contains("resumed h from"), "\(arguments): \(resumed.output)")
            #expect(resumed.output.contains("#101010"), "\(arguments): \(resumed.output)")
        }
    }

    @Test func aSchemeFileSourcedFromTheCurrentFolderIsFoundAgainFromAnyFolder() throws {
        let root = try TemporaryFolder()
        try root.write(Self.base16, to: "Schemes/mine.yaml")
        let first = try Self.run(["new", "n", "--dir", "work"], "source Schemes/mine.yaml\nset paper mine.base0F\nquit\nquit\n", in: root.url)
        #expect(first.status == 0, "\(first.output)\(first.errors)")
        #expect(try root.read("work/Sessions/n.session").hasSuffix("source ../Schemes/mine.yaml\nset paper mine.base0F\n"))
        for (folder, arguments) in [(root.url, ["new", "n", "--dir", "work"]), (root.url.appendingPathComponent("work"), ["new", "n"])] {
            let resumed = try Self.run(arguments, "show paper\nquit\nquit\n", in: folder)
            #expect(!resumed.output.contains("warning: Sessions") && !resumed.output.contains("cannot read"), "\(arguments): \(resumed.output)")
            #expect(resumed.output.contains("#F0F0F0"), "\(arguments): \(resumed.output)")
        }
        // The journal replays as a session file from the palette folder, wherever replay runs.
        let replayed = try Self.run(["replay", "work/Sessions/n.session", "--dir", "work", "--check"], "", in: root.url)
        #expect(!replayed.errors.contains("cannot read"), "\(replayed.errors)")
    }

    /// `source FILE…`: every file is journalled from the palette folder, and the
    /// session resumes reading them all again (var() across them).
    @Test func severalSourcedFilesAreAllFoundAgainFromAnyFolder() throws {
        let root = try TemporaryFolder()
        try root.write(":root {\n  --indigo-7: #4263eb;\n}\n", to: "css/colors.css")
        try root.write(":where(html) {\n  --link: var(--indigo-7);\n}\n", to: "css/theme.css")
        let first = try Self.run(["new", "s", "--dir", "work"], "source css/colors.css css/theme.css\nset link theme.link\nquit\nquit\n", in: root.url)
        #expect(first.status == 0, "\(first.output)\(first.errors)")
        #expect(try root.read("work/Sessions/s.session").hasSuffix("source ../css/colors.css ../css/theme.css\nset link theme.link\n"))
        let resumed = try Self.run(["new", "s"], "show link\nquit\nquit\n", in: root.url.appendingPathComponent("work"))
        #expect(!resumed.output.contains("warning: Sessions") && !resumed.output.contains("cannot read"), "\(resumed.output)")
        #expect(resumed.output.contains("#4263EB"), "\(resumed.output)")
    }

    /// A palette folder above the current one cannot be walked back to by name: the journal
    /// holds the absolute path.
    @Test func aPathThatCannotBeSaidFromThePaletteFolderIsJournalledAbsolute() throws {
        let root = try TemporaryFolder()
        try root.write(Self.base16, to: "a/mine.yaml")
        let first = try Self.run(["new", "n", "--dir", "../work"], "source mine.yaml\nquit\nquit\n", in: root.url.appendingPathComponent("a"))
        #expect(first.status == 0, "\(first.output)\(first.errors)")
        let journal = try root.read("work/Sessions/n.session")
        let absolute = root.url.appendingPathComponent("a/mine.yaml").resolvingSymlinksInPath().path
        #expect(journal.hasSuffix("source \(absolute)\n") || journal.hasSuffix("source \(root.url.path)/a/mine.yaml\n"), "\(journal)")
        let resumed = try Self.run(["new", "n"], "quit\nquit\n", in: root.url.appendingPathComponent("work"))
        #expect(!resumed.output.contains("warning: Sessions") && !resumed.output.contains("cannot read"), "\(resumed.output)")
    }
}
