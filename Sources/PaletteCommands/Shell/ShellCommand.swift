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
    package enum ArgumentKind: Sendable {
        case none, role, roleOrGroup, expression, library, command, words
    }

    package let name: String
    /// The positional arguments as usage shows them (`ROLE COLOR`, `[lighter|darker]`).
    package let arguments: String
    package let summary: String
    package let argumentKind: ArgumentKind
    /// Fixed positional words completed after the command name (`lighter`, `ladder`, formats).
    package let words: [String]
    /// Options, declared once for parsing, usage and completion.
    package let options: [CommandDescriptor.Option]
    /// Accepted lines go to the journal: they change state, or a later command depends on them.
    package let journals: Bool
    /// Its argument may be a FILE: read from the context's path base, and journalled as seen
    /// from the palette folder (`SessionPaths.journalPath`).
    package let readsFile: Bool
    let run: @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void

    init(name: String, arguments: String = "", summary: String, argumentKind: ArgumentKind = .none, words: [String] = [],
         options: [CommandDescriptor.Option] = [], journals: Bool = false, readsFile: Bool = false,
         run: @escaping @Sendable (_ arguments: ParsedArguments, _ text: String, _ session: inout Session, _ context: ShellContext) throws(ToolError) -> Void) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.argumentKind = argumentKind
        self.words = words
        self.options = options
        self.journals = journals
        self.readsFile = readsFile
        self.run = run
    }

    /// `export swift|dtcg|css [--out DIR]`
    package var usage: String {
        let shownOptions = options.map { "[" + $0.name + ($0.value.map { " " + $0 } ?? "") + "]" }
        return ([name, arguments] + shownOptions).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What Tab offers after the command name: its words, then its options.
    package var completionWords: [String] { words + options.map(\.name) }

    /// The words after the command, scanned against the declared options.
    func parse(_ words: [String]) throws(ToolError) -> ParsedArguments {
        try ArgumentScanner(command: name, usage: usage, flags: options.filter { $0.value == nil }.map(\.name),
                            options: options.filter { $0.value != nil }.map(\.name)).scan(words)
    }
}
