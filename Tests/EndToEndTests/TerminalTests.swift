import Foundation
import Testing

/// What only a terminal shows: readline completion, history across runs, Ctrl-C, and swatches.
/// Drives the real binary inside tmux (send-keys / capture-pane).
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("tmux"), "tmux is not installed: the real-terminal tests need it (apt-get install tmux)"))
struct TerminalTests {
    @Test func tabCompletesHistoryRecallsAndSwatchesShow() throws {
        _ = try RequiredTools.require(RequiredTools.find("tmux"), "tmux")
        let folder = try TemporaryFolder()
        let history = folder.url.appendingPathComponent("history").path
        let terminal = try TmuxTerminal(command: "\(BinaryRunner.binary.path) new nord", directory: folder.url,
                                        environment: ["PALETTE_REPL_HISTORY": history, "COLORTERM": "truecolor"])
        defer { terminal.close() }
        try terminal.waitFor("nord>")

        terminal.type("set pap")
        terminal.press("Tab")
        try terminal.waitFor("nord> set paper")
        terminal.type("#2E3440")
        terminal.press("Enter")
        try terminal.waitFor("1/39 filled")
        // The swatch is a block of 24-bit background colour: #2E3440 is 46;52;64.
        #expect(terminal.screen(withEscapes: true).contains("48;2;46;52;64"))

        terminal.type("set plate #FFFFFF")
        try terminal.waitFor("nord> set plate #FFFFFF")
        terminal.press("C-c")
        try terminal.waitFor("nord>", occurrences: 3)
        terminal.type("show pl")
        terminal.press("Tab")
        terminal.press("Enter")
        try terminal.waitFor("plate       —       unset")

        terminal.type("quit")
        terminal.press("Enter")
        try terminal.waitFor("warning: unsaved changes")
        terminal.type("quit")
        terminal.press("Enter")
        try terminal.waitForExit()
        #expect(try String(contentsOfFile: history, encoding: .utf8).contains("set paper #2E3440"))

        let second = try TmuxTerminal(command: "\(BinaryRunner.binary.path) new nord", directory: folder.url,
                                      environment: ["PALETTE_REPL_HISTORY": history])
        defer { second.close() }
        try second.waitFor("resumed nord")
        for _ in 0..<4 { second.press("Up") }
        try second.waitFor("nord> set paper #2E3440")
    }
}

/// Colour depth as pastel decides it: `TERM=xterm-256color` without `COLORTERM` gets the nearest
/// of xterm's 256 colours, `COLORTERM=truecolor` 24-bit; failing rules say `fail` in red.
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("tmux"), "tmux is not installed: the real-terminal tests need it (apt-get install tmux)"))
struct TerminalColourDepthTests {
    @Test(arguments: [([String: String](), "48;5;237", "48;2;"), (["COLORTERM": "truecolor"], "48;2;46;52;64", "48;5;")])
    func swatchesFollowCOLORTERM(environment: [String: String], expected: String, absent: String) throws {
        _ = try RequiredTools.require(RequiredTools.find("tmux"), "tmux")
        let folder = try TemporaryFolder()
        let terminal = try TmuxTerminal(command: "\(BinaryRunner.binary.path) new depth", directory: folder.url,
                                        environment: environment.merging(["PALETTE_REPL_HISTORY": folder.url.appendingPathComponent("history").path]) { $1 })
        defer { terminal.close() }
        try terminal.waitFor("depth>")
        terminal.type("set paper #2E3440")
        terminal.press("Enter")
        terminal.type("set ink #3B4252")
        terminal.press("Enter")
        try terminal.waitFor("2/39 filled")
        let screen = terminal.screen(withEscapes: true)
        #expect(screen.contains(expected), "\(screen)")
        #expect(!screen.contains(absent), "\(screen)")
        #expect(screen.contains("\u{1B}[31mfail"), "\(screen)")
    }
}

