import PaletteKit

/// `level [NAME]`: which contrast level the shell works at. At a level other than standard,
/// `set` pins a role of that level's variant, `unset` unpins it, and feedback, `rules`,
/// `suggest`, `check` and `fix` measure at the level; the prompt shows it.
enum LevelCommand {
    static let levelName = CommandArgument("NAME", .level, .optional)

    static let command = ShellCommand(
        name: "level", arguments: [levelName],
        summary: "Work at a contrast level of the schema (standard, high, …): set then pins roles of that level's variant; without NAME, list the levels.",
        journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let schema = session.palette.schema
        guard let name = parsed[levelName] else {
            for level in schema.levelNames {
                let pins = session.palette.pins[level]?.count ?? 0
                let current = level == session.level ? " (current)" : ""
                let pinned = level == LevelName.standard ? "the palette's own colours" : Plural.counted(pins, "pinned role")
                context.output.line("  \(level.rawValue.padding(to: 10))\(pinned)\(current)")
            }
            return
        }
        session.level = try ContrastLevelOption.checked(name, schema: schema)
        if session.level == LevelName.standard {
            context.output.line("level standard: set changes the palette's own colours")
        } else {
            context.output.line("level \(name): set pins a role of the \(name) variant; the other roles are derived ('check' shows the variant)")
        }
        // The variant as it derives, as 'check' and the progress line measure it, not the pins
        // beside the standard colours (which no app shows).
        guard name != LevelName.standard.rawValue else {
            context.output.line(RuleText.tally(RuleEvaluator.evaluateAll(session.palette)))
            return
        }
        // Within the line's wait; a variant still deriving is said so, and shown when ready.
        switch try session.variant(cancellation: context.cancellation) {
        case .derived(let variant)?:
            context.output.line(RuleText.tally(RuleEvaluator.evaluateAll(variant.passes ? variant.result : session.palette.pinned(at: session.level)!)))
        case .deriving?, nil:
            context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
        }
    }
}
