import Foundation
import Testing
import PaletteTestSupport

/// A schema that looks nothing like the stream one (Schemas/editor.json) end to end: the shell,
/// check, suggest, the exports, preview and replay all follow it.
@Suite struct SecondSchemaTests {
    static let root = RepositoryFiles.root

    static func committed(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A folder with the editor schema and the harbor session.
    static func editorFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(try committed("Schemas/editor.json"), to: "Schemas/editor.json")
        try folder.write(try committed("Sessions/harbor.session"), to: "Sessions/harbor.session")
        return folder
    }

    static let harborRoles: [(String, String)] = {
        let text = try! committed("Palettes/harbor.json")
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\"")
            guard parts.count >= 4, parts[3].hasPrefix("#") else { return nil }
            return (String(parts[1]), String(parts[3]))
        }
    }()

    @Test func theShellAuthorsAnEditorPaletteThatMatchesTheSession() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.committed("Schemas/editor.json"), to: "Schemas/editor.json")
        let script = Self.harborRoles.map { "set \($0.0) \($0.1)" }.joined(separator: "\n") + "\nsave\n"
        let outcome = try BinaryRunner.run(["new", "harbor", "--schema", "Schemas/editor.json"], input: script, directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("11/11 filled · 0 failing · ready to save"))
        #expect(try folder.read("Palettes/harbor.json") == (try Self.committed("Palettes/harbor.json")))
        #expect(try folder.read("Sessions/harbor.session").hasPrefix("# palette-repl session: palette harbor\nnew harbor --schema Schemas/editor.json\n"))
    }

    /// A killed editor-schema shell resumes without being told its schema again.
    @Test func aResumedJournalReadsItsSchemaFromItsFirstLine() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.committed("Schemas/editor.json"), to: "Schemas/editor.json")
        let first = try BinaryRunner.run(["new", "harbor", "--schema", "Schemas/editor.json"], input: "set background #1B2430\nset gutter #202832\n", directory: folder.url)
        #expect(first.status == 1, "\(first.output)")
        let resumed = try BinaryRunner.run(["new", "harbor"], input: "show gutter\n", directory: folder.url)
        #expect(resumed.output.contains("resumed harbor from Sessions/harbor.session: 2 commands replayed, 2 roles restored"), "\(resumed.output)")
        #expect(resumed.output.contains("  gutter  #202832 L 0.274\n"))
        #expect(!resumed.output.contains("warning"))
    }

    /// A journal resumed under another `--schema` dropped its lines with warnings and took new
    /// lines of the other schema under its header: it could not be replayed any more. Refused,
    /// either way round, with the journal, the palette folder and the lock as they were; the
    /// same schema given again resumes.
    @Test func aJournalIsNotResumedInAnotherSchema() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.committed("Schemas/editor.json"), to: "Schemas/editor.json")
        try folder.write(try Self.committed("Schemas/stream.json"), to: "Schemas/stream.json")
        _ = try BinaryRunner.run(["new", "harbor", "--schema", "Schemas/editor.json"], input: "set background #1B2430\n", directory: folder.url)
        _ = try BinaryRunner.run(["new", "plain"], input: "set paper #FAF7F2\n", directory: folder.url)
        let journals = try ["harbor", "plain"].map { try folder.read("Sessions/\($0).session") }
        for (id, schema, recorded) in [("harbor", "Schemas/stream.json", "--schema Schemas/editor.json"), ("plain", "Schemas/editor.json", "the built-in stream schema")] {
            let outcome = try BinaryRunner.run(["new", id, "--schema", schema], input: "quit\n", directory: folder.url)
            #expect(outcome.status == 2)
            #expect(outcome.errors == "palette-repl: Sessions/\(id).session holds \(id)'s work in another schema (started with \(recorded)), not --schema \(schema); resume it with 'palette-repl new \(id)' without --schema\n")
        }
        #expect(try ["harbor", "plain"].map { try folder.read("Sessions/\($0).session") } == journals)
        let same = try BinaryRunner.run(["new", "harbor", "--schema", "Schemas/editor.json"], input: "show background\n", directory: folder.url)
        #expect(same.output.contains("resumed harbor from Sessions/harbor.session: 1 command replayed, 1 role restored"), "\(same.output)")
        let stream = try BinaryRunner.run(["new", "plain", "--schema", "Schemas/stream.json"], input: "show paper\n", directory: folder.url)
        #expect(stream.output.contains("resumed plain from Sessions/plain.session: 1 command replayed, 1 role restored"), "\(stream.output)")
        #expect(!stream.output.contains("warning"))
    }

    /// A journal started in the folder's schema (palette-schema.json, no --schema in its header)
    /// resumes with that schema given (never taken for the stream schema and refused); and one
    /// whose --schema file has moved resumes with the file given where it is now.
    @Test func aJournalResumesInTheSchemaItWasStartedIn() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.committed("Schemas/editor.json"), to: "palette-schema.json")
        _ = try BinaryRunner.run(["new", "harbor"], input: "set background #1B2430\n", directory: folder.url)
        let same = try BinaryRunner.run(["new", "harbor", "--schema", "palette-schema.json"], input: "show background\n", directory: folder.url)
        #expect(same.output.contains("resumed harbor from Sessions/harbor.session: 1 command replayed, 1 role restored"), "\(same.output)\(same.errors)")
        try folder.write(try Self.committed("Schemas/stream.json"), to: "Schemas/stream.json")
        let other = try BinaryRunner.run(["new", "harbor", "--schema", "Schemas/stream.json"], input: "quit\n", directory: folder.url)
        #expect(other.status == 2)
        #expect(other.errors.contains("(started with the folder's palette-schema.json), not --schema Schemas/stream.json"), "\(other.errors)")

        let moved = try TemporaryFolder()
        try moved.write(try Self.committed("Schemas/editor.json"), to: "Schemas/editor.json")
        _ = try BinaryRunner.run(["new", "harbor", "--schema", "Schemas/editor.json"], input: "set background #1B2430\n", directory: moved.url)
        try FileManager.default.moveItem(at: moved.url.appendingPathComponent("Schemas"), to: moved.url.appendingPathComponent("Elsewhere"))
        let resumed = try BinaryRunner.run(["new", "harbor", "--schema", "Elsewhere/editor.json"], input: "show background\n", directory: moved.url)
        #expect(resumed.output.contains("resumed harbor from Sessions/harbor.session: 1 command replayed, 1 role restored"), "\(resumed.output)\(resumed.errors)")
    }

    @Test func replayCheckSuggestAndRolesFollowTheSchema() throws {
        let folder = try Self.editorFolder()
        let replay = try BinaryRunner.run(["replay", "Sessions/harbor.session"], directory: folder.url)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(try folder.read("Palettes/harbor.json") == (try Self.committed("Palettes/harbor.json")))
        let check = try BinaryRunner.run(["check", "--schema", "Schemas/editor.json", "--ids", "Palettes/harbor.json"], directory: folder.url)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.output.hasPrefix("Palettes/harbor.json (harbor): complete; 17 rules: 17 pass, 0 fail, 0 pending, 0 not applicable\n"))
        let suggest = try BinaryRunner.run(["suggest", "gutter", "--palette", "Palettes/harbor.json", "--schema", "Schemas/editor.json"], directory: folder.url)
        #expect(suggest.output == "gutter #202832 L 0.274 already passes: 1.05 against background (≥ 1.05)\n", "\(suggest.errors)")
        let pair = try BinaryRunner.run(["suggest", "--ground", "#1B2430", "--plate", "#1B2430", "--schema", "Schemas/editor.json"], directory: folder.url)
        #expect(pair.output.hasPrefix("lineHighlight #1B2430 L 0.257 → "), "\(pair.errors)")
        let roles = try BinaryRunner.run(["roles", "--schema", "Schemas/editor.json"], directory: folder.url)
        #expect(roles.output.hasPrefix("surfaces\n  background     the editor's ground (must be opaque)\n"))
        #expect(!roles.output.contains("paper"))
        let wrongSchema = try BinaryRunner.run(["check", "Palettes/harbor.json"], directory: folder.url)
        #expect(wrongSchema.status == 2)
        #expect(wrongSchema.errors == "palette-repl: Palettes/harbor.json: made for schema 'editor', not for schema 'stream'; pass the schema it was made with: --schema FILE\n")
    }

    @Test func aSchemaInThePaletteFolderIsPickedUp() throws {
        let folder = try Self.editorFolder()
        try folder.write(try Self.committed("Schemas/editor.json"), to: "palette-schema.json")
        try folder.write(try Self.committed("Palettes/harbor.json"), to: "Palettes/harbor.json")
        let check = try BinaryRunner.run(["check", "Palettes/harbor.json"], directory: folder.url)
        #expect(check.status == 0, "\(check.errors)")
        let roles = try BinaryRunner.run(["roles", "--json"], directory: folder.url)
        #expect(roles.output.hasPrefix("[\n  {\n    \"name\": \"background\""))
        let shell = try BinaryRunner.run(["open", "harbor"], input: "show gutter\n", directory: folder.url)
        #expect(shell.output.contains("  gutter  #202832 L 0.274\n"), "\(shell.output)")
    }

    /// A session under X/Sessions/ belongs to palette folder X, where its schema file lies.
    @Test func aSchemaInThePaletteFolderIsPickedUpForASessionFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.committed("Schemas/editor.json"), to: "palette-schema.json")
        let session = try Self.committed("Sessions/harbor.session").replacingOccurrences(of: "new harbor --schema Schemas/editor.json", with: "new harbor")
        try folder.write(session, to: "Sessions/harbor.session")
        let replay = try BinaryRunner.run(["replay", "Sessions/harbor.session"], directory: folder.url)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(try folder.read("Palettes/harbor.json") == (try Self.committed("Palettes/harbor.json")))
    }

    @Test func theExportsAndThePreviewFollowTheSchema() throws {
        let folder = try Self.editorFolder()
        try folder.write(try Self.committed("Palettes/harbor.json"), to: "Palettes/harbor.json")
        for format in ["swift", "dtcg", "css", "android"] {
            let outcome = try BinaryRunner.run(["export", format, "Palettes/harbor.json", "--schema", "Schemas/editor.json", "--out", "out"], directory: folder.url)
            #expect(outcome.status == 0, "\(outcome.errors)")
        }
        let swift = try folder.read("out/EditorPalette.swift")
        #expect(swift.contains("public struct EditorPalette: Hashable, Sendable {"))
        #expect(swift.contains("    // MARK: signals\n"))
        // The inactive selection steps 0.06, and 0.1 at the editor schema's high level.
        #expect(swift.contains("    public var selectionInactive: RGBA {\n        let step: Double\n        switch contrast {\n        case .standard: step = 0.06\n        case .high: step = 0.1\n"))
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["swiftc", "-typecheck", "EditorPalette.swift"]
        compile.currentDirectoryURL = folder.url.appendingPathComponent("out")
        try compile.run()
        compile.waitUntilExit()
        #expect(compile.terminationStatus == 0)
        #expect(try folder.read("out/palettes.css").contains("[data-palette=\"harbor\"] {\n  --background: #1B2430;"))
        #expect(try folder.read("out/palettes.tokens.json").contains("\"lineHighlight\""))
        // The editor schema has one derived token, counted in the singular.
        #expect(try folder.read("out/EditorPalette.kt").contains("a colour for each of its 11 roles and 1 derived token. */"))
        let preview = try BinaryRunner.run(["preview", "Palettes/harbor.json", "--schema", "Schemas/editor.json", "--out", "p.html"], directory: folder.url)
        #expect(preview.status == 0, "\(preview.errors)")
        let page = try folder.read("p.html")
        #expect(page.contains("foreground on background") && !page.contains("var(--paper)"))
    }

    @Test func schemaCheckAndShow() throws {
        let folder = try Self.editorFolder()
        let check = try BinaryRunner.run(["schema", "check", "Schemas/editor.json"], directory: folder.url)
        #expect(check.output == "Schemas/editor.json: schema editor: 11 roles in 3 groups, 1 derived token, 6 rule kinds, 17 rules, levels standard, high\n")
        try folder.write(try Self.committed("Schemas/editor.json").replacingOccurrences(of: "\"foreground/selection\"", with: "\"foregrund/selection\""), to: "broken.json")
        let broken = try BinaryRunner.run(["schema", "check", "broken.json"], directory: folder.url)
        #expect(broken.status == 2)
        #expect(broken.errors == "palette-repl: broken.json: rules.code[4]: unknown role 'foregrund' (did you mean 'foreground'?)\n")
        let shown = try BinaryRunner.run(["schema", "show"], directory: folder.url)
        #expect(shown.output == (try Self.committed("Schemas/stream.json")))
    }
}
