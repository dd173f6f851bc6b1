import Foundation
import Testing
@testable import PaletteKit

/// The schema as data: the built-in stream schema is exactly Schemas/stream.json, and every
/// schema survives being written and read back (issue 10).
@Suite struct SchemaFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Schemas/\(name).json"), encoding: .utf8)
    }

    @Test func theBuiltInStreamSchemaIsTheCommittedFile() throws {
        let text = try Self.text("stream")
        #expect(try SchemaFile.decode(text) == Schema.stream)
        #expect(SchemaFile.encode(.stream) == text, "regenerate with: palette-repl schema show > Schemas/stream.json")
    }

    @Test func theEditorSchemaLooksNothingLikeTheStreamOne() throws {
        let editor = try SchemaFile.decode(try Self.text("editor"))
        #expect(editor.name == "editor")
        #expect(editor.roles.count == 11 && editor.groups == ["surfaces", "text", "signals"])
        #expect(editor.ground == "background" && editor.plate == "lineHighlight")
        #expect(editor.ruleKinds.map(\.name) == ["code", "muted", "signal", "surface", "step", "apart"])
        #expect(editor.ruleKinds.map(\.appliesOnlyToDarkPalettes) == [false, false, false, false, true, false])
        #expect(editor.ruleKinds.last?.measure == .named("distinct"))
        #expect(try SchemaFile.decode(SchemaFile.encode(editor)) == editor)
        #expect(SchemaFile.hash(editor) != SchemaFile.hash(.stream))
    }

    @Test func aPaletteRecordsItsSchemaAndIsReadOnlyAgainstIt() throws {
        let editor = try SchemaFile.decode(try Self.text("editor"))
        var palette = Palette(id: PaletteID("harbor")!, schema: editor)
        palette["background"] = TestPalettes.colour("#1B2430")
        let text = PaletteFile.encode(palette)
        #expect(text.contains("\"schema\": {\n    \"name\": \"editor\",\n    \"hash\": \"\(SchemaFile.hash(editor))\"\n  }"))
        #expect(try PaletteFile.decode(text, schema: editor) == palette)
        #expect(throws: PaletteLoadError(problems: [.schemaMismatch(recorded: "editor", expected: "stream")])) {
            try PaletteFile.decode(text, schema: .stream)
        }
        // A stream palette records nothing, so every palette file made before schemas still reads.
        #expect(!PaletteFile.encode(TestPalettes.light).contains("\"schema\""))
        #expect(throws: PaletteLoadError(problems: [.schemaMismatch(recorded: nil, expected: "editor")])) {
            try PaletteFile.decode(PaletteFile.encode(TestPalettes.light), schema: editor)
        }
    }

    /// The hash covers what gives a palette its meaning: a description edited, or levels added,
    /// keep every palette readable; a rule changed does not, and the problem says what differs as
    /// far as the file shows it. A file that records the hash taken of the whole document (as
    /// files written before did) still reads.
    @Test func theHashCoversMeaningNotDocumentation() throws {
        let text = try Self.text("editor")
        let editor = try SchemaFile.decode(text)
        var palette = Palette(id: PaletteID("harbor")!, schema: editor)
        palette["background"] = TestPalettes.colour("#1B2430")
        palette["foreground"] = TestPalettes.colour("#D8DEE9")
        let file = PaletteFile.encode(palette)

        let described = try SchemaFile.decode(text.replacingOccurrences(of: "\"the editor's ground\"", with: "\"where code sits\""))
        #expect(SchemaFile.hash(described) == SchemaFile.hash(editor))
        #expect(try PaletteFile.decode(file, schema: described) == Palette(id: palette.id, schema: described, colours: ["background": palette["background"]!, "foreground": palette["foreground"]!]))

        let documented = file.replacingOccurrences(of: SchemaFile.hash(editor), with: SchemaFile.documentHash(editor))
        #expect(documented != file)
        #expect(try PaletteFile.decode(documented, schema: editor) == palette)

        let stricter = try SchemaFile.decode(text.replacingOccurrences(of: "\"name\": \"code\", \"measure\": \"contrast\", \"threshold\": 4.5",
                                                                      with: "\"name\": \"code\", \"measure\": \"contrast\", \"threshold\": 5"))
        #expect(SchemaFile.hash(stricter) != SchemaFile.hash(editor))
        #expect(throws: PaletteLoadError(problems: [.schemaVersionMismatch(schema: "editor", rolesNotInSchema: [])])) {
            try PaletteFile.decode(file, schema: stricter)
        }
        let renamed = try SchemaFile.decode(text.replacingOccurrences(of: "foreground", with: "prose"))
        #expect(throws: PaletteLoadError(problems: [.schemaVersionMismatch(schema: "editor", rolesNotInSchema: ["foreground"])])) {
            try PaletteFile.decode(file, schema: renamed)
        }
    }
}
