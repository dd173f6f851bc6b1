import PaletteKit

/// Which schema a command works with: `--schema FILE` anywhere on the command line, else a
/// `palette-schema.json` in the palette folder (`--dir`, or the folder of the first palette or
/// session file named: `X` for `X/Palettes/…` and `X/Sessions/…`), else the built-in stream schema.
enum SchemaLoading {
    static let folderFileName = "palette-schema.json"
    /// Taken by every command, before the command's own options are scanned.
    static let option = CommandOption.option("--schema", "FILE", .file,
                                             "the schema palettes are read and made with: a schema file, or a built-in schema's name (\(builtInNames))")

    static let builtInNames = Schema.builtInNames.joined(separator: ", ")

    /// `app`, `stream`: a built-in schema, when the value is one's name and no path (a file of
    /// that name is `./app`).
    static func builtIn(_ value: String) -> Schema? {
        value.contains("/") ? nil : Schema.builtIn[value]
    }

    /// How a session's `new` line names the schema: a built-in one by its name, a file relative
    /// to the palette folder, so the session replays the same from wherever it is run.
    static func journalValue(_ typed: String, paths: SessionPaths, fileSystem: FileSystem) -> String {
        builtIn(typed) != nil ? typed : paths.journalPath(typed, fileSystem: fileSystem)
    }

    static func load(path: String, fileSystem: FileSystem) throws(ToolError) -> Schema {
        if let schema = builtIn(path) { return schema }
        let text = try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes))
        do throws(SchemaLoadError) { return try SchemaFile.decode(text) } catch { throw .invalidSchema(path: path, error) }
    }

    /// A schema a session file or journal names on its `new` line: relative to the palette
    /// folder, so the file replays the same from wherever it is run.
    static func load(named path: String, inPaletteFolder directory: String, fileSystem: FileSystem) throws(ToolError) -> Schema {
        if let schema = builtIn(path) { return schema }
        return try load(path: FilePath.join(directory, path), fileSystem: fileSystem)
    }

    /// The journal of a migration's writes, in the palette folder (`SchemaMigrationCommand`).
    static let migrationJournalName = ".palette-repl-migration.journal"

    /// Removes `--schema FILE` from `arguments` (read with the command's `options`, so the value
    /// of another option is never taken for it) and returns the schema to use. A migration of the
    /// palette folder killed part-way is completed first (`finished`: how many files it put in
    /// place), so nothing reads a folder half old and half new.
    static func resolve(_ arguments: inout [String], options: [CommandOption], fileSystem: FileSystem) throws(ToolError) -> (Schema, explicitPath: String?, finished: Int?) {
        let given = CommandWords(arguments, options: options + [option])
        if given.awaited == option { throw .missingOptionValue(command: "palette-repl", option: option.name) }
        arguments = given.typed(without: option)
        let folder = paletteFolder(of: given)
        let finished = try ToolError.writing(try fileSystem.finishInterruptedWrites(journal: FilePath.join(folder, migrationJournalName)))?.count
        let (schema, path) = try schemaOfFolder(explicit: given.value(of: option), folder: folder, fileSystem: fileSystem)
        return (schema, path, finished)
    }

    private static func schemaOfFolder(explicit: String?, folder: String, fileSystem: FileSystem) throws(ToolError) -> (Schema, explicitPath: String?) {
        if let explicit { return (try load(path: explicit, fileSystem: fileSystem), explicit) }
        let candidate = FilePath.join(folder, folderFileName)
        if fileSystem.fileExists(at: candidate) { return (try load(path: candidate, fileSystem: fileSystem), nil) }
        return (.stream, nil)
    }

    /// `--dir DIR`, else the folder the first palette or session file named belongs to (a
    /// positional word, or the value of an option declared to name one: `suggest --palette`),
    /// else ".". The value of any other option (`fix --out FILE`) names no palette.
    static func paletteFolder(of given: CommandWords) -> String {
        let named = given.words.compactMap { word -> String? in
            switch word {
            case .option(let option, let values, _) where option.name == ShellEntryCommands.dir.name: return values.first
            default: return nil
            }
        }
        if let dir = named.first { return dir }
        let files = given.words.compactMap { word -> String? in
            switch word {
            case .positional(let word): return word
            case .option(let option, let values, _) where option.namesPalette: return values.first
            default: return nil
            }
        }
        guard let file = files.first(where: { $0.hasSuffix(".json") || $0.hasSuffix(".session") }) else { return "." }
        return SessionPaths.paletteFolder(of: file)
    }
}
