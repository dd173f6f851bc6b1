/// A positional argument: its label in usage, its kind and how many words it takes.
package struct CommandArgument: Sendable {
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
    /// How its words become the value a command reads (`TypedArgument`); nil: the words as typed.
    let reader: WordReader?

    package init(_ label: String, _ kind: ValueKind, _ arity: Arity = .one, extensions: [String] = []) {
        self.init(label, kind, arity, extensions: extensions, reader: nil)
    }

    init(_ label: String, _ kind: ValueKind, _ arity: Arity, extensions: [String], reader: WordReader?) {
        self.label = label
        self.kind = kind
        self.arity = arity
        self.extensions = extensions
        self.reader = reader
    }

    /// The value `word` stands for, read once by the scan.
    func read(_ word: String, command: String) throws(ToolError) -> any Sendable {
        guard let reader else { return word }
        return try reader.read(word, command)
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

/// An argument is its declaration: the same label, kind, arity and file endings (its reader
/// follows from its kind).
extension CommandArgument: Hashable {
    package static func == (left: CommandArgument, right: CommandArgument) -> Bool {
        (left.label, left.kind, left.arity, left.extensions) == (right.label, right.kind, right.arity, right.extensions)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(kind)
        hasher.combine(arity)
        hasher.combine(extensions)
    }
}
