import PaletteKit

/// Commands that change the palette: set, unset, apply, undo, redo.
enum EditingCommands {
    static let all: [ShellCommand] = [set, unset, apply, undo, redo]

    /// The report after a role changes; a suggestion in it becomes what `apply` takes. Roles
    /// that moved with it (they follow it) are reported after it, with the links given up.
    static func report(_ role: String, session: inout Session, context: ShellContext, movedFrom before: Palette? = nil,
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
        if !report.suggestions.isEmpty { session.lastSuggestions = report.suggestions }
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
    }

    /// What a step of history changed, as `undo` and `redo` say it: each role's colour before and
    /// after (`plate #3B4252 → unset`), or for many roles how many and the first few; then the
    /// links that changed follow (`sheet follows plate`, `sheet follows nothing`).
    static func changeSummary(from before: Palette, to after: Palette) -> String {
        let changed = before.schema.roleNames.filter { before[$0] != after[$0] }
        let relinked = before.schema.roleNames.filter { before.links[$0] != after.links[$0] }.map { role in
            "\(role) follows " + (after.links[role]?.text ?? "nothing")
        }
        let links = relinked.isEmpty ? "" : (changed.isEmpty ? "" : "; ") + relinked.joined(separator: ", ")
        func shown(_ colour: Colour?) -> String { colour?.hex ?? "unset" }
        if changed.isEmpty { return relinked.isEmpty ? "a change of sources or pins (no role's colour changed)" : links }
        if changed.count <= 3 {
            return changed.map { "\($0) \(shown(before[$0])) → \(shown(after[$0]))" }.joined(separator: ", ") + links
        }
        return Plural.counted(changed.count, "role") + " (" + changed.prefix(4).joined(separator: ", ") + ", …)" + links
    }

    static func checkedRole(_ name: String, in palette: Palette) throws(ToolError) -> String {
        if let token = palette.schema.derivedToken(named: name) { throw .derivedTokenIsComputed(name, base: token.base) }
        guard palette.schema.hasRole(name) else {
            throw .unknownRole(name, nearest: NearestName.nearest(to: name, among: palette.schema.roleNames))
        }
        return name
    }
}
