import Foundation
import Testing

/// `palette-repl fix` as a process: exit codes, the JSON keys, `--out`, `--invert`, and bad input.
@Suite struct FixCommandTests {
    static let root = ReplayTests.root

    /// craftLight with a quiet ground, a plate from its family and greyed body text.
    static func draft(in folder: TemporaryFolder) throws -> URL {
        var text = try String(contentsOf: root.appendingPathComponent("Palettes/craftLight.json"), encoding: .utf8)
        // Roles edited by hand follow nothing: the file's links would no longer give its colours.
        text = text.replacingOccurrences(of: #",\n  "links": \{[^}]*\}"#, with: "", options: .regularExpression)
        for (role, value) in [("paper", "#F6F3EC"), ("plate", "#F4F1EA"), ("body", "#8A8580")] {
            let line = text.split(separator: "\n").first { $0.contains("\"\(role)\":") }!
            text = text.replacingOccurrences(of: String(line), with: "    \"\(role)\": \"\(value)\",")
        }
        return try folder.write(text, to: "draft.json")
    }

    func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    @Test func shippedPalettesAreANoOp() throws {
        let outcome = try BinaryRunner.run(["fix", "Palettes/nord.json", "--json"], directory: Self.root)
        #expect(outcome.status == 0)
        let object = try json(outcome.output)
        #expect(Set(object.keys) == ["passes", "totalDeltaL", "moves", "roles", "conflicts"])
        #expect((object["moves"] as! [Any]).isEmpty)
        #expect((object["totalDeltaL"] as! NSNumber).doubleValue == 0)
    }

    @Test func aDraftIsRepairedAndWrittenOnlyToOut() throws {
        let folder = try TemporaryFolder()
        let draft = try Self.draft(in: folder)
        let original = try folder.read("draft.json")
        let out = folder.url.appendingPathComponent("craftLight.json").path
        let outcome = try BinaryRunner.run(["fix", draft.path, "--out", out, "--json"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let object = try json(outcome.output)
        #expect(object["passes"] as? Bool == true)
        let moves = object["moves"] as! [[String: Any]]
        #expect(!moves.isEmpty)
        for move in moves { #expect(Set(move.keys) == ["role", "from", "to", "fromL", "toL", "deltaL"]) }
        let roles = object["roles"] as! [String: String]
        #expect(roles.count == 39)
        #expect(try folder.read("draft.json") == original, "the input is never written")
        let check = try BinaryRunner.run(["check", out])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func aDraftKeepsItsUnsetRolesAndOneMoveReadsAsOne() throws {
        let folder = try TemporaryFolder()
        let draft = try folder.write("""
            {"format": "palette-repl/1", "id": "nord", "roles": {"paper": "#2E3440", "plate": "#2F3542", "ink": "#ECEFF4"}}
            """, to: "draft.json")
        let outcome = try BinaryRunner.run(["fix", draft.path, "--only", "paper"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output.hasPrefix("fix nord: 1 role moves, Σ|ΔL| "), "\(outcome.output)")
        let json = try self.json(try BinaryRunner.run(["fix", draft.path, "--only", "paper", "--json"]).output)
        #expect((json["roles"] as! [String: String]).keys.sorted() == ["ink", "paper", "plate"])
    }

    @Test func keptRolesThatCannotHoldExitOneAndNameTheConflict() throws {
        let folder = try TemporaryFolder()
        let draft = try Self.draft(in: folder)
        let out = folder.url.appendingPathComponent("craftLight.json").path
        let outcome = try BinaryRunner.run(["fix", draft.path, "--keep", "paper,plate,body", "--out", out])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("plate/paper ladder ≥ 1.05: unpin one of plate, paper"), "\(outcome.output)")
        #expect(!folder.exists("craftLight.json"), "nothing is written when nothing passes")
        let json = try BinaryRunner.run(["fix", draft.path, "--keep", "paper,plate,body", "--json"])
        let conflicts = try self.json(json.output)["conflicts"] as! [[String]]
        #expect(conflicts.contains(["plate/paper"]))
    }

    @Test func invertTurnsALightPaletteIntoADarkOneThatPasses() throws {
        let folder = try TemporaryFolder()
        // The source is a copy: `--invert --out` names the written palette as its twin.
        let source = try folder.write(try String(contentsOf: Self.root.appendingPathComponent("Palettes/craftLight.json"), encoding: .utf8), to: "craftLight.json")
        let out = folder.url.appendingPathComponent("dark.json").path
        let outcome = try BinaryRunner.run(["fix", source.path, "--invert", "--out", out, "--id", "dark"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let check = try BinaryRunner.run(["check", out, "--json"])
        #expect(check.status == 0)
        // Dark: darkStep applies, so no rule is "not applicable".
        #expect(!check.output.contains("notApplicable"))
    }

    @Test(arguments: [
        (["fix"], "palette-repl: fix: missing FILE; usage: palette-repl fix FILE [--only ROLE,…] [--keep ROLE,…] [--invert] [--unlink] [--level NAME] [--out FILE] [--id ID] [--json] [--color always|never|auto]"),
        (["fix", "Palettes/nord.json", "--only", "plat"], "palette-repl: fix: unknown role 'plat' (did you mean 'plate'?); 'palette-repl roles' lists the roles"),
        (["fix", "Palettes/nord.json", "--keep", ",paper"], "palette-repl: fix: bad value ',paper' for --keep; expected role names separated by commas, each once"),
        (["fix", "Palettes/missing.json"], "palette-repl: cannot read 'Palettes/missing.json': No such file or directory"),
    ])
    func badInputIsOneLineAndExitTwo(_ arguments: [String], _ message: String) throws {
        let outcome = try BinaryRunner.run(arguments, directory: Self.root)
        #expect(outcome.status == 2)
        #expect(outcome.errors == message + "\n")
    }
}
