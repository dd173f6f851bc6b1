/// One entry of the command table, declared once: dispatch, parsing, usage, `help`, completion
/// and the man page all read it. Adding a command is one file with its descriptor and one table
/// line in the table of `CommandLineTool`.
package struct CommandDescriptor: Sendable {
    package typealias Option = CommandOption
    package typealias Form = CommandForm
    package typealias Argument = CommandArgument

    /// What a command reads from standard input, so the executable knows which line reader to
    /// give it without naming a command.
    package enum StandardInput: Sendable {
        case none
        /// The shell's lines: readline on a terminal, plain lines otherwise.
        case shellLines
        /// Plain lines, when this flag is given (`suggest --batch`).
        case lines(when: CommandOption)
    }

    package let name: String
    package let summary: String
    /// The ways to call the command, and every option it takes.
    package let syntax: CommandSyntax
    /// Further lines for `help NAME`, after the options.
    package let details: [String]
    package let input: StandardInput
    /// Whether the command's computations ask `ToolContext.interrupted` (the joint repair and
    /// what is built on it): the executable then lets a first Ctrl-C stop them, the command
    /// exiting 130 with nothing written. Any other command ends at Ctrl-C as processes do.
    package let interruptible: Bool
    package let run: @Sendable (ParsedArguments, ToolContext) throws(ToolError) -> ExitCode
    /// What goes to standard output when the command fails with this error, given its words as
    /// typed (a machine format's document: `lint --format sarif`); nil for nothing.
    package let failureDocument: @Sendable (ToolError, [String]) -> String?

    package init(name: String, summary: String, forms: [Form], options: [any OptionDeclaring] = [], details: [String] = [], input: StandardInput = .none,
                 interruptible: Bool = false, failureDocument: @escaping @Sendable (ToolError, [String]) -> String? = { _, _ in nil },
                 run: @escaping @Sendable (ParsedArguments, ToolContext) throws(ToolError) -> ExitCode) {
        self.name = name
        self.interruptible = interruptible
        self.summary = summary
        self.syntax = CommandSyntax(command: name, forms: forms, options: options, usagePrefix: "palette-repl " + name)
        self.details = details
        self.input = input
        self.failureDocument = failureDocument
        self.run = run
    }

    package var forms: [Form] { syntax.forms }
    package var options: [Option] { syntax.options }
    /// Fixed words the first argument takes (export formats, `ladder`), which completion offers.
    package var words: [String] { syntax.firstWords }

    /// `palette-repl roles [--json]`; several forms are joined with ` | `.
    package var usage: String { syntax.usage }

    package var helpText: String { helpText(columns: nil) }

    /// Wrapped to `columns` when given: the usage under itself, each option's help under its column.
    package func helpText(columns: Int?) -> String {
        let width = options.map(\.shown.count).max() ?? 0
        let optionLines = options.flatMap { option in
            TextWrap.wrap(option.shown.padding(to: width) + "  " + option.help, width: columns, indent: width + 2)
        }
        let more = optionLines + details.flatMap { TextWrap.wrap($0, width: columns, indent: 2) }
        let head = TextWrap.wrap("usage: \(usage)", width: columns, indent: 7) + [""] + TextWrap.wrap(summary, width: columns, indent: 0)
        return (head + (more.isEmpty ? [] : [""] + more)).joined(separator: "\n")
    }

    /// The arguments scanned and checked against the declaration.
    package func parse(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
        try syntax.scan(arguments)
    }
}
