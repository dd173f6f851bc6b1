import PaletteKit

/// Commands that change the palette: set, unset, apply, undo, redo.
enum EditingCommands {
    static let all: [ShellCommand] = [set, unset, apply, undo, redo]

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

    static let unset = ShellCommand(
        name: "unset", arguments: [.init("ROLE", .role)], summary: "Clear a role.", journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let arguments = parsed.positionals
        let role = try checkedRole(arguments[0], in: session.palette)
        if session.level != ContrastLevel.standard {
            guard session.palette.pins[session.level]?[role] != nil else { throw .notPinned(role: role, level: session.level) }
            session.place(nil, for: role)
            guard context.showsFeedback else { return }
            context.output.line("\(role) unpinned at \(session.level): derived again from its standard colour")
            return
        }
        session.place(nil, for: role)
        session.decidedByHand(role)
        guard context.showsFeedback else { return }
        context.output.line("\(role) unset")
        context.output.line(ProgressText.line(session))
    }

    static let apply = ShellCommand(
        name: "apply", arguments: [.init("lighter|darker", .words(["lighter", "darker"]), .optional)],
        summary: "Take the last suggestion (the nearest passing colour, or its lighter or darker side), or the last fix plan as one step.",
        journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let arguments = parsed.positionals
        if let repair = session.lastRepair {
            guard arguments.isEmpty else { throw .fixPlanHasNoSide(arguments[0]) }
            // A variant is derived whenever it is needed; storing its moves would store it.
            guard session.level == ContrastLevel.standard else { throw .variantIsDerived(level: session.level) }
            guard repair.input == session.palette else { throw .staleRepair }
            guard repair.passes else { throw .nothingToApplyFromFix }
            session.changePalette { $0 = repair.result }
            session.lastRepair = nil
            guard context.showsFeedback else { return }
            context.output.line("applied fix: \(Plural.counted(repair.moves.count, "role")) moved, Σ|ΔL| \(DecimalText.fixed(repair.totalDeltaL, 3))")
            context.output.line(RuleText.tally(RuleEvaluator.evaluateAll(session.palette)))
            context.output.line(ProgressText.line(session))
            return
        }
        guard let suggestion = session.lastSuggestions.first else {
            // At a level a fix plans nothing: the variant derives by itself.
            if session.level != ContrastLevel.standard { throw .variantIsDerived(level: session.level) }
            throw .nothingToApply
        }
        guard suggestion.query.palette == session.measured else { throw .staleSuggestion(role: suggestion.role) }
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
        session.place(candidate.colour, for: suggestion.role)
        report(suggestion.role, session: &session, context: context)
    }

    static let undo = ShellCommand(
        name: "undo", summary: "Undo the last change (set, unset, apply, source).", journals: true
    ) { _, _, session, context throws(ToolError) in
        let before = session.palette
        guard session.undo() else { throw .nothingToUndo }
        guard context.showsFeedback else { return }
        context.output.line("undone: " + changeSummary(from: before, to: session.palette))
        context.output.line(ProgressText.line(session))
    }

    static let redo = ShellCommand(
        name: "redo", summary: "Redo what undo took back.", journals: true
    ) { _, _, session, context throws(ToolError) in
        let before = session.palette
        guard session.redo() else { throw .nothingToRedo }
        guard context.showsFeedback else { return }
        context.output.line("redone: " + changeSummary(from: before, to: session.palette))
        context.output.line(ProgressText.line(session))
    }

    /// The report after a role changes; a suggestion in it becomes what `apply` takes.
    static func report(_ role: String, session: inout Session, context: ShellContext) {
        guard context.showsFeedback else {
            // What the report would keep for `apply`, with the search left until it is taken.
            if RoleReport.searchesSuggestion(role: role, palette: session.palette) {
                session.deferSuggestion(role: role, palette: session.palette)
            }
            return
        }
        let report = RoleReport.lines(role: role, session: session, style: context.style)
        for line in report.lines { context.output.line(line) }
        if !report.suggestions.isEmpty { session.lastSuggestions = report.suggestions }
        context.output.line(ProgressText.line(session))
    }

    /// What a step of history changed, as `undo` and `redo` say it: each role's colour before and
    /// after (`plate #3B4252 → unset`), or for many roles how many and the first few.
    static func changeSummary(from before: Palette, to after: Palette) -> String {
        let changed = before.schema.roleNames.filter { before[$0] != after[$0] }
        func shown(_ colour: Colour?) -> String { colour?.hex ?? "unset" }
        if changed.isEmpty { return "a change of sources or pins (no role's colour changed)" }
        if changed.count <= 3 {
            return changed.map { "\($0) \(shown(before[$0])) → \(shown(after[$0]))" }.joined(separator: ", ")
        }
        return Plural.counted(changed.count, "role") + " (" + changed.prefix(4).joined(separator: ", ") + ", …)"
    }

    static func checkedRole(_ name: String, in palette: Palette) throws(ToolError) -> String {
        if let token = palette.schema.derivedToken(named: name) { throw .derivedTokenIsComputed(name, base: token.base) }
        guard palette.schema.hasRole(name) else {
            throw .unknownRole(name, nearest: NearestName.nearest(to: name, among: palette.schema.roleNames))
        }
        return name
    }
}
