import PaletteKit

/// An option whose value is a contrast ratio (`suggest --min 4.5`, `lint --pair FG BG --min 3`):
/// declared as one, and read by one reader that takes a WCAG 2.x ratio within the thresholds the
/// contrast measure allows (1 to 21) and refuses any other word in the same words everywhere.
extension CommandOption {
    package static func ratio(_ name: String, _ help: String, repeatable: Bool = false) -> CommandOption {
        option(name, "RATIO", .ratio, help, repeatable: repeatable)
    }

    /// The ratio `word`, given for this option, stands for.
    package func ratio(_ word: String) throws(ToolError) -> Double {
        precondition(kind == .ratio, "\(name) is not declared as a ratio")
        guard let value = Double(word), value.isFinite, Measure.standard.thresholds.contains(value) else { throw .badThreshold(word) }
        return value
    }
}

extension ParsedArguments {
    /// The ratio a `ratio` option was given as; nil when it was not given.
    package func ratio(_ option: CommandOption) throws(ToolError) -> Double? {
        guard let word = self[option] else { return nil }
        return try option.ratio(word)
    }
}
