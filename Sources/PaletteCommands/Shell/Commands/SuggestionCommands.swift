import PaletteKit

/// `suggest ROLE [--against ROLE]`, `suggest ladder` and `fix` inside the shell.
enum SuggestionCommands {
    static let all: [ShellCommand] = [suggest, fix]

    static let against = CommandOption.option("--against", "ROLE", .role, "only the rules between the two roles")

    static let suggest = ShellCommand(
        name: "suggest",
        forms: [.init([SuggestCommand.roleOrLadder], optional: [against], excludes: [(SuggestCommand.ladder, against)])],
        summary: "The nearest lightness at which a role passes its rules (hue and chroma kept); 'apply' takes it.",
        options: [against], journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let palette = session.measured
        if parsed.positionals == [SuggestCommand.ladder] {
            let suggestions = try LadderQuery.suggestions(in: palette)
            for line in LadderText.lines(suggestions) { context.output.line(line) }
            session.lastSuggestions = suggestions
            return
        }
        let partner = parsed[against]
        let role = try EditingCommands.checkedRole(parsed.positionals[0], in: palette)
        if let partner { _ = try EditingCommands.checkedRole(partner, in: palette) }
        let suggestion = Solver.suggest(try SuggestionQueries.moving(role, in: palette, against: partner))
        for line in SuggestionText.lines(suggestion) { context.output.line(line) }
        session.lastSuggestions = [suggestion]
    }

    static let fix = ShellCommand(
        name: "fix",
        summary: "Plan the nearest palette in which every rule passes (several roles at once, hue and chroma kept); 'apply' takes it as one step.",
        options: [FixCommand.only, FixCommand.keep, FixCommand.invert], journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let repair = try FixCommand.run(session.palette, parsed: parsed, command: "fix", level: session.level)
        for line in RepairText.lines(repair, name: session.palette.id.rawValue, style: context.style) { context.output.line(line) }
        session.lastSuggestions = []
        guard session.level == ContrastLevel.standard else {
            // A variant is derived whenever it is needed: this is what it derives to, not a plan.
            if repair.passes {
                context.output.line("the \(session.level) variant derives so whenever it is needed; there is nothing to apply ('set' pins a role of it)")
            }
            session.lastRepair = nil
            return
        }
        if repair.passes && !repair.moves.isEmpty { context.output.line("'apply' takes this plan as one step; 'undo' takes it back") }
        session.lastRepair = repair
    }
}
