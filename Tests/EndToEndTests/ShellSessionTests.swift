import Foundation
import Testing

/// The shell as a real process fed on standard input (not a terminal).
@Suite struct ShellSessionTests {
    static let fillAll: [String] = SamplePalettes.lightRoles.map { "set \($0.0) \($0.1)" }

    @Test func aScriptFillsEveryRoleAndSaves() throws {
        let folder = try TemporaryFolder()
        let script = (["source nord"] + Self.fillAll + ["check", "save", "quit"]).joined(separator: "\n") + "\n"
        let outcome = try BinaryRunner.run(["new", "craftLight"], input: script, directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("saved Palettes/craftLight.json\n"))
        #expect(outcome.output.contains("39/39 filled · 0 failing · ready to save"))
        #expect(!outcome.output.contains("\u{1B}"))
        let check = try BinaryRunner.run(["check", "Palettes/craftLight.json"], directory: folder.url)
        #expect(check.status == 0)
        let journal = try folder.read("Sessions/craftLight.session")
        #expect(journal.hasPrefix("# palette-repl session: palette craftLight\nnew craftLight\nsource nord\nset paper #FAF7F2\n"))
        #expect(journal.hasSuffix("save\n"))
    }

    @Test func saveIsRefusedAtThirtyEightRoles() throws {
        let folder = try TemporaryFolder()
        let script = (Self.fillAll.dropLast() + ["save"]).joined(separator: "\n") + "\n"
        let outcome = try BinaryRunner.run(["new", "craftLight"], input: script, directory: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("error: not saved: 1 role missing: stageHairline\n"))
        #expect(outcome.output.hasSuffix("unsaved: craftLight has changes not saved to Palettes/craftLight.json; the journal Sessions/craftLight.session keeps them\n"))
        #expect(!folder.exists("Palettes/craftLight.json"))
    }

    @Test func newRefusesAnExistingPaletteAndOpenEditsIt() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "Palettes/craftLight.json")
        let refused = try BinaryRunner.run(["new", "craftLight"], directory: folder.url)
        #expect(refused.status == 2)
        #expect(refused.errors == "palette-repl: palette 'craftLight' already exists at Palettes/craftLight.json; use 'palette-repl open craftLight' to edit it\n")
        let edited = try BinaryRunner.run(["open", "craftLight"], input: "set ink #000000\nsave\n", directory: folder.url)
        #expect(edited.status == 0, "\(edited.output)")
        #expect(try folder.read("Palettes/craftLight.json").contains("\"ink\": \"#000000\""))
    }

    @Test func aNewIDIsNotedAndFromCopiesValuesIntoTheJournal() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "Palettes/craftLight.json")
        let outcome = try BinaryRunner.run(["new", "myTheme", "--from", "craftLight"], input: "save\n", directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.output)")
        // Said calmly, once, without the twelve ids: a new palette's id is new.
        #expect(outcome.output.hasPrefix("myTheme is a new id (the schema lists 12 palette ids; add it to its ids when myTheme ships)\n"))
        #expect(outcome.output.contains("started myTheme from craftLight: 39 roles set"))
        let journal = try folder.read("Sessions/myTheme.session")
        #expect(journal.contains("# starting from the values of craftLight\nset paper #FAF7F2\n"))
    }

    @Test func aKilledSessionResumesWithEveryAcceptedCommand() throws {
        let folder = try TemporaryFolder()
        let (process, input) = try BinaryRunner.startShell(["new", "nord"], directory: folder.url)
        let lines = ["source nord", "set paper nord0", "set plate nord1", "bad line", "set raised nord2", "apply", "set ink nord6"]
        for line in lines { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }
        // Wait until the last accepted command is in the journal, then kill without warning.
        let journal = folder.url.appendingPathComponent("Sessions/nord.session")
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let text = try? String(contentsOf: journal, encoding: .utf8), text.hasSuffix("set ink nord6\n") { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let resumed = try BinaryRunner.run(["new", "nord"], input: "show surfaces\nshow ink\n", directory: folder.url)
        #expect(resumed.output.hasPrefix("resumed nord from Sessions/nord.session: 6 commands replayed, 4 roles restored\n"), "\(resumed.output)")
        #expect(resumed.output.contains("  raised         #465062 L 0.430\n"))
        #expect(resumed.output.contains("  ink  #ECEFF4 L 0.951\n"))
    }

    @Test func aFailedSaveLeavesTheOldFileIntact() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "Palettes/craftLight.json")
        try folder.write("new craftLight\n", to: "Sessions/craftLight.session")
        // A 1 KiB file-size limit: the journal line fits, the palette (about 1.3 KiB) does not.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "ulimit -f 1; exec \"$0\" open craftLight", BinaryRunner.binary.path]
        process.currentDirectoryURL = folder.url
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("set ink #000000\nsave\nquit\nquit\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("error: cannot write 'Palettes/craftLight.json': File too large"), "\(text)")
        #expect(try folder.read("Palettes/craftLight.json") == SamplePalettes.light)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Palettes").path)
        #expect(leftovers == ["craftLight.json"])
    }
}
