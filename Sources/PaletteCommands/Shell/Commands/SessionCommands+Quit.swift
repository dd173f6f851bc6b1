import PaletteKit

extension SessionCommands {
    static let quit = ShellCommand(name: "quit", summary: "Leave; warns once when there are unsaved changes.") { _, _, session, context throws(ToolError) in
        if session.hasUnsavedWork && !session.quitWarned {
            // A warning, not a rejection: the second quit must know the first one warned.
            session.quitWarned = true
            context.output.line(ErrorText.warning(.unsavedChanges))
            return
        }
        session.wantsToQuit = true
    }
}
