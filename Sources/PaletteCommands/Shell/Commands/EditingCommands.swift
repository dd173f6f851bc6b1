import PaletteKit

/// Commands that change the palette: set, unset, apply, undo, redo.
enum EditingCommands {
    static let all: [ShellCommand] = [set, unset, apply, undo, redo]

    static let set = ShellCommand(
        name: "set", usage: "set ROLE COLOR",
        summary: "Set a role to a colour, a swatch, another role, or ROLE.stepped(T), mix(A, B, T), lighten(A, dL), darken(A, dL).",
        argumentKind: .expression, journals: true
    ) { arguments, text, session, context throws(ToolError) in
        guard arguments.count >= 2 else { throw .wrongArguments(command: "set", usage: "set ROLE COLOR") }
        let role = try checkedRole(arguments[0], in: session.palette)
        let expression = String(text.dropFirst(arguments[0].count)).trimmingShellSpaces
        let colour: Colour
        do throws(ExpressionError) { colour = try session.evaluator.evaluate(expression) } catch { throw .expression(error) }
        if session.palette.schema.role(named: role)!.mustBeOpaque && !colour.isOpaque {
            throw .translucentGround(role: role, value: colour)
        }
        session.changePalette { $0[role] = colour }
        report(role, session: &session, context: context)
    }

    static let unset = ShellCommand(
        name: "unset", usage: "unset ROLE", summary: "Clear a role.", argumentKind: .role, journals: true
    ) { arguments, _, session, context throws(ToolError) in
        guard arguments.count == 1 else { throw .wrongArguments(command: "unset", usage: "unset ROLE") }
        let role = try checkedRole(arguments[0], in: session.palette)
        session.changePalette { $0[role] = nil }
        context.output.line("\(role) unset")
        context.output.line(ProgressText.line(session.palette))
    }

    static let apply = ShellCommand(
        name: "apply", usage: "apply [lighter|darker]",
        summary: "Take the last suggestion (the nearest passing colour, or its lighter or darker side).",
        argumentKind: .words, words: ["lighter", "darker"], journals: true
    ) { arguments, _, session, context throws(ToolError) in
        guard arguments.count <= 1, arguments.allSatisfy({ $0 == "lighter" || $0 == "darker" }) else {
            throw .wrongArguments(command: "apply", usage: "apply [lighter|darker]")
        }
        guard let suggestion = session.lastSuggestions.first else { throw .nothingToApply }
        guard suggestion.query.palette == session.palette else { throw .staleSuggestion(role: suggestion.role) }
        let side = arguments.first
        let chosen: Candidate?
        switch side {
        case "lighter": chosen = suggestion.lighter
        case "darker": chosen = suggestion.darker
        default: chosen = suggestion.best
        }
        guard let candidate = chosen else {
            if let side { throw .noSuggestionOnSide(role: suggestion.role, side: side) }
            throw .noPassingSuggestion(role: suggestion.role)
        }
        session.changePalette { $0[suggestion.role] = candidate.colour }
        report(suggestion.role, session: &session, context: context)
    }

    static let undo = ShellCommand(
        name: "undo", usage: "undo", summary: "Undo the last change (set, unset, apply, source).", journals: true
    ) { arguments, _, session, context throws(ToolError) in
        guard arguments.isEmpty else { throw .wrongArguments(command: "undo", usage: "undo") }
        guard session.undo() else { throw .nothingToUndo }
        context.output.line("undone")
        context.output.line(ProgressText.line(session.palette))
    }

    static let redo = ShellCommand(
        name: "redo", usage: "redo", summary: "Redo what undo took back.", journals: true
    ) { arguments, _, session, context throws(ToolError) in
        guard arguments.isEmpty else { throw .wrongArguments(command: "redo", usage: "redo") }
        guard session.redo() else { throw .nothingToRedo }
        context.output.line("redone")
        context.output.line(ProgressText.line(session.palette))
    }

    /// The report after a role changes; a suggestion in it becomes what `apply` takes.
    static func report(_ role: String, session: inout Session, context: ShellContext) {
        let report = RoleReport.lines(role: role, session: session, style: context.style)
        for line in report.lines { context.output.line(line) }
        if !report.suggestions.isEmpty { session.lastSuggestions = report.suggestions }
        context.output.line(ProgressText.line(session.palette))
    }

    static func checkedRole(_ name: String, in palette: Palette) throws(ToolError) -> String {
        guard palette.schema.role(named: name) != nil else {
            throw .unknownRole(name, nearest: NearestName.nearest(to: name, among: palette.schema.roleNames))
        }
        return name
    }
}