/// Ctrl-C abandons the line even when it arrives while readline is busy with keys it has
/// already read (not waiting for a key): the interrupt is taken before the next key, never
/// carried over to a later one.
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("tmux"), "tmux is not installed: the real-terminal tests need it (apt-get install tmux)"))
struct TerminalInterruptTests {
    @Test func ctrlCWhileKeysAreStillBeingReadAbandonsTheLine() throws {
        _ = try RequiredTools.require(RequiredTools.find("tmux"), "tmux")
        let folder = try TemporaryFolder()
        let terminal = try TmuxTerminal(command: "\(BinaryRunner.binary.path) new nord", directory: folder.url,
                                        environment: ["PALETTE_REPL_HISTORY": folder.url.appendingPathComponent("history").path])
        defer { terminal.close() }
        try terminal.waitFor("nord>")
        // Three rounds: one round can pass by chance, when the interrupt happens to come while
        // readline waits for a key.
        for _ in 0..<3 {
            // More keys than the terminal's input queue holds (4,096 bytes), and Ctrl-C in the
            // same tmux command: the interrupt enters the queue only as readline takes keys out,
            // so it comes while readline is inserting and redrawing them.
            let prompts = terminal.allLines().filter { $0.hasPrefix("nord>") }.count
            terminal.typeThenPress("set plate #" + String(repeating: "F", count: 8000), "C-c")
            // The abandoned line (as much of it as was drawn), then a fresh empty prompt.
            try terminal.waitUntil("a fresh prompt under the abandoned line") {
                let lines = terminal.allLines()
                return lines.last == "nord>" && lines.filter { $0.hasPrefix("nord>") }.count == prompts + 1
            }
            terminal.type("show pl")
            terminal.press("Tab")
            terminal.press("Enter")
            try terminal.waitUntil("the unset plate, then a prompt") {
                terminal.allLines().suffix(2) == ["  plate       —       unset", "nord>"]
            }
            #expect(!terminal.allLines().contains { $0.contains("error:") }, "\(terminal.screen())")
        }
    }
}

/// The history file readline reads at start: a FIFO there must not hang the shell.
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("tmux"), "tmux is not installed: the real-terminal tests need it (apt-get install tmux)"))
struct TerminalHistoryTests {
    @Test func aFIFOAsTheHistoryFileIsPassedOver() throws {
        _ = try RequiredTools.require(RequiredTools.find("tmux"), "tmux")
        let folder = try TemporaryFolder()
        let history = folder.url.appendingPathComponent("history.fifo").path
        #expect(mkfifo(history, 0o644) == 0)
        let terminal = try TmuxTerminal(command: "\(BinaryRunner.binary.path) new nord", directory: folder.url,
                                        environment: ["PALETTE_REPL_HISTORY": history])
        defer { terminal.close() }
        try terminal.waitFor("nord>")
        terminal.type("set paper #2E3440")
        terminal.press("Enter")
        try terminal.waitFor("1/39 filled")
    }
}

/// A tmux server of our own (its own socket) running one command in a fixed-size window.
final class TmuxTerminal {
    let socket: String

