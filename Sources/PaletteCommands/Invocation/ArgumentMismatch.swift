/// Why a command line fits none of its command's forms, found from the declaration of the form
/// it comes nearest to; the error names it before the usage.
package enum ArgumentMismatch: Hashable, Sendable {
    /// A positional argument that is not there (`FILE`), and the last word given before it
    /// (`set bar=plate`: COLOR after 'bar=plate'), nil when none was.
    case missingArgument(String, after: String?)
    /// A word beyond every argument the form takes.
    case unexpectedWord(String)
    /// A word where only fixed words may stand (`apply sideways`).
    case notOneOf(String, expected: [String])
    /// An option the form needs (`--out FILE.html`, as usage shows it).
    case missingOption(String)
    /// An option the form does not take, beside one it does take (nil: none given).
    case optionNotTaken(String, with: String?)
    /// Two options of which one at most may be given.
    case together(String, String)
    /// An option given twice that is taken once.
    case repeated(String)
    /// A word whose form has no such option (`suggest ladder --against`).
    case wordWithOption(word: String, option: String)
}

extension CommandForm {
    /// Why the line does not fit this form: the options first, then the words; nil when it fits,
    /// or when no one reason says it.
    func mismatch(_ parsed: ParsedArguments) -> ArgumentMismatch? {
        optionMismatch(parsed) ?? wordMismatch(parsed.positionals)
    }

    /// Why the options do not fit this form (`fits` asks the same); nil when they do.
    func optionMismatch(_ parsed: ParsedArguments) -> ArgumentMismatch? {
        var given: [CommandOption] = []
        for occurrence in parsed.occurrences where !given.contains(occurrence.option) { given.append(occurrence.option) }
        let allowed = required + optional
        if let stray = given.first(where: { !allowed.contains($0) }) {
            return .optionNotTaken(stray.name, with: given.first(where: allowed.contains)?.name)
        }
        if let missing = required.first(where: { !given.contains($0) }) { return .missingOption(missing.shown) }
        for group in exclusive {
            let both = group.filter(given.contains)
            if both.count > 1 { return .together(both[0].name, both[1].name) }
        }
        if let clash = excludes.first(where: { parsed.positionals.contains($0.word) && given.contains($0.option) }) {
            return .wordWithOption(word: clash.word, option: clash.option.name)
        }
        return nil
    }

    /// A fixed word that is not one, then too few words, then too many.
    private func wordMismatch(_ words: [String]) -> ArgumentMismatch? {
        for (index, word) in words.enumerated() {
            guard let argument = argument(at: index) else { break }
            let fixed = argument.kind.closedWords
            if !fixed.isEmpty && !argument.kind.accepts(word) { return .notOneOf(word, expected: fixed) }
        }
        // Each argument that needs a word, in order: the first beyond the words given is the one missing.
        let needed = arguments.filter { $0.arity == .one || $0.arity == .oneOrMore || $0.arity == .rest }
        if words.count < needed.count { return .missingArgument(needed[words.count].label, after: words.last) }
        let unbounded = arguments.contains { $0.arity == .oneOrMore || $0.arity == .zeroOrMore || $0.arity == .rest }
        if !unbounded && words.count > arguments.count { return .unexpectedWord(words[arguments.count]) }
        return nil
    }

    /// How many of the words, from the first, stand where this form declares fixed words and are
    /// among them (to find the nearest form).
    func matchedFixedWords(_ words: [String]) -> Int {
        var count = 0
        for (index, word) in words.enumerated() {
            guard let argument = argument(at: index), !argument.kind.closedWords.isEmpty, argument.kind.accepts(word) else { break }
            count += 1
        }
        return count
    }

    /// How many of the given options this form does not take (to find the nearest form).
    func strayOptions(_ parsed: ParsedArguments) -> Int {
        let allowed = Set(required + optional)
        return Set(parsed.occurrences.map(\.option)).subtracting(allowed).count
    }
}

extension ValueKind {
    /// The words of a closed kind (`words`, or `oneOf` made only of them); empty when any word may stand.
    var closedWords: [String] {
        switch self {
        case .words(let words): return words
        case .oneOf(let kinds): return kinds.allSatisfy { !$0.closedWords.isEmpty } ? kinds.flatMap(\.closedWords) : []
        default: return []
        }
    }
}
