#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

// The thin edge: process arguments, environment, standard streams and real files go in;
// an exit code comes out. Everything else is PaletteCommands.
// A write past a file-size limit should fail with an error the user reads, not kill the process.
signal(SIGXFSZ, SIG_IGN)
// A closed stdout is handled where output is written (StandardStream), the same for every command.
signal(SIGPIPE, SIG_IGN)

let arguments = Array(CommandLine.arguments.dropFirst())
// A command whose computations stop at Ctrl-C (the repair, and what is built on it) gets a
// handler that sets the flag they ask; the shell's reader installs its own. Every other command
// ends at Ctrl-C as processes do.
if CommandLineTool.isInterruptible(arguments) { TerminalSignals.catchOneShotInterrupts() }
let environment = ProcessEnvironment.read()
let output = StandardStream.output()

/// Only the commands that declare it read lines; the others never touch readline.
func lineReader() -> LineReader? {
    switch CommandLineTool.lineInput(for: arguments) {
    case .none: return nil
    case .lines: return PlainLineReader()
    case .shellLines: break
    }
    guard isatty(STDIN_FILENO) == 1 else { return PlainLineReader() }
    let history = environment["PALETTE_REPL_HISTORY"] ?? ((environment["HOME"] ?? ".") + "/.palette_repl_history")
    return ReadlineLineReader(historyPath: history)
}

/// The terminal's width, for wrapping help and rule lines: the window size of standard output,
/// else `COLUMNS`.
func terminalColumns() -> Int? {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return environment["COLUMNS"].flatMap { Int($0) }
}

let fileSystem = PosixFileSystem()
let context = ToolContext(
    output: output,
    errors: StandardStream.errors(),
    fileSystem: fileSystem,
    environment: environment,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    terminalColumns: terminalColumns(),
    lineReader: lineReader(),
    interrupted: TerminalSignals.interrupted)
let code = CommandLineTool.run(arguments, context: context)
// A clean exit leaves no lock file (a shell's journal lock, a migration's).
fileSystem.releaseLocks()
output.flush()
// Output the descriptor refused (a full disk) fails the command, whatever it found: a script
// that redirected it must not take a cut-off file for a whole one.
if let reason = output.failure {
    let error = ToolError.unwritableOutput(reason: reason)
    context.report(error)
    exit(max(code, error.exitCode).rawValue)
}
exit(code.rawValue)
