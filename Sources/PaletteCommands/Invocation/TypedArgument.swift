import PaletteKit

/// A positional argument declared with the type its word is read as (a colour, an export
/// format, a palette id, a role as typed): the scan reads the word once through
/// `declaration.reader`, and the command reads the value, `parsed[argument]`, never the word.
package struct TypedArgument<Value: Sendable>: Sendable, ArgumentDeclaring {
    package let declaration: CommandArgument
    /// The value when the form the line fits took no word for it (an optional argument left
    /// out); nil for one that always takes a word where it is declared.
    let whenAbsent: Value?

    init(_ label: String, _ kind: ValueKind, extensions: [String] = [],
         read: @escaping @Sendable (_ word: String, _ command: String) throws(ToolError) -> Value) {
        declaration = CommandArgument(label, kind, .one, extensions: extensions, reader: WordReader(read))
        whenAbsent = nil
    }

    private init(declaration: CommandArgument, whenAbsent: Value?) {
        self.declaration = declaration
        self.whenAbsent = whenAbsent
    }

    /// The same argument, left out when the line gives no word for it (`apply [lighter|darker]`):
    /// nil then.
    var optional: TypedArgument<Value?> {
        TypedArgument<Value?>(declaration: CommandArgument(declaration.label, declaration.kind, .optional, extensions: declaration.extensions,
                                                           reader: declaration.reader),
                              whenAbsent: .some(nil))
    }
}

/// What a form's arguments are declared as: a `CommandArgument` whose words a command reads as
/// they are (files, fixed words), or a `TypedArgument`.
package protocol ArgumentDeclaring: Sendable {
    var declaration: CommandArgument { get }
}

extension CommandArgument: ArgumentDeclaring {
    package var declaration: CommandArgument { self }
}

extension TypedArgument where Value == String {
    /// A word read as it is, that the form always takes: a file, an id, a name.
    init(_ label: String, _ kind: ValueKind, extensions: [String] = []) {
        self.init(label, kind, extensions: extensions) { word, _ in word }
    }
}

extension TypedArgument {
    /// `bash|zsh|fish`: the cases' raw values, in order, which completion offers; another word is
    /// refused as a bad value of `name` (`SHELL`).
    static func choice(_ type: Value.Type, named name: String) -> TypedArgument<Value>
        where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        let words = Value.allCases.map(\.rawValue)
        return TypedArgument(words.joined(separator: "|"), .choice(words)) { word, command throws(ToolError) in
            guard let chosen = Value(rawValue: word) else {
                throw .badOptionValue(command: command, option: name, value: word, expected: Plural.alternatives(words))
            }
            return chosen
        }
    }

    /// `lighter|darker`: exactly one of the cases' raw values, in order; any other word does not
    /// fit the form (`.words`).
    static func words(_ type: Value.Type) -> TypedArgument<Value> where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        let words = Value.allCases.map(\.rawValue)
        return TypedArgument(words.joined(separator: "|"), .words(words)) { word, _ throws(ToolError) in
            guard let chosen = Value(rawValue: word) else { preconditionFailure("the form let '\(word)' through as one of \(words)") }
            return chosen
        }
    }
}
