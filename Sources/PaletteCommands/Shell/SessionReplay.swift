import PaletteKit

/// Runs a session file (one shell command per line, `#` comments) with the shell's engine.
/// The first command is `new ID` or `open ID`. Nothing is written unless the whole file runs.
public struct SessionReplay {
    public struct Failure: Error, Equatable {
        public let line: Int
        public let error: ToolError
    }

    public struct Result {
        public let session: Session?
        /// The line and error that stopped the file, if any.
        public let failure: Failure?
        public var ran: Bool { failure == nil && session != nil }
        public var saved: Bool { ran && session.map { !$0.hasUnsavedChanges } == true }
    }

    /// Replays `text` against `fileSystem` (normally an overlay). `transcript` receives prompts
    /// and output as a person would have seen them.
    public static func run(_ text: String, directory: String, fileSystem: FileSystem, transcript: TextOutput?) -> Result {
        let output = transcript ?? TextBuffer()
        let context = ShellContext(output: output, style: .plain, fileSystem: fileSystem)
        var session: Session?
        for (index, line) in TextLines.split(text).enumerated() {
            let number = index + 1
            let shown = line.trimmingShellSpaces.escapingControlCharacters
            if let problem = ShellLineCheck.problem(in: line) {
                return Result(session: session, failure: Failure(line: number, error: problem))
            }
            guard let parsed = ShellLine(line) else {
                if let session, !shown.isEmpty { output.line("\(session.paths.id)> \(shown)") }
                continue
            }
            guard var current = session else {
                do {
                    session = try start(parsed, directory: directory, fileSystem: fileSystem)
                    output.line("\(session!.paths.id)> \(shown)")
                } catch {
                    return Result(session: nil, failure: Failure(line: number, error: error))
                }
                continue
            }
            if parsed.command == "new" || parsed.command == "open" {
                return Result(session: current, failure: Failure(line: number, error: .wrongArguments(command: parsed.command, usage: "only the first command of a session file starts it")))
            }
            output.line("\(current.paths.id)> \(shown)")
            if case .rejected(let error) = ShellEngine.execute(line, session: &current, context: context, journal: false) {
                return Result(session: current, failure: Failure(line: number, error: error))
            }
            session = current
            if current.wantsToQuit { break }
        }
        guard session != nil else {
            return Result(session: nil, failure: Failure(line: 1, error: .wrongArguments(command: "replay", usage: "a session file starts with 'new ID' or 'open ID'")))
        }
        return Result(session: session, failure: nil)
    }

    private static func start(_ line: ShellLine, directory: String, fileSystem: FileSystem) throws(ToolError) -> Session {
        guard (line.command == "new" || line.command == "open"), line.arguments.count == 1 else {
            throw .wrongArguments(command: "replay", usage: "a session file starts with 'new ID' or 'open ID'")
        }
        guard let id = PaletteID(line.arguments[0]) else { throw .badPaletteID(line.arguments[0]) }
        let paths = SessionPaths(directory: directory, id: id)
        if line.command == "new" {
            var session = Session(paths: paths, palette: Palette(id: id), saved: false)
            session.ownsPaletteFile = true
            return session
        }
        let palette = try PaletteLoading.load(path: paths.paletteFile, fileSystem: fileSystem)
        return Session(paths: paths, palette: palette, saved: true)
    }
}
