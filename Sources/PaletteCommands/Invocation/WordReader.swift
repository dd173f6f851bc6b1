/// How a declared word becomes the value a command reads. The scan runs it once, when the line
/// fits a form, so a word that is not one (a colour that does not parse, a format that does not
/// exist) is refused before the command runs, with the error its type gives; the command reads
/// the value (`TypedArgument`, `TypedOption`), never the word. Kept without its type so that a
/// form holds arguments of every type.
package struct WordReader: Sendable {
    /// `command`: the command's name, for an error that names it.
    let read: @Sendable (_ word: String, _ command: String) throws(ToolError) -> any Sendable

    init<Value: Sendable>(_ read: @escaping @Sendable (_ word: String, _ command: String) throws(ToolError) -> Value) {
        self.read = { word, command throws(ToolError) in try read(word, command) }
    }
}
