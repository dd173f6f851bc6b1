/// One way to call a command: its positional arguments, the options it needs and those it
/// allows, and what may not go together. A command line that fits none of its forms is refused
/// with the command's usage before the command runs.
package struct CommandForm: Sendable {
    package let arguments: [CommandArgument]
    package let required: [CommandOption]
    package let optional: [CommandOption]
    /// Groups of options of which at most one may be given (`--quiet` or `--transcript`).
    package let exclusive: [[CommandOption]]
    /// A word that does not go with an option (`suggest ladder` has no `--against`).
    package let excludes: [(word: String, option: CommandOption)]

    package init(_ arguments: [any ArgumentDeclaring] = [], required: [any OptionDeclaring] = [], optional: [any OptionDeclaring] = [],
                 exclusive: [[CommandOption]] = [], excludes: [(word: String, option: CommandOption)] = []) {
        self.arguments = arguments.map(\.declaration)
        self.required = required.map(\.declaration)
        self.optional = optional.map(\.declaration)
        self.exclusive = exclusive
        self.excludes = excludes
    }

    /// `FILE... --out FILE.html [--json]`
    package var usage: String {
        (arguments.map(\.usage) + required.map(\.shown) + optional.map { "[" + $0.shown + "]" }).joined(separator: " ")
    }

    /// The words each of its arguments takes when the line fits this form (an optional argument
    /// left out takes none), else nil.
    func assignment(_ parsed: ParsedArguments) -> [[String]]? {
        optionMismatch(parsed) == nil ? Self.assign(arguments[...], parsed.positionals[...]) : nil
    }

    private static func assign(_ arguments: ArraySlice<CommandArgument>, _ words: ArraySlice<String>) -> [[String]]? {
        guard let argument = arguments.first else { return words.isEmpty ? [] : nil }
        let rest = arguments.dropFirst()
        switch argument.arity {
        case .one:
            guard let word = words.first, argument.kind.accepts(word), let after = assign(rest, words.dropFirst()) else { return nil }
            return [[word]] + after
        case .optional:
            if let word = words.first, argument.kind.accepts(word), let after = assign(rest, words.dropFirst()) { return [[word]] + after }
            return assign(rest, words).map { [[]] + $0 }
        case .oneOrMore, .rest, .zeroOrMore:
            // The longest run of accepted words first, down to the fewest the arity allows.
            let fewest = argument.arity == .zeroOrMore ? 0 : 1
            guard words.count >= fewest else { return nil }
            for count in stride(from: words.count, through: fewest, by: -1) where words.prefix(count).allSatisfy(argument.kind.accepts) {
                if let after = assign(rest, words.dropFirst(count)) { return [Array(words.prefix(count))] + after }
            }
            return nil
        }
    }

    /// The argument a positional word at `index` stands for, when the words fit this form.
    func argument(at index: Int) -> CommandArgument? {
        var position = 0
        for argument in arguments {
            switch argument.arity {
            case .one, .optional:
                if position == index { return argument }
                position += 1
            case .oneOrMore, .rest, .zeroOrMore:
                return position <= index ? argument : nil
            }
        }
        return nil
    }
}
