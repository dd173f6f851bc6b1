import Foundation
import Testing

/// `palette-repl draft` and `style` as a user runs them: a draft written with --dir replays byte
/// for byte and opens; bad input exits with one clear line and writes nothing.
@Suite struct DraftCommandTests {
    static let keys = ["--key", "paper=#2E3440", "--key", "ink=#ECEFF4", "--key", "accent=#88C0D0"]

    @Test func aDraftWithDirReplaysByteForByteAndOpens() throws {
        let folder = try TemporaryFolder()
        let drafted = try BinaryRunner.run(["draft", "dusk", "--dir", "."] + Self.keys, directory: folder.url)
        #expect(drafted.status == 0, "\(drafted.errors)")
        #expect(drafted.output.contains("3 decisions (paper, ink, accent); 36 roles drafted from the style"), "\(drafted.output)")
        let palette = try folder.read("Palettes/dusk.json")
        let journal = try folder.read("Sessions/dusk.session")
        #expect(journal.contains("new dusk\nset paper #2E3440\nset ink #ECEFF4\nset accent #88C0D0\ndraft --builtin\nsave\n"), "\(journal)")
        let replayed = try BinaryRunner.run(["replay", "--check", "Sessions/dusk.session"], directory: folder.url)
        #expect(replayed.status == 0, "\(replayed.output)\(replayed.errors)")
        let checked = try BinaryRunner.run(["check", "Palettes/dusk.json"], directory: folder.url)
        #expect(checked.status == 0, "\(checked.output)")
        // A later palette in Palettes/ changes no replay: the journal names the style it used.
        try folder.write(try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Palettes/gruvbox.json"), encoding: .utf8), to: "Palettes/gruvbox.json")
        let again = try BinaryRunner.run(["replay", "--check", "Sessions/dusk.session"], directory: folder.url)
        #expect(again.status == 0, "\(again.output)\(again.errors)")
        #expect(try folder.read("Palettes/dusk.json") == palette)
        let opened = try BinaryRunner.run(["open", "dusk"], input: "missing\nquit\n", directory: folder.url)
        #expect(opened.status == 0, "\(opened.errors)")
    }

    @Test func aDraftFromTheFolderNamesItsLikeFilesInTheJournal() throws {
        let folder = try TemporaryFolder()
        for id in ["nord", "gruvbox", "kanagawa"] {
            try folder.write(try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Palettes/\(id).json"), encoding: .utf8), to: "Palettes/\(id).json")
        }
        let drafted = try BinaryRunner.run(["draft", "dusk", "--dir", ".", "--key", "accent=#7AA2F7", "--kind", "dark", "--json"], directory: folder.url)
        #expect(drafted.status == 0, "\(drafted.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(drafted.output.utf8)) as? [String: Any])
        #expect(document["passes"] as? Bool == true)
        #expect((document["style"] as? [String: Any])?["palettes"] as? [String] == ["gruvbox", "kanagawa", "nord"])
        #expect(document["decisions"] as? Int == 1)
        let journal = try folder.read("Sessions/dusk.session")
        #expect(journal.contains("set accent #7AA2F7\ndraft --kind dark --like Palettes/gruvbox.json --like Palettes/kanagawa.json --like Palettes/nord.json\nsave\n"), "\(journal)")
        let replayed = try BinaryRunner.run(["replay", "--check", "Sessions/dusk.session"], directory: folder.url)
        #expect(replayed.status == 0, "\(replayed.output)\(replayed.errors)")
    }

    @Test func aBase16SchemeDraftsWithNoDecision() throws {
        let folder = try TemporaryFolder()
        let scheme = IntegrityEndToEndTests.repositoryFile("Schemes/base16/nord.yaml")
        let drafted = try BinaryRunner.run(["draft", "frost", "--scheme", scheme, "--out", "frost.json"], directory: folder.url)
        #expect(drafted.status == 0, "\(drafted.errors)")
        #expect(drafted.output.contains("paper          #2E3440    scheme base00"), "\(drafted.output)")
        #expect(drafted.output.contains("0 decisions;"), "\(drafted.output)")
        let checked = try BinaryRunner.run(["check", "frost.json"], directory: folder.url)
        #expect(checked.status == 0, "\(checked.output)")
    }

    /// Each: exit code, one line naming the input, nothing written.
    @Test(arguments: [
        (["draft", "dusk", "--key", "papr=#2E3440"], Int32(2), "palette-repl: unknown role 'papr' (did you mean 'paper'?)"),
        (["draft", "dusk", "--key", "paper=#2E344"], 2, "palette-repl: "),
        (["draft", "dusk", "--key", "paper"], 2, "palette-repl: draft: bad value 'paper' for --key; expected ROLE=COLOR such as accent=#88C0D0"),
        (["draft", "dusk", "--key", "paper=#2E3440", "--kind", "light"], 2, "palette-repl: draft: --kind light but paper #2E3440 is a dark ground; drop --kind or give a light paper"),
        (["draft", "dusk", "--key", "paper=#2E3440", "--key", "paper=#000000"], 2, "palette-repl: draft: paper is given twice; give each key role once"),
        (["draft", "dusk", "--key", "paper=#808080", "--key", "ink=#8A8A8A"], 1, "draft dusk: no palette passes every rule"),
        (["draft", "dusk", "--like", "missing.json"], 2, "missing.json"),
        (["draft", "dusk", "--kind", "dusky"], 2, "palette-repl: draft: bad value 'dusky' for --kind; expected light or dark"),
        (["draft", "dusk", "--key", "paper=#2E344080"], 2, "palette-repl: draft: paper must be opaque, got #2E344080; the ground is what translucent colours are composited over"),
        (["draft", "dusk", "--scheme", "nordd"], 2, "palette-repl: draft: unknown scheme 'nordd' (did you mean 'nord'?); built-in base16 schemes: catppuccin-latte,"),
        (["draft", "dusk", "--scheme", "/dev/null/none.json"], 2, "none.json"),
    ] as [([String], Int32, String)])
    func badInputIsRefusedAndWritesNothing(arguments: [String], status: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        let outcome = try BinaryRunner.run(arguments + ["--dir", "."], directory: folder.url)
        #expect(outcome.status == status, "\(outcome.output)\(outcome.errors)")
        #expect((outcome.errors + outcome.output).contains(message), "\(outcome.output)\(outcome.errors)")
        if status == 2 { #expect(outcome.errors.split(separator: "\n").count == 1, "\(outcome.errors)") }
        #expect(!folder.exists("Palettes") && !folder.exists("Sessions"))
    }

    @Test func aBuiltInBase16SchemeAndOneThatGivesNoRole() throws {
        let folder = try TemporaryFolder()
        let drafted = try BinaryRunner.run(["draft", "frost", "--scheme", "nord", "--json"], directory: folder.url)
        #expect(drafted.status == 0, "\(drafted.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(drafted.output.utf8)) as? [String: Any])
        #expect((document["palette"] as? [String: String])?["paper"] == "#2E3440")
        #expect(document["decisions"] as? Int == 0)
        try folder.write("{\"brand\": \"#123456\"}", to: "brand.json")
        let refused = try BinaryRunner.run(["draft", "frost", "--scheme", "brand.json", "--dir", "."], directory: folder.url)
        #expect(refused.status == 2)
        #expect(refused.errors == "palette-repl: draft: the scheme brand.json gives no role; expected base16 slots (base00 paper, base05 ink, base0D accent, base08 destructive, base0B success, base0A warning) or colours named as roles\n")
        #expect(!folder.exists("Palettes"))
    }

    /// The style does not depend on the order keys are named in: the journal's `set` lines (schema
    /// order) replay to the palette drafted from keys named in another order (one style palette
    /// makes every candidate's spread 0, so only the order of anchors decided ties).
    @Test func keysInAnyOrderReplayToTheSamePalette() throws {
        let folder = try TemporaryFolder()
        try folder.write(try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Palettes/nord.json"), encoding: .utf8), to: "like.json")
        let drafted = try BinaryRunner.run(["draft", "t", "--key", "accent=#7AA2F7", "--key", "paper=#1A1B26", "--like", "like.json", "--dir", "."],
                                           directory: folder.url)
        #expect(drafted.status == 0, "\(drafted.errors)")
        let replayed = try BinaryRunner.run(["replay", "--check", "Sessions/t.session"], directory: folder.url)
        #expect(replayed.status == 0, "\(replayed.output)\(replayed.errors)")
    }

    /// A DTCG token path ending in a role's name gives that role; a schema file of the built-in
    /// schema's roles and rules written without `draft` has the built-in palettes and keys.
    @Test func tokenPathsAndAnOlderStreamSchemaFile() throws {
        let folder = try TemporaryFolder()
        let scheme = IntegrityEndToEndTests.repositoryFile("Schemes/harbour.tokens.json")
        let drafted = try BinaryRunner.run(["draft", "z", "--scheme", scheme, "--color", "never"], directory: folder.url)
        #expect(drafted.output.contains("\n  paper          #E8DCC4    scheme color.paper\n"), "\(drafted.output)\(drafted.errors)")
        var schema = try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Schemas/stream.json"), encoding: .utf8)
        let draftMember = try #require(schema.range(of: ",\n  \"draft\": {"))
        schema = String(schema[..<draftMember.lowerBound]) + "\n}\n"
        try folder.write(schema, to: "palette-schema.json")
        let older = try BinaryRunner.run(["draft", "y", "--key", "accent=#88C0D0", "--kind", "dark"], directory: folder.url)
        #expect(older.status == 0, "\(older.errors)")
        #expect(older.output.hasPrefix("draft y: dark, in the style of 6 dark palettes (built in: craftDark, nord, gruvbox, kanagawa, everforest, obsidian)\n"),
                "\(older.output)")
    }

    @Test func styleShowsWhatEachRoleFollows() throws {
        let folder = try TemporaryFolder()
        let outcome = try BinaryRunner.run(["style", "--kind", "dark"], directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output.hasPrefix("style for a dark palette from paper, ink, accent: 6 dark palettes (built in)\n"), "\(outcome.output)")
        #expect(outcome.output.contains("\n  markerActive   0.000   L accent +0.000 · C accent +0.000 · h accent +0°\n"), "\(outcome.output)")
        let json = try BinaryRunner.run(["style", "--json"], directory: folder.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(document.map { $0["kind"] as? String } == ["light", "dark"])
        #expect((document[0]["roles"] as? [Any])?.count == 36)
    }
}
