import PaletteKit

/// The shell lines that take a session's palette from one state to another, as a journal keeps
/// them: each role that differs set to its colour (or unset), then each role that follows others
/// set from them again, in the order links are computed; then each level's pins that differ
/// (`level NAME`, `set`/`unset`, back to `level standard`) and the twin. Replayed, they give the
/// target exactly, links, pins and twin included.
enum JournalLines {
    static func bringing(_ current: Palette, to target: Palette) -> [String] {
        let roles = target.schema.roleNames
        var lines = roles.filter { target.links[$0] == nil && (current[$0] != target[$0] || current.links[$0] != nil) }.map { role in
            target[role].map { "set \(role) \($0.hex)" } ?? "unset \(role)"
        }
        lines += target.linkOrder.filter { current.links[$0] != target.links[$0] || current[$0] != target[$0] }.map { "set \($0) \(target.links[$0]!.text)" }
        var atLevel = false
        for level in target.schema.levelNames where level != LevelName.standard {
            let now = current.pins[level] ?? [:], wanted = target.pins[level] ?? [:]
            let changed = roles.filter { now[$0] != wanted[$0] }
            guard !changed.isEmpty else { continue }
            lines.append("level " + level.rawValue)
            atLevel = true
            lines += changed.map { role in wanted[role].map { "set \(role) \($0.hex)" } ?? "unset \(role)" }
        }
        if atLevel { lines.append("level " + LevelName.standard.rawValue) }
        if current.twin != target.twin { lines.append("twin " + (target.twin?.rawValue ?? "none")) }
        return lines
    }
}
