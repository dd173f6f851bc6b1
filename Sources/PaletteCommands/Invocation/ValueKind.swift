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
    /// A WCAG 2.x contrast ratio (`CommandOption.ratio`).
    case ratio
    /// Free text completion cannot guess: an id, a token name.
    case text
    /// Any of these (`ROLE|ladder`, `ROLE|GROUP`, `NAME|FILE`).
    case oneOf([ValueKind])
    /// Items of a kind separated by commas (`ROLE,…`); completion offers the kind after each comma.
    case list(ValueKind)

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
        case .list(let kind): return kind.words
        default: return []
        }
    }

    /// Whether it is, or may be, one of `kind`.
    package func includes(_ kind: ValueKind) -> Bool {
        if case .oneOf(let kinds) = self { return kinds.contains { $0.includes(kind) } }
        if case .list(let item) = self { return item.includes(kind) }
        return self == kind
    }
}
