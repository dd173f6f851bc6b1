import PaletteKit

/// What the shell shows after a role changes: its swatch and value, every measured rule it takes
/// part in, the solver's suggestion when one fails, and for ground/plate the ladder line.
package enum RoleReport {
    /// "2 more rules pending until their roles are set", and for one rule "its roles" (not "1
    /// more rule pending until their roles are set").
    static func pendingRules(_ count: Int) -> String {
        "\(Plural.counted(count, "more rule")) pending until \(count == 1 ? "its" : "their") roles are set"
    }

    package static func lines(role: RoleName, session: Session, context: ShellContext) throws(ToolError) -> (lines: [String], suggestions: [Suggestion]) {
        let style = context.style
        let variant = try session.variant(cancellation: context.cancellation)
        let palette = session.measured(given: variant)
        var lines: [String] = []
        guard let colour = palette[role] else {
            return (["\(role) unset"], [])
        }
        lines.append(named(role, in: palette) + Swatch.block(colour, style: style, over: palette[palette.schema.ground]) + describe(colour))
        if let pins = VariantText.measuredOnThePins(variant, level: session.level) { lines.append(pins) }
        let results = RuleEvaluator.evaluate(involving: role, in: palette)
        let measured = results.filter { $0.status != .pending }
        lines += RuleText.failingFirst(measured).flatMap { RuleText.wrappedLines($0, style: style) }
        lines += failingBandLines(role, in: palette, style: style)
        let pending = results.count - measured.count
        if pending > 0 { lines.append("  " + pendingRules(pending)) }
        var suggestions: [Suggestion] = []
        if measured.contains(where: { $0.status == .fail }), let query = try? SuggestionQuery.moving(role, in: palette) {
            // (`searchesSuggestion` says when this branch is taken, without the lines.)
            let suggestion = Solver.suggest(query)
            suggestions = [suggestion]
            lines += SuggestionText.lines(suggestion).map { "  suggest: " + $0 }
            if !suggestion.passes { lines.append("  no lightness of \(role) alone clears them; 'fix' moves several roles at once") }
        }
        let ground = palette.schema.ground
        if let plate = palette.schema.plate, role == ground || role == plate, palette[ground] != nil, palette[plate] != nil,
           let ladder = try? LadderQuery.suggestions(in: palette) {
            lines += LadderText.lines(ladder).map { "  ladder: " + $0 }
        }
        return (lines, suggestions)
    }

    /// A role that moved with the one just set: its swatch and what it follows, and its rules
    /// that fail now (the rest are as they were for it).
    package static func followerLines(_ role: RoleName, session: Session, context: ShellContext) throws(ToolError) -> [String] {
        let style = context.style
        let palette = try session.measured(cancellation: context.cancellation)
        guard let colour = palette[role] else { return [] }
        let failing = RuleEvaluator.evaluate(involving: role, in: palette).filter { $0.status == .fail }
        return [named(role, in: palette) + Swatch.block(colour, style: style, over: palette[palette.schema.ground]) + describe(colour)]
            + failing.flatMap { RuleText.wrappedLines($0, style: style) }
            + failingBandLines(role, in: palette, style: style)
    }

    /// The role's band line when its colour lies outside it, as `check` counts it.
    private static func failingBandLines(_ role: RoleName, in palette: Palette, style: OutputStyle) -> [String] {
        BandResult.failing(palette).filter { $0.band.role == role }.map { RuleText.bandLine($0, style: style) }
    }

    /// `bar ` or, for a role that follows others, `bar = plate `.
    static func named(_ role: RoleName, in palette: Palette) -> String {
        palette.links[role].map { "\(role) = \($0.text) " } ?? "\(role) "
    }

    /// Whether `lines` searches a suggestion for `role`, which then becomes what `apply` takes:
    /// the role is set and one of its rules fails (`SuggestionQuery.moving` cannot fail then).
    package static func searchesSuggestion(role: RoleName, palette: Palette) -> Bool {
        guard palette[role] != nil else { return false }
        return palette.schema.rules(involving: role).contains { RuleEvaluator.status(of: $0, in: palette) == .fail }
    }

    /// `#3B4252 L 0.379`, with alpha spelled out for translucent colours.
    package static func describe(_ colour: Colour) -> String {
        let alpha = colour.isOpaque ? "" : " (alpha \(DecimalText.fixed(colour.opacity, 2)))"
        return "\(colour.hex) L \(DecimalText.fixed(colour.lightness, 3))" + alpha
    }
}
