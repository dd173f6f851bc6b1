import PaletteKit

/// Why `schema retire` or `schema rename` refused: nothing was written.
extension ErrorText {
    package static func message(for problem: SchemaMigrationProblem) -> String {
        switch problem {
        case .unknownRole(let name, let nearest):
            return "schema: unknown role '\(name.shownInError)'" + suggestion(nearest) + "; 'palette-repl roles' lists the roles"
        case .structuralRole(let role, let part):
            return "schema: \(role) is the schema's \(part), which every measure starts from; it cannot be retired"
        case .derivedTokenNeeds(let token, let role, let levels):
            return "schema: derived token \(token) is computed from \(role)"
                + (levels.isEmpty ? "" : " (and level\(levels.count == 1 ? "" : "s") \(levels.joined(separator: ", ")) step\(levels.count == 1 ? "s" : "") it)")
                + "; change its base in the schema file first, or keep \(role)"
        case .retiringEveryRole:
            return "schema: that retires every role; a schema needs at least its ground"
        case .nameTaken(let name):
            return "schema: '\(name.shownInError)' is a role or derived token already; choose a name the schema does not have"
        case .badName(let name):
            return "schema: '\(name.shownInError)' is not a role name; expected ASCII letters and digits, a letter first (as in inkOnAccent), at most \(RoleNaming.maximumLength)"
        case .sameName(let name):
            return "schema: \(name) already has that name; nothing to rename"
        case .sessionDoesNotReplay(let path, let line, let reason):
            return "\(path.shownInError):\(line): the session does not replay before the migration (\(reason)); fix it first ('palette-repl replay --check')"
        case .paletteDiffersFromSession(let palette, let session):
            return "\(palette.shownInError) is not what \(session.shownInError) saves, before any migration; 'palette-repl replay --check \(session.shownInError)' shows the roles, then replay or fix the session first"
        case .levelChanges(let palette, let level, let roles):
            return "schema: \(palette.shownInError): the \(level) variant would move \(roles.joined(separator: ", ")) without the retired rules, and pinning cannot keep it; pin them at 'level \(level)' first"
        case .givenTwice(let role):
            return "schema: \(role) is given twice; name each role once"
        case .derivedToken(let token, let base):
            return "schema: \(token) is a derived token, computed from \(base), not a role; remove it from the schema file's \"derived\", or retire \(base) with it"
        case .reservedName(let name, let why):
            return "schema: '\(name.shownInError)' cannot be a role's name: \(why); choose another"
        case .migratedSessionDiffers(let path, let line):
            return "\(path.shownInError):\(line): the migrated session would not rebuild the same colours; nothing was written (please report this)"
        }
    }
}
