#if canImport(Glibc)
@preconcurrency import Glibc
#endif
@preconcurrency import CReadline
import CTerminal
import PaletteCommands

/// GNU readline: line editing, history kept across runs in a file, Tab completion from the
/// shell's completer, and Ctrl-C clearing the line being typed.
///
/// readline calls back through C function pointers that cannot capture context, so the little
/// state they need lives in `ReadlineHooks`; there is one terminal and one reader per process.
final class ReadlineLineReader: LineReader {
    let isInteractive = true
    private let historyPath: String
    var completer: ((String, String) -> [String])? {
        get { ReadlineHooks.completer }
        set { ReadlineHooks.completer = newValue }
    }
    var notices: (() -> Void)? {
        get { ReadlineHooks.notices }
        set { ReadlineHooks.notices = newValue }
    }
    /// A byte down the wake pipe: `palette_repl_getc` then shows the notices above the line.
    let wake: @Sendable () -> Void = { palette_repl_wake() }

    /// Whether the history file may be used: it does not exist yet, or it is a regular file of a
    /// sane size. readline would block forever opening a FIFO, and read a device without end.
    private let historyUsable: Bool

    /// 2,000 lines of history are far below this.
    static let historyLimit = 4 << 20

    init(historyPath: String) {
        self.historyPath = historyPath
        var status = stat()
        if lstat(historyPath, &status) == 0 {
            historyUsable = (status.st_mode & S_IFMT) == S_IFREG && Int(status.st_size) <= Self.historyLimit
        } else {
            historyUsable = errno == ENOENT
        }
        using_history()
        stifle_history(2000)
        if historyUsable { read_history(historyPath) }
        rl_readline_name = UnsafePointer(strdup("palette-repl"))
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n(,"))
        rl_attempted_completion_function = { text, start, _ in
            ReadlineHooks.complete(text: text, start: start)
        }
        rl_catch_signals = 0
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
        // Without the handler's pipe, readline's own rl_getc reads the keys.
        if palette_repl_catch_interrupts() == 0 { rl_getc_function = palette_repl_getc }
        _ = palette_repl_make_wake_pipe { ReadlineHooks.showNotices() }
        rl_signal_event_hook = {
            // Ctrl-C abandons the line being typed and shows a fresh prompt.
            guard palette_repl_take_interrupt() != 0 else { return 0 }
            _ = write(STDOUT_FILENO, "\n", 1)
            rl_on_new_line()
            rl_replace_line("", 0)
            rl_redisplay()
            return 0
        }
    }

    func readLine(prompt: String, prefill: String?) -> String? {
        ReadlineHooks.prefill = prefill
        rl_startup_hook = prefill == nil ? nil : { () -> Int32 in
            if let text = ReadlineHooks.prefill { rl_insert_text(text) }
            ReadlineHooks.prefill = nil
            return 0
        }
        // A Ctrl-C while a command ran was for that command; it does not abandon this line.
        _ = palette_repl_take_interrupt()
        guard let line = readline(prompt) else { return nil }
        defer { free(line) }
        return String(cString: line)
    }

    func remember(_ line: String) {
        add_history(line)
        guard historyUsable else { return }
        if access(historyPath, F_OK) == 0 {
            append_history(1, historyPath)
        } else {
            write_history(historyPath)
        }
    }
}

/// State for readline's C callbacks (see `ReadlineLineReader`).
enum ReadlineHooks {
    // readline and its callbacks run on the main thread only, so these need no lock; Swift cannot
    // see that through C function pointers, hence nonisolated(unsafe).
    nonisolated(unsafe) static var completer: ((String, String) -> [String])?
    nonisolated(unsafe) static var prefill: String?
    nonisolated(unsafe) static var matches: [String] = []
    nonisolated(unsafe) static var notices: (() -> Void)?

    /// Notices above the line being typed: the line is cleared from the screen, the notices
    /// written, and the prompt with what was typed drawn again below them.
    static func showNotices() {
        guard let notices else { return }
        rl_clear_visible_line()
        notices()
        rl_on_new_line()
        rl_redisplay()
    }

    static func complete(text: UnsafePointer<CChar>?, start: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        rl_attempted_completion_over = 1
        guard let text, let buffer = rl_line_buffer else { return nil }
        let line = String(cString: buffer)
        let before = String(line.utf8.prefix(Int(start))) ?? ""
        if ShellCompletion.completesPaths(lineBeforeWord: before, word: String(cString: text)) {
            rl_attempted_completion_over = 0  // readline then completes file names itself
            return nil
        }
        matches = completer?(before, String(cString: text)) ?? []
        // A function's parenthesis and a folder's slash are followed by more, not by a space.
        if matches.count == 1 && (matches[0].hasSuffix("(") || matches[0].hasSuffix("/")) { rl_completion_append_character = 0 }
        return rl_completion_matches(text) { _, state in
            let index = Int(state)
            guard index < ReadlineHooks.matches.count else { return nil }
            return strdup(ReadlineHooks.matches[index])
        }
    }
}

/// Ctrl-C for the one-shot commands (CTerminal).
enum TerminalSignals {
    /// A one-shot command's handler: the first Ctrl-C sets the flag its computation asks, a
    /// second ends the process (exit 130).
    static func catchOneShotInterrupts() {
        _ = palette_repl_catch_one_shot_interrupts()
    }

    /// Whether Ctrl-C was pressed since the flag was cleared (by the shell, before each line).
    static let interrupted: @Sendable () -> Bool = { palette_repl_interrupted() != 0 }
}
