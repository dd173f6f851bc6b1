import Foundation
import Testing
import PaletteCommands
import PaletteKit
import PaletteTestSupport

/// The built-in app schema (`--schema app`): the committed file is it, its two palettes are
/// what their sessions save and pass every rule at every level, and a designer's flow with it
/// (`new ID --schema app`, `open ID` later, a replay) keeps the schema by its name.
@Suite struct AppSchemaTests {
    static let root = RepositoryFiles.root

    /// Lines from a script, as standard input gives them.
    final class ScriptedLines: LineReader {
        private var lines: [String]
        init(_ text: String) { lines = text.split(separator: "\n").map(String.init) }
        var isInteractive: Bool { false }
        func readLine(prompt: String, prefill: String?) -> String? { lines.isEmpty ? nil : lines.removeFirst() }
        func remember(_ line: String) {}
        var completer: ((String, String) -> [String])?
        var notices: (() -> Void)?
        var wake: @Sendable () -> Void { {} }
    }

    static func run(_ harness: CommandHarness, _ arguments: [String], input: String) -> (code: ExitCode, output: String, errors: String) {
        let output = TextBuffer(), errors = TextBuffer()
        let context = ToolContext(output: output, errors: errors, fileSystem: harness.fileSystem, lineReader: ScriptedLines(input))
        let code = CommandLineTool.run(arguments, context: context)
        return (code, output.text, errors.text)
    }

    static func file(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theBuiltInAppSchemaIsTheCommittedFile() throws {
        let text = try Self.file("Schemas/app.json")
        #expect(try SchemaFile.decode(text) == Schema.app)
        #expect(SchemaFile.encode(.app) == text, "regenerate with: palette-repl schema show app > Schemas/app.json")
        #expect(Schema.app.roles.count == 18 && !Schema.app.groups.contains("stage"))
    }

    /// Schemas/app/Sessions replay to Schemas/app/Palettes byte for byte, those files are the
    /// built-in style, and each passes every rule at standard and high.
    @Test func theBuiltInPalettesAreTheirSessionsAndPassAtEveryLevel() throws {
        var files: [String: String] = [:]
        for id in ["appLight", "appDark"] {
            files["Palettes/\(id).json"] = try Self.file("Schemas/app/Palettes/\(id).json")
            files["Sessions/\(id).session"] = try Self.file("Schemas/app/Sessions/\(id).session")
        }
        let harness = CommandHarness(files: files)
        let replay = harness.run(["replay", "--check", "Sessions/appLight.session", "Sessions/appDark.session"])
        #expect(replay.code == .success, "\(replay.output)\(replay.errors)")
        for level in ["standard", "high"] {
            let check = harness.run(["check", "--schema", "app", "--level", level, "Palettes/appLight.json", "Palettes/appDark.json"])
            #expect(check.code == .success, "\(level): \(check.output)\(check.errors)")
        }
        let builtIn = BuiltInPalettes.palettes(for: .app)
        #expect(builtIn.map(\.id.rawValue) == ["appLight", "appDark"], "regenerate with: python3 tools/make_builtin_palettes.py")
        for palette in builtIn {
            #expect(PaletteFile.encode(palette) == files["Palettes/\(palette.id).json"], "\(palette.id): regenerate with python3 tools/make_builtin_palettes.py")
        }
    }

    /// `new ID --schema app` names the schema by its name in the journal, from any folder; the
    /// shell's palette has the app schema's roles; `open ID` continues it without `--schema`;
    /// the journal replays to the saved file.
    @Test(arguments: [nil, "work"] as [String?])
    func aDesignersFlowKeepsTheSchemaByItsName(dir: String?) throws {
        let harness = CommandHarness()
        let folder = dir ?? "."
        let dirArguments = dir.map { ["--dir", $0] } ?? []
        let new = Self.run(harness, ["new", "mine", "--schema", "app"] + dirArguments, input: "set accent #7C3AED\ndraft\nsave\nquit\n")
        #expect(new.code == .success, "\(new.output)\(new.errors)")
        let journal = try #require(harness.fileSystem.files[FilePath.join(folder, "Sessions/mine.session")])
        #expect(journal.contains("\nnew mine --schema app\n"), "\(journal)")
        let saved = try #require(harness.fileSystem.files[FilePath.join(folder, "Palettes/mine.json")])
        #expect(saved.contains("\"name\": \"app\"") && saved.contains("\"textSecondary\"") && !saved.contains("\"paper\""))
        let open = Self.run(harness, ["open", "mine"] + dirArguments, input: "set warning #B35F0A\nfix\napply\nsave\nquit\n")
        #expect(open.code == .success, "\(open.output)\(open.errors)")
        #expect(open.output.contains("saved"), "\(open.output)")
        let replay = harness.run(["replay", "--check", FilePath.join(folder, "Sessions/mine.session")] + dirArguments)
        #expect(replay.code == .success, "\(replay.output)\(replay.errors)")
    }

    /// A palette of the app schema read as the stream schema's names the option that reads it.
    @Test func aPaletteOfTheAppSchemaNamesItsOption() throws {
        let harness = CommandHarness(files: ["Palettes/appLight.json": try Self.file("Schemas/app/Palettes/appLight.json")])
        let check = harness.run(["check", "Palettes/appLight.json"])
        #expect(check.errors.contains("made for schema 'app', not for schema 'stream'; pass the schema it was made with: --schema app"), "\(check.errors)")
    }
}
