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
        case .library: pool = SwatchLibrary.all.map(\.name) + session.current.sourceNames
        case .command: pool = ShellEngine.commands.map(\.name)
        case .words: pool = []
        case .expression:
            if previous.count == 1 {
                pool = roles
            } else {
                pool = roles + schema.derivedTokens.map(\.name)
                    + session.current.libraries.flatMap { $0.swatches.map(\.name) }
                    + session.current.libraries.filter { !$0.isBuiltIn }
                        .flatMap { library in library.swatches.map { library.name + "." + $0.name } }
                    + ["mix(", "lighten(", "darken("]
            }
        }
        if previous.count == 1 || command.argumentKind == .words { pool += command.completionWords }
        // A name from a designer's file with a control character cannot be typed, and readline
        // would print it raw.
        return matching(pool.filter { $0 == $0.escapingControlCharacters }, word)
    }

    /// Whether the word is a path for `source FILE…`, which the terminal completes from the
    /// folder itself (readline's file name completion): it has a slash or a dot, which no
    /// built-in scheme name has, or it follows a file already given (only files may).
    package static func completesPaths(lineBeforeWord: String, word: String) -> Bool {
        let previous = lineBeforeWord.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard previous.first == "source" else { return false }
        return word.contains("/") || word.contains(".") || word.hasPrefix("~") || previous.dropFirst().contains(where: SchemeLoading.isFile)
    }

    static func matching(_ pool: [String], _ word: String) -> [String] {
        var seen: Set<String> = []
        return pool.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }
}
