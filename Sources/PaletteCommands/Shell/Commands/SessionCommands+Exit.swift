import PaletteKit

extension SessionCommands {
    /// `exit` leaves as `quit` does: what people type at a shell.
    static let exit = ShellCommand(name: "exit", summary: "Leave, as 'quit' does.", run: quit.run)
}
