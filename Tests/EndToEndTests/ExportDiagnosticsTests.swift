import Foundation
import Testing

/// `export --diagnostics`, the build plugin's mode: every palette is checked before anything
/// is written, and each problem is a compiler's line on standard error, `FILE:LINE: error: …`, at
/// the line of the role (or member) it is about; `--replace` lets an export replace its own file
/// after a palette leaves the set, as a build's output folder needs.
@Suite struct ExportDiagnosticsTests {
    static func shipped(_ id: String) throws -> String {
        try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Palettes/\(id).json"), encoding: .utf8)
    }

    /// The 1-based line of the file's first line holding `text`.
    static func line(of text: String, in file: String) -> Int {
        (file.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    static func export(_ files: [String], in folder: TemporaryFolder, _ extra: [String] = ["--diagnostics"]) throws -> BinaryRunner.Outcome {
        try BinaryRunner.run(["export", "swift"] + files + ["--out", "gen"] + extra, directory: folder.url)
    }

    @Test func aFailingRuleIsAnErrorAtTheRolesLineAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let nord = try Self.shipped("nord")
        let broken = nord.replacingOccurrences(of: "\"ink\": \"#ECEFF4\"", with: "\"ink\": \"#2E3440\"")
        #expect(broken != nord)
        try folder.write(broken, to: "Palettes/nord.json")
        let outcome = try Self.export(["Palettes/nord.json"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty, "\(outcome.output)")
        let ink = Self.line(of: "\"ink\"", in: broken)
        #expect(ink > 4)
        #expect(outcome.errors == """
            Palettes/nord.json:\(ink): error: nord: rule title ink/paper 1.00 < 7
            Palettes/nord.json:\(ink): error: nord: rule title ink/plate 1.24 < 7
            Palettes/nord.json:\(ink): error: nord: rule title ink/sheet 1.24 < 7
            Palettes/nord.json:\(ink): error: nord: rule title ink/bar 1.24 < 7
            Palettes/nord.json:\(ink): error: nord: broken tier ink › body: body 9.25 against paper is above ink 1.00

            """)
        #expect(!folder.exists("gen"))
    }

    /// Every file is checked before the export stops: one unreadable file does not hide the
    /// others' problems, and the worst exit wins (2 for a file that does not read).
    @Test func everyFileIsReportedAtItsLines() throws {
        let folder = try TemporaryFolder()
        let nord = try Self.shipped("nord")
        let incomplete = nord.components(separatedBy: "\n").filter { !$0.contains("\"inkOnAccent\"") }.joined(separator: "\n")
        try folder.write(incomplete, to: "Palettes/nord.json")
        let gruvbox = try Self.shipped("gruvbox")
        let badColour = gruvbox.replacingOccurrences(of: "\"faint\": \"", with: "\"faint\": \"#12345")
        try folder.write(badColour, to: "Palettes/gruvbox.json")
        let notJSON = nord.replacingOccurrences(of: "\"id\": \"nord\",", with: "\"id\": \"dusk\"")
        try folder.write(notJSON, to: "Palettes/dusk.json")
        let outcome = try Self.export(["Palettes/nord.json", "Palettes/gruvbox.json", "Palettes/dusk.json", "Palettes/missing.json"], in: folder)
        #expect(outcome.status == 2)
        let lines = outcome.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(outcome.errors)")
        #expect(lines.first == "Palettes/nord.json:\(Self.line(of: "\"roles\"", in: incomplete)): error: nord: incomplete, missing 1 role: inkOnAccent; only complete palettes are exported")
        #expect(lines.contains { $0.hasPrefix("Palettes/gruvbox.json:\(Self.line(of: "\"faint\"", in: badColour)): error: role \"faint\": bad colour") }, "\(lines)")
        // The JSON stops at the member after the id, which has no comma before it.
        #expect(lines.contains { $0.hasPrefix("Palettes/dusk.json:\(Self.line(of: "\"id\"", in: notJSON) + 1): error: not valid JSON at byte") }, "\(lines)")
        #expect(lines.last?.hasPrefix("Palettes/missing.json: error: cannot read 'Palettes/missing.json'") == true, "\(lines)")
        #expect(!folder.exists("gen"))
    }

    /// The standard palette passes; its high variant, with ink pinned to the paper, cannot be
    /// derived: the export's failure is at the level's line.
    @Test func aLevelThatCannotBeDerivedIsAnErrorAtItsLine() throws {
        let folder = try TemporaryFolder()
        var nord = try Self.shipped("nord")
        nord = String(nord.dropLast(2)) + ",\n  \"levels\": {\n    \"high\": {\n      \"ink\": \"#2E3440\"\n    }\n  }\n}\n"
        try folder.write(nord, to: "Palettes/nord.json")
        let check = try BinaryRunner.run(["check", "Palettes/nord.json"], directory: folder.url)
        #expect(check.status == 0, "\(check.output)")
        let outcome = try Self.export(["Palettes/nord.json"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix("Palettes/nord.json:\(Self.line(of: "\"high\"", in: nord)): error: cannot export nord: its high variant cannot be derived ("), "\(outcome.errors)")
        #expect(!folder.exists("gen"))
    }

    @Test func passingPalettesAreExportedAndAPaletteLeavingNeedsReplace() throws {
        let folder = try TemporaryFolder()
        for id in ["nord", "gruvbox"] { try folder.write(try Self.shipped(id), to: "Palettes/\(id).json") }
        let both = try Self.export(["Palettes/nord.json", "Palettes/gruvbox.json"], in: folder)
        #expect(both.status == 0 && both.errors.isEmpty, "\(both.errors)")
        #expect(both.output == "wrote gen/StreamPalette.swift (2 palettes)\n")
        #expect(try folder.read("gen/StreamPalette.swift").contains("public static let gruvbox = StreamPalette("))
        // gruvbox leaves: the file holds it, so only --replace replaces it.
        let kept = try Self.export(["Palettes/nord.json"], in: folder)
        #expect(kept.status == 2)
        #expect(kept.errors.contains("gen/StreamPalette.swift holds gruvbox, which this export leaves out"), "\(kept.errors)")
        let replaced = try Self.export(["Palettes/nord.json"], in: folder, ["--diagnostics", "--replace"])
        #expect(replaced.status == 0, "\(replaced.errors)")
        let facade = try folder.read("gen/StreamPalette.swift")
        #expect(facade.contains("public static let nord = StreamPalette(") && !facade.contains("gruvbox"))
        // A file the tool did not write is still refused.
        try folder.write("let mine = 1\n", to: "gen/StreamPalette.swift")
        let foreign = try Self.export(["Palettes/nord.json"], in: folder, ["--diagnostics", "--replace"])
        #expect(foreign.status == 2)
        #expect(try folder.read("gen/StreamPalette.swift") == "let mine = 1\n")
    }
}
