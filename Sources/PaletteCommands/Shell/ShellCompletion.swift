import PaletteKit

/// Tab completion for the shell: command names first, then what the argument at the cursor is
/// declared to be (roles, groups, derived tokens, swatch names of loaded sources, source names,
/// levels, fixed words), and the command's options.
package enum ShellCompletion {
    /// `files` lists a folder (nil when it is not one), for a FILE argument: the folders and the
    /// files of the formats the command reads, relative to the palette folder.
    package static func candidates(lineBeforeWord: String, word: String, session: Session,
                                   files: ((String) -> [String]?)? = nil) -> [String] {
        let previous = words(lineBeforeWord)
        guard let commandName = previous.first else {
            return matching(ShellEngine.commands.map(\.name), word)
        }
        guard let command = ShellEngine.command(named: commandName) else { return [] }
        // The words before the one being completed: the last of `previous` is its start when the
        // line does not end in a space (`paper,` before `pl` in `--keep paper,pl`).
        let endsWord = lineBeforeWord.last.map { $0 == " " || $0 == "\t" } ?? true
        if let option = CommandWords(endsWord ? previous.dropFirst() : previous.dropFirst().dropLast(), options: command.options).awaited {
            // The word is the option's value: what it is declared to be, and nothing else.
            guard let kind = option.kind else { return [] }
            var pool = offered(kind, session: session)
            if let files, kind.includes(.file) || kind.includes(.folder) {
                pool += paths(word, extensions: [], folder: session.paths.directory, files: files)
            }
            return matching(pool.filter { $0 == $0.escapingControlCharacters }, word)
        }
        let positionals = CommandWords(previous.dropFirst(), options: command.options).positionals.count
        var pool = command.syntax.kind(at: positionals).map { offered($0, session: session) } ?? []
        if let files, let kind = command.syntax.kind(at: positionals), kind.includes(.file) {
            pool += paths(word, extensions: command.syntax.extensions(at: positionals), folder: session.paths.directory, files: files)
        }
        pool += command.options.map(\.name)
        // A name from a designer's file with a control character cannot be typed, and readline
        // would print it raw.
        return matching(pool.filter { $0 == $0.escapingControlCharacters }, word)
    }

    /// What an argument of `kind` may be in this session.
    static func offered(_ kind: ValueKind, session: Session) -> [String] {
        let schema = session.palette.schema
        switch kind {
        case .role: return schema.roleNames.map(\.rawValue)
        case .group: return schema.groups
        case .level: return schema.levelNames.map(\.rawValue)
        case .source: return SwatchLibrary.all.map(\.name) + session.current.sourceNames
        case .command: return ShellEngine.commands.map(\.name)
        case .words(let words), .choice(let words): return words
        case .oneOf(let kinds): return kinds.flatMap { offered($0, session: session) }
        case .list(let kind): return offered(kind, session: session)
        case .expression:
            return schema.roleNames.map(\.rawValue) + schema.derivedTokens.map(\.name)
                + session.current.libraries.flatMap { $0.swatches.map(\.name) }
                + session.current.libraries.filter { !$0.isBuiltIn }
                    .flatMap { library in library.swatches.map { library.name + "." + $0.name } }
                + ["mix(", "lighten(", "darken("]
        // Paths are completed from the folder itself (`completesPaths`).
        case .file, .folder, .colour, .ratio, .text: return []
        }
    }

    /// The entries of the folder the word names (up to its last `/`, relative to `folder`):
    /// folders with a `/`, and files ending in one of `extensions` (any file when empty).
    /// Hidden entries only when the word starts one.
    static func paths(_ word: String, extensions: [String], folder: String, files: (String) -> [String]?) -> [String] {
        let slash = word.lastIndex(of: "/")
        let typedFolder = slash.map { String(word[...$0]) } ?? ""
        let namePrefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
        let listed = typedFolder.hasPrefix("/") ? typedFolder : typedFolder.isEmpty ? folder : FilePath.normalized(FilePath.join(folder, typedFolder))
        guard let names = files(listed) else { return [] }
        var offered: [String] = []
        for name in names where name.hasPrefix(namePrefix) && (!name.hasPrefix(".") || namePrefix.hasPrefix(".")) {
            let path = FilePath.join(listed, name)
            if files(path) != nil {
                offered.append(typedFolder + name + "/")
            } else if extensions.isEmpty || extensions.contains(where: { name.lowercased().hasSuffix("." + $0) }) {
                offered.append(typedFolder + name)
            }
        }
        return offered
    }

    /// Whether the word is a path the terminal completes by itself (`~/…`, which only the
    /// terminal expands); other paths are offered by `candidates`.
    package static func completesPaths(lineBeforeWord: String, word: String) -> Bool {
        let previous = words(lineBeforeWord)
        guard let name = previous.first, let command = ShellEngine.command(named: name),
              command.syntax.kind(at: previous.count - 1)?.includes(.file) == true else { return false }
        return word.hasPrefix("~")
    }

    private static func words(_ line: String) -> [String] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    static func matching(_ pool: [String], _ word: String) -> [String] {
        var seen: Set<String> = []
        return pool.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }
}
