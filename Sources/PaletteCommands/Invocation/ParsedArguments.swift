/// A command line scanned against its command's syntax: the positional words, and each option
/// given, read through the option's declaration.
package struct ParsedArguments: Sendable {
    package let syntax: CommandSyntax
    package var positionals: [String] = []
    /// Every option in the order given, with its value's words (`--pair FG BG` has two).
    package var occurrences: [(option: CommandOption, values: [String])] = []
    /// Which of the syntax's forms the line fits.
    package var form = 0
    /// The words each argument of that form took, in the form's order (`positionals` as the form
    /// reads them).
    var taken: [[String]] = []
    /// What each of those words was read as (`CommandArgument.read`), in the same order.
    var values: [[any Sendable]] = []
    /// What each occurrence's value was read as (`CommandOption.read`), in the order of `occurrences`.
    var optionValues: [(any Sendable)?] = []

    init(syntax: CommandSyntax) { self.syntax = syntax }

    package func has(_ option: CommandOption) -> Bool { occurrences.contains { $0.option == option } }

    /// The value of an option given once (the first word of it).
    package subscript(option: CommandOption) -> String? { occurrences.first { $0.option == option }?.values.first }

    /// The word an argument of the form took; nil for an optional one left out. Declared once, the
    /// argument is read by what it is, not by its place.
    package subscript(argument: CommandArgument) -> String? { words(argument)?.first }

    /// The words an argument that takes several took, in the order given.
    package func all(_ argument: CommandArgument) -> [String] { words(argument) ?? [] }

    /// The words `argument` took in the form the line fits; nil when the form has no such argument.
    private func words(_ argument: CommandArgument) -> [String]? {
        syntax.forms[form].arguments.firstIndex(of: argument).map { taken[$0] }
    }

    /// The value of each occurrence of a repeatable option, in the order given.
    package func all(_ option: CommandOption) -> [String] {
        occurrences.filter { $0.option == option }.compactMap(\.values.first)
    }

    /// The error for words that scan but do not fit what the command does with them.
    package var wrongArguments: ToolError { syntax.wrongArguments }
}
