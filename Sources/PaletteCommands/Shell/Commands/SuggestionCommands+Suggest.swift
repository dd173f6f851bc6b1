import PaletteKit

extension SuggestionCommands {
    static let suggest = ShellCommand(
        shared: SuggestCommand.shared,
        forms: [.init([SuggestCommand.roleOrLadder], optional: SuggestCommand.shared.options, excludes: [(SuggestCommand.ladder, SuggestCommand.against)])],
        summaryNote: "In the shell, 'apply' takes it.", journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let palette = try session.measured(cancellation: context.cancellation)
        let word: RoleWord
        switch parsed[SuggestCommand.roleOrLadder] {
        case .ladder:
            let suggestions = try LadderQuery.suggestions(in: palette)
            for line in LadderText.lines(suggestions) { context.output.line(line) }
            session.lastSuggestions = suggestions
            return
        case .role(let role):
            word = role
        }
        let partner = parsed[SuggestCommand.against]
        let role = try word.checked(in: palette)
        let partnerRole: RoleName?
        if let partner { partnerRole = try RoleWord(partner).checked(in: palette) } else { partnerRole = nil }
        let suggestion = Solver.suggest(try SuggestionQueries.moving(role, in: palette, against: partnerRole))
        for line in SuggestionText.lines(suggestion) { context.output.line(line) }
        session.lastSuggestions = [suggestion]
    }
}
