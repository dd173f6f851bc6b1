extension CommandOption {
    /// This option read from words as typed, before any scan (which may be what fails, or may need
    /// its result): the last value given as `NAME VALUE` or `NAME=VALUE` before `--`, the words
    /// without it, and whether the last word is the option with no value after it.
    func extracted(from words: [String]) -> (value: String?, rest: [String], lacksValue: Bool) {
        var value: String?
        var rest: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" { optionsEnded = true }
            if !optionsEnded && word == name {
                guard index < words.count else { return (value, rest, true) }
                value = words[index]
                index += 1
            } else if !optionsEnded && word.hasPrefix(name + "=") {
                value = String(word.dropFirst(name.count + 1))
            } else {
                rest.append(word)
            }
        }
        return (value, rest, false)
    }
}
