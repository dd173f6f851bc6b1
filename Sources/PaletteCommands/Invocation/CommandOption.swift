/// A flag (`kind` nil) or an option with a value (`--out DIR`), declared once for parsing, usage,
/// help, completion and the man page; a run reads it through this value, never by its name.
package struct CommandOption: Sendable {
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
    /// Its value names a palette the command reads (`suggest --palette FILE`), whose folder is
    /// the palette folder when the line names no other first (`SchemaLoading.paletteFolder`).
    package let namesPalette: Bool
    /// How its value becomes what a command reads (`TypedOption`); nil: the words as typed.
    let reader: WordReader?

    package static func flag(_ name: String, _ help: String, needs: CommandOption? = nil) -> CommandOption {
        CommandOption(name: name, value: nil, kind: nil, valueWords: 0, repeatable: false, needs: needs?.name, help: help, namesPalette: false, reader: nil)
    }

    package static func option(_ name: String, _ value: String, _ kind: ValueKind, _ help: String,
                               valueWords: Int = 1, repeatable: Bool = false, needs: CommandOption? = nil, namesPalette: Bool = false) -> CommandOption {
        option(name, value, kind, help, valueWords: valueWords, repeatable: repeatable, needs: needs, namesPalette: namesPalette, reader: nil)
    }

    static func option(_ name: String, _ value: String, _ kind: ValueKind, _ help: String, valueWords: Int = 1, repeatable: Bool = false,
                       needs: CommandOption? = nil, namesPalette: Bool = false, reader: WordReader?) -> CommandOption {
        CommandOption(name: name, value: value, kind: kind, valueWords: valueWords, repeatable: repeatable, needs: needs.map(\.name), help: help,
                      namesPalette: namesPalette, reader: reader)
    }

    /// The value `word` stands for, read once by the scan.
    func read(_ word: String, command: String) throws(ToolError) -> any Sendable {
        guard let reader else { return word }
        return try reader.read(word, command)
    }

    /// `--out DIR`, as usage and help show it.
    package var shown: String { name + (value.map { " " + $0 } ?? "") }
}

/// An option is its declaration: everything but its reader, which follows from its kind.
extension CommandOption: Hashable {
    package static func == (left: CommandOption, right: CommandOption) -> Bool {
        (left.name, left.value, left.kind, left.valueWords) == (right.name, right.value, right.kind, right.valueWords)
            && (left.repeatable, left.needs, left.help, left.namesPalette) == (right.repeatable, right.needs, right.help, right.namesPalette)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
        hasher.combine(help)
    }
}
