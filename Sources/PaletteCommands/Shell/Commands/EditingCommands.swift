import PaletteKit

/// Commands that change the palette: set, unset, apply, undo, redo.
enum EditingCommands {
    static let all: [ShellCommand] = [set, unset, apply, undo, redo]

    /// The report after a role changes; a suggestion in it becomes what `apply` takes. Roles
    /// that moved with it (they follow it) are reported after it, with the links given up, then
    /// the offer to draft again what a draft placed from the old ground, before the progress line.
    static func report(_ role: RoleName, session: inout Session, context: ShellContext, movedFrom before: Palette? = nil,
                       broken: [BrokenLink] = []) throws(ToolError) {
        guard context.showsFeedback else {
            // What the report would keep for `apply`, with the search left until it is taken.
            if RoleReport.searchesSuggestion(role: role, palette: session.palette) {
                session.deferSuggestion(role: role, palette: session.palette)
            }
            return
        }
        let report = try RoleReport.lines(role: role, session: session, context: context)
        for line in report.lines { context.output.line(line) }
        if let before {
            let followers = session.palette.followers(of: role).filter { before[$0] != session.palette[$0] }
            for follower in followers {
                for line in try RoleReport.followerLines(follower, session: session, context: context) { context.output.line(line) }
            }
        }
        for link in broken { context.output.line(ErrorText.brokenLink(link, keeps: session.palette[link.role])) }
        if let before, let offer = redraftOffer(after: role, movedFrom: before, session: session) { context.output.line(offer) }
        if !report.suggestions.isEmpty { session.lastSuggestions = report.suggestions }
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
    }

    /// A draft places every role from its keys and repairs them together with the ground, so the
    /// roles it placed that nobody has set since keep what the old ground gave them (its tint, its
    /// steps): when the ground itself changes (`set`, `apply`), one line offers the `draft ROLE…`
    /// that places them again from the new one. Nil for any other role, an unchanged ground, a
    /// pin at a level (the palette's own ground is as it was), or nothing drafted.
    static func redraftOffer(after role: RoleName, movedFrom before: Palette, session: Session) -> String? {
        let ground = session.palette.schema.ground
        guard role == ground, before[ground] != session.palette[ground] else { return nil }
        let drafted = session.palette.filledRoles.filter { session.drafted.contains($0) && $0 != ground }
        return drafted.isEmpty ? nil : DraftText.redraftOffer(drafted, ground: ground)
    }

    /// What a step of history changed, as `undo` and `redo` say it: each role's colour before and
    /// after (`plate #3B4252 → unset`), or for many roles how many and the first few; then the
    /// links that changed (`sheet follows plate`, `sheet follows nothing`), the pins
    /// (`accent at high #0A3D8F → unpinned`) and the twin (`twin craftLight → none`). A step that
    /// changed none of those changed the swatch libraries (`source`).
    static func changeSummary(from before: Palette, to after: Palette) -> String {
        func shown(_ colour: Colour?) -> String { colour?.hex ?? "unset" }
        let roles = before.schema.roleNames
        let changed = roles.filter { before[$0] != after[$0] }
        var parts: [String] = []
        if changed.count <= 3 {
            parts += changed.map { "\($0) \(shown(before[$0])) → \(shown(after[$0]))" }
        } else {
            parts.append(Plural.counted(changed.count, "role") + " (" + changed.prefix(4).map(\.rawValue).joined(separator: ", ") + ", …)")
        }
        parts += roles.filter { before.links[$0] != after.links[$0] }.map { "\($0) follows " + (after.links[$0]?.text ?? "nothing") }
        for level in before.schema.levelNames {
            for role in roles where before.pins[level]?[role] != after.pins[level]?[role] {
                let was = before.pins[level]?[role].map(\.hex) ?? "unpinned", now = after.pins[level]?[role].map(\.hex) ?? "unpinned"
                parts.append("\(role) at \(level) \(was) → \(now)")
            }
        }
        if before.twin != after.twin {
            parts.append("twin \(before.twin.map(\.rawValue) ?? "none") → \(after.twin.map(\.rawValue) ?? "none")")
        }
        return parts.isEmpty ? "a change of sources (no role's colour, link, pin or twin changed)" : parts.joined(separator: ", ")
    }
}
