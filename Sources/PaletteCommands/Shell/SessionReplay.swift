import PaletteKit

/// Runs a session file (one shell command per line, `#` comments) with the shell's engine.
/// The first command is `new ID` or `open ID`. Nothing is written unless the whole file runs.
package struct SessionReplay {
    package struct Failure: Error, Equatable {
        package let line: Int
        package let error: ToolError
    }

    package struct Result {
        package let session: Session?
        /// The line and error that stopped the file, if any.
        package let failure: Failure?
        package var ran: Bool { failure == nil && session != nil }
        package var saved: Bool { ran && session.map { !$0.hasUnsavedChanges } == true }
    }

    /// Replays `text` against `fileSystem` (normally an overlay). `transcript` receives prompts
    /// and output as a person would have seen them.
    package static func run(_ text: String, directory: String, fileSystem: FileSystem, transcript: TextOutput?,
                           schema: Schema = .stream) -> Result {
        // Paths in a session file are relative to the palette folder, like the journal's.
        // Without a transcript nobody reads the feedback, so none is rendered.
        let context = transcript.map { ShellContext(output: $0, style: .plain, fileSystem: fileSystem, pathBase: directory) }
            ?? .unshown(fileSystem: fileSystem, pathBase: directory)
        let output = context.output
        var session: Session?
        for (index, line) in TextLines.split(text).enumerated() {
            let number = index + 1
            let shown = transcript == nil ? "" : line.trimmingShellSpaces.escapingControlCharacters
            if let problem = ShellLineCheck.problem(in: line) {
                return Result(session: session, failure: Failure(line: number, error: problem))
            }
            guard let parsed = ShellLine(line) else {
                if transcript != nil, let session, !shown.isEmpty { output.line("\(session.paths.id)> \(shown)") }
                continue
            }
            guard session != nil else {
                do {
                    session = try start(parsed, directory: directory, fileSystem: fileSystem, schema: schema)
                    if transcript != nil { output.line("\(session!.paths.id)> \(shown)") }
                } catch {
                    return Result(session: nil, failure: Failure(line: number, error: error))
                }
                continue
            }
            if SessionHeader.starts(parsed) {
                return Result(session: session, failure: Failure(line: number, error: .wrongArguments(command: parsed.command, usage: "only the first command of a session file starts it")))
            }
            if transcript != nil { output.line("\(session!.paths.id)> \(shown)") }
            // On the session itself: the engine already runs each command on a copy it keeps only
            // when the line is accepted, so a second copy here would only retain every part of
            // the session once more per line.
            if case .rejected(let error) = ShellEngine.execute(parsed, line: line, session: &session!, context: context, journal: false) {
                return Result(session: session, failure: Failure(line: number, error: error))
            }
            if session!.wantsToQuit { break }
        }
        guard session != nil else {
            return Result(session: nil, failure: Failure(line: 1, error: .wrongArguments(command: "replay", usage: SessionHeader.usage)))
        }
        return Result(session: session, failure: nil)
    }

    /// The first line: `new ID` or `open ID`, with `--schema FILE` (relative to the palette
    /// folder) when the palette is not of the schema the replay was started with.
    static func start(_ line: ShellLine, directory: String, fileSystem: FileSystem, schema: Schema) throws(ToolError) -> Session {
        let header = try SessionHeader(line)
        guard let id = PaletteID(header.id) else { throw .badPaletteID(header.id) }
        var schema = schema
        if let path = header.schemaPath {
            schema = try SchemaLoading.load(named: path, inPaletteFolder: directory, fileSystem: fileSystem)
        }
        // The file the session writes: Palettes/ID.json, or the one its first line names.
        let paths = header.paletteFile.map { SessionPaths(openedFile: FilePath.join(directory, $0), id: id) } ?? SessionPaths(directory: directory, id: id)
        if let file = header.paletteFile, !PaletteFileName.fits(file, id: id) {
            throw .paletteFileName(path: file, id: id.rawValue, command: "replay")
        }
        if header.start == .new {
            var session = Session(paths: paths, palette: Palette(id: id, schema: schema), saved: false)
            session.ownsPaletteFile = true
            return session
        }
        let palette = try PaletteLoading.load(path: paths.paletteFile, fileSystem: fileSystem, schema: schema)
        return Session(paths: paths, palette: palette, saved: true)
    }
}
