import PaletteKit

extension InspectionCommands {
    static let rulesRole = CommandArgument("ROLE", .role, .optional)

    static let rules = ShellCommand(
        name: "rules", arguments: [rulesRole], summary: "Every rule (or a role's or derived token's rules) with its status."
    ) { parsed, _, session, context throws(ToolError) in
        let variant = try session.variant(cancellation: context.cancellation)
        let palette = session.measured(given: variant)
        if let pins = VariantText.measuredOnThePins(variant, level: session.level) { context.output.line(pins) }
        let results: [RuleResult]
        var bandRole: RoleName?
        if let name = parsed[rulesRole], palette.schema.derivedToken(named: name) != nil {
            // A derived token's own rules, those that name it.
            results = palette.schema.rules.filter { $0.tokens.contains(name) }.map { RuleEvaluator.evaluate($0, in: palette) }
        } else if let name = parsed[rulesRole] {
            let role = try RoleWord(name).checked(in: palette)
            session.unreviewed.remove(role)
            results = RuleEvaluator.evaluate(involving: role, in: palette)
            bandRole = role
        } else {
            results = RuleEvaluator.evaluateAll(palette)
        }
        for result in results { RuleText.wrappedLines(result, style: context.style).forEach { context.output.line($0) } }
        // A role outside its band fails as a rule does (`check` counts it so).
        if parsed[rulesRole] == nil || bandRole != nil {
            for band in BandResult.failing(palette) where bandRole == nil || band.band.role == bandRole {
                context.output.line(RuleText.bandLine(band, style: context.style))
            }
        }
    }
}
