import Foundation
import Testing
import PaletteTestSupport

/// One rule for what a role may be called (`RoleNaming`): the schema reader refuses a name some
/// export cannot spell, so `schema check`, `schema rename` and every export agree, and a name it
/// accepts compiles in the Swift export.
@Suite struct RoleNamingTests {
    /// The editor schema with its role `cursor` renamed to `name` (and `extra` appended to the
    /// roles, when given, as another role of the signals group).
    static func editorSchema(renaming role: String = "cursor", to name: String, extra: String? = nil) throws -> String {
        var text = try SecondSchemaTests.committed("Schemas/editor.json").replacingOccurrences(of: "\"\(role)\"", with: "\"\(name)\"")
        text = text.replacingOccurrences(of: "\"\(role)/", with: "\"\(name)/").replacingOccurrences(of: "/\(role)\"", with: "/\(name)\"")
        if let extra {
            text = text.replacingOccurrences(of: #"{"name": "warning", "group": "signals", "description": "warning squiggles and gutter marks"}"#,
                                             with: #"{"name": "warning", "group": "signals", "description": "warning squiggles and gutter marks"}, {"name": "\#(extra)", "group": "signals", "description": "another"}"#)
        }
        return text
    }

    @Test(arguments: [
        ("class", "'class' cannot be a role's name: it is a Swift keyword, and the Swift export declares a member of each role's name; expected another name"),
        ("self", "'self' cannot be a role's name: it is a Swift keyword, and the Swift export declares a member of each role's name; expected another name"),
        ("Type", "'Type' cannot be a role's name: it is a Swift keyword, and the Swift export declares a member of each role's name; expected another name"),
        ("object", "'object' cannot be a role's name: it is a Kotlin keyword, and the Android export's Compose class declares a property of each role's name; expected another name"),
        ("isLight", "'isLight' cannot be a role's name: the Swift export's palette type has a member 'isLight' already; expected another name"),
        ("High", "'High' cannot be a role's name: the Swift export names the type of the level 'high' so; expected another name"),
    ])
    func schemaCheckRefusesANameAnExportCannotSpell(name: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.editorSchema(to: name), to: "schema.json")
        let check = try BinaryRunner.run(["schema", "check", "schema.json"], directory: folder.url)
        #expect(check.status == 2)
        #expect(check.errors == "palette-repl: schema.json: roles[8].name: \(message)\n", "\(check.errors)")
    }

    @Test func schemaCheckRefusesNamesEqualButForCaseAndTooLong() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.editorSchema(to: "cursor", extra: "Background"), to: "schema.json")
        let check = try BinaryRunner.run(["schema", "check", "schema.json"], directory: folder.url)
        #expect(check.status == 2)
        #expect(check.errors.contains("roles[11].name: 'Background' differs from 'background' only in case; expected names that differ in more"), "\(check.errors)")
        let long = String(repeating: "k", count: 65)
        try folder.write(try Self.editorSchema(to: long), to: "long.json")
        let refused = try BinaryRunner.run(["schema", "check", "long.json"], directory: folder.url)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("bad name '\(long)'; expected a letter, then letters and digits (at most 64)"), "\(refused.errors)")
    }

    /// Names a Swift keyword list might take for reserved but the compiler accepts as members:
    /// the schema reader accepts them, and the Swift export of a palette of them compiles.
    @Test func namesTheReaderAcceptsCompileInTheSwiftExport() throws {
        let folder = try TemporaryFolder()
        var schema = try Self.editorSchema(renaming: "cursor", to: "palette")
        for (old, new) in [("comment", "await"), ("keyword", "activate"), ("string", "follow"), ("warning", "some")] {
            schema = schema.replacingOccurrences(of: "\"\(old)\"", with: "\"\(new)\"").replacingOccurrences(of: "\"\(old)/", with: "\"\(new)/")
                .replacingOccurrences(of: "/\(old)\"", with: "/\(new)\"")
        }
        try folder.write(schema, to: "schema.json")
        let check = try BinaryRunner.run(["schema", "check", "schema.json"], directory: folder.url)
        #expect(check.status == 0, "\(check.errors)")
        var lines = ["set background #1B2430", "set lineHighlight #1F2936", "set gutter #202832", "set selection #2F4258", "set foreground #D8DEE9"]
        lines += ["set await #8B95A7", "set activate #C3A6FF", "set follow #A7D88A", "set palette #FFCC66", "set error #FF6B6B", "set some #F2C14E", "save --force"]
        let made = try BinaryRunner.run(["new", "names", "--schema", "schema.json"], input: lines.joined(separator: "\n") + "\n", directory: folder.url)
        #expect(made.status == 0, "\(made.output)\(made.errors)")
        let export = try BinaryRunner.run(["export", "swift", "Palettes/names.json", "--schema", "schema.json", "--out", "out"], directory: folder.url)
        #expect(export.status == 0, "\(export.errors)")
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["swiftc", "-typecheck", "EditorPalette.swift"]
        compile.currentDirectoryURL = folder.url.appendingPathComponent("out")
        try compile.run()
        compile.waitUntilExit()
        #expect(compile.terminationStatus == 0)
    }
}
