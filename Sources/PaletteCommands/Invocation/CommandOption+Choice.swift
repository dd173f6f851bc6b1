/// An option whose words are the cases of an enumeration: declared from the type,
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

extension ParsedArguments {
    /// The case a `choice` option was given as; nil when it was not given. The scan has refused
    /// every word that is not a case.
    package subscript<Choice: RawRepresentable>(option: CommandOption, as type: Choice.Type) -> Choice? where Choice.RawValue == String {
        self[option].map { word in
            guard let chosen = Choice(rawValue: word) else { preconditionFailure("the scan let '\(word)' through for \(option.name)") }
            return chosen
        }
    }

}
