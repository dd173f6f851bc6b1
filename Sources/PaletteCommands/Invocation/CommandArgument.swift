/// A positional argument: its label in usage, its kind and how many words it takes.
package struct CommandArgument: Sendable, Hashable {
    package enum Arity: Sendable, Hashable {
        case one
        /// Shown `[LABEL]`.
        case optional
        /// Shown `LABEL...`.
        case oneOrMore
        /// Shown `[LABEL...]`.
        case zeroOrMore
        /// The rest of the line, one word or more, shown bare (`set ROLE COLOR`).
        case rest
    }

    package let label: String
    package let kind: ValueKind
    package let arity: Arity
    /// For a file: the name endings the command reads (`yaml`, `json`), which completion offers
    /// (with folders); empty offers every file.
    package let extensions: [String]

    package init(_ label: String, _ kind: ValueKind, _ arity: Arity = .one, extensions: [String] = []) {
        self.label = label
        self.kind = kind
        self.arity = arity
        self.extensions = extensions
    }

    /// A fixed word naming a form (`schema check FILE`).
    package static func word(_ word: String) -> CommandArgument { CommandArgument(word, .words([word])) }

    var usage: String {
        switch arity {
        case .one, .rest: return label
        case .optional: return "[" + label + "]"
        case .oneOrMore: return label + "..."
        case .zeroOrMore: return "[" + label + "...]"
        }
    }
}
