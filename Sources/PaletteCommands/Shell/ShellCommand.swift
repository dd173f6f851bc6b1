import PaletteKit

/// What a shell command may touch besides the session.
package struct ShellContext {
    package let output: TextOutput
    package let style: OutputStyle
    package let fileSystem: FileSystem

    package init(output: TextOutput, style: OutputStyle, fileSystem: FileSystem) {
        self.output = output
        self.style = style
        self.fileSystem = fileSystem
    }
}

/// One command of the authoring shell. `help`, completion and dispatch read the same table.
package struct ShellCommand: Sendable {
    package enum ArgumentKind: Sendable {
        case none, role, roleOrGroup, expression, library, command, words
    }

    package let name: String
    package let usage: String
    package let summary: String
    package let argumentKind: ArgumentKind
    /// Fixed words completed after the command name (`lighter`, `ladder`, `--force`).
    package let words: [String]
    /// Accepted lines go to the journal: they change state, or a later command depends on them.
    package let journals: Bool
    let run: @Sendable (_ arguments: [String], _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void

    init(name: String, usage: String, summary: String, argumentKind: ArgumentKind = .none, words: [String] = [],
         journals: Bool = false,
         run: @escaping @Sendable (_ arguments: [String], _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.argumentKind = argumentKind
        self.words = words
        self.journals = journals
        self.run = run
    }
}
