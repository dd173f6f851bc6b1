import PaletteKit

/// `palette-repl new ID` and `palette-repl open ID|FILE`: the authoring shell.
enum ShellEntryCommands {
    static let dir = CommandOption.option("--dir", "DIR", .folder, "the palette folder: DIR/Palettes/ID.json and the journal DIR/Sessions/ID.session (default: the current folder)")
    static let color = CommandOption.choice("--color", OutputStyle.ColourMode.self, "colour swatches: auto shows them on a terminal unless NO_COLOR is set")

    static let from = CommandOption.option("--from", "FILE|ID", .file, "start from an existing palette's values", namesPalette: true)
    static let source = CommandOption.option("--source", "FILE", .file, "load a scheme file's named colours first, as 'source FILE' in the shell does")

    static let newID = TypedArgument("ID", .text)
    static let openTarget = TypedArgument("ID|FILE", .file)

    /// `new`'s name, known without building its descriptor (`CommandLineTool.commands`).
    static let newName = "new"

    static let new = CommandDescriptor(
        name: newName,
        summary: "Author a new palette in the shell; resumes its unsaved journal if there is one.",
        forms: [.init([newID], optional: [from, source, dir, color])],
        options: [from, source, dir, color],
        details: [
            "The palette is saved to DIR/Palettes/ID.json (DIR defaults to the current folder) once all",
            "roles are set and every rule passes; every accepted command is journalled to",
            "DIR/Sessions/ID.session.",
            "Inside the shell, 'help' lists the commands.",
        ],
        input: .shellLines
    ) { parsed, context throws(ToolError) in
        let shell = try shellContext(parsed, context: context)
        var session = try ShellStartup.startNew(id: parsed[newID], from: parsed[from], sourceFile: parsed[source],
                                                directory: parsed[dir] ?? ".", schema: context.schema,
                                                schemaPath: context.schemaPath, context: shell)
        return try run(&session, shell: shell, context: context)
    }

    /// `open`'s name, known without building its descriptor (`CommandLineTool.commands`).
    static let openName = "open"

    static let open = CommandDescriptor(
        name: openName,
        summary: "Edit a saved palette in the shell.",
        forms: [.init([openTarget], optional: [dir, color])],
        options: [dir, color],
        details: ["ID opens DIR/Palettes/ID.json; a FILE under X/Palettes/ saves back there."],
        input: .shellLines
    ) { parsed, context throws(ToolError) in
        let shell = try shellContext(parsed, context: context)
        var session = try ShellStartup.open(parsed[openTarget], directory: parsed[dir], schema: context.schema,
                                            schemaPath: context.schemaPath, context: shell)
        return try run(&session, shell: shell, context: context)
    }

    static func shellContext(_ parsed: ParsedArguments, context: ToolContext) throws(ToolError) -> ShellContext {
        ShellContext(output: context.output, style: try style(parsed, context: context), fileSystem: context.fileSystem,
                     interrupted: context.interrupted)
    }

    /// `--color always|never|auto` against the terminal and the environment.
    static func style(_ parsed: ParsedArguments, context: ToolContext) throws(ToolError) -> OutputStyle {
        // The scan refuses any other word (a `.choice` option).
        let mode = parsed[color, as: OutputStyle.ColourMode.self] ?? .auto
        return OutputStyle.resolve(mode: mode, isTerminal: context.outputIsTerminal, environment: context.environment,
                                   columns: context.terminalColumns)
    }

    static func run(_ session: inout Session, shell: ShellContext, context: ToolContext) throws(ToolError) -> ExitCode {
        guard let reader = context.lineReader else { throw .noInput }
        return ShellLoop.run(&session, reader: reader, context: shell)
    }
}
