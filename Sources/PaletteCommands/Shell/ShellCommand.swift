import PaletteKit

/// What a shell command may touch besides the session.
public struct ShellContext {
    public let output: TextOutput
    public let style: OutputStyle
    public let fileSystem: FileSystem

    public init(output: TextOutput, style: OutputStyle, fileSystem: FileSystem) {
        self.output = output
        self.style = style
        self.fileSystem = fileSystem
    }
}

/// One command of the authoring shell. `help`, completion and dispatch read the same table.
public struct ShellCommand: Sendable {
    public enum ArgumentKind: Sendable {
        case none, role, roleOrGroup, expression, library, command, words
    }

    public let name: String
    public let usage: String
    public let summary: String
    public let argumentKind: ArgumentKind
    /// Fixed words completed after the command name (`lighter`, `ladder`, `--force`).
    public let words: [String]
    /// Accepted lines go to the journal: they change state, or a later command depends on them.
    public let journals: Bool
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
