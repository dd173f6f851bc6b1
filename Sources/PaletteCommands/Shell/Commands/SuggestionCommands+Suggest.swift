import PaletteKit

extension SuggestionCommands {
    static let suggest = ShellCommand(
        name: "suggest",
        forms: [.init([SuggestCommand.roleOrLadder], optional: [against], excludes: [(SuggestCommand.ladder, against)])],
        summary: "The nearest lightness at which a role passes its rules (hue and chroma kept); 'apply' takes it.",
        options: [against], journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let palette = session.measured
        if parsed[SuggestCommand.roleOrLadder] == SuggestCommand.ladder {
            let suggestions = try LadderQuery.suggestions(in: palette)
            for line in LadderText.lines(suggestions) { context.output.line(line) }
            session.lastSuggestions = suggestions
            return
        }
        let partner = parsed[against]
        let role = try EditingCommands.checkedRole(parsed[SuggestCommand.roleOrLadder]!, in: palette)
        if let partner { _ = try EditingCommands.checkedRole(partner, in: palette) }
        let suggestion = Solver.suggest(try SuggestionQueries.moving(role, in: palette, against: partner))
        for line in SuggestionText.lines(suggestion) { context.output.line(line) }
        session.lastSuggestions = [suggestion]
    }
}
