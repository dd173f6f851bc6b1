/// An option declared with the type its value is read as (a colour, a file): the scan reads the
/// value once through `declaration.reader`, and the command reads it, `parsed[option]` (nil when
/// not given) or `parsed.required(option)` in a form that requires it.
package struct TypedOption<Value: Sendable>: Sendable, OptionDeclaring {
    package let declaration: CommandOption

    init(_ name: String, _ value: String, _ kind: ValueKind, _ help: String, namesPalette: Bool = false,
         read: @escaping @Sendable (_ word: String, _ command: String) throws(ToolError) -> Value) {
        declaration = .option(name, value, kind, help, namesPalette: namesPalette, reader: WordReader(read))
    }
}

/// What a form's and a command's options are declared as: a `CommandOption` whose value a
/// command reads as it is, or a `TypedOption`.
package protocol OptionDeclaring: Sendable {
    var declaration: CommandOption { get }
}

extension CommandOption: OptionDeclaring {
    package var declaration: CommandOption { self }
}

extension TypedOption where Value == String {
    /// A value read as it is: a file, a folder, an id.
    init(_ name: String, _ value: String, _ kind: ValueKind, _ help: String, namesPalette: Bool = false) {
        self.init(name, value, kind, help, namesPalette: namesPalette) { word, _ in word }
    }
}
