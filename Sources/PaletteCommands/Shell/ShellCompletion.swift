import PaletteKit

/// Tab completion for the shell: command names first, then what each command takes (roles,
/// groups, derived tokens, swatch names of loaded sources, source names, fixed words).
package enum ShellCompletion {
    package static func candidates(lineBeforeWord: String, word: String, session: Session) -> [String] {
        let previous = lineBeforeWord.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let commandName = previous.first else {
            return matching(ShellEngine.commands.map(\.name), word)
        }
        guard let command = ShellEngine.command(named: commandName) else { return [] }
        let schema = session.palette.schema
        let roles = schema.roleNames
        var pool: [String]
        switch command.argumentKind {
        case .none: pool = []
        case .role: pool = roles
        case .roleOrGroup: pool = roles + schema.groups
        case .library: pool = SwatchLibrary.all.map(\.name)
        case .command: pool = ShellEngine.commands.map(\.name)
        case .words: pool = []
        case .expression:
            if previous.count == 1 {
                pool = roles
            } else {
                pool = roles + schema.derivedTokens.map(\.name)
                    + session.current.libraries.flatMap { $0.swatches.map(\.name) }
                    + ["mix(", "lighten(", "darken("]
            }
        }
        if previous.count == 1 || command.argumentKind == .words { pool += command.completionWords }
        return matching(pool, word)
    }

    static func matching(_ pool: [String], _ word: String) -> [String] {
        var seen: Set<String> = []
        return pool.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }
}
