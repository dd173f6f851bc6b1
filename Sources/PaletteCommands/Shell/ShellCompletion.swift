import PaletteKit

/// Tab completion for the shell: command names first, then what the argument at the cursor is
/// declared to be (roles, groups, derived tokens, swatch names of loaded sources, source names,
/// levels, fixed words), and the command's options.
package enum ShellCompletion {
    package static func candidates(lineBeforeWord: String, word: String, session: Session) -> [String] {
        let previous = words(lineBeforeWord)
        guard let commandName = previous.first else {
            return matching(ShellEngine.commands.map(\.name), word)
        }
        guard let command = ShellEngine.command(named: commandName) else { return [] }
        let positionals = previous.dropFirst().filter { !$0.hasPrefix("--") }
        var pool = command.syntax.kind(at: positionals.count).map { offered($0, session: session) } ?? []
        pool += command.options.map(\.name)
        // A name from a designer's file with a control character cannot be typed, and readline
        // would print it raw.
        return matching(pool.filter { $0 == $0.escapingControlCharacters }, word)
    }

    /// What an argument of `kind` may be in this session.
    static func offered(_ kind: ValueKind, session: Session) -> [String] {
        let schema = session.palette.schema
        switch kind {
        case .role: return schema.roleNames
        case .group: return schema.groups
        case .level: return schema.levelNames
        case .source: return SwatchLibrary.all.map(\.name) + session.current.sourceNames
        case .command: return ShellEngine.commands.map(\.name)
        case .words(let words), .choice(let words): return words
        case .oneOf(let kinds): return kinds.flatMap { offered($0, session: session) }
        case .expression:
            return schema.roleNames + schema.derivedTokens.map(\.name)
                + session.current.libraries.flatMap { $0.swatches.map(\.name) }
                + session.current.libraries.filter { !$0.isBuiltIn }
                    .flatMap { library in library.swatches.map { library.name + "." + $0.name } }
                + ["mix(", "lighten(", "darken("]
        // Paths are completed from the folder itself (`completesPaths`).
        case .file, .folder, .colour, .text: return []
        }
    }

    /// Whether the word is a path where the command takes a FILE (`source FILE…`), which the
    /// terminal completes from the folder itself (readline's file name completion): it has a
    /// slash or a dot, which no built-in scheme name has, or it follows a file already given.
    package static func completesPaths(lineBeforeWord: String, word: String) -> Bool {
        let previous = words(lineBeforeWord)
        guard let name = previous.first, let command = ShellEngine.command(named: name),
              command.syntax.kind(at: previous.count - 1)?.includes(.file) == true else { return false }
        return word.contains("/") || word.contains(".") || word.hasPrefix("~") || previous.dropFirst().contains(where: SchemeLoading.isFile)
    }

    private static func words(_ line: String) -> [String] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    static func matching(_ pool: [String], _ word: String) -> [String] {
        var seen: Set<String> = []
        return pool.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }
}
