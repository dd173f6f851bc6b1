import PaletteKit

/// A command's whole syntax: its forms and every option it takes. Both tables (one-shot and
/// shell) declare one; scanning, usage, help and completion read it.
package struct CommandSyntax: Sendable {
    package let command: String
    package let forms: [CommandForm]
    package let options: [CommandOption]
    /// How usage names the command (`palette-repl check`, or `set` in the shell).
    package let usagePrefix: String

    package init(command: String, forms: [CommandForm], options: [any OptionDeclaring], usagePrefix: String? = nil) {
        self.command = command
        self.forms = forms
        self.options = options.map(\.declaration)
        self.usagePrefix = usagePrefix ?? command
    }

    /// `palette-repl roles [--json]`; several forms are joined with ` | `, the
    /// later ones without the program name.
    package var usage: String {
        forms.enumerated().map { index, form in
            let head = index == 0 ? usagePrefix : command
            return ([head, form.usage].filter { !$0.isEmpty }).joined(separator: " ")
        }.joined(separator: " | ")
    }

    package var wrongArguments: ToolError { .wrongArguments(command: command, usage: usage) }

    /// Why the line fits no form, from the form it comes nearest to: the fewest options it does not
    /// take, then the most leading fixed words it matches (`schema show a b` is the `show` form's),
    /// then the first declared. A first word that is wrong, or missing, where every form starts
    /// with fixed words is named against all of them.
    func reason(_ parsed: ParsedArguments) -> ArgumentMismatch? {
        func closeness(_ form: CommandForm) -> (Int, Int) { (form.strayOptions(parsed), -form.matchedFixedWords(parsed.positionals)) }
        guard let nearest = forms.min(by: { closeness($0) < closeness($1) }) else { return nil }
        let reason = nearest.mismatch(parsed)
        let first = forms.compactMap { $0.arguments.first?.kind.closedWords }
        guard forms.count > 1, first.count == forms.count, first.allSatisfy({ !$0.isEmpty }) else { return reason }
        switch reason {
        case .notOneOf(let word, _) where parsed.positionals.first == word: return .notOneOf(word, expected: first.flatMap { $0 })
        case .missingArgument where parsed.positionals.isEmpty: return .missingArgument(Plural.alternatives(first.flatMap { $0 }), after: nil)
        default: return reason
        }
    }

    /// The words fixed to the first positional argument in any form (formats, `ladder`).
    package var firstWords: [String] {
        var seen: Set<String> = []
        return forms.compactMap(\.arguments.first).flatMap(\.kind.words).filter { seen.insert($0).inserted }
    }

    /// Every kind a positional argument of any form has.
    package var argumentKinds: [ValueKind] { forms.flatMap(\.arguments).map(\.kind) }

    /// The kind a positional word at `index` may be, in any form.
    package func kind(at index: Int) -> ValueKind? {
        let kinds = forms.compactMap { $0.argument(at: index)?.kind }
        var seen: Set<ValueKind> = []
        let unique = kinds.filter { seen.insert($0).inserted }
        return unique.count <= 1 ? unique.first : .oneOf(unique)
    }

    /// The file name endings an argument at `index` is declared to read (empty: any file).
    package func extensions(at index: Int) -> [String] {
        Array(Set(forms.compactMap { $0.argument(at: index)?.extensions }.joined())).sorted()
    }

    /// Scans the words (`--name value`, `--name=value`, `--` ends the options: `CommandWords`),
    /// then checks them against the declaration: each option known and given its value, at most
    /// once unless repeatable, an option given with the one it needs, and the whole line fitting
    /// one of the forms.
    package func scan(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
        var parsed = ParsedArguments(syntax: self)
        for word in CommandWords(arguments, options: options).words {
            switch word {
            case .positional(let word):
                parsed.positionals.append(word)
            case .optionsEnd:
                continue
            case .unknown(let name, _):
                let names = options.map(\.name)
                throw .unknownOption(command: command, option: name, nearest: NearestName.nearest(to: name, among: names), accepted: names.sorted())
            case .option(let option, let values, let inline):
                if option.kind == nil, inline { throw .flagWithValue(command: command, flag: option.name, value: values[0]) }
                guard values.count == option.valueWords else { throw .missingOptionValue(command: command, option: option.name) }
                // A value the option's declaration does not offer is refused here, once for every command.
                if case .choice(let choices)? = option.kind, let value = values.first, !choices.contains(value) {
                    throw .badOptionValue(command: command, option: option.name, value: value, expected: Plural.alternatives(choices))
                }
                parsed.occurrences.append((option, values))
            }
        }
        for option in options where !option.repeatable && parsed.occurrences.filter({ $0.option == option }).count > 1 {
            throw .wrongArguments(command: command, usage: usage, reason: .repeated(option.name))
        }
        // The first form the line fits, with the words each of its arguments took.
        var fitting: (form: Int, taken: [[String]])?
        for (index, form) in forms.enumerated() where fitting == nil {
            fitting = form.assignment(parsed).map { (index, $0) }
        }
        guard let fitting else { throw .wrongArguments(command: command, usage: usage, reason: reason(parsed)) }
        parsed.form = fitting.form
        parsed.taken = fitting.taken
        for option in options where parsed.has(option) {
            if let needs = option.needs, !parsed.occurrences.contains(where: { $0.option.name == needs }) {
                throw .optionNeedsOption(command: command, option: option.name, needs: needs)
            }
        }
        // Each word read once as its declaration's type: the arguments in the form's order, then
        // the options as given.
        let arguments = forms[fitting.form].arguments
        for (argument, words) in zip(arguments, fitting.taken) {
            var values: [any Sendable] = []
            for word in words { values.append(try argument.read(word, command: command)) }
            parsed.values.append(values)
        }
        for occurrence in parsed.occurrences {
            parsed.optionValues.append(try occurrence.values.first.map { word throws(ToolError) in try occurrence.option.read(word, command: command) })
        }
        return parsed
    }
}
