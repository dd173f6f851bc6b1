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
    /// Whether Ctrl-C has been pressed during this line (`ToolContext.interrupted`): a
    /// computation stops and the line is refused, changing nothing.
    package let interrupted: @Sendable () -> Bool

    /// What the core's long computations ask (`interrupted`).
    package var cancellation: Cancellation { Cancellation(interrupted) }

    package init(output: TextOutput, style: OutputStyle, fileSystem: FileSystem, pathBase: String = ".", showsFeedback: Bool = true,
                 interrupted: @escaping @Sendable () -> Bool = { false }) {
        self.interrupted = interrupted
        self.output = output
        self.style = style
        self.fileSystem = fileSystem
        self.pathBase = pathBase
        self.showsFeedback = showsFeedback
    }

    /// A context whose output nobody reads.
    /// `interrupted`: the shell's, when it replays its journal at startup (a replayed `fix` is
    /// a computation like any other).
    package static func unshown(fileSystem: FileSystem, pathBase: String = ".",
                                interrupted: @escaping @Sendable () -> Bool = { false }) -> ShellContext {
        ShellContext(output: DiscardedOutput(), style: .plain, fileSystem: fileSystem, pathBase: pathBase, showsFeedback: false,
                     interrupted: interrupted)
    }

    /// A path from a line, as the file system reads it.
    package func path(_ typed: String) -> String {
        pathBase == "." || typed.hasPrefix("/") ? typed : FilePath.normalized(FilePath.join(pathBase, typed))
    }
}
