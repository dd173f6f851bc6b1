import PaletteKit

extension EditingCommands {
    /// The side of the last suggestion `apply` takes instead of the nearest.
    enum Side: String, CaseIterable, Sendable { case lighter, darker }
    static let applySide = TypedArgument.words(Side.self).optional

    static let apply = ShellCommand(
        name: "apply", arguments: [applySide],
        summary: "Take the last suggestion (the nearest passing colour, or its lighter or darker side), or the last fix plan as one step.",
        journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let side = parsed[applySide]
        if let plan = session.lastFix {
            let repair = plan.repair
            if let side { throw .fixPlanHasNoSide(side.rawValue) }
            // A variant is derived whenever it is needed; storing its moves would store it.
            guard session.level == LevelName.standard else { throw .variantIsDerived(level: session.level) }
            guard plan.palette == session.palette else { throw .staleRepair }
            guard repair.passes else { throw .nothingToApplyFromFix }
            session.changePalette { $0 = repair.result }
            session.lastFix = nil
            guard context.showsFeedback else { return }
            context.output.line("applied fix: \(Plural.counted(repair.moves.count, "role")) moved, Σ|ΔL| \(DecimalText.fixed(repair.totalDeltaL, 3))")
            context.output.line(RuleText.tally(RuleEvaluator.evaluateAll(session.palette)))
            context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
            return
        }
        guard let suggestion = session.lastSuggestions.first else {
            // At a level a fix plans nothing: the variant derives by itself.
            if session.level != LevelName.standard { throw .variantIsDerived(level: session.level) }
            throw .nothingToApply
        }
        guard suggestion.query.palette == (try session.measured(cancellation: context.cancellation)) else { throw .staleSuggestion(role: suggestion.role) }
        let chosen: Candidate?
        switch side {
        case .lighter?: chosen = suggestion.lighter
        case .darker?: chosen = suggestion.darker
        case nil: chosen = suggestion.best
        }
        guard let candidate = chosen else {
            if let side { throw .noSuggestionOnSide(role: suggestion.role, side: side.rawValue) }
            throw .noPassingSuggestion(role: suggestion.role)
        }
        let before = session.palette
        let broken = try session.place(candidate.colour, for: suggestion.role)
        try report(suggestion.role, session: &session, context: context, movedFrom: before, broken: broken)
    }
}
