import PaletteKit

/// What a word on a command line is: a positional argument's or an option value's kind, declared
/// once. The scanner matches words against it, usage shows its label, and every completion (the
/// bash, zsh and fish scripts, the shell's readline) offers from it.
package indirect enum ValueKind: Sendable, Hashable {
    /// A role of the schema.
    case role
    /// A group of the schema's roles.
    case group
    /// A file to read or write: completion offers paths.
    case file
    /// A folder: completion offers folders.
    case folder
    case colour
    /// A colour expression, the rest of a shell line (`mix(paper, ink, 0.5)` keeps its spaces).
    case expression
    /// A contrast level of the schema.
    case level
    /// A built-in scheme or a source the session loaded.
    case source
    /// A command of the same table (`help COMMAND`).
    case command
    /// Exactly one of these words; any other word does not fit the form (`apply lighter|darker`).
    case words([String])
    /// One of these words, which completion offers; the command checks the word itself and names
    /// the nearest (export formats, `completions bash|zsh|fish`).
    case choice([String])
    /// Free text completion cannot guess: an id, a ratio, a list of roles, a token name.
    case text
    /// Any of these (`ROLE|ladder`, `ROLE|GROUP`, `NAME|FILE`).
    case oneOf([ValueKind])

    /// Whether `word` can stand where this kind is declared (only `words` is closed).
    func accepts(_ word: String) -> Bool {
        switch self {
        case .words(let words): return words.contains(word)
        case .oneOf(let kinds): return kinds.contains { $0.accepts(word) }
        default: return true
        }
    }

    /// The fixed words completion offers for it.
    package var words: [String] {
        switch self {
        case .words(let words), .choice(let words): return words
        case .oneOf(let kinds): return kinds.flatMap(\.words)
        default: return []
        }
    }

    /// Whether it is, or may be, one of `kind`.
    package func includes(_ kind: ValueKind) -> Bool {
        if case .oneOf(let kinds) = self { return kinds.contains { $0.includes(kind) } }
        return self == kind
    }
}

/// A positional argument: its label in usage, its kind and how many words it takes.
package struct CommandArgument: Sendable, Hashable {
    package enum Arity: Sendable, Hashable {
        case one
        /// Shown `[LABEL]`.
        case optional
        /// Shown `LABEL...`.
        case oneOrMore
        /// The rest of the line, one word or more, shown bare (`set ROLE COLOR`).
        case rest
    }

    package let label: String
    package let kind: ValueKind
    package let arity: Arity

    package init(_ label: String, _ kind: ValueKind, _ arity: Arity = .one) {
        self.label = label
        self.kind = kind
        self.arity = arity
    }

    /// A fixed word naming a form (`schema check FILE`).
    package static func word(_ word: String) -> CommandArgument { CommandArgument(word, .words([word])) }

    var usage: String {
        switch arity {
        case .one, .rest: return label
        case .optional: return "[" + label + "]"
        case .oneOrMore: return label + "..."
        }
    }
}

/// A flag (`kind` nil) or an option with a value (`--out DIR`), declared once for parsing, usage,
/// help, completion and the man page; a run reads it through this value, never by its name.
package struct CommandOption: Sendable, Hashable {
    package let name: String
    /// The value as usage shows it (`DIR`, `FG BG`); nil for a flag.
    package let value: String?
    package let kind: ValueKind?
    /// How many words the value takes (`--pair FG BG`: 2).
    package let valueWords: Int
    /// May be given more than once (each occurrence is kept, in order).
    package let repeatable: Bool
    /// An option it is meaningless without (`--write` needs `--fix`).
    package let needs: String?
    package let help: String

    package static func flag(_ name: String, _ help: String, needs: CommandOption? = nil) -> CommandOption {
        CommandOption(name: name, value: nil, kind: nil, valueWords: 0, repeatable: false, needs: needs?.name, help: help)
    }

    package static func option(_ name: String, _ value: String, _ kind: ValueKind, _ help: String,
                               valueWords: Int = 1, repeatable: Bool = false) -> CommandOption {
        CommandOption(name: name, value: value, kind: kind, valueWords: valueWords, repeatable: repeatable, needs: nil, help: help)
    }

    /// `--out DIR`, as usage and help show it.
    package var shown: String { name + (value.map { " " + $0 } ?? "") }
}

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

    package init(_ arguments: [CommandArgument] = [], required: [CommandOption] = [], optional: [CommandOption] = [],
                 exclusive: [[CommandOption]] = [], excludes: [(word: String, option: CommandOption)] = []) {
        self.arguments = arguments
        self.required = required
        self.optional = optional
        self.exclusive = exclusive
        self.excludes = excludes
    }

    /// `FILE... --out FILE.html [--json]`
    package var usage: String {
        (arguments.map(\.usage) + required.map(\.shown) + optional.map { "[" + $0.shown + "]" }).joined(separator: " ")
    }

    func fits(_ parsed: ParsedArguments) -> Bool {
        let given = Set(parsed.occurrences.map(\.option))
        let allowed = Set(required + optional)
        guard Set(required).isSubset(of: given), given.isSubset(of: allowed),
              exclusive.allSatisfy({ group in group.filter(given.contains).count <= 1 }),
              !excludes.contains(where: { parsed.positionals.contains($0.word) && given.contains($0.option) }) else { return false }
        return Self.fits(arguments[...], parsed.positionals[...])
    }

    private static func fits(_ arguments: ArraySlice<CommandArgument>, _ words: ArraySlice<String>) -> Bool {
        guard let argument = arguments.first else { return words.isEmpty }
        let rest = arguments.dropFirst()
        switch argument.arity {
        case .one:
            guard let word = words.first, argument.kind.accepts(word) else { return false }
            return fits(rest, words.dropFirst())
        case .optional:
            if let word = words.first, argument.kind.accepts(word), fits(rest, words.dropFirst()) { return true }
            return fits(rest, words)
        case .oneOrMore, .rest:
            guard !words.isEmpty else { return false }
            for count in stride(from: words.count, through: 1, by: -1) where words.prefix(count).allSatisfy(argument.kind.accepts) {
                if fits(rest, words.dropFirst(count)) { return true }
            }
            return false
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
            case .oneOrMore, .rest:
                return position <= index ? argument : nil
            }
        }
        return nil
    }
}