    init(command: String, directory: URL, environment: [String: String], columns: Int = 120) throws {
        socket = "palette-repl-\(UUID().uuidString)"
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        // COLORTERM only as a test sets it: it decides 24-bit or 256-colour swatches.
        let shellCommand = "cd '\(directory.path)' && env -u NO_COLOR -u COLORTERM TERM=xterm-256color HOME='\(directory.path)' \(exports) \(command); echo \"shell exited with status $?\"; sleep 30"
        // The server this starts outlives the call, so it must not inherit a pipe we read to its end.
        try tmux(["new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "60", shellCommand], capturing: false)
    }

    /// Runs tmux through posix_spawn with its output in a file: the server that the first call
    /// starts outlives it and must hold no pipe of ours open.
    @discardableResult
    func tmux(_ arguments: [String], capturing: Bool = true) throws -> String {
        let outputFile = NSTemporaryDirectory() + "\(socket)-\(UUID().uuidString).out"
        defer { unlink(outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capturing ? outputFile : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = (["tmux", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // Test threads block most signals and a spawned process inherits that mask; the tmux
        // server and the shell under it must see Ctrl-C, so the child starts unblocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return capturing ? ((try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "") : ""
    }

    func type(_ text: String) { _ = try? tmux(["send-keys", "-t", "main", "-l", text]) }
    func press(_ key: String) { _ = try? tmux(["send-keys", "-t", "main", key]) }
    /// Text and a key in one tmux command, with no pause between them.
    func typeThenPress(_ text: String, _ key: String) {
        _ = try? tmux(["send-keys", "-t", "main", "-l", text, ";", "send-keys", "-t", "main", key])
    }

    func screen(withEscapes: Bool = false) -> String {
        (try? tmux(["capture-pane", "-p", "-t", "main"] + (withEscapes ? ["-e"] : []))) ?? ""
    }

    /// The screen with the lines the terminal itself wrapped joined again (`capture-pane -J`):
    /// a line longer than the window is one the program did not wrap.
    func joinedScreen() -> String {
        (try? tmux(["capture-pane", "-p", "-J", "-t", "main"])) ?? ""
    }

    struct Timeout: Error, CustomStringConvertible {
        let expected: String
        let screen: String
        var description: String { "timed out waiting for \(expected); screen:\n\(screen)" }
    }

    func waitFor(_ text: String, occurrences: Int = 1, seconds: Double = 20) throws {
        try waitUntil(text.debugDescription, seconds: seconds) { count(text) >= occurrences }
    }

    /// Every line the program wrote, scrolled off or on the screen, with the lines the terminal
    /// wrapped joined again and trailing spaces removed; the blank lines below the last left out.
    func allLines() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", "main"])) ?? ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    func waitUntil(_ description: String, seconds: Double = 20, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Timeout(expected: description, screen: screen())
    }

    /// How many times `text` is on the screen.
    func count(_ text: String) -> Int { screen().components(separatedBy: text).count - 1 }

    /// The command ended with `status` (the window lingers in `sleep` so the screen can be read).
    func waitForExit(status: Int = 0) throws {
        try waitFor("shell exited with status \(status)")
    }

    func close() { _ = try? tmux(["kill-server"]) }
}

/// `fix` and `apply` in a real terminal: the plan shows swatches before and after, apply takes
/// it as one step and undo takes it back.
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("tmux"), "tmux is not installed: the real-terminal tests need it (apt-get install tmux)"))
struct TerminalFixTests {
    @Test func fixShowsThePlanApplyTakesItUndoTakesItBack() throws {
        _ = try RequiredTools.require(RequiredTools.find("tmux"), "tmux")
        let folder = try TemporaryFolder()
        let terminal = try TmuxTerminal(command: "\(BinaryRunner.binary.path) new demo --from \(ReplayTests.root.path)/Palettes/craftLight.json",
                                        directory: folder.url, environment: ["PALETTE_REPL_HISTORY": folder.url.appendingPathComponent("history").path,
                                                                             "COLORTERM": "truecolor"])
        defer { terminal.close() }
        try terminal.waitFor("demo>")
        terminal.type("set body #8A8580")
        terminal.press("Enter")
        try terminal.waitFor("failing")
        terminal.type("fix")
        terminal.press("Enter")
        try terminal.waitFor("'apply' takes this plan as one step")
        let plan = terminal.screen(withEscapes: true)
        // Swatches before and after: #8A8580 is 138;133;128.
        #expect(plan.contains("48;2;138;133;128"), "\(plan)")
        #expect(plan.contains("body "))
        terminal.type("apply")
        terminal.press("Enter")
        try terminal.waitFor("applied fix: ")
        try terminal.waitFor("0 failing")
        terminal.type("undo")
        terminal.press("Enter")
        try terminal.waitFor("undone")
        #expect(terminal.screen().contains("failing · fix the failing rules to save"))
    }
}

/// `help` in a real terminal at 80 and 160 columns: every line the shell prints fits the window,
/// broken at word boundaries, and no gap between a command's name and its summary is wider than
/// the longest name (a usage column would leave a ninety-character gap at 160 columns, and at 80
/// the terminal would break words: `…or y` / `our own FILEs`).
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("tmux"), "tmux is not installed: the real-terminal tests need it (apt-get install tmux)"))
struct TerminalHelpWrapTests {
    @Test(arguments: [80, 160])
    func helpWrapsAtTheWindowOnWordBoundaries(columns: Int) throws {
        _ = try RequiredTools.require(RequiredTools.find("tmux"), "tmux")
        let folder = try TemporaryFolder()
        let terminal = try TmuxTerminal(command: "\(BinaryRunner.binary.path) new wrap", directory: folder.url, environment: [:], columns: columns)
        defer { terminal.close() }
        try terminal.waitFor("wrap>")
        terminal.type("help")
        terminal.press("Enter")
        try terminal.waitFor("'help COMMAND' shows its usage and options")
        let lines = terminal.joinedScreen().split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.contains("wrap> help") })
        let help = lines[(start + 1)...].prefix { !$0.hasPrefix("'help COMMAND'") }
        #expect(help.count > 20, "\(help)")
        for line in help {
            #expect(line.count <= columns, "longer than \(columns) columns: \(line)")
            // The name column: two spaces, a name of at most eight letters, then the summary.
            if !line.hasPrefix("            ") {
                #expect(!line.dropFirst(2).contains("           "), "a gap wider than the longest name: \(line)")
            }
        }
        // `source`'s summary is long: it continues under its own column, whole words only.
        let source = try #require(help.firstIndex { $0.hasPrefix("  source") })
        #expect(help[help.index(after: source)].hasPrefix("            "), "\(help[help.index(after: source)])")
    }
}

