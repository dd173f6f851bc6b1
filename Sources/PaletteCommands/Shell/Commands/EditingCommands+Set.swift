import PaletteKit

extension EditingCommands {
    static let setRole = TypedArgument.role()
    static let setColour = CommandArgument("COLOR", .expression, .rest)

    static let set = ShellCommand(
        name: "set", arguments: [setRole, setColour],
        summary: "Set a role to a colour, a swatch, or ROLE.stepped(T), mix(A, B, T), lighten(A, dL), darken(A, dL); set from other roles, it follows them.",
        journals: true
    ) { parsed, text, session, context throws(ToolError) in
        let roleWord = parsed[setRole]
        let role = try roleWord.checked(in: session.palette)
        let expression = String(text.dropFirst(roleWord.text.count)).trimmingShellSpaces
        let colour: Colour
        var link: RoleLink?
        var groundCopies = false
        let schema = session.palette.schema
        do throws(ExpressionError) {
            let parsed = try ColourExpressionParser.parse(expression)
            colour = try session.evaluator.evaluate(parsed)
            // A role set from other roles follows them; set from itself (`ink.stepped(0.1)`) it
            // takes the colour once. Pins at a level follow nothing, and neither does the ground,
            // which decides light or dark (every step's direction).
            if session.level == LevelName.standard,
               case let found? = RoleLink(try parsed.keepingOnlyPaletteNames(schema, evaluator: session.evaluator), schema: schema),
               !found.sources.contains(role) {
                if role == schema.ground { groundCopies = true } else { link = found }
            }
        } catch {
            throw .expression(role: role, error)
        }
        if schema.role(role)!.mustBeOpaque && !colour.isOpaque {
            throw .translucentGround(role: role, value: colour)
        }
        let before = session.palette
        let broken = try session.place(colour, for: role, following: link)
        if session.level == LevelName.standard { session.decidedByHand(role) }
        if groundCopies && context.showsFeedback {
            context.output.line("\(role) is the ground (it decides light or dark): it takes the colour once and follows no role")
        }
        try report(role, session: &session, context: context, movedFrom: before, broken: broken)
    }
}
