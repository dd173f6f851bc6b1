import PaletteKit

/// Parses a line, applies it to a session and produces output. No terminal, no process: the
/// shell, replay and tests all drive this.
package enum ShellEngine {
    package static let commands: [ShellCommand] =
        EditingCommands.all + InspectionCommands.all + SuggestionCommands.all + [ShellDraftCommand.command] + SessionCommands.all
        + [LevelCommand.command, TwinCommand.command, LivePreview.command]

    package static func command(named name: String) -> ShellCommand? {
        commands.first { $0.name == name }
    }

    package enum Outcome: Equatable {
        /// A blank line or comment.
        case nothing
        case accepted
        case rejected(ToolError)
    }

    /// Runs one line. A rejected line leaves the session, the journal and every file as they
    /// were. The command runs on a copy of the session with its file writes held back; then
    /// the line is appended (and synced) to the journal, then the writes go through, and only
    /// then is the new state kept. When the writes fail the journal is cut back, so the journal
    /// never records a line whose effect did not happen, and a crash never loses one that did.
    package static func execute(_ line: String, session: inout Session, context: ShellContext, journal: Bool = true) -> Outcome {
        if let problem = ShellLineCheck.problem(in: line) { return reject(problem, context: context) }
        guard let parsed = ShellLine(line) else { return .nothing }
        return execute(parsed, line: line, session: &session, context: context, journal: journal)
    }

    /// `execute(line, …)` of a line already checked by `ShellLineCheck` and split into `parsed`,
    /// for a reader (replay) that has done both to see what the line is.
    package static func execute(_ parsed: ShellLine, line: String, session: inout Session, context: ShellContext, journal: Bool) -> Outcome {
        guard let command = command(named: parsed.command) else {
            let nearest = NearestName.nearest(to: parsed.command, among: commands.map(\.name))
            return reject(.unknownCommand(parsed.command, nearest: nearest), context: context)
        }
        var next = session
        next.prefill = nil
        next.journalledAs = nil
        let output = context.showsFeedback ? TextBuffer() : nil
        let writes = OverlayFileSystem(base: context.fileSystem)
        let commandContext = ShellContext(output: output ?? context.output, style: context.style, fileSystem: writes, pathBase: context.pathBase,
                                          showsFeedback: context.showsFeedback, interrupted: context.interrupted)
        do throws(ToolError) {
            try command.run(try command.parse(parsed.arguments), parsed.argumentText, &next, commandContext)
            let journalled = journal && command.journals
            let journalText = next.journalledAs ?? journalLine(line, parsed: parsed, command: command, paths: next.paths, context: context)
            next.journalledAs = nil
            let lengthBefore = journalled ? try appendToJournal(journalText + "\n",
                                                                paths: next.paths, fileSystem: context.fileSystem) : nil
            do throws(FileSystemError) {
                try writes.commit()
            } catch {
                if let lengthBefore { try? context.fileSystem.truncate(next.paths.journalFile, to: lengthBefore) }
                throw .unwritableFile(error)
            }
        } catch {
            return reject(error, context: context)
        }
        next.acceptedCommandsNewestFirst.push(line.trimmingShellSpaces)
        let before = session.palette
        session = next
        if let output { context.output.write(output.text) }
        LivePreview.refresh(after: before, session: session, context: context)
        return .accepted
    }

    /// The line as the journal keeps it: every file it reads named from the palette folder.
    static func journalLine(_ line: String, parsed: ShellLine, command: ShellCommand, paths: SessionPaths, context: ShellContext) -> String {
        guard command.readsFile, parsed.arguments.contains(where: SchemeLoading.isFile) else { return line.trimmingShellSpaces }
        let arguments = parsed.arguments.map { typed in
            SchemeLoading.isFile(typed) ? paths.journalPath(typed, readFrom: context.pathBase, fileSystem: context.fileSystem) : typed
        }
        return arguments == parsed.arguments ? line.trimmingShellSpaces : ([command.name] + arguments).joined(separator: " ")
    }

    static func reject(_ error: ToolError, context: ShellContext) -> Outcome {
        for line in ErrorText.shellLines(for: error) { context.output.line(line) }
        return .rejected(error)
    }

    /// Appends to the session's journal, synced to disk before returning; returns the journal's
    /// length before the append.
    @discardableResult
    static func appendToJournal(_ text: String, paths: SessionPaths, fileSystem: FileSystem) throws(ToolError) -> Int {
        try ensureFolder(of: paths.journalFile, fileSystem: fileSystem)
        return try ToolError.writing(try fileSystem.appendDurably(text, to: paths.journalFile))
    }

    static func ensureFolder(of path: String, fileSystem: FileSystem) throws(ToolError) {
        let folder = FilePath.parent(of: path)
        guard folder != ".", folder != "/", !fileSystem.fileExists(at: folder) else { return }
        try ToolError.writing(try fileSystem.createDirectory(at: folder))
    }
}
