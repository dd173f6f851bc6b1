/// The words of a command line read against the options a command declares: which words are
/// options, which are an option's value (`--out x/f.json`, `--out=x/f.json`, `--pair FG BG`) and
/// which are positional. Every reader of the words reads this: the scan that checks a line
/// (`CommandSyntax.scan`), `--help` (`GlobalOptions.asksForHelp`), the schema a line names or its
/// palette folder gives (`SchemaLoading`), what standard input a command reads, the format of a
/// failure's document, and completion. Reading never fails: what is wrong (an unknown option, a
/// value missing at the end) is kept, in the order of the words, for the scan to refuse.
package struct CommandWords: Sendable {
    package enum Word: Sendable {
        /// A word that is neither an option nor an option's value (`-h` too).
        case positional(String)
        /// A declared option, with its value's words: `inline` is the one given as `--name=value`
        /// (then the first of `values`); fewer values than declared when the line ends first.
        case option(CommandOption, values: [String], inline: Bool)
        /// A word starting with `--` that names no declared option: its name and the text after `=`.
        case unknown(name: String, value: String?)
        /// `--`: every word after it is positional.
        case optionsEnd
    }

    /// Each word read, with the words as typed that it stands for.
    package let read: [(word: Word, typed: [String])]

    package init(_ words: some Sequence<String>, options: [CommandOption]) {
        let words = Array(words)
        var read: [(word: Word, typed: [String])] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            guard !optionsEnded, word.hasPrefix("--") else {
                read.append((.positional(word), [word]))
                continue
            }
            if word == "--" {
                optionsEnded = true
                read.append((.optionsEnd, [word]))
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]), inline = parts.count == 2 ? String(parts[1]) : nil
            guard let option = options.first(where: { $0.name == name }) else {
                read.append((.unknown(name: name, value: inline), [word]))
                continue
            }
            var values = inline.map { [$0] } ?? []
            var typed = [word]
            // A flag takes no word after it; an inline value given to one is kept for the scan to refuse.
            while option.kind != nil && values.count < option.valueWords && index < words.count {
                values.append(words[index])
                typed.append(words[index])
                index += 1
            }
            read.append((.option(option, values: values, inline: inline != nil), typed))
        }
        self.read = read
    }

    package var words: [Word] { read.map(\.word) }

    /// The positional words, in order.
    package var positionals: [String] {
        words.compactMap { if case .positional(let word) = $0 { return word } else { return nil } }
    }

    /// Each occurrence of `option`, its value's words, in order.
    package func values(of option: CommandOption) -> [[String]] {
        words.compactMap { if case .option(option, let values, _) = $0 { return values } else { return nil } }
    }

    package func has(_ option: CommandOption) -> Bool { !values(of: option).isEmpty }

    /// The value of `option`'s last occurrence (its first word); nil when it is not given.
    package func value(of option: CommandOption) -> String? { values(of: option).last?.first }

    /// The option whose value's words the line ends before (`--keep` in `fix --keep`), if any.
    package var awaited: CommandOption? {
        guard case .option(let option, let values, _)? = words.last, option.kind != nil, values.count < option.valueWords else { return nil }
        return option
    }

    /// The words as typed without `option`'s occurrences.
    package func typed(without option: CommandOption) -> [String] {
        read.flatMap { item -> [String] in
            if case .option(option, _, _) = item.word { return [] }
            return item.typed
        }
    }
}
