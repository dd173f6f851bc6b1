import PaletteKit

extension EditingCommands {
    static let unsetRole = TypedArgument.role()

    static let unset = ShellCommand(
        name: "unset", arguments: [unsetRole], summary: "Clear a role.", journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let role = try parsed[unsetRole].checked(in: session.palette)
        if session.level != LevelName.standard {
            guard session.palette.pins[session.level]?[role] != nil else { throw .notPinned(role: role, level: session.level) }
            try session.place(nil, for: role)
            guard context.showsFeedback else { return }
            context.output.line("\(role) unpinned at \(session.level): derived again from its standard colour")
            return
        }
        let broken = try session.place(nil, for: role)
        session.decidedByHand(role)
        guard context.showsFeedback else { return }
        context.output.line("\(role) unset")
        for link in broken { context.output.line(ErrorText.brokenLink(link, keeps: session.palette[link.role])) }
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
    }
}
