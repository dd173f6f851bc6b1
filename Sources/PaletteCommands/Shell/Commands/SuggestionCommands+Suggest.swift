import PaletteKit

extension SuggestionCommands {
    static let suggest = ShellCommand(
        shared: SuggestCommand.shared,
        forms: [.init([SuggestCommand.roleOrLadder], optional: SuggestCommand.shared.options, excludes: [(SuggestCommand.ladder, SuggestCommand.against)])],
        summaryNote: "In the shell, 'apply' takes it.", journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let palette = try session.measured(cancellation: context.cancellation)
        if parsed[SuggestCommand.roleOrLadder] == SuggestCommand.ladder {
            let suggestions = try LadderQuery.suggestions(in: palette)
            for line in LadderText.lines(suggestions) { context.output.line(line) }
            session.lastSuggestions = suggestions
            return
        }
        let partner = parsed[SuggestCommand.against]
        let role = try EditingCommands.checkedRole(parsed[SuggestCommand.roleOrLadder]!, in: palette)
        if let partner { _ = try EditingCommands.checkedRole(partner, in: palette) }
        let suggestion = Solver.suggest(try SuggestionQueries.moving(role, in: palette, against: partner))
        for line in SuggestionText.lines(suggestion) { context.output.line(line) }
        session.lastSuggestions = [suggestion]
    }
}
