/// An option or argument whose words are the cases of an enumeration: declared from the type,
/// so its words, usage and completion come from the cases; the scan refuses any other word
/// (`CommandSyntax.scan`), and a command reads the case, never the word.
extension CommandOption {
    /// `--format text|json|sarif|github`: the cases' raw values, in order.
    package static func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _ type: Choice.Type, _ help: String) -> CommandOption
        where Choice.RawValue == String {
        let words = Choice.allCases.map(\.rawValue)
        return option(name, words.joined(separator: "|"), .choice(words), help)
    }
}

extension CommandArgument {
    /// `bash|zsh|fish`: the cases' raw values, in order.
    package static func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> CommandArgument where Choice.RawValue == String {
        let words = Choice.allCases.map(\.rawValue)
        return CommandArgument(words.joined(separator: "|"), .choice(words))
    }
}

extension ParsedArguments {
    /// The case a `choice` option was given as; nil when it was not given. The scan has refused
    /// every word that is not a case.
    package subscript<Choice: RawRepresentable>(option: CommandOption, as type: Choice.Type) -> Choice? where Choice.RawValue == String {
        self[option].map { word in
            guard let chosen = Choice(rawValue: word) else { preconditionFailure("the scan let '\(word)' through for \(option.name)") }
            return chosen
        }
    }

    /// The case a `choice` argument took.
    package subscript<Choice: RawRepresentable>(argument: CommandArgument, as type: Choice.Type) -> Choice? where Choice.RawValue == String {
        self[argument].map { word in
            guard let chosen = Choice(rawValue: word) else { preconditionFailure("the scan let '\(word)' through for \(argument.label)") }
            return chosen
        }
    }
}
