import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// What a command says agrees with what it did.
@Suite struct ReadingAgreesTests {
    static func nordRenamed() throws -> [String: String] {
        let nord = try RepositoryFiles.text("Palettes/nord.json")
        return ["Palettes/nordic.json": nord.replacingOccurrences(of: "\"id\": \"nord\"", with: "\"id\": \"nordic\"")]
    }

    /// `check --ids`: the summary counts the failing ids, so it says failing exactly when the exit
    /// is 1 (it said "1 file: 1 passing, 0 failing" above the failing ids, and exited 1).
    @Test(arguments: [
        ("nord\n", ExitCode.failure, "1 file: 1 passing, 0 failing or incomplete; ids: 2 failing"),
        ("nord\nnord -> nordic\n", .success, "1 file: 1 passing, 0 failing or incomplete"),
    ])
    func checkIDsSummaryAgreesWithItsExit(list: String, code: ExitCode, summary: String) throws {
        var files = try Self.nordRenamed()
        files["Palettes/ids.txt"] = list
        let run = CommandHarness(files: files).run(["check", "--ids", "Palettes/nordic.json"])
        #expect(run.code == code, "\(run.output)\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains(summary), "\(run.output)")
        let failingIDs = lines.filter { $0.hasPrefix("ids: fail: ") }.count
        #expect((failingIDs > 0) == (code == .failure))
    }

    /// `lint --fix` without `--write` writes nothing and says what it would write.
    @Test func lintFixWithoutWriteSaysWhatItWouldWrite() {
        let css = ":root {\n  --bg: #22272E;\n  --fg: #555B63;\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let dry = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "t.css"])
        #expect(harness.fileSystem.files["t.css"] == css)
        let changes = dry.output.split(separator: "\n").filter { $0.contains(": fix: ") }
        #expect(!changes.isEmpty, "\(dry.output)")
        for change in changes {
            #expect(change.contains(", would be written as #"), "\(change)")
            #expect(!change.contains(", written as "), "\(change)")
        }
        #expect(dry.output.contains("\nnothing written: '--fix --write' writes th"), "\(dry.output)")
        let written = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "--write", "t.css"])
        #expect(written.output.contains(", written as #") && !written.output.contains("would be written") && !written.output.contains("nothing written"),
                "\(written.output)")
        #expect(harness.fileSystem.files["t.css"] != css)
    }

    /// The preview's title names every column as its heading does: a variant by its level.
    @Test func thePreviewsTitleNamesEachVariant() throws {
        let harness = CommandHarness(files: ["craftLight.json": try RepositoryFiles.text("Palettes/craftLight.json"),
                                             "nord.json": try RepositoryFiles.text("Palettes/nord.json")])
        let run = harness.run(["preview", "craftLight.json", "nord.json", "--out", "page.html"])
        #expect(run.code == .success, "\(run.errors)")
        let page = try #require(harness.fileSystem.files["page.html"])
        let title = try #require(page.firstMatch(of: /<title>palette-repl preview: (.*)<\/title>/)?.output.1).description
        let headings = page.matches(of: /<h2>(.*)<\/h2>/).map { String($0.output.1) }
        #expect(title == "craftLight, nord, craftLight · high contrast, nord · high contrast")
        #expect(title == headings.joined(separator: ", "))
        #expect(Set(headings).count == headings.count, "\(headings)")
    }

    /// `draft` names the palettes it learns from, says when they are the folder's rather than the
    /// built-in ones, and `--like builtin` asks for those.
    @Test func draftNamesThePalettesItLearnsFrom() throws {
        let harness = CommandHarness(files: ["Palettes/nord.json": try RepositoryFiles.text("Palettes/nord.json")])
        let folder = harness.run(["draft", "dusk", "--key", "accent=#88C0D0", "--kind", "dark", "--color", "never"])
        #expect(folder.code == .success, "\(folder.errors)")
        let lines = folder.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "draft dusk: dark, in the style of 1 dark palette (from Palettes: nord)", "\(folder.output)")
        #expect(lines.dropFirst().first == "  style: learned from the 1 palette saved in Palettes, not the schema's 12 built-in ones; '--like builtin' learns from those",
                "\(folder.output)")
        let builtIn = harness.run(["draft", "dusk", "--key", "accent=#88C0D0", "--kind", "dark", "--like", "builtin", "--color", "never"])
        #expect(builtIn.code == .success, "\(builtIn.errors)")
        let ids = BuiltInPalettes.palettes(for: .stream).filter { $0.isLight == false }.map(\.id.rawValue)
        #expect(builtIn.output.hasPrefix("draft dusk: dark, in the style of \(ids.count) dark palettes (built in: \(ids.joined(separator: ", ")))\n  paper "),
                "\(builtIn.output)")
        let style = harness.run(["style", "--like", "builtin", "--kind", "dark"])
        #expect(style.output.hasPrefix("style for a dark palette from paper, ink, accent: \(ids.count) dark palettes (built in)\n"), "\(style.output)")
        let both = harness.run(["draft", "dusk", "--like", "builtin", "--like", "Palettes/nord.json"])
        #expect(both.code == .usage)
        #expect(both.errors == "palette-repl: draft: bad value 'builtin' for --like; expected builtin alone or palette files, not both (./builtin names a file)\n",
                "\(both.errors)")
    }
}
