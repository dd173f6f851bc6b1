/// One entry of the command table, declared once: dispatch, parsing, usage, `help` and
/// completion all read it. Adding a command is one file with its descriptor and one table line
/// in `CommandLineTool.commands`.
package struct CommandDescriptor: Sendable {
    package let name: String
    package let summary: String
    /// The ways to call the command: its positional arguments and the options each way takes.
    package let forms: [Form]
    /// Every option the command takes, with its help line.
    package let options: [Option]
    /// Further lines for `help NAME`, after the options.
    package let details: [String]
    /// Fixed words the first argument takes (export formats), which completion offers.
    package let words: [String]
    package let run: @Sendable (ParsedArguments, ToolContext) throws(ToolError) -> ExitCode

    /// A flag (`value` nil) or an option with a value (`--out DIR`).
    package struct Option: Sendable {
        package let name: String
        package let value: String?
        package let help: String

        package static func flag(_ name: String, _ help: String) -> Option { Option(name: name, value: nil, help: help) }
        package static func option(_ name: String, _ value: String, _ help: String) -> Option { Option(name: name, value: value, help: help) }
    }

    /// `arguments` as usage shows them (`FILE...`); `required` options are shown bare, the
    /// others in brackets, in the order listed.
    package struct Form: Sendable {
        package let arguments: String
        package let required: [String]
        package let optional: [String]

        package init(_ arguments: String, required: [String] = [], optional: [String] = []) {
            self.arguments = arguments
            self.required = required
            self.optional = optional
        }
    }

    package init(name: String, summary: String, forms: [Form], options: [Option] = [], details: [String] = [], words: [String] = [],
                 run: @escaping @Sendable (ParsedArguments, ToolContext) throws(ToolError) -> ExitCode) {
        self.name = name
        self.summary = summary
        self.forms = forms
        self.options = options
        self.details = details
        self.words = words
        self.run = run
    }

    /// `palette-repl check FILE... [--ids] [--json]`; several forms are joined with ` | `.
    package var usage: String {
        forms.enumerated().map { index, form in
            let option = { (name: String) -> String in
                let value = options.first { $0.name == name }?.value
                return value.map { "\(name) \($0)" } ?? name
            }
            let parts = [form.arguments] + form.required.map(option) + form.optional.map { "[" + option($0) + "]" }
            return (index == 0 ? "palette-repl " : "") + ([name] + parts.filter { !$0.isEmpty }).joined(separator: " ")
        }.joined(separator: " | ")
    }

    package var helpText: String { helpText(columns: nil) }

    /// Wrapped to `columns` when given: the usage under itself, each option's help under its column.
    package func helpText(columns: Int?) -> String {
        let width = options.map { $0.name.count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
        let optionLines = options.flatMap { option in
            TextWrap.wrap((option.name + (option.value.map { " " + $0 } ?? "")).padding(to: width) + "  " + option.help,
                          width: columns, indent: width + 2)
        }
        let more = optionLines + details.flatMap { TextWrap.wrap($0, width: columns, indent: 2) }
        let head = TextWrap.wrap("usage: \(usage)", width: columns, indent: 7) + [""] + TextWrap.wrap(summary, width: columns, indent: 0)
        return (head + (more.isEmpty ? [] : [""] + more)).joined(separator: "\n")
    }

    /// The arguments scanned against the declared options.
    package func parse(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
        try ArgumentScanner(command: name, usage: usage,
                            flags: options.filter { $0.value == nil }.map(\.name),
                            options: options.filter { $0.value != nil }.map(\.name),
                            arity: Dictionary(uniqueKeysWithValues: options.compactMap { option in
                                option.value.map { (option.name, $0.split(separator: " ").count) }
                            })).scan(arguments)
    }
}
