import PaletteKit

/// Splits a command's arguments into positionals, flags and valued options
/// (`--name value` or `--name=value`). Unknown options are errors with a "did you mean".
package struct ParsedArguments: Sendable {
    /// The command and its usage, for `wrongArguments`.
    package let command: String
    package let usage: String
    package var positionals: [String] = []
    package var flags: Set<String> = []
    package var values: [String: String] = [:]
    /// Every valued option in the order given, with its values (`--pair FG BG` has two), for
    /// options that may be repeated.
    package var occurrences: [(option: String, values: [String])] = []

    package func has(_ flag: String) -> Bool { flags.contains(flag) }
    package subscript(option: String) -> String? { values[option] }

    /// The error for arguments that scan but do not fit the command.
    package var wrongArguments: ToolError { .wrongArguments(command: command, usage: usage) }
}

package struct ArgumentScanner: Sendable {
    package let command: String
    package let usage: String
    package let flags: [String]
    package let options: [String]
    /// How many words an option's value takes when more than one (`--pair FG BG`: 2).
    package let arity: [String: Int]

    package init(command: String, usage: String = "", flags: [String] = [], options: [String] = [], arity: [String: Int] = [:]) {
        self.command = command
        self.usage = usage
        self.flags = flags
        self.options = options
        self.arity = arity
    }

    package func scan(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
        var parsed = ParsedArguments(command: command, usage: usage)
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
            if flags.contains(name) {
                guard parts.count == 1 else { throw .flagWithValue(command: command, flag: name, value: String(parts[1])) }
                parsed.flags.insert(name)
            } else if options.contains(name) {
                var words: [String] = []
                if parts.count == 2 { words.append(String(parts[1])) }
                while words.count < arity[name, default: 1] {
                    guard index < arguments.count else { throw .missingOptionValue(command: command, option: name) }
                    words.append(arguments[index])
                    index += 1
                }
                parsed.values[name] = words[0]
                parsed.occurrences.append((name, words))
            } else {
                throw .unknownOption(command: command, option: name, nearest: NearestName.nearest(to: name, among: flags + options),
                                     accepted: (flags + options).sorted())
            }
        }
        return parsed
    }
}
