import PaletteKit

extension SuggestionCommands {
    static let fix = ShellCommand(
        shared: FixCommand.shared, summaryNote: "In the shell it is a plan, at the session's level: 'apply' takes it as one step.", journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let repair = try FixCommand.run(session.palette, parsed: parsed, command: "fix", level: session.level, cancellation: context.cancellation)
        for line in RepairText.lines(repair, name: session.palette.id.rawValue, style: context.style) { context.output.line(line) }
        session.lastSuggestions = []
        guard session.level == LevelName.standard else {
            // A variant is derived whenever it is needed: this is what it derives to, not a plan.
            if repair.passes {
                context.output.line("the \(session.level) variant derives so whenever it is needed; there is nothing to apply ('set' pins a role of it)")
            } else if !parsed.has(FixCommand.only) && !parsed.has(FixCommand.keep) && !parsed.has(FixCommand.invert) {
                // A level its bands keep from deriving may derive with a status hue turned: offered.
                let palette = session.palette, level = session.level
                if let turn = try ToolError.converting({ () throws(RepairProblem) in
                    try PaletteRepair.bandTurn(of: palette, at: level, derived: parsed.has(FixCommand.unlink) ? nil : repair,
                                               cancellation: context.cancellation)
                }) {
                    context.output.line(BandTurnText.offer(turn, atLevel: true))
                }
            }
            session.lastFix = nil
            return
        }
        if repair.passes && !repair.moves.isEmpty { context.output.line("'apply' takes this plan as one step; 'undo' takes it back") }
        session.lastFix = FixPlan(palette: session.palette, repair: repair)
    }
}
