import PaletteKit

extension EditingCommands {
    static let set = ShellCommand(
        name: "set", arguments: [.init("ROLE", .role), .init("COLOR", .expression, .rest)],
        summary: "Set a role to a colour, a swatch, another role, or ROLE.stepped(T), mix(A, B, T), lighten(A, dL), darken(A, dL).",
        journals: true
    ) { parsed, text, session, context throws(ToolError) in
        let arguments = parsed.positionals
        let role = try checkedRole(arguments[0], in: session.palette)
        let expression = String(text.dropFirst(arguments[0].count)).trimmingShellSpaces
        let colour: Colour
        do throws(ExpressionError) { colour = try session.evaluator.evaluate(expression) } catch { throw .expression(role: role, error) }
        if session.palette.schema.role(named: role)!.mustBeOpaque && !colour.isOpaque {
            throw .translucentGround(role: role, value: colour)
        }
        session.place(colour, for: role)
        if session.level == ContrastLevel.standard { session.decidedByHand(role) }
        report(role, session: &session, context: context)
    }
}
