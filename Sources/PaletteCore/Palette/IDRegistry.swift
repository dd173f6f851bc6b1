/// The committed list of palette ids (`Palettes/ids.txt`): one id per line, `old -> new` for a
/// recorded migration, `#` comments. Ids live in users' settings, so an id may only leave the
/// list through a recorded migration.
package struct IDRegistry: Hashable, Sendable {
    package let ids: [String]
    package let migrations: [Migration]

    package struct Migration: Hashable, Sendable {
        package let old: String
        package let new: String
    }

    package enum Problem: Hashable, Sendable {
        /// A listed id no palette has any more; `newIDs` are present ids the list does not know,
        /// the likely renames.
        case disappeared(String, newIDs: [String])
        /// A palette id the list does not know (and that no migration introduces).
        case unlisted(String)
        /// A migration's new id is missing.
        case migrationTargetMissing(old: String, new: String)
    }

    /// The line number and text of the first malformed line, on failure.
    package static func parse(_ text: String) throws(ParseFailure) -> IDRegistry {
        var ids: [String] = [], migrations: [Migration] = []
        for (index, raw) in TextLines.split(text).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)?.trimmingSpaces ?? ""
            if line.isEmpty { continue }
            let parts = line.split(separator: "->", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2, let old = PaletteID(parts[0].trimmingSpaces), let new = PaletteID(parts[1].trimmingSpaces) {
                migrations.append(Migration(old: old.rawValue, new: new.rawValue))
            } else if parts.count == 1, let id = PaletteID(line) {
                ids.append(id.rawValue)
            } else {
                throw ParseFailure(line: index + 1, text: String(raw))
            }
        }
        return IDRegistry(ids: ids, migrations: migrations)
    }

    package struct ParseFailure: Error, Hashable, Sendable {
        package let line: Int
        package let text: String
    }

    /// The ids currently in use: those not migrated away, then the migrations' new ids.
    package var current: [String] {
        let migratedAway = Set(migrations.map(\.old))
        var result = ids.filter { !migratedAway.contains($0) }
        for migration in migrations where !result.contains(migration.new) { result.append(migration.new) }
        return result
    }

    /// What is wrong with the ids `present` in the palettes checked.
    package func problems(present: [String]) -> [Problem] {
        let presentSet = Set(present)
        let migratedAway = Set(migrations.map(\.old))
        let known = Set(ids).union(migrations.map(\.new))
        let unlisted = present.filter { !known.contains($0) }
        var problems: [Problem] = []
        for id in ids where !presentSet.contains(id) && !migratedAway.contains(id) {
            problems.append(.disappeared(id, newIDs: unlisted))
        }
        for migration in migrations where !presentSet.contains(migration.new) {
            problems.append(.migrationTargetMissing(old: migration.old, new: migration.new))
        }
        problems += unlisted.map(Problem.unlisted)
        return problems
    }
}
