import PaletteKit

/// Opening a session: `new ID [--from FILE|ID]` and `open ID|FILE`. Both take the palette's
/// journal lock, clear temporary files an interrupted save left, and resume what the journal
/// holds beyond the saved palette.
package enum ShellStartup {
    /// Starts or resumes a new palette. Messages go to `output`.
    package static func startNew(id text: String, from: String?, sourceFile: String? = nil, directory: String,
                                schema: Schema = .stream, schemaPath: String? = nil, context: ShellContext) throws(ToolError) -> Session {
        guard let id = PaletteID(text) else { throw .badPaletteID(text) }
        if let sourceFile {
            // Read before anything is written, so a bad file starts nothing; it becomes the
            // session's first journalled command, so replay and resume read it again.
            guard ShellLine("source " + sourceFile)?.arguments == [sourceFile] else {
                throw .badOptionValue(command: ShellEntryCommands.new.name, option: ShellEntryCommands.source.name, value: sourceFile, expected: "a path without spaces or '#'")
            }
            _ = try SchemeLoading.load(path: sourceFile, fileSystem: context.fileSystem)
        }
        var session = try startNewSession(id: id, text: text, from: from, directory: directory, schema: schema,
                                          schemaPath: schemaPath, context: context)
        if let sourceFile {
            // Read a moment ago; should it fail now, the engine has said why and the shell opens without it.
            _ = ShellEngine.execute("source " + sourceFile, session: &session, context: context)
        }
        return session
    }

    private static func startNewSession(id: PaletteID, text: String, from: String?, directory: String, schema: Schema,
                                        schemaPath: String?, context: ShellContext) throws(ToolError) -> Session {
        let paths = SessionPaths(directory: directory, id: id)
        let fileSystem = context.fileSystem
        if let kind = fileSystem.specialKind(at: paths.paletteFile) {
            throw .unwritableFile(FileSystemError(path: paths.paletteFile, problem: .notRegularFile(kind: kind)))
        }
        if fileSystem.fileExists(at: paths.paletteFile) { throw .paletteExists(id: text, path: paths.paletteFile) }
        let listed = (try? IDRegistry.parse(schema.ids.joined(separator: "\n")))?.current ?? []
        if !listed.isEmpty && !listed.contains(id.rawValue) {
            // Information, not a warning: a new palette's id is new. It matters when the palette
            // ships, when `check --ids` asks for it in the schema's ids.
            context.output.line("\(id) is a new id (the schema lists \(Plural.counted(listed.count, "palette id")); add it to its ids when \(id) ships)")
        }
        // Everything that can refuse the start is read before the lock is taken: a refused `new`
        // leaves no folder and no lock behind.
        let look = { () throws(ToolError) -> JournalState in
            try journalState(paths: paths, id: id, from: from, schema: schema, schemaPath: schemaPath, directory: directory, fileSystem: fileSystem)
        }
        var source: Palette?
        if case .work = try look() {} else {
            source = try from.map { (text: String) throws(ToolError) -> Palette in
                try startingPalette(text, directory: directory, schema: schema, fileSystem: fileSystem)
            }
        }
        try takeOver(paths, context: context)
        // Looked at again under the lock: another shell may have written the journal meanwhile.
        switch try look() {
        case .work(let recorded): return try resumeNew(paths: paths, schema: recorded, context: context)
        case .headerOnly:
            // A start that held nothing (its header alone): begun again with this start's options.
            try ToolError.writing(try fileSystem.truncate(paths.journalFile, to: 0))
        case .none: break
        }
        var session = Session(paths: paths, palette: Palette(id: id, schema: schema), saved: false)
        var header = "# palette-repl session: palette \(id)\n" + newLine(id, schemaPath: schemaPath, paths: paths, fileSystem: fileSystem)
        if let from { header += "# starting from the values of \(from.escapingControlCharacters)\n" }
        try ShellEngine.appendToJournal(header, paths: paths, fileSystem: fileSystem)
        if let source {
            let quiet = ShellContext.unshown(fileSystem: fileSystem, interrupted: context.interrupted)
            for role in source.filledRoles {
                _ = ShellEngine.execute("set \(role) \(source[role]!.hex)", session: &session, context: quiet)
            }
            session.undoStack.removeAll()
            context.output.line("started \(id) from \(from!.escapingControlCharacters): \(Plural.counted(session.palette.filledRoles.count, "role")) set")
        } else {
            context.output.line("new palette \(id); 'help' lists the commands, 'next' starts the first role")
        }
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
        return session
    }

    /// Edits a saved palette, by id (DIR/Palettes/ID.json) or by file; it is saved back to the
    /// file it came from.
    package static func open(_ target: String, directory: String?, schema: Schema = .stream, schemaPath: String? = nil,
                             context: ShellContext) throws(ToolError) -> Session {
        let fileSystem = context.fileSystem
        var file = target
        if let id = PaletteID(target), !fileSystem.fileExists(at: target) {
            file = SessionPaths(directory: directory ?? ".", id: id).paletteFile
        }
        var schema = schema, schemaPath = schemaPath
        // Without `--schema`, the schema the palette's journal started with (`new ID --schema app`):
        // `open ID` continues it as `new` would.
        if schemaPath == nil, case let name = FilePath.name(of: file), name.hasSuffix(".json"), let id = PaletteID(String(name.dropLast(5))),
           let (recorded, path) = try journalSchema(SessionPaths(openedFile: file, id: id), fileSystem: fileSystem) {
            (schema, schemaPath) = (recorded, path)
        }
        let palette = try PaletteLoading.load(path: file, fileSystem: fileSystem, schema: schema)
        // The session saves back to the file it opened, and its journal replays to the id's file:
        // a file named for another id is refused, not written over someday by a replay.
        guard PaletteFileName.fits(file, id: palette.id) else { throw .paletteFileName(path: file, id: palette.id.rawValue, command: "open") }
        let paths = SessionPaths(openedFile: file, id: palette.id)
        let shown = paths.paletteFile.escapingControlCharacters
        try takeOver(paths, context: context)
        guard fileSystem.fileExists(at: paths.journalFile) else {
            var lines = "# palette-repl session: palette \(palette.id), opened from \(shown)\n" + newLine(palette.id, schemaPath: schemaPath, paths: paths, fileSystem: fileSystem)
            lines += JournalLines.bringing(Palette(id: palette.id, schema: palette.schema), to: palette).map { $0 + "\n" }.joined()
            try ShellEngine.appendToJournal(lines, paths: paths, fileSystem: fileSystem)
            context.output.line("opened \(palette.id) from \(shown)")
            context.output.line(ProgressText.line(palette))
            return Session(paths: paths, palette: palette, saved: true)
        }
        let replay = try replayJournal(paths: paths, schema: palette.schema, matching: palette, context: context)
        var session = replay.session
        session.acceptedCommandsNewestFirst.removeAll()
        if session.palette == palette {
            session.saved = session.current
            context.output.line("opened \(palette.id) from \(shown)")
        } else if let unsaved = replay.commandsSinceMatch {
            session.saved = SessionSnapshot(palette: palette, libraries: session.current.libraries)
            context.output.line("opened \(palette.id) from \(shown) and resumed \(Plural.counted(unsaved, "unsaved command")) from \(paths.journalFile.escapingControlCharacters)")
        } else {
            // The file changed outside this journal: the file wins, and the journal is brought to it.
            context.output.line(ErrorText.warning(.paletteChangedOutsideJournal(paletteFile: paths.paletteFile, journal: paths.journalFile)))
            try ShellEngine.appendToJournal("# \(shown) changed outside this journal; these lines bring the journal to it\n", paths: paths, fileSystem: fileSystem)
            let quiet = ShellContext.unshown(fileSystem: fileSystem, interrupted: context.interrupted)
            // The lines set the palette's own colours: at standard, back at the journal's level after.
            let level = session.level
            let around = level == LevelName.standard ? ([], []) : (["level " + LevelName.standard.rawValue], ["level " + level.rawValue])
            for line in around.0 + JournalLines.bringing(session.palette, to: palette) + around.1 {
                if case .rejected(let error) = ShellEngine.execute(line, session: &session, context: quiet) { throw error }
            }
            session.acceptedCommandsNewestFirst.removeAll()
            session.saved = session.current
        }
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
        return session
    }

    private static func startingPalette(_ text: String, directory: String, schema: Schema, fileSystem: FileSystem) throws(ToolError) -> Palette {
        if let id = PaletteID(text), !fileSystem.fileExists(at: text) {
            return try PaletteLoading.load(path: SessionPaths(directory: directory, id: id).paletteFile, fileSystem: fileSystem, schema: schema)
        }
        return try PaletteLoading.load(path: text, fileSystem: fileSystem, schema: schema)
    }

    /// A journal's first command; it names an explicit schema, which `journalState` reads back
    /// from the palette folder.
    /// The journal's first line: `new ID`, and the file it writes when that is not the palette
    /// folder's `Palettes/ID.json` (a palette opened from a file elsewhere), so a replay writes
    /// the file the shell saved.
    private static func newLine(_ id: PaletteID, schemaPath: String?, paths: SessionPaths, fileSystem: FileSystem) -> String {
        let laidOut = SessionPaths(directory: paths.directory, id: id).paletteFile
        let file = FilePath.normalized(paths.paletteFile) == FilePath.normalized(laidOut) ? nil : paths.journalPath(paths.paletteFile, fileSystem: fileSystem)
        return SessionHeader(.new, id: id.rawValue, schemaPath: schemaPath.map { SchemaLoading.journalValue($0, paths: paths, fileSystem: fileSystem) }, paletteFile: file).line + "\n"
    }

    /// One shell per palette: the journal's lock, then the temporary files a killed save left.
    static func takeOver(_ paths: SessionPaths, context: ShellContext) throws(ToolError) {
        try ShellEngine.ensureFolder(of: paths.journalFile, fileSystem: context.fileSystem)
        let outcome = try ToolError.writing(try context.fileSystem.lockExclusively(paths.journalFile))
        if case .heldBy(let pid) = outcome { throw .journalLocked(journal: paths.journalFile, pid: pid) }
        for leftover in context.fileSystem.removeLeftoverTemporaryFiles(of: paths.paletteFile) {
            context.output.line("removed \(leftover.escapingControlCharacters), left by a save that was interrupted")
        }
    }

    enum JournalState {
        /// No journal: a new start.
        case none
        /// A journal of a start that held nothing (its header and comments only), begun again by a
        /// start with `--from` or `--schema`.
        case headerOnly
        /// Work to resume, in this schema.
        case work(Schema)
    }

    /// What the palette's journal holds, and whether this start may resume it: `--from` over work
    /// is refused (it would be dropped), and so is a `--schema` other than the journal's (its lines
    /// replayed in another schema are dropped, and new ones would follow a header that does not
    /// fit them: the journal would not replay). A header without `--schema` stands for the
    /// folder's schema (DIR/palette-schema.json), else the stream schema.
    static func journalState(paths: SessionPaths, id: PaletteID, from: String?, schema: Schema, schemaPath: String?,
                             directory: String, fileSystem: FileSystem) throws(ToolError) -> JournalState {
        guard let start = try journalStart(paths, fileSystem: fileSystem) else { return .none }
        guard let first = start.first else { return .headerOnly }
        let header = try? SessionHeader(first)
        // A header alone holds nothing to lose: a start that asks for other values or another
        // schema begins it again. Without either it resumes, as any journal does.
        if header != nil && !start.hasMore && (from != nil || schemaPath != nil) { return .headerOnly }
        if let from { throw .startingValuesOverJournal(id: id.rawValue, journal: paths.journalFile, from: from) }
        let folderFile = FilePath.join(directory, SchemaLoading.folderFileName)
        let started: JournalSchemaSource
        let recorded: Schema
        if let header, header.start == .new, let path = header.schemaPath {
            started = .option(path)
            do throws(ToolError) { recorded = try SchemaLoading.load(named: path, inPaletteFolder: directory, fileSystem: fileSystem) } catch {
                // The journal's schema file has moved: the one given is taken, as a resume always did.
                guard schemaPath != nil else { throw error }
                return .work(schema)
            }
        } else if fileSystem.fileExists(at: folderFile) {
            started = .folder(folderFile)
            recorded = try SchemaLoading.load(path: folderFile, fileSystem: fileSystem)
        } else {
            started = .builtIn
            recorded = .stream
        }
        guard let schemaPath else { return .work(recorded) }
        guard recorded == schema else {
            throw .journalOfAnotherSchema(id: id.rawValue, journal: paths.journalFile, started: started, given: schemaPath)
        }
        return .work(schema)
    }

    /// The schema a journal's `new` line names with `--schema`, and that name; nil when there is
    /// no journal or its header names none.
    static func journalSchema(_ paths: SessionPaths, fileSystem: FileSystem) throws(ToolError) -> (Schema, String)? {
        guard let first = try journalStart(paths, fileSystem: fileSystem)?.first,
              let header = try? SessionHeader(first), header.start == .new, let path = header.schemaPath else { return nil }
        return (try SchemaLoading.load(named: path, inPaletteFolder: paths.directory, fileSystem: fileSystem), path)
    }

    /// A journal's first command and whether another follows; nil when there is no journal. Only
    /// as many lines are parsed as it takes to know (a journal may hold 16 MiB).
    private static func journalStart(_ paths: SessionPaths, fileSystem: FileSystem) throws(ToolError) -> (first: ShellLine?, hasMore: Bool)? {
        guard fileSystem.fileExists(at: paths.journalFile) else { return nil }
        let bytes = try ToolError.reading(try fileSystem.readBytes(at: paths.journalFile, limit: InputLimits.sessionFileBytes))
        let commands = TextLines.split(String(decoding: bytes, as: UTF8.self)).lazy.compactMap(ShellLine.init)
        return (commands.first, commands.dropFirst().first != nil)
    }

    /// Replays the journal of a palette that was never saved: every line in it was accepted once.
    static func resumeNew(paths: SessionPaths, schema: Schema, context: ShellContext) throws(ToolError) -> Session {
        var session = try replayJournal(paths: paths, schema: schema, matching: nil, context: context).session
        let replayed = session.acceptedCommandsNewestFirst.count
        session.acceptedCommandsNewestFirst.removeAll()
        // Whatever a replayed `save` did, no palette file exists now.
        session.saved = nil
        session.ownsPaletteFile = false
        context.output.line("resumed \(paths.id) from \(paths.journalFile.escapingControlCharacters): \(Plural.counted(replayed, "command")) replayed, \(Plural.counted(session.palette.filledRoles.count, "role")) restored")
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
        return session
    }

    struct JournalReplay {
        var session: Session
        /// Commands accepted after the palette last equalled the one asked for; nil when it never did.
        var commandsSinceMatch: Int?
    }

    /// Runs the journal's lines on a fresh session, writing nothing (a replayed `save` goes to
    /// an overlay that is dropped). Lines that no longer apply are reported and skipped.
    static func replayJournal(paths: SessionPaths, schema: Schema, matching target: Palette?, context: ShellContext) throws(ToolError) -> JournalReplay {
        let journal = try JournalText.read(paths.journalFile, fileSystem: context.fileSystem)
        if let dropped = journal.dropped {
            context.output.line(ErrorText.warning(.journalLineDropped(journal: paths.journalFile, line: dropped)))
        }
        var session = Session(paths: paths, palette: Palette(id: paths.id, schema: schema), saved: false)
        // The replayed saves go nowhere; they must not be refused for the file that exists.
        session.ownsPaletteFile = true
        let quiet = ShellContext.unshown(fileSystem: OverlayFileSystem(base: context.fileSystem), pathBase: paths.directory,
                                         interrupted: context.interrupted)
        var sinceMatch: Int? = session.palette == target ? 0 : nil
        for (number, line) in journal.lines.enumerated() {
            if let parsed = ShellLine(line), SessionHeader.starts(parsed) { continue }
            switch ShellEngine.execute(line, session: &session, context: quiet, journal: false) {
            case .nothing: continue
            case .rejected(.interrupted):
                // Ctrl-C while a journalled computation is replayed: the shell does not open.
                throw .interrupted
            case .rejected(let error):
                context.output.line(ErrorText.warning(error, at: "\(paths.journalFile):\(number + 1)"))
            case .accepted:
                if session.palette == target { sinceMatch = 0 } else { sinceMatch = sinceMatch.map { $0 + 1 } }
            }
        }
        return JournalReplay(session: session, commandsSinceMatch: sinceMatch)
    }
}
