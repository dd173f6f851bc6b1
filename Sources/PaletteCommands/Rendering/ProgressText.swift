import PaletteKit

/// `17/39 filled · 2 failing · next: body`
package enum ProgressText {
    package static func line(_ palette: Palette) -> String {
        let results = RuleEvaluator.evaluateAll(palette)
        let failing = results.filter { $0.status == .fail }.count
        let filled = palette.filledRoles.count
        let total = palette.schema.roles.count
        let next = NextRole.of(palette).map { "next: \($0)" } ?? (failing == 0 ? "ready to save" : "fix the failing rules to save")
        return "\(filled)/\(total) filled · \(failing) failing · \(next)"
    }

    /// The same for a session; once a draft has placed roles, how many were decided by hand. At
    /// a level other than standard, the palette's own line and whether the level's variant
    /// derives with its pins: what saving needs.
    package static func line(_ session: Session) -> String {
        let palette = session.palette
        let drafted = palette.filledRoles.filter(session.drafted.contains).count
        let decided = drafted > 0 ? " · \(palette.filledRoles.count - drafted) by hand, \(drafted) drafted" : ""
        guard session.level != ContrastLevel.standard, palette.isComplete,
              let variant = try? PaletteRepair.variant(of: palette, at: session.level) else { return line(palette) + decided }
        let level = variant.passes
            ? " · the \(session.level) variant derives"
            : " · the \(session.level) variant cannot be derived with its pins ('fix' names why)"
        return line(palette) + level + decided
    }
}
