import Foundation
import Testing
import PaletteTestSupport

@Suite struct ReplayTests {
    static let root = RepositoryFiles.root
    static let complete = (["new craftLight"] + SamplePalettes.lightRoles.map { "set \($0.0) \($0.1)" }).joined(separator: "\n") + "\n"

    @Test func aCompleteSessionWritesItsPalette() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.complete + "save\n", to: "light.session")
        let outcome = try BinaryRunner.run(["replay", "light.session"], directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output == "light.session: craftLight saved to Palettes/craftLight.json (39/39 roles)\nreplayed 1 session: 1 ran and saved, 0 failed\n")
        #expect(try folder.read("Palettes/craftLight.json") == SamplePalettes.light)
        #expect(!folder.exists("Sessions"))
    }

    @Test(arguments: [
        ("new craftLight\nset paper #FFFFFF\nfrobnicate\nsave\n", "palette-repl: bad.session:3: unknown command 'frobnicate'"),
        ("# notes\nnew craftLight\nset paper #12345\nsave\n", "palette-repl: bad.session:3: set paper: bad colour '#12345'"),
        ("new craftLight\nset paper #FFFFFF\nsave\n", "palette-repl: bad.session:3: not saved: 38 roles missing"),
        ("set paper #FFFFFF\n", "palette-repl: bad.session:1: replay: wrong arguments; usage: a session file starts with 'new ID [--schema FILE] [--file FILE]' or 'open ID [--schema FILE] [--file FILE]'"),
    ])
    func errorsNameFileAndLineAndWriteNothing(session: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(session, to: "bad.session")
        try folder.write(Self.complete + "save\n", to: "good.session")
        let outcome = try BinaryRunner.run(["replay", "bad.session", "good.session", "--quiet"], directory: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
        #expect(outcome.output == "replayed 2 sessions: 1 ran and saved, 1 failed\n")
        // The good file still ran; the bad one wrote nothing.
        #expect(folder.exists("Palettes/craftLight.json"))
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Palettes").path)
        #expect(written == ["craftLight.json"])
    }

    /// A shell open on the palette would save over what replay writes (it said "saved" and the
    /// shell's next save replaced it without a word): refused while the shell holds its journal,
    /// nothing written; once the shell has quit, the same replay writes the palette.
    @Test func replayDoesNotWriteAPaletteAShellHasOpen() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.complete + "save\n", to: "light.session")
        let (shell, input) = try BinaryRunner.startShell(["new", "craftLight"], directory: folder.url)
        for _ in 0..<200 where !folder.exists("Sessions/craftLight.session") { usleep(25_000) }
        let refused = try BinaryRunner.run(["replay", "light.session"], directory: folder.url)
        try input.fileHandleForWriting.close()
        shell.waitUntilExit()
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix("palette-repl: light.session: Sessions/craftLight.session is in use by process \(shell.processIdentifier) (another palette-repl shell on this palette)"), "\(refused.errors)")
        #expect(!folder.exists("Palettes/craftLight.json"))
        let after = try BinaryRunner.run(["replay", "light.session"], directory: folder.url)
        #expect(after.status == 0, "\(after.errors)")
        #expect(try folder.read("Palettes/craftLight.json") == SamplePalettes.light)
    }

    /// With --check the transcript's `save` went to memory: each file's verdict is printed after it.
    @Test func aCheckedTranscriptEndsWithEachVerdict() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.complete + "save\n", to: "light.session")
        let ink = SamplePalettes.lightRoles.first { $0.0 == "ink" }!.1
        try folder.write(SamplePalettes.light.replacingOccurrences(of: "\"ink\": \"\(ink)\"", with: "\"ink\": \"#101010\""), to: "Palettes/craftLight.json")
        let outcome = try BinaryRunner.run(["replay", "--check", "--transcript", "light.session"], directory: folder.url)
        #expect(outcome.status == 1)
        let lines = outcome.output.split(separator: "\n").suffix(2).map(String.init)
        #expect(lines.first?.hasPrefix("light.session: ") == true && lines.first?.contains("differ") == true, "\(lines)")
        #expect(lines.last == "replayed 1 session: 0 match their palettes, 1 failed")
    }

    /// One session that matches is counted in the singular: "1 matches its palette", never
    /// "1 match their palettes".
    @Test func oneMatchingSessionIsCountedInTheSingular() throws {
        let outcome = try BinaryRunner.run(["replay", "--check", "Sessions/nord.session"], directory: URL(fileURLWithPath: IntegrityEndToEndTests.repositoryFile(".")))
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output == "Sessions/nord.session: matches Palettes/nord.json\nreplayed 1 session: 1 matches its palette, 0 failed\n")
    }

    @Test func aSessionThatNeverSavesIsReportedAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.complete, to: "unsaved.session")
        let outcome = try BinaryRunner.run(["replay", "unsaved.session"], directory: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.errors == "palette-repl: unsaved.session: unsaved: the session ends with changes not saved to Palettes/craftLight.json\n")
        #expect(!folder.exists("Palettes"))
    }

    @Test func checkReportsTheRolesThatDiffer() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.complete + "save\n", to: "Sessions/craftLight.session")
        try folder.write(SamplePalettes.light(replacing: "ink", with: "#000000"), to: "Palettes/craftLight.json")
        let outcome = try BinaryRunner.run(["replay", "--check", "Sessions/craftLight.session"], directory: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.errors == "palette-repl: Sessions/craftLight.session: Palettes/craftLight.json differs from its session: ink committed #000000, replayed #1A1714\n")
        #expect(try folder.read("Palettes/craftLight.json").contains("#000000"))
    }

    @Test func theJournalOfTheShellIsAValidSessionFile() throws {
        let folder = try TemporaryFolder()
        let script = (["source nord"] + SamplePalettes.lightRoles.map { "set \($0.0) \($0.1)" } + ["set ink nord0", "undo", "save"]).joined(separator: "\n")
        _ = try BinaryRunner.run(["new", "craftLight"], input: script + "\n", directory: folder.url)
        let saved = try folder.read("Palettes/craftLight.json")
        let check = try BinaryRunner.run(["replay", "--check", "Sessions/craftLight.session"], directory: folder.url)
        #expect(check.status == 0, "\(check.errors)")
        #expect(saved == SamplePalettes.light)
    }

    @Test func theShippedPalettesComeFromTheShippedSessions() throws {
        let sessions = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sessions").path)
            .filter { $0.hasSuffix(".session") }.sorted().map { "Sessions/" + $0 }
        // Twelve stream palettes and harbor, whose session names its schema on its first line.
        #expect(sessions.count == 13)
        let replay = try BinaryRunner.run(["replay", "--check"] + sessions, directory: Self.root)
        #expect(replay.status == 0, "\(replay.errors)")
        let palettes = sessions.filter { $0 != "Sessions/harbor.session" }
            .map { $0.replacingOccurrences(of: "Sessions/", with: "Palettes/").replacingOccurrences(of: ".session", with: ".json") }
        let check = try BinaryRunner.run(["check"] + palettes, directory: Self.root)
        #expect(check.status == 0)
        #expect(check.output.hasSuffix("12 files: 12 passing, 0 failing or incomplete\n"))
        let harbor = try BinaryRunner.run(["check", "--ids", "--schema", "Schemas/editor.json", "Palettes/harbor.json"], directory: Self.root)
        #expect(harbor.status == 0, "\(harbor.errors)")
        #expect(harbor.output.hasSuffix("1 file: 1 passing, 0 failing or incomplete\nids: all 1 id listed in schema 'editor' present, no unlisted ids\n"))
    }
}
