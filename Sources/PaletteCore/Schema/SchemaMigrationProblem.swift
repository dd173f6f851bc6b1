/// Why `schema retire` or `schema rename` cannot migrate as asked. Nothing is written then.
public enum SchemaMigrationProblem: Error, Hashable, Sendable {
    case unknownRole(String, nearest: String?)
    /// The ground or the plate: every measure starts from them.
    case structuralRole(String, part: String)
    /// A derived token is computed from a retired role; `levels` are the levels that step it.
    case derivedTokenNeeds(token: String, role: String, levels: [String])
    case retiringEveryRole
    /// The new name is a role or derived token already.
    case nameTaken(String)
    /// Not a name a role can have (letters and digits, a letter first).
    case badName(String)
    case sameName(String)
    /// A session that does not replay before the migration: it cannot be migrated faithfully.
    case sessionDoesNotReplay(path: String, line: Int, reason: String)
    /// A palette file that its own session does not rebuild before the migration: which of
    /// the two to keep is the designer's call.
    case paletteDiffersFromSession(palette: String, session: String)
    /// A level whose derived variant would move these remaining roles and cannot be kept by
    /// pinning them.
    case levelChanges(palette: String, level: String, roles: [String])
    /// A role named twice in one `retire`.
    case givenTwice(String)
    /// A derived token given to `retire`: it is computed, not a role.
    case derivedToken(String, base: String)
    /// A name the exports cannot carry (a Swift keyword, a member of the generated facade, a name
    /// that differs from another only in case).
    case reservedName(String, why: String)
    /// The migrated session did not rebuild the migrated palette (a check that never fails
    /// unless the migration is wrong; it refuses instead of writing).
    case migratedSessionDiffers(path: String, line: Int)
}
