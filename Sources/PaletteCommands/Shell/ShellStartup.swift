import PaletteKit

/// Opening a session: `new ID [--from FILE|ID]` (resuming an unsaved journal) and `open ID|FILE`.
public enum ShellStartup {
    /// Starts or resumes a new palette. Messages go to `output`.
    public static func startNew(id text: String, from: String?, directory: String,
                                context: ShellContext) throws(ToolError) -> Session {
        guard let id = PaletteID(text) else { throw .badPaletteID(text) }
        let paths = SessionPaths(directory: directory, id: id)
        let fileSystem = context.fileSystem
        if fileSystem.fileExists(at: paths.paletteFile) { throw .paletteExists(id: text, path: paths.paletteFile) }
        if !id.isShipped {
            context.output.line("note: '\(id)' is a new palette id, not one of the shipped twelve (\(PaletteID.shipped.joined(separator: ", ")))")
        }
        if fileSystem.fileExists(at: paths.journalFile) {
            return try resume(paths: paths, context: context)
        }
        let source = try from.map { (text: String) throws(ToolError) -> Palette in try startingPalette(text, directory: directory, fileSystem: fileSystem) }
        var session = Session(paths: paths, palette: Palette(id: id), saved: false)
        var header = "# palette-repl session: palette \(id)\nnew \(id)\n"
        if let from { header += "# starting from the values of \(from.escapingControlCharacters)\n" }
        try ShellEngine.appendToJournal(header, paths: paths, fileSystem: fileSystem)
        if let source {
            let quiet = ShellContext(output: TextBuffer(), style: context.style, fileSystem: fileSystem)
            for role in source.filledRoles {
                _ = ShellEngine.execute("set \(role) \(source[role]!.hex)", session: &session, context: quiet)
            }
            session.undoStack.removeAll()
            context.output.line("started \(id) from \(from!.escapingControlCharacters): \(session.palette.filledRoles.count) roles set")
        } else {
            context.output.line("new palette \(id); 'help' lists the commands, 'next' starts the first role")
        }
        context.output.line(ProgressText.line(session.palette))
        return session
    }

    /// Edits a saved palette, by id (DIR/Palettes/ID.json) or by file.
    public static func open(_ target: String, directory: String?, context: ShellContext) throws(ToolError) -> Session {
        let fileSystem = context.fileSystem
        var folder = directory ?? "."
        var path = target
        if let id = PaletteID(target), !fileSystem.fileExists(at: target) {
            path = SessionPaths(directory: folder, id: id).paletteFile
        } else if directory == nil, target.hasSuffix(".json") {
            folder = inferredDirectory(of: target)
        }
        let palette = try PaletteLoading.load(path: path, fileSystem: fileSystem).get()
        let paths = SessionPaths(directory: folder, id: palette.id)
        let session = Session(paths: paths, palette: palette, saved: true)
        if !fileSystem.fileExists(at: paths.journalFile) {
            var lines = "# palette-repl session: palette \(palette.id), opened from \(path.escapingControlCharacters)\nnew \(palette.id)\n"
            lines += palette.filledRoles.map { "set \($0) \(palette[$0]!.hex)\n" }.joined()
            try ShellEngine.appendToJournal(lines, paths: paths, fileSystem: fileSystem)
        }
        context.output.line("opened \(palette.id) from \(path.escapingControlCharacters)")
        context.output.line(ProgressText.line(palette))
        return session
    }

    /// `X/Palettes/ID.json` belongs to folder X.
    static func inferredDirectory(of file: String) -> String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2] == "Palettes" else { return "." }
        let folder = parts.dropLast(2).joined(separator: "/")
        return folder.isEmpty ? (file.hasPrefix("/") ? "/" : ".") : folder
    }

    private static func startingPalette(_ text: String, directory: String, fileSystem: FileSystem) throws(ToolError) -> Palette {
        if let id = PaletteID(text), !fileSystem.fileExists(at: text) {
            return try PaletteLoading.load(path: SessionPaths(directory: directory, id: id).paletteFile, fileSystem: fileSystem).get()
        }
        return try PaletteLoading.load(path: text, fileSystem: fileSystem).get()
    }

    /// Replays an unsaved journal: every line in it was accepted once, so it rebuilds the state.
    static func resume(paths: SessionPaths, context: ShellContext) throws(ToolError) -> Session {
        let text: String
        do { text = try context.fileSystem.readText(at: paths.journalFile) } catch { throw .unreadableFile(error) }
        var session = Session(paths: paths, palette: Palette(id: paths.id), saved: false)
        let quiet = ShellContext(output: TextBuffer(), style: .plain, fileSystem: context.fileSystem)
        var replayed = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let parsed = ShellLine(String(line)) else { continue }
            if parsed.command == "new" || parsed.command == "open" { continue }
            if case .rejected(let error) = ShellEngine.execute(String(line), session: &session, context: quiet, journal: false) {
                context.output.line("warning: \(paths.journalFile):\(number + 1): " + ErrorText.message(for: error))
            } else {
                replayed += 1
            }
        }
        session.acceptedCommands = []
        context.output.line("resumed \(paths.id) from \(paths.journalFile): \(replayed) command\(replayed == 1 ? "" : "s") replayed, \(session.palette.filledRoles.count) roles restored")
        context.output.line(ProgressText.line(session.palette))
        return session
    }
}
