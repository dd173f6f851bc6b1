import PaletteKit

/// Parses a line, applies it to a session and produces output. No terminal, no process: the
/// shell, replay and tests all drive this.
public enum ShellEngine {
    public static let commands: [ShellCommand] =
        EditingCommands.all + InspectionCommands.all + SuggestionCommands.all + SessionCommands.all

    public static func command(named name: String) -> ShellCommand? {
        commands.first { $0.name == name }
    }

    public enum Outcome: Equatable {
        /// A blank line or comment.
        case nothing
        case accepted
        case rejected(ToolError)
    }

    /// Runs one line. A rejected line leaves the session, the journal and every file as they
    /// were; an accepted line that journals is appended (and synced) to the journal before the
    /// new state is kept, so a crash never loses an accepted command.
    public static func execute(_ line: String, session: inout Session, context: ShellContext, journal: Bool = true) -> Outcome {
        guard let parsed = ShellLine(line) else { return .nothing }
        guard let command = command(named: parsed.command) else {
            let nearest = NearestName.nearest(to: parsed.command, among: commands.map(\.name))
            return reject(.unknownCommand(parsed.command, nearest: nearest), context: context)
        }
        var next = session
        next.prefill = nil
        let output = TextBuffer()
        let commandContext = ShellContext(output: output, style: context.style, fileSystem: context.fileSystem)
        do throws(ToolError) {
            try command.run(parsed.arguments, parsed.argumentText, &next, commandContext)
            if journal && command.journals {
                try appendToJournal(line.trimmingShellSpaces + "\n", paths: next.paths, fileSystem: context.fileSystem)
            }
        } catch {
            return reject(error, context: context)
        }
        next.acceptedCommands.append(line.trimmingShellSpaces)
        session = next
        context.output.write(output.text)
        return .accepted
    }

    static func reject(_ error: ToolError, context: ShellContext) -> Outcome {
        for line in ErrorText.lines(for: error) { context.output.line("error: " + line) }
        return .rejected(error)
    }

    /// Appends to the session's journal, synced to disk before returning.
    static func appendToJournal(_ text: String, paths: SessionPaths, fileSystem: FileSystem) throws(ToolError) {
        try ensureFolder(of: paths.journalFile, fileSystem: fileSystem)
        do throws(FileSystemError) {
            try fileSystem.appendDurably(text, to: paths.journalFile)
        } catch {
            throw .unwritableFile(error)
        }
    }

    static func ensureFolder(of path: String, fileSystem: FileSystem) throws(ToolError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        guard !folder.isEmpty, !fileSystem.fileExists(at: folder) else { return }
        do throws(FileSystemError) { try fileSystem.createDirectory(at: folder) } catch { throw .unwritableFile(error) }
    }
}
