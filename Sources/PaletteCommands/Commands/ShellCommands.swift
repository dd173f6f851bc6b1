import PaletteKit

/// `palette-repl new ID` and `palette-repl open ID|FILE`: the authoring shell.
enum ShellEntryCommands {
    static let newUsage = "palette-repl new ID [--from FILE|ID] [--dir DIR] [--color always|never|auto]"
    static let openUsage = "palette-repl open ID|FILE [--dir DIR] [--color always|never|auto]"

    static let new = CommandDescriptor(
        name: "new",
        usage: newUsage,
        summary: "Author a new palette in the shell; resumes its unsaved journal if there is one.",
        details: [
            "The palette is saved to DIR/Palettes/ID.json (DIR defaults to the current folder) once all",
            "roles are set and every rule passes; every accepted command is journalled to",
            "DIR/Sessions/ID.session. --from starts from an existing palette's values.",
            "Inside the shell, 'help' lists the commands.",
        ]
    ) { arguments, context throws(ToolError) in
        let parsed = try ArgumentScanner(command: "new", options: ["--from", "--dir", "--color"]).scan(arguments)
        guard parsed.positionals.count == 1 else { throw .wrongArguments(command: "new", usage: newUsage) }
        let shell = try shellContext(parsed, context: context)
        var session = try ShellStartup.startNew(id: parsed.positionals[0], from: parsed["--from"], directory: parsed["--dir"] ?? ".",
                                                schema: context.schema, schemaPath: context.schemaPath, context: shell)
        return run(&session, shell: shell, context: context)
    }

    static let open = CommandDescriptor(
        name: "open",
        usage: openUsage,
        summary: "Edit a saved palette in the shell.",
        details: ["ID opens DIR/Palettes/ID.json; a FILE under X/Palettes/ saves back there."]
    ) { arguments, context throws(ToolError) in
        let parsed = try ArgumentScanner(command: "open", options: ["--dir", "--color"]).scan(arguments)
        guard parsed.positionals.count == 1 else { throw .wrongArguments(command: "open", usage: openUsage) }
        let shell = try shellContext(parsed, context: context)
        var session = try ShellStartup.open(parsed.positionals[0], directory: parsed["--dir"], schema: context.schema, context: shell)
        return run(&session, shell: shell, context: context)
    }

    static func shellContext(_ parsed: ParsedArguments, context: ToolContext) throws(ToolError) -> ShellContext {
        let modeText = parsed["--color"] ?? "auto"
        guard let mode = OutputStyle.ColourMode(rawValue: modeText) else {
            throw .badOptionValue(command: "--color", option: "--color", value: modeText, expected: "always, never or auto")
        }
        let style = OutputStyle.resolve(mode: mode, isTerminal: context.outputIsTerminal, environment: context.environment)
        return ShellContext(output: context.output, style: style, fileSystem: context.fileSystem)
    }

    static func run(_ session: inout Session, shell: ShellContext, context: ToolContext) -> ExitCode {
        guard let reader = context.lineReader else {
            shell.output.line("error: no input to read commands from")
            return .usage
        }
        return ShellLoop.run(&session, reader: reader, context: shell)
    }
}
