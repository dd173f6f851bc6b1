import PaletteKit

/// The one-shot command line: `palette-repl COMMAND ARGUMENTS`. Dispatch, help and version
/// read one table.
package enum CommandLineTool {
    package static let version = "0.1.0"

    /// Every command, in the order help lists them.
    package static let commands: [CommandDescriptor] = entries.map { $0.descriptor() }

    /// Each command's name with its descriptor, which is built only when asked for: an
    /// invocation builds the one it names, not every command's options and help.
    private static let entries: [(name: String, descriptor: @Sendable () -> CommandDescriptor)] = [
        (ShellEntryCommands.newName, { ShellEntryCommands.new }),
        (ShellEntryCommands.openName, { ShellEntryCommands.open }),
        (ReplayCommand.name, { ReplayCommand.descriptor }),
        (RolesCommand.name, { RolesCommand.descriptor }),
        (ContrastCommand.name, { ContrastCommand.descriptor }),
        (CheckCommand.name, { CheckCommand.descriptor }),
        (SuggestCommand.name, { SuggestCommand.descriptor }),
        (FixCommand.name, { FixCommand.descriptor }),
        (DraftCommand.name, { DraftCommand.descriptor }),
        (StyleCommand.name, { StyleCommand.descriptor }),
        (UsageCommand.name, { UsageCommand.descriptor }),
        (LintCommand.name, { LintCommand.descriptor }),
        (ExportCommand.name, { ExportCommand.descriptor }),
        (PreviewCommand.name, { PreviewCommand.descriptor }),
        (SchemaCommand.name, { SchemaCommand.descriptor }),
        (InstallCommands.completionsName, { InstallCommands.completions }),
        (InstallCommands.manualName, { InstallCommands.manual }),
    ]

    /// The commands' names, in the table's order.
    package static let names: [String] = entries.map(\.name)

    package static func command(named name: String) -> CommandDescriptor? {
        entries.first { $0.name == name }?.descriptor()
    }

    /// How standard input is read for an invocation, as its command declares, so the executable
    /// chooses a line reader without naming a command.
    package enum LineInput: Sendable, Equatable {
        case none
        /// Plain lines, whatever standard input is.
        case lines
        /// The shell's lines: readline on a terminal, plain lines otherwise.
        case shellLines
    }

    package static func lineInput(for arguments: [String]) -> LineInput {
        guard let first = arguments.first, let command = command(named: first) else { return .none }
        switch command.input {
        case .none: return .none
        case .shellLines: return .shellLines
        case .lines(let flag): return CommandWords(arguments.dropFirst(), options: command.options + GlobalOptions.everyCommand).has(flag) ? .lines : .none
        }
    }

    /// Whether an invocation's command stops its computations at Ctrl-C itself
    /// (`CommandDescriptor.interruptible`).
    package static func isInterruptible(_ arguments: [String]) -> Bool {
        arguments.first.flatMap(command(named:))?.interruptible ?? false
    }

    /// Runs one invocation; `arguments` excludes the program name.
    package static func run(_ arguments: [String], context: ToolContext) -> ExitCode {
        guard let first = arguments.first else {
            context.output.write(overview(columns: context.terminalColumns))
            return .usage
        }
        let alone = [GlobalOptions.help.name, GlobalOptions.shortHelp, GlobalOptions.version.name]
        if alone.contains(first), arguments.count > 1 {
            let error = ToolError.wrongArguments(command: first, usage: "palette-repl \(first)", reason: .unexpectedWord(arguments[1]))
            context.report(error)
            return error.exitCode
        }
        switch first {
        case GlobalOptions.help.name, GlobalOptions.shortHelp:
            context.output.write(overview(columns: context.terminalColumns))
            return .success
        case GlobalOptions.version.name:
            context.output.line("palette-repl \(version)")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let command = command(named: first) else {
            let error = ToolError.unknownCommand(first, nearest: NearestName.nearest(to: first, among: names + ["help"]))
            context.report(error)
            return error.exitCode
        }
        var rest = Array(arguments.dropFirst())
        if GlobalOptions.asksForHelp(rest, command: command) {
            context.output.line(command.helpText(columns: context.terminalColumns))
            return .success
        }
        do {
            var scoped = context
            let finished: Int?
            (scoped.schema, scoped.schemaPath, finished) = try SchemaLoading.resolve(&rest, options: command.options, fileSystem: context.fileSystem)
            if let finished {
                let journal = FilePath.join(SchemaLoading.paletteFolder(of: CommandWords(rest, options: command.options)), SchemaLoading.migrationJournalName)
                context.warn(.migrationFinished(journal: journal, files: finished))
                scoped.finishedMigration = true
            }
            return try command.run(try command.parse(rest), scoped)
        } catch {
            if let document = command.failureDocument(error, Array(arguments.dropFirst())) { context.output.line(document) }
            context.report(error)
            return error.exitCode
        }
    }

    private static func help(_ arguments: [String], context: ToolContext) -> ExitCode {
        guard let name = arguments.first else {
            context.output.write(overview(columns: context.terminalColumns))
            return .success
        }
        guard arguments.count == 1 else {
            let error = ToolError.wrongArguments(command: "help", usage: "palette-repl help [COMMAND]", reason: .unexpectedWord(arguments[1]))
            context.report(error)
            return error.exitCode
        }
        guard let command = command(named: name) else {
            let nearest = NearestName.nearest(to: name, among: names + ["help"])
            let error = ToolError.unknownCommand(name, nearest: nearest)
            context.report(error)
            return error.exitCode
        }
        context.output.line(command.helpText(columns: context.terminalColumns))
        return .success
    }


    /// The command list, wrapped to `columns` when given (summaries continue under their column).
    package static func overview(columns: Int? = nil) -> String {
        let width = commands.map(\.name.count).max() ?? 0
        let rows = commands.flatMap { TextWrap.wrap("  " + $0.name.padding(to: width) + "  " + $0.summary, width: columns, indent: width + 4) }
        return ([
            "palette-repl \(version): author colour palettes whose contrast rules hold.",
            "",
            "usage: palette-repl COMMAND [ARGUMENTS]",
            "",
            "commands:",
        ].flatMap { TextWrap.wrap($0, width: columns, indent: 0) } + rows + ["", "options:"]
            + globalOptionLines(columns: columns) + [
            "",
            "palette-repl help COMMAND shows a command's usage; without --schema a palette-schema.json in the palette folder is used, else the built-in stream schema.",
            "Exit codes: 0 success, 1 a rule fails or a palette is incomplete, 2 usage, unreadable input, or output that cannot be written (a full disk).",
        ].flatMap { TextWrap.wrap($0, width: columns, indent: 0) }).joined(separator: "\n") + "\n"
    }

    /// `GlobalOptions.all`, each with its help under its own column.
    static func globalOptionLines(columns: Int?) -> [String] {
        let width = GlobalOptions.all.map(\.shown.count).max() ?? 0
        return GlobalOptions.all.flatMap { option in
            TextWrap.wrap("  " + option.shown.padding(to: width) + "  " + option.help, width: columns, indent: width + 4)
        }
    }
}

extension String {
    /// Left-aligned in a column of `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
