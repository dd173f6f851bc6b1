import PaletteKit

/// What a shell command may touch besides the session.
package struct ShellContext {
    package let output: TextOutput
    package let style: OutputStyle
    package let fileSystem: FileSystem
    /// Where a relative path in a line is read from: the current folder for lines typed or
    /// piped, the palette folder for lines of a journal or session file (`SessionPaths.journalPath`).
    package let pathBase: String
    /// False when nobody reads what commands write (replay without a transcript, resuming a
    /// journal): a command then skips the feedback it would only show (live rule results, the
    /// progress line, the search for a suggestion `apply` may never take) and changes the
    /// session, files and journal exactly as it would otherwise.
    package let showsFeedback: Bool

    package init(output: TextOutput, style: OutputStyle, fileSystem: FileSystem, pathBase: String = ".", showsFeedback: Bool = true) {
        self.output = output
        self.style = style
        self.fileSystem = fileSystem
        self.pathBase = pathBase
        self.showsFeedback = showsFeedback
    }

    /// A context whose output nobody reads.
    package static func unshown(fileSystem: FileSystem, pathBase: String = ".") -> ShellContext {
        ShellContext(output: DiscardedOutput(), style: .plain, fileSystem: fileSystem, pathBase: pathBase, showsFeedback: false)
    }

    /// A path from a line, as the file system reads it.
    package func path(_ typed: String) -> String {
        pathBase == "." || typed.hasPrefix("/") ? typed : FilePath.normalized(FilePath.join(pathBase, typed))
    }
}

/// One command of the authoring shell. `help`, completion and dispatch read the same table.
package struct ShellCommand: Sendable {
    package let name: String
    package let summary: String
    /// Its positional arguments and options, declared once for parsing, usage and completion.
    package let syntax: CommandSyntax
    /// Accepted lines go to the journal: they change state, or a later command depends on them.
    package let journals: Bool
    let run: @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void

    /// `arguments`: one form, every option optional (`export swift|dtcg|css [--out DIR]`).
    init(name: String, arguments: [CommandArgument] = [], summary: String, options: [CommandOption] = [], journals: Bool = false,
         run: @escaping @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void) {
        self.init(name: name, forms: [CommandForm(arguments, optional: options)], summary: summary, options: options, journals: journals, run: run)
    }

    init(name: String, forms: [CommandForm], summary: String, options: [CommandOption] = [], journals: Bool = false,
         run: @escaping @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void) {
        self.name = name
        self.summary = summary
        self.syntax = CommandSyntax(command: name, forms: forms, options: options)
        self.journals = journals
        self.run = run
    }

    package var options: [CommandOption] { syntax.options }

    /// `export swift|dtcg|css [--out DIR]`
    package var usage: String { syntax.usage }

    /// Fixed words its first argument takes (`lighter`, `ladder`, formats).
    package var words: [String] { syntax.firstWords }

    /// Its argument may be a FILE: read from the context's path base, and journalled as seen
    /// from the palette folder (`SessionPaths.journalPath`).
    package var readsFile: Bool { syntax.kind(at: 0)?.includes(.file) == true }

    /// The words after the command, scanned and checked against the declaration.
    func parse(_ words: [String]) throws(ToolError) -> ParsedArguments {
        try syntax.scan(words)
    }
}
