import Foundation
import Testing
import PaletteCommands
import PaletteKit
import PaletteTestSupport

/// `schema retire` and `schema rename` on a copy of the shipped palettes and sessions, in memory:
/// every other colour kept byte for byte, `replay --check` and `check` passing afterwards, and a
/// refused migration changing no file.
@Suite struct SchemaMigrationTests {
    static let root = RepositoryFiles.root

    /// Palettes/, Sessions/, Schemes/ and Schemas/ as committed; with `ids`, only those palettes
    /// and their sessions: a test of how one session or one write is migrated needs a few
    /// palettes, and each migrated palette is repaired at each level.
    static func shipped(only ids: Set<String>? = nil) throws -> [String: String] {
        var files: [String: String] = [:]
        for folder in ["Palettes", "Sessions", "Schemes", "Schemas"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)!
            for case let url as URL in enumerator where !url.hasDirectoryPath {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let path = String(url.path.dropFirst(root.path.count + 1))
                if let ids, folder == "Palettes" || folder == "Sessions", !ids.contains(url.deletingPathExtension().lastPathComponent) { continue }
                files[path] = text
            }
        }
        return files
    }

    static func colours(_ text: String, schema: Schema) throws -> [String: Colour] {
        let palette = try PaletteFile.decode(text, schema: schema)
        return Dictionary(uniqueKeysWithValues: palette.schema.roles.compactMap { role in palette[role.name].map { (role.name.rawValue, $0) } })
    }

    static let streamPalettes = ["amberLinen", "apricotPlum", "blushPaper", "catppuccinLatte", "craftDark", "craftLight", "everforest",
                                 "gruvbox", "kanagawa", "nord", "obsidian", "rosePineDawn"]

    /// Replays every session against its palette and checks every stream palette, in the folder.
    static func replayAndCheck(_ harness: CommandHarness) {
        let sessions = harness.fileSystem.files.keys.filter { $0.hasPrefix("Sessions/") && $0.hasSuffix(".session") }.sorted()
        let replay = harness.run(["replay", "--check"] + sessions)
        #expect(replay.code == .success, "\(replay.output)\(replay.errors)")
        #expect(replay.output.contains("replayed 13 sessions: 13 match their palettes, 0 failed"))
        let check = harness.run(["check"] + streamPalettes.map { "Palettes/\($0).json" })
        #expect(check.code == .success, "\(check.output)\(check.errors)")
    }

    /// Retiring roles keeps every other colour, rewrites an expression that read a retired role to
    /// the colour it had, leaves another schema's files alone, and keeps every export of every
    /// level as it was: each level's variant is derived from the rules, and without the retired
    /// ones it would move remaining roles (nord's high stage), so the migration pins them at that
    /// level, in the palette and before its session's save. One migration checks all of it: each
    /// derives every palette's `high` variant before and after and replays every session.
    @Test func retiringRolesKeepsEveryOtherColourEveryLevelsExportAndEverySessionReplays() throws {
        let original = try Self.shipped()
        let harness = CommandHarness(files: original)
        let palettes = Self.streamPalettes.map { "Palettes/\($0).json" }
        #expect(harness.run(["export", "css"] + palettes + ["--out", "before"]).code == .success)
        let retired = ["accent", "raised", "slotGlow", "recording", "shutter"]
        let run = harness.run(["schema", "retire"] + retired)
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("decisions saved: 5 roles × 12 palettes = 60"), "\(run.output)")
        let migrated = try SchemaFile.decode(harness.fileSystem.files["palette-schema.json"]!)
        #expect(migrated.roles.count == 34)
        #expect(!migrated.rules.contains { retired.contains($0.foreground) || retired.contains($0.background) })
        for id in Self.streamPalettes {
            let before = try Self.colours(original["Palettes/\(id).json"]!, schema: .stream)
            let after = try Self.colours(harness.fileSystem.files["Palettes/\(id).json"]!, schema: migrated)
            #expect(after == before.filter { !retired.contains($0.key) }, "\(id)")
        }
        // An expression that read accent now reads the colour it had.
        let nord = harness.fileSystem.files["Sessions/nord.session"]!
        #expect(nord.contains("set accentPressed #88C0D0.stepped(0.15)"))
        #expect(!nord.contains("suggest raised"))
        // The editor schema's palette and session are another schema's: untouched.
        #expect(harness.fileSystem.files["Sessions/harbor.session"] == original["Sessions/harbor.session"])
        #expect(harness.run(["export", "css"] + palettes + ["--out", "after"]).code == .success)
        let retiredLines = retired.map { "--\($0):" }
        let before = harness.fileSystem.files["before/palettes.css"]!.split(separator: "\n").filter { line in !retiredLines.contains { line.contains($0) } }
        #expect(harness.fileSystem.files["after/palettes.css"]!.split(separator: "\n") == before)
        #expect(nord.contains("\nlevel high\n") && nord.contains("set stage #2D323E\nset stageHairline #3B4252\nlevel standard\nsave"), "\(nord)")
        Self.replayAndCheck(harness)
    }

    @Test func renamingARoleRenamesItEverywhereAndKeepsEveryColour() throws {
        let original = try Self.shipped()
        let harness = CommandHarness(files: original)
        let run = harness.run(["schema", "rename", "faint", "muted", "--json"])
        #expect(run.code == .success, "\(run.errors)")
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
        let renames = (document["renames"] as! [[String: String]]).map { "\($0["export"]!) \($0["from"]!) \($0["to"]!)" }
        #expect(renames.contains("css --faint --muted"))
        #expect(renames.contains("android nord_faint nord_muted"))
        #expect(renames.contains("tailwind text-faint text-muted"))
        #expect(renames.contains("xcassets craftLight/faint craftLight/muted"))
        let migrated = try SchemaFile.decode(harness.fileSystem.files["palette-schema.json"]!)
        #expect(migrated.hasRole("muted") && !migrated.hasRole("faint"))
        #expect(migrated.rules.count == Schema.stream.rules.count)
        for id in Self.streamPalettes {
            let before = try Self.colours(original["Palettes/\(id).json"]!, schema: .stream)
            var after = try Self.colours(harness.fileSystem.files["Palettes/\(id).json"]!, schema: migrated)
            after["faint"] = after.removeValue(forKey: "muted")
            #expect(after == before, "\(id)")
            #expect(!harness.fileSystem.files["Sessions/\(id).session"]!.split(separator: "\n").contains { line in
                !line.hasPrefix("#") && line.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains("faint")
            }, "\(id)")
        }
        Self.replayAndCheck(harness)
    }

    /// A session with a level's pins, undo and a twin keeps them through the migration.
    @Test func pinsUndoAndTwinAreCarriedOver() throws {
        var files = try Self.shipped(only: ["nord", "craftLight"])
        let nord = files["Sessions/nord.session"]!
        let lines = nord.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let save = lines.lastIndex { $0.hasPrefix("save") }!
        let extra = ["level high", "set secondary #DDE3EC", "set slotGlow #FFFFFF", "level standard", "set slotGlow #010203", "undo",
                     "set recording ink", "set shutter recording", "twin craftLight", "set recording #FF0000"]
        files["Sessions/nord.session"] = (lines[..<save] + extra + lines[save...]).joined(separator: "\n")
        let harness = CommandHarness(files: files)
        let replay = harness.run(["replay", "Sessions/nord.session"])
        #expect(replay.code == .success, "\(replay.errors)")
        let before = try Self.colours(harness.fileSystem.files["Palettes/nord.json"]!, schema: .stream)
        let run = harness.run(["schema", "retire", "recording", "slotGlow"])
        #expect(run.code == .success, "\(run.errors)")
        let migrated = try SchemaFile.decode(harness.fileSystem.files["palette-schema.json"]!)
        let palette = try PaletteFile.decode(harness.fileSystem.files["Palettes/nord.json"]!, schema: migrated)
        #expect(try Self.colours(harness.fileSystem.files["Palettes/nord.json"]!, schema: migrated) == before.filter { !["recording", "slotGlow"].contains($0.key) })
        #expect(palette.pins["high"]?["secondary"] == Colour(red: 0xDD, green: 0xE3, blue: 0xEC))
        #expect(palette.twin?.rawValue == "craftLight")
        // `set shutter recording` read recording, the ink it was set to.
        #expect(harness.fileSystem.files["Sessions/nord.session"]!.contains("set shutter #ECEFF4"))
        let check = harness.run(["replay", "--check", "Sessions/nord.session"])
        #expect(check.code == .success, "\(check.output)\(check.errors)")
    }

    @Test(arguments: [
        (["schema", "retire", "plate"], "palette-repl: schema: plate is the schema's plate, which every measure starts from; it cannot be retired\n"),
        (["schema", "retire", "paper"], "palette-repl: schema: paper is the schema's ground, which every measure starts from; it cannot be retired\n"),
        (["schema", "retire", "bogus"], "palette-repl: schema: unknown role 'bogus'; 'palette-repl roles' lists the roles\n"),
        (["schema", "rename", "faint", "ink"], "palette-repl: schema: 'ink' is a role or derived token already; choose a name the schema does not have\n"),
        (["schema", "rename", "faint", "2x"], "palette-repl: schema: '2x' is not a role name; expected ASCII letters and digits, a letter first (as in inkOnAccent), at most 64\n"),
        (["schema", "rename", "ink", "class"], "palette-repl: schema: 'class' cannot be a role's name: it is a Swift keyword, and the Swift export declares a member of each role's name; choose another\n"),
        (["schema", "rename", "ink", "Body"], "palette-repl: schema: 'Body' cannot be a role's name: it differs from body only in case, and asset catalogs and Android resources are files on disks that ignore case; choose another\n"),
        (["schema", "rename", "ink", "active"], "palette-repl: schema: 'active' cannot be a role's name: the Swift export's facade has a member 'active' already; choose another\n"),
        (["schema", "rename", "ink", "object"], "palette-repl: schema: 'object' cannot be a role's name: it is a Kotlin keyword, and the Android export's Compose class declares a property of each role's name; choose another\n"),
        (["schema", "rename", "ink", "High"], "palette-repl: schema: 'High' cannot be a role's name: the Swift export names the type of the level 'high' so; choose another\n"),
        (["schema", "rename", "ink", String(repeating: "k", count: 65)], "palette-repl: schema: '\(String(repeating: "k", count: 65))' is not a role name; expected ASCII letters and digits, a letter first (as in inkOnAccent), at most 64\n"),
        (["schema", "retire", "recording", "recording"], "palette-repl: schema: recording is given twice; name each role once\n"),
        (["schema", "retire", "pressedPlate"], "palette-repl: schema: pressedPlate is a derived token, computed from plate, not a role; remove it from the schema file's \"derived\", or retire plate with it\n"),
    ])
    func aRefusedMigrationChangesNoFile(arguments: [String], message: String) throws {
        let original = try Self.shipped()
        let harness = CommandHarness(files: original)
        let run = harness.run(arguments)
        #expect(run.code == .usage)
        #expect(run.errors == message)
        #expect(harness.fileSystem.files == original)
    }

    /// A shell open on a session of the folder would save a palette of the old schema into the
    /// migrated folder: the migration is refused, naming the session and the shell's process, and
    /// writes nothing (it rewrote the session under the shell's feet).
    @Test func aSessionAShellHoldsRefusesTheMigration() throws {
        let original = try Self.shipped(only: ["gruvbox", "nord"])
        let harness = CommandHarness(files: original)
        harness.fileSystem.foreignLocks["Sessions/nord.session"] = 4242
        let run = harness.run(["schema", "retire", "slotGlow"])
        #expect(run.code == .usage)
        #expect(run.errors == "palette-repl: Sessions/nord.session is in use by process 4242 (another palette-repl shell on this palette); quit that shell first\n",
                "\(run.errors)")
        #expect(harness.fileSystem.files == original)
    }

    @Test func aSessionThatDoesNotReplayRefusesTheWholeMigration() throws {
        var original = try Self.shipped(only: ["gruvbox", "nord"])
        original["Sessions/gruvbox.session"]! += "\nset ink nonsense(\n"
        let harness = CommandHarness(files: original)
        let run = harness.run(["schema", "retire", "slotGlow"])
        #expect(run.code == .usage)
        #expect(run.errors.hasPrefix("palette-repl: Sessions/gruvbox.session:"))
        #expect(run.errors.contains("the session does not replay before the migration"))
        #expect(harness.fileSystem.files == original)
    }

    @Test func aWriteThatFailsWritesNothing() throws {
        let original = try Self.shipped(only: ["craftLight", "gruvbox", "nord"])
        let harness = CommandHarness(files: original)
        harness.fileSystem.failingWrites = ["Palettes/nord.json"]
        let run = harness.run(["schema", "retire", "slotGlow"])
        #expect(run.code == .usage)
        #expect(harness.fileSystem.files == original)
    }

    /// `--dir` migrates a palette folder elsewhere, and a session that opens its palette (`open
    /// ID`) is migrated against the migrated palette file.
    @Test func aFolderGivenWithDirAndASessionThatOpensItsPalette() throws {
        var files: [String: String] = [:]
        for (path, text) in try Self.shipped(only: ["nord", "gruvbox"]) { files["team/" + path] = text }
        files["team/Sessions/nordTweak.session"] = "open nord\nset slotGlow #88C0D0\nset hairline #4C566A\nsave\n"
        let harness = CommandHarness(files: files)
        let replay = harness.run(["replay", "--dir", "team", "team/Sessions/nordTweak.session"])
        #expect(replay.code == .success, "\(replay.errors)")
        // nord.json is now what nordTweak saves; nord.session no longer rebuilds it, so the
        // migration must refuse until the two agree.
        let refused = harness.run(["schema", "retire", "slotGlow", "--dir", "team"])
        #expect(refused.code == .usage)
        #expect(refused.errors.contains("team/Palettes/nord.json is not what team/Sessions/nord.session saves"))
        harness.fileSystem.removeFile(at: "team/Sessions/nord.session")
        let before = harness.fileSystem.files
        let run = harness.run(["schema", "retire", "slotGlow", "--dir", "team"])
        #expect(run.code == .success, "\(run.errors)")
        let tweak = harness.fileSystem.files["team/Sessions/nordTweak.session"]!
        #expect(tweak.hasPrefix("open nord\nset hairline #4C566A\n") && tweak.hasSuffix("save\n") && !tweak.contains("slotGlow"), "\(tweak)")
        let migrated = try SchemaFile.decode(harness.fileSystem.files["team/palette-schema.json"]!)
        #expect(try Self.colours(harness.fileSystem.files["team/Palettes/nord.json"]!, schema: migrated)
                == (try Self.colours(before["team/Palettes/nord.json"]!, schema: .stream)).filter { $0.key != "slotGlow" })
        let check = harness.run(["replay", "--check", "--dir", "team", "team/Sessions/nordTweak.session"])
        #expect(check.code == .success, "\(check.output)\(check.errors)")
    }

    /// A line the migration replaces keeps its comment, and what follows `quit` stays as written.
    @Test func commentsAndLinesAfterQuitStay() throws {
        var files = try Self.shipped(only: ["nord"])
        files["Sessions/nord.session"] = files["Sessions/nord.session"]!
            .replacingOccurrences(of: "set recording nord11", with: "set recording nord11  # too dark on purpose")
            + "quit\nset ink nonsense(\n"
        let harness = CommandHarness(files: files)
        #expect(harness.run(["schema", "retire", "recording"]).code == .success)
        let text = harness.fileSystem.files["Sessions/nord.session"]!
        #expect(text.contains("# too dark on purpose"))
        #expect(!text.contains("set recording"))
        #expect(text.hasSuffix("quit\nset ink nonsense(\n"))
    }

    /// A palette of this schema that does not read is an error, never "another schema's".
    @Test func aBrokenPaletteRefusesTheMigration() throws {
        var original = try Self.shipped(only: ["gruvbox", "nord"])
        original["Palettes/gruvbox.json"] = original["Palettes/gruvbox.json"]!.replacingOccurrences(of: "\"paper\"", with: "\"papr\"")
        let harness = CommandHarness(files: original)
        let run = harness.run(["schema", "retire", "recording"])
        #expect(run.code == .usage)
        #expect(run.errors.hasPrefix("palette-repl: Palettes/gruvbox.json: unknown role \"papr\""), "\(run.errors)")
        #expect(harness.fileSystem.files == original)
    }

    /// With --schema the schema file itself is migrated, with the palettes and the sessions that
    /// name it; the stream palettes beside them are another schema's.
    @Test func aSchemaFileGivenWithSchemaIsMigratedWithItsSessions() throws {
        let original = try Self.shipped()
        let harness = CommandHarness(files: original)
        let run = harness.run(["schema", "retire", "cursor", "--schema", "Schemas/editor.json"])
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("wrote 3 files: the schema, 1 palette, 1 session"))
        let editor = try SchemaFile.decode(harness.fileSystem.files["Schemas/editor.json"]!)
        #expect(!editor.hasRole("cursor"))
        #expect(!harness.fileSystem.files["Sessions/harbor.session"]!.contains("set cursor"))
        #expect(harness.fileSystem.files["palette-schema.json"] == nil)
        Self.replayAndCheck(harness)
    }
}
