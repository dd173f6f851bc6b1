import PaletteKit

extension EditingCommands {
    static let redo = ShellCommand(
        name: "redo", summary: "Redo what undo took back.", journals: true
    ) { _, _, session, context throws(ToolError) in
        let before = session.palette
        guard session.redo() else { throw .nothingToRedo }
        guard context.showsFeedback else { return }
        context.output.line("redone: " + changeSummary(from: before, to: session.palette))
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
    }
}
