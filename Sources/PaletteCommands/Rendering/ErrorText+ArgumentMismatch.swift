import PaletteKit

/// The reason a command line fits none of its forms, as the error names it before the usage.
extension ErrorText {
    static func message(for reason: ArgumentMismatch) -> String {
        switch reason {
        case .missingArgument(let label, nil): return "missing \(label)"
        case .missingArgument(let label, let word?): return "missing \(label) after '\(word.shownInError)'"
        case .unexpectedWord(let word): return "unexpected '\(word.shownInError)'"
        case .notOneOf(let word, let expected): return "unexpected '\(word.shownInError)'; expected " + Plural.alternatives(expected)
        case .missingOption(let option): return "needs \(option)"
        case .optionNotTaken(let option, let other):
            return other.map { "\(option) does not go with \($0)" } ?? "\(option) does not go with these arguments"
        case .together(let first, let second): return "\(first) and \(second) do not go together"
        case .repeated(let option): return "\(option) is given twice"
        case .wordWithOption(let word, let option): return "'\(word)' does not take \(option)"
        }
    }
}