/// A command's whole syntax: its forms and every option it takes. Both tables (one-shot and
/// shell) declare one; scanning, usage, help and completion read it.
package struct CommandSyntax: Sendable {
    package let command: String
    package let forms: [CommandForm]
    package let options: [CommandOption]
    /// How usage names the command (`palette-repl check`, or `set` in the shell).
    package let usagePrefix: String

    package init(command: String, forms: [CommandForm], options: [CommandOption], usagePrefix: String? = nil) {
        self.command = command
        self.forms = forms
        self.options = options
        self.usagePrefix = usagePrefix ?? command
    }

    /// `palette-repl check FILE... [--ids] [--json]`; several forms are joined with ` | `, the
    /// later ones without the program name.
    package var usage: String {
        forms.enumerated().map { index, form in
            let head = index == 0 ? usagePrefix : command
            return ([head, form.usage].filter { !$0.isEmpty }).joined(separator: " ")
        }.joined(separator: " | ")
    }

    package var wrongArguments: ToolError { .wrongArguments(command: command, usage: usage) }

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

    /// Scans the words (`--name value`, `--name=value`, `--` ends the options), then checks
    /// them against the declaration: each option at most once unless repeatable, an option given
    /// with the one it needs, and the whole line fitting one of the forms.
    package func scan(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
        var parsed = ParsedArguments(syntax: self)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("--") else {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let option = options.first(where: { $0.name == name }) else {
                let names = options.map(\.name)
                throw .unknownOption(command: command, option: name, nearest: NearestName.nearest(to: name, among: names), accepted: names.sorted())
            }
            var words: [String] = []
            if option.kind == nil {
                guard parts.count == 1 else { throw .flagWithValue(command: command, flag: name, value: String(parts[1])) }
            } else {
                if parts.count == 2 { words.append(String(parts[1])) }
                while words.count < option.valueWords {
                    guard index < arguments.count else { throw .missingOptionValue(command: command, option: name) }
                    words.append(arguments[index])
                    index += 1
                }
            }
            parsed.occurrences.append((option, words))
        }
        for option in options where !option.repeatable && parsed.occurrences.filter({ $0.option == option }).count > 1 {
            throw wrongArguments
        }
        guard let form = forms.firstIndex(where: { $0.fits(parsed) }) else { throw wrongArguments }
        parsed.form = form
        for option in options where parsed.has(option) {
            if let needs = option.needs, !parsed.occurrences.contains(where: { $0.option.name == needs }) {
                throw .optionNeedsOption(command: command, option: option.name, needs: needs)
            }
        }
        return parsed
    }
}

/// A command line scanned against its command's syntax: the positional words, and each option
/// given, read through the option's declaration.
package struct ParsedArguments: Sendable {
    package let syntax: CommandSyntax
    package var positionals: [String] = []
    /// Every option in the order given, with its value's words (`--pair FG BG` has two).
    package var occurrences: [(option: CommandOption, values: [String])] = []
    /// Which of the syntax's forms the line fits.
    package var form = 0

    init(syntax: CommandSyntax) { self.syntax = syntax }

    package func has(_ option: CommandOption) -> Bool { occurrences.contains { $0.option == option } }

    /// The value of an option given once (the first word of it).
    package subscript(option: CommandOption) -> String? { occurrences.first { $0.option == option }?.values.first }

    /// The error for words that scan but do not fit what the command does with them.
    package var wrongArguments: ToolError { syntax.wrongArguments }
}
