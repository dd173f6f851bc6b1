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
