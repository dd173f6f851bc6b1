import PaletteCommands
import PaletteKit
import PaletteTestSupport

/// Every line of a session as a person at a terminal meets it: each line of
/// Tests/Fixtures/sessions/reader.session (a light reading palette, a fix, a status colour pinned
/// at `high` that the variant cannot hold) run through the shell's engine with the interactive
/// shell's wait for a variant (`ShellLoop.lineWait`), its feedback rendered, timed one by one.
enum LineTiming {
    static let sessionPath = "Tests/Fixtures/sessions/reader.session"

    struct Figure {
        let line: String
        let seconds: Double
    }

    /// Each command line's wall time, in order; nil when the session cannot be read.
    static func measure() -> [Figure]? {
        guard let text = RepairTiming.readFile(sessionPath) else { return nil }
        let commands = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        guard let first = commands.first, first.hasPrefix("new "), let id = PaletteID(String(first.dropFirst(4))) else { return nil }
        let files = MemoryFileSystem()
        var session = Session(paths: SessionPaths(directory: "bench", id: id), palette: Palette(id: id), saved: false)
        session.derivations = VariantDerivations(lineWait: ShellLoop.lineWait, onReady: {})
        let clock = ContinuousClock()
        return commands.dropFirst().map { line in
            let context = ShellContext(output: TextBuffer(), style: .plain, fileSystem: files)
            let elapsed = clock.measure { _ = ShellEngine.execute(line, session: &session, context: context) }
            return Figure(line: line, seconds: KeepSweep.seconds(elapsed))
        }
    }
}
