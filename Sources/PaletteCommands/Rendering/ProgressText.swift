import PaletteKit

/// `17/39 filled · 2 failing · next: body`
package enum ProgressText {
    package static func line(_ palette: Palette) -> String {
        let results = RuleEvaluator.evaluateAll(palette)
        let failing = results.filter { $0.status == .fail }.count
        let filled = palette.filledRoles.count
        let total = palette.schema.roles.count
        let next = palette.missingRoles.first.map { "next: \($0)" } ?? (failing == 0 ? "ready to save" : "fix the failing rules to save")
        return "\(filled)/\(total) filled · \(failing) failing · \(next)"
    }

    /// The same for a session; once a draft has placed roles, how many were decided by hand.
    package static func line(_ session: Session) -> String {
        let palette = session.palette
        let drafted = palette.filledRoles.filter(session.drafted.contains).count
        guard drafted > 0 else { return line(palette) }
        return line(palette) + " · \(palette.filledRoles.count - drafted) by hand, \(drafted) drafted"
    }
}
