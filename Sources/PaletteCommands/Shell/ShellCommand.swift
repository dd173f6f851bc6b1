import PaletteKit

/// One command of the authoring shell. `help`, completion and dispatch read the same table.
package struct ShellCommand: Sendable {
    package let name: String
    package let summary: String
    /// Notes `help` prints after the options (a twin's, `SharedCommand.details`).
    package let details: [String]
    /// Its positional arguments and options, declared once for parsing, usage and completion.
    package let syntax: CommandSyntax
    /// Accepted lines go to the journal: they change state, or a later command depends on them.
    package let journals: Bool
    let run: @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void

    /// `arguments`: one form, every option optional (`export swift|dtcg|css [--out DIR]`).
    init(name: String, arguments: [any ArgumentDeclaring] = [], summary: String, options: [CommandOption] = [], journals: Bool = false,
         run: @escaping @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void) {
        self.init(name: name, forms: [CommandForm(arguments, optional: options)], summary: summary, options: options, journals: journals, run: run)
    }

    /// The twin of a one-shot command: its name, summary (with `summaryNote` after it),
    /// options and details from the declaration both share, with `arguments` and `options` of
    /// its own.
    init(shared: SharedCommand, arguments: [any ArgumentDeclaring] = [], forms: [CommandForm]? = nil, summaryNote: String,
         options: [CommandOption] = [], journals: Bool = false,
         run: @escaping @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void) {
        let all = shared.options + options
        self.init(name: shared.name, forms: forms ?? [CommandForm(arguments, optional: all)], summary: shared.summary(adding: summaryNote),
                  options: all, details: shared.details, journals: journals, run: run)
    }

    init(name: String, forms: [CommandForm], summary: String, options: [CommandOption] = [], details: [String] = [], journals: Bool = false,
         run: @escaping @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void) {
        self.name = name
        self.summary = summary
        self.details = details
        self.syntax = CommandSyntax(command: name, forms: forms, options: options)
        self.journals = journals
        self.run = run
    }

    package var options: [CommandOption] { syntax.options }

    /// `export swift|dtcg|css [--out DIR]`
    package var usage: String { syntax.usage }

    /// Fixed words its first argument takes (`lighter`, `ladder`, formats).
    package var words: [String] { syntax.firstWords }

    /// Its argument may be a FILE: read from the context's path base, and journalled as seen
    /// from the palette folder (`SessionPaths.journalPath`).
    package var readsFile: Bool { syntax.kind(at: 0)?.includes(.file) == true }

    /// The words after the command, scanned and checked against the declaration.
    func parse(_ words: [String]) throws(ToolError) -> ParsedArguments {
        try syntax.scan(words)
    }
}
