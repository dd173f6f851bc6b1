import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteTestSupport

/// The schema as data: the built-in stream schema is exactly Schemas/stream.json, and every
/// schema survives being written and read back.
@Suite struct SchemaFileTests {
    static let root = RepositoryFiles.root

    static func text(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Schemas/\(name).json"), encoding: .utf8)
    }

    @Test func theBuiltInStreamSchemaIsTheCommittedFile() throws {
        let text = try Self.text("stream")
        #expect(try SchemaFile.decode(text) == Schema.stream)
        #expect(SchemaFile.encode(.stream) == text, "regenerate with: palette-repl schema show > Schemas/stream.json")
    }

    /// Help names the built-in schemas without decoding them: the names are the schemas'.
    @Test func theBuiltInNamesAreTheBuiltInSchemas() {
        #expect(Schema.builtInNames == Schema.builtIn.keys.sorted())
        for (name, schema) in Schema.builtIn { #expect(schema.name == name) }
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
    /// keep every palette readable, and so does a rule changed; a derived token or a role changed
    /// does not, and the problem says what differs as far as the file shows it. A file that records the hash taken of the whole document (as
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

        // A rule raised measures the palette by it: the hash leaves rules out.
        let stricter = try SchemaFile.decode(text.replacingOccurrences(of: "\"name\": \"code\", \"measure\": \"contrast\", \"threshold\": 4.5",
                                                                      with: "\"name\": \"code\", \"measure\": \"contrast\", \"threshold\": 5"))
        #expect(stricter != editor)
        #expect(SchemaFile.hash(stricter) == SchemaFile.hash(editor))
        #expect(try PaletteFile.decode(file, schema: stricter)["foreground"] == palette["foreground"])
        // A derived token's step changed changes what the palette's tokens are.
        let stepped = try SchemaFile.decode(text.replacingOccurrences(of: "\"step\": 0.06", with: "\"step\": 0.07"))
        #expect(SchemaFile.hash(stepped) != SchemaFile.hash(editor))
        #expect(throws: PaletteLoadError(problems: [.schemaVersionMismatch(schema: "editor", rolesNotInSchema: [])])) {
            try PaletteFile.decode(file, schema: stepped)
        }
        let renamed = try SchemaFile.decode(text.replacingOccurrences(of: "foreground", with: "prose"))
        #expect(throws: PaletteLoadError(problems: [.schemaVersionMismatch(schema: "editor", rolesNotInSchema: ["foreground"])])) {
            try PaletteFile.decode(file, schema: renamed)
        }
    }
}

/// Palette files written while the schema's hash covered its rules (`SchemaFile.hashesWithRules`).
@Suite struct SchemaHashTests {
    static func fixture(_ name: String) throws -> String {
        try RepositoryFiles.text("Tests/Fixtures/\(name)")
    }

    /// harbor as an editor schema without the `apart` kind saved it (Palettes/harbor.json at
    /// 29e19db) reads with today's editor schema, every colour kept; so does a file that
    /// records the hash with today's rules.
    @Test func aFileWrittenBeforeAKindWasAppendedReads() throws {
        let editor = try SchemaFile.decode(try SchemaFileTests.text("editor"))
        let old = try Self.fixture("harbor-before-apart.json")
        #expect(!old.contains(SchemaFile.hash(editor)))
        let palette = try PaletteFile.decode(old, schema: editor)
        #expect(palette["error"] == TestPalettes.colour("#EC5F67") && palette.isComplete)
        let withToday = PaletteFile.encode(palette).replacingOccurrences(of: SchemaFile.hash(editor), with: SchemaFile.hashesWithRules(editor).last!)
        #expect(withToday != PaletteFile.encode(palette))
        #expect(try PaletteFile.decode(withToday, schema: editor) == palette)
    }

    /// A file's record names the schema only by a hash of it: one with rules that differ other
    /// than by kinds appended since (a kind in the middle dropped) is asked for its schema.
    @Test func aFileOfOtherRulesIsStillNoticed() throws {
        let editor = try SchemaFile.decode(try SchemaFileTests.text("editor"))
        let withoutMuted = try SchemaFile.decode(try SchemaFileTests.text("editor")
            .replacingOccurrences(of: "{\"name\": \"muted\", \"measure\": \"contrast\", \"threshold\": 3, \"palettes\": \"all\"},\n", with: "")
            .replacingOccurrences(of: "\"muted\": [\"comment/background\", \"comment/lineHighlight\"],\n", with: "")
            .replacingOccurrences(of: "\"muted\": 4.5, ", with: ""))
        #expect(withoutMuted.ruleKinds.count == editor.ruleKinds.count - 1)
        var palette = Palette(id: PaletteID("harbor")!, schema: editor)
        palette["background"] = TestPalettes.colour("#1B2430")
        let file = PaletteFile.encode(palette).replacingOccurrences(of: SchemaFile.hash(editor), with: SchemaFile.hashesWithRules(withoutMuted).last!)
        #expect(throws: PaletteLoadError(problems: [.schemaVersionMismatch(schema: "editor", rolesNotInSchema: [])])) {
            try PaletteFile.decode(file, schema: editor)
        }
    }
}
