import Foundation
import Testing
import PaletteTestSupport

/// The built binary against hostile files, pipes, crashes and a second shell.
@Suite struct IntegrityEndToEndTests {
    /// A file of this repository by its path from the root.
    static func repositoryFile(_ path: String) -> String {
        RepositoryFiles.url(path).path
    }

    static var shippedPalettes: [String] {
        let root = RepositoryFiles.root
        let folder = root.appendingPathComponent("Palettes")
        return try! FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") && $0 != "harbor.json" }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    @Test func aFIFOIsRefusedAtOnceInsteadOfWaitedOn() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("some.fifo").path, 0o644) == 0)
        for arguments in [["check", "some.fifo"], ["replay", "some.fifo"], ["open", "some.fifo"], ["export", "css", "some.fifo"]] {
            let outcome = try BinaryRunner.run(arguments, directory: folder.url, timeoutSeconds: 20)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.errors.contains("cannot read 'some.fifo': it is a FIFO; expected a regular file"), "\(arguments): \(outcome.errors)")
        }
    }

    /// Every file the shell opens for writing too: a FIFO where its lock file goes is refused.
    @Test func aFIFOWhereTheLockGoesIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sessions"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.url.appendingPathComponent("Sessions/nord.session.lock").path, 0o644) == 0)
        let outcome = try BinaryRunner.run(["new", "nord"], input: "quit\n", directory: folder.url, timeoutSeconds: 20)
        #expect(outcome.status == 2)
        #expect(outcome.errors == "palette-repl: cannot write 'Sessions/nord.session.lock': it is a FIFO; expected a regular file\n")
        #expect(!folder.exists("Sessions/nord.session"))
    }

    /// A `new` refused for its `--from` file leaves no folder and no lock (both were made before
    /// the file was read); over a journal, `--from` was dropped without a word and the journal
    /// resumed: refused, the journal as it was.
    @Test func aRefusedNewLeavesNothingAndFromIsNotDroppedOverAJournal() throws {
        let folder = try TemporaryFolder()
        try folder.write("{ \"id\": ", to: "broken.json")
        for (from, message) in [("missing.json", "cannot read 'missing.json': No such file or directory"),
                                ("broken.json", "broken.json: not valid JSON")] {
            let outcome = try BinaryRunner.run(["new", "fresh", "--from", from], input: "quit\n", directory: folder.url)
            #expect(outcome.status == 2)
            #expect(outcome.errors.hasPrefix("palette-repl: " + message), "\(outcome.errors)")
            #expect(!folder.exists("Sessions"), "\(from)")
        }
        _ = try BinaryRunner.run(["new", "fresh"], input: "set paper #FAF7F2\n", directory: folder.url)
        let journal = try folder.read("Sessions/fresh.session")
        let nord = Self.repositoryFile("Palettes/nord.json")
        let outcome = try BinaryRunner.run(["new", "fresh", "--from", nord], input: "quit\n", directory: folder.url)
        #expect(outcome.status == 2)
        #expect(outcome.errors == "palette-repl: Sessions/fresh.session holds fresh's unsaved work, which 'new fresh' resumes; give no --from to resume it, or move the journal away to start from \(nord)\n")
        #expect(try folder.read("Sessions/fresh.session") == journal)
    }

    /// A fresh `new` that holds nothing has nothing to lose: end of input and `quit` leave at once
    /// (exit 0, no warning of changes not saved). One change, and both warn.
    @Test func aFreshSessionThatHoldsNothingLeavesWithoutAWarning() throws {
        let folder = try TemporaryFolder()
        for input in ["", "help\n", "quit\n"] {
            let outcome = try BinaryRunner.run(["new", "empty\(input.count)"], input: input, directory: folder.url)
            #expect(outcome.status == 0, "\(input): \(outcome.output)")
            #expect(!outcome.output.contains("unsaved:") && !outcome.output.contains("unsaved changes;"), "\(input): \(outcome.output)")
        }
        // Nothing to lose, and nothing in the way: its journal, a header alone, starts afresh with --from or --schema.
        let nord = Self.repositoryFile("Palettes/nord.json")
        let again = try BinaryRunner.run(["new", "empty0", "--from", nord], input: "show paper\n", directory: folder.url)
        #expect(again.output.contains("started empty0 from \(nord): 39 roles set"), "\(again.output)\(again.errors)")
        #expect(try folder.read("Sessions/empty0.session").hasPrefix("# palette-repl session: palette empty0\nnew empty0\n# starting from the values of"))
        #expect(try folder.read("Sessions/empty0.session").components(separatedBy: "new empty0\n").count == 2)
        let changed = try BinaryRunner.run(["new", "changed"], input: "set paper #FAF7F2\nunset paper\nset ink #101010\n", directory: folder.url)
        #expect(changed.status == 1)
        #expect(changed.output.hasSuffix("unsaved: changed has changes not saved to Palettes/changed.json; the journal Sessions/changed.session keeps them\n"))
    }

    @Test func aFolderAHugeFileAndBrokenUTF8AreRefusedWithWhatWasExpected() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        try folder.write(String(repeating: " ", count: (1 << 20) + 1), to: "huge.json")
        try Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]).write(to: folder.url.appendingPathComponent("latin1.json"))
        let cases = [
            ("folder.json", "palette-repl: cannot read 'folder.json': it is a folder; expected a regular file\n"),
            ("huge.json", "palette-repl: cannot read 'huge.json': it is larger than the limit of 1048576 bytes; expected a smaller file\n"),
            ("latin1.json", "palette-repl: cannot read 'latin1.json': byte 2 is not valid UTF-8; expected UTF-8 text\n"),
        ]
        for (file, message) in cases {
            let outcome = try BinaryRunner.run(["check", file], directory: folder.url)
            #expect(outcome.status == 2)
            #expect(outcome.errors == message)
        }
    }

    /// A closed pipe ends the program with the conventional SIGPIPE status and nothing on stderr.
    @Test func aClosedPipeEndsQuietly() throws {
        let files = (Self.shippedPalettes + Self.shippedPalettes + Self.shippedPalettes).map { "'\($0)'" }.joined(separator: " ")
        let script = "'\(BinaryRunner.binary.path)' check --json \(files) 2>stderr.txt | head -c 1 >/dev/null; echo \"${PIPESTATUS[0]}\""
        let folder = try TemporaryFolder()
        let outcome = try BinaryRunner.runShell(script, directory: folder.url)
        #expect(outcome.output == "141\n")
        #expect(try folder.read("stderr.txt") == "")
        let small = try BinaryRunner.runShell("'\(BinaryRunner.binary.path)' roles 2>stderr.txt | head -1 >/dev/null; echo \"${PIPESTATUS[0]}\"", directory: folder.url)
        #expect(["0\n", "141\n"].contains(small.output))
        #expect(try folder.read("stderr.txt") == "")
    }

    /// Standard output that refuses the writes (a full disk: /dev/full) fails the command with the
    /// reason on stderr, for every command that prints, instead of ending 0 with nothing written:
    /// a script's `palette-repl export css … > tokens.css` must not take a cut-off file for a
    /// whole one. A command that failed anyway still fails, with the same status 2.
    @Test(arguments: [
        "export css '%PALETTE%'",
        "check --json '%PALETTE%'",
        "suggest --ground '#F4EFE6' --plate '#F1ECE3'",
        "roles",
        "suggest --batch < pairs.txt",
        "check '%BROKEN%'",
    ])
    func aFullDiskFailsTheCommandWithTheReason(command: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(String(repeating: "#F4EFE6 #F1ECE3\n", count: 5_000), to: "pairs.txt")
        let broken = try String(contentsOfFile: Self.repositoryFile("Palettes/nord.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"ink\": \"#ECEFF4\"", with: "\"ink\": \"#3B4252\"")
        try folder.write(broken, to: "broken.json")
        let line = command.replacingOccurrences(of: "%PALETTE%", with: Self.repositoryFile("Palettes/nord.json"))
            .replacingOccurrences(of: "%BROKEN%", with: "broken.json")
        let outcome = try BinaryRunner.runShell("'\(BinaryRunner.binary.path)' \(line) > /dev/full 2>stderr.txt; echo \"$?\"", directory: folder.url)
        #expect(outcome.output == "2\n", "\(command)")
        let errors = try folder.read("stderr.txt")
        #expect(errors.hasSuffix("palette-repl: cannot write to standard output: No space left on device\n"), "\(command): \(errors)")
        #expect(errors.components(separatedBy: "\n").filter { $0.contains("standard output") }.count == 1, "\(command): \(errors)")
    }

    @Test(arguments: [
        (["roles", "--json=1"], "palette-repl: roles: option '--json' takes no value, got '1'; expected '--json' alone\n"),
        (["help", "check", "extra"], "palette-repl: help: unexpected 'extra'; usage: palette-repl help [COMMAND]\n"),
        // Words after --version or --help were ignored (exit 0).
        (["--version", "extra"], "palette-repl: --version: unexpected 'extra'; usage: palette-repl --version\n"),
        (["--help", "check"], "palette-repl: --help: unexpected 'check'; usage: palette-repl --help\n"),
        (["contrast", "color(--brand-space 1 0 0)", "#FFF"], "palette-repl: bad colour 'color(--brand-space 1 0 0)': color(--brand-space) colours are not supported; expected #RGB"),
    ])
    func errorsSayWhatIsActuallyWrong(arguments: [String], message: String) throws {
        let outcome = try BinaryRunner.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
    }

    @Test func aNULOnAPipedLineRejectsTheWholeLine() throws {
        let folder = try TemporaryFolder()
        let outcome = try BinaryRunner.run(["new", "nord"], input: "set paper #FFF\u{0}FFF\nset ink #000\n", directory: folder.url)
        #expect(outcome.output.contains("error: line has NUL (U+0000) at column 15; expected printable text (tabs allowed)\n"))
        let journal = try folder.read("Sessions/nord.session")
        #expect(journal == "# palette-repl session: palette nord\nnew nord\nset ink #000\n")
    }

    /// A piped line one byte over the limit whose extra byte is a CR is refused as too long:
    /// the reader took that CR for the line's end and ran the line cut short at the limit.
    @Test func aPipedLineOverTheLimitIsRefusedEvenWhenACRFollowsTheLimit() throws {
        let folder = try TemporaryFolder()
        // `set paper #000000 ` padded with spaces to exactly the limit, then a CR and more.
        let head = "set paper #000000"
        let line = head + String(repeating: " ", count: 65_536 - head.utf8.count) + "\r#FFFFFF"
        let outcome = try BinaryRunner.run(["new", "nord"], input: line + "\nset ink #000\n", directory: folder.url)
        #expect(outcome.output.contains("error: line is longer than 65536 bytes; expected one command per line\n"), "\(outcome.output.suffix(300))")
        let journal = try folder.read("Sessions/nord.session")
        #expect(journal == "# palette-repl session: palette nord\nnew nord\nset ink #000\n")
    }

    /// A journal append that fails part-way (here at the file-size limit) is cut back, so the
    /// rejected line leaves nothing and the next line starts on a line of its own.
    @Test func aFailedJournalAppendLeavesNoTornLine() throws {
        let folder = try TemporaryFolder()
        let header = "new nord\n" + String(repeating: "# padding\n", count: 100)
        try folder.write(header, to: "Sessions/nord.session")
        // 1 KiB limit; the journal is 1009 bytes, so a 30-byte line crosses it.
        let script = "ulimit -f 1; exec '\(BinaryRunner.binary.path)' new nord"
        let outcome = try BinaryRunner.runShell(script, input: "set paper #FFFFFF # and a comment\nquit\nquit\n", directory: folder.url)
        #expect(outcome.output.contains("error: cannot write 'Sessions/nord.session': File too large"), "\(outcome.output)")
        #expect(try folder.read("Sessions/nord.session") == header)
    }

    @Test func aSecondShellOnTheSamePaletteIsRefusedWithTheHoldersPid() throws {
        let folder = try TemporaryFolder()
        let (first, input) = try BinaryRunner.startShell(["new", "nord"], directory: folder.url)
        defer {
            try? input.fileHandleForWriting.close()
            first.waitUntilExit()
        }
        try waitUntil { folder.exists("Sessions/nord.session") }
        let second = try BinaryRunner.run(["new", "nord"], input: "set paper #000000\n", directory: folder.url)
        #expect(second.status == 2)
        #expect(second.errors == "palette-repl: Sessions/nord.session is in use by process \(first.processIdentifier) (another palette-repl shell on this palette); quit that shell first\n")
        #expect(try folder.read("Sessions/nord.session") == "# palette-repl session: palette nord\nnew nord\n")
    }

    @Test func temporaryFilesOfAKilledSaveAreRemovedAtTheNextStart() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "Palettes/craftLight.json")
        try folder.write("{\"half\": ", to: "Palettes/.craftLight.json.Ab12Cd")
        try folder.write("keep", to: "Palettes/.craftLight.json.notmine")
        let outcome = try BinaryRunner.run(["open", "craftLight"], input: "quit\n", directory: folder.url)
        #expect(outcome.output.hasPrefix("removed Palettes/.craftLight.json.Ab12Cd, left by a save that was interrupted\n"), "\(outcome.output)")
        #expect(!folder.exists("Palettes/.craftLight.json.Ab12Cd"))
        #expect(folder.exists("Palettes/.craftLight.json.notmine"))
    }

    /// `open FILE` on a copy under another name is refused (its journal would replay to the
    /// palette whose id it carries); `new STEM --from FILE` makes it a palette of its own.
    @Test func anOpenedCopyIsRefusedAndNewFromMakesItAPalette() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "Palettes/craftLight.json")
        try folder.write(SamplePalettes.light, to: "drafts/copy.json")
        let outcome = try BinaryRunner.run(["open", "drafts/copy.json"], input: "set ink #000000\nsave\n", directory: folder.url)
        #expect(outcome.status == 2, "\(outcome.output)")
        #expect(outcome.errors.contains("drafts/copy.json holds the palette 'craftLight', but a palette's id is its file's name"), "\(outcome.errors)")
        #expect(try folder.read("drafts/copy.json") == SamplePalettes.light)
        #expect(try folder.read("Palettes/craftLight.json") == SamplePalettes.light)
        #expect(!folder.exists("drafts/copy.session") && !folder.exists("Sessions/craftLight.session"))
        let made = try BinaryRunner.run(["new", "copy", "--from", "drafts/copy.json"], input: "set ink #000000\nsave\n", directory: folder.url)
        #expect(made.status == 0, "\(made.errors)")
        #expect(try folder.read("Palettes/copy.json").contains("\"id\": \"copy\""))
        #expect(try folder.read("Palettes/craftLight.json") == SamplePalettes.light)
    }

    @Test func aKilledOpenSessionResumesItsUnsavedCommands() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "Palettes/craftLight.json")
        let (process, input) = try BinaryRunner.startShell(["open", "craftLight"], directory: folder.url)
        input.fileHandleForWriting.write(Data("set ink #000000\nsource nord\nset body nord.nord3\n".utf8))
        try waitUntil { ((try? folder.read("Sessions/craftLight.session")) ?? "").hasSuffix("set body nord.nord3\n") }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let resumed = try BinaryRunner.run(["open", "craftLight"], input: "show ink\nshow body\n", directory: folder.url)
        #expect(resumed.output.hasPrefix("opened craftLight from Palettes/craftLight.json and resumed 3 unsaved commands from Sessions/craftLight.session\n"), "\(resumed.output)")
        #expect(resumed.output.contains("  ink  #000000 L 0.000\n"))
        #expect(resumed.output.contains("  body  #4C566A"))
        #expect(try folder.read("Palettes/craftLight.json") == SamplePalettes.light)
    }

    @Test func replayEscapesControlCharactersOfFileNamesAndComments() throws {
        let folder = try TemporaryFolder()
        try folder.write("new nord\n# \u{1B}]0;owned\u{7}\nset paper #2E3440\n", to: "evil\u{1B}[2J.session")
        let transcript = try BinaryRunner.run(["replay", "--transcript", "evil\u{1B}[2J.session"], directory: folder.url)
        let plain = try BinaryRunner.run(["replay", "evil\u{1B}[2J.session"], directory: folder.url)
        for outcome in [transcript, plain] {
            #expect(!outcome.output.contains("\u{1B}") && !outcome.output.contains("\u{7}"), "\(outcome.output)")
            #expect(!outcome.errors.contains("\u{1B}"), "\(outcome.errors)")
        }
        #expect(transcript.output.contains("nord> # \\u{1B}]0;owned\\u{7}\n"))
        #expect(plain.errors.contains("evil\\u{1B}[2J.session: unsaved"))
    }

    @Test func aCRLFSessionFileWithAByteOrderMarkReplays() throws {
        let folder = try TemporaryFolder()
        let lines = ["\u{FEFF}new craftLight"] + SamplePalettes.lightRoles.map { "set \($0.0) \($0.1)" } + ["save"]
        try folder.write(lines.joined(separator: "\r\n") + "\r\n", to: "windows.session")
        let outcome = try BinaryRunner.run(["replay", "windows.session"], directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(try folder.read("Palettes/craftLight.json") == SamplePalettes.light)
    }

    private func waitUntil(_ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if condition() { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record("timed out")
    }
}
