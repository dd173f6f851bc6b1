import PaletteKit

extension EditingCommands {
    static let undo = ShellCommand(
        name: "undo", summary: "Undo the last change (set, unset, apply, source).", journals: true
    ) { _, _, session, context throws(ToolError) in
        let before = session.palette
        guard session.undo() else { throw .nothingToUndo }
        guard context.showsFeedback else { return }
        context.output.line("undone: " + changeSummary(from: before, to: session.palette))
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
    }
}
