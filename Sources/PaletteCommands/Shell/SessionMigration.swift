import PaletteKit

/// Rewrites a session file for a migrated schema so that, after every line, each remaining role
/// has exactly the colour it had before (pins, twin and level too). The session is replayed
/// twice, line by line: as written under the old schema, and as rewritten under the new one.
/// Each line is first carried over (a renamed role renamed in it; a retired role read by an
/// expression replaced by the colour it read); when that does not give the old line's state
/// (a line about a retired role, a `fix` whose plan the retired rules changed), the line becomes
/// the `set`/`unset` lines that do, which is nothing for a line that changed only retired roles.
/// Comments and blank lines stay.
struct SessionMigration {
    let migration: SchemaMigration
    let oldSchema: Schema
    let newSchema: Schema
    let directory: String
    /// Pins the migration adds to keep each level's variant (`keepLevels`), by palette file:
    /// set before the session's last `save`.
    var levelPins: [String: [LevelName: [RoleName: Colour]]] = [:]

    /// The state compared after each line, under the new names.
    private struct State: Equatable {
        var colours: [RoleName: Colour]
        var pins: [LevelName: [RoleName: Colour]]
        /// Role → what it follows, as `set` would write it.
        var links: [RoleName: String]
        var twin: PaletteID?
        var level: LevelName
    }

    /// Commands whose arguments are paths, ids or words, never roles.
    private static let keptAsWritten: Set<String> = ["new", "open", "source", "save", "export", "preview", "twin", "level", "help", "quit", "exit"]

    struct Result {
        let text: String
        /// The palette file the migrated session saved, as it wrote it (nil when it never saves).
        let savedPalette: String?
        /// The palette file the original session saved.
        let originalSavedPalette: String?
        let paletteFile: String
    }

    func migrate(_ text: String, path: String, oldFiles: FileSystem, newFiles: FileSystem) throws(SchemaMigrationProblem) -> Result {
        let lines = TextLines.split(text)
        let lastSave = lines.lastIndex { ShellLine($0)?.command == "save" }
        var output: [String] = []
        var old: Session?
        var new: Session?
        // Pins added before the last save, which the old session never set.
        var added: [LevelName: [RoleName: Colour]] = [:]
        var pinsOpened = false
        let oldContext = ShellContext.unshown(fileSystem: oldFiles, pathBase: directory)
        let newContext = ShellContext.unshown(fileSystem: newFiles, pathBase: directory)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if let problem = ShellLineCheck.problem(in: line) {
                throw .sessionDoesNotReplay(path: path, line: number, reason: ErrorText.message(for: problem))
            }
            guard let parsed = ShellLine(line) else {
                output.append(line)
                continue
            }
            guard var oldSession = old, var newSession = new else {
                do throws(ToolError) {
                    old = try SessionReplay.start(parsed, directory: directory, fileSystem: oldFiles, schema: oldSchema)
                    new = try SessionReplay.start(parsed, directory: directory, fileSystem: newFiles, schema: newSchema)
                } catch {
                    throw .sessionDoesNotReplay(path: path, line: number, reason: ErrorText.message(for: error))
                }
                // A session that opens its palette opens the migrated file, pins added already.
                if let pins = levelPins[FilePath.normalized(new!.paths.paletteFile)], (try? SessionHeader(parsed))?.start == .open {
                    added = pins
                    pinsOpened = true
                }
                output.append(line)
                continue
            }
            if index == lastSave, !pinsOpened, let pins = levelPins[FilePath.normalized(newSession.paths.paletteFile)] {
                let pinning = pinLines(pins, returningTo: newSession.level)
                guard accepts(pinning, session: &newSession, context: newContext) else { throw .migratedSessionDiffers(path: path, line: number) }
                output += pinning
                added = pins
            }
            if case .rejected(let error) = ShellEngine.execute(parsed, line: line, session: &oldSession, context: oldContext, journal: false) {
                throw .sessionDoesNotReplay(path: path, line: number, reason: ErrorText.message(for: error))
            }
            var expected = state(of: oldSession)
            for (level, pins) in added { for (role, colour) in pins { expected.pins[level, default: [:]][role] = colour } }
            var carried = newSession
            let candidate = carriedOver(parsed, line: line, before: old!)
            if accepts(candidate, session: &carried, context: newContext), state(of: carried) == expected {
                output += candidate
                newSession = carried
            } else {
                let explicit = explicitLines(from: state(of: newSession), to: expected)
                guard accepts(explicit, session: &newSession, context: newContext), state(of: newSession) == expected else {
                    throw .migratedSessionDiffers(path: path, line: number)
                }
                // The line's own comment stays, on a line of its own when the line goes.
                let comment = String(line.dropFirst(ShellLine.withoutComment(line).count)).trimmingShellSpaces
                if !comment.isEmpty { output.append(comment) }
                output += explicit
            }
            old = oldSession
            new = newSession
            if oldSession.wantsToQuit {
                // What follows `quit` never ran; it stays as written.
                output += lines[(index + 1)...]
                break
            }
        }
        let paletteFile = new?.paths.paletteFile ?? ""
        let saved = new.flatMap { $0.hasUnsavedChanges ? nil : try? newFiles.readText(at: $0.paths.paletteFile, limit: InputLimits.paletteFileBytes) }
        let originalSaved = old.flatMap { $0.hasUnsavedChanges ? nil : try? oldFiles.readText(at: $0.paths.paletteFile, limit: InputLimits.paletteFileBytes) }
        return Result(text: output.joined(separator: "\n"), savedPalette: saved, originalSavedPalette: originalSaved, paletteFile: paletteFile)
    }

    /// `level L`, `set ROLE #HEX` for each pin, then back to the level the session was at.
    private func pinLines(_ pins: [LevelName: [RoleName: Colour]], returningTo level: LevelName) -> [String] {
        var lines: [String] = []
        for name in newSchema.levels.map(\.name) {
            guard let levelPins = pins[name] else { continue }
            lines.append("level " + name.rawValue)
            for role in newSchema.roleNames { if let colour = levelPins[role] { lines.append("set \(role) \(colour.hex)") } }
        }
        lines.append("level " + level.rawValue)
        return lines
    }

    private func accepts(_ lines: [String], session: inout Session, context: ShellContext) -> Bool {
        for line in lines {
            guard let parsed = ShellLine(line) else { continue }
            if case .rejected = ShellEngine.execute(parsed, line: line, session: &session, context: context, journal: false) { return false }
        }
        return true
    }

    private func state(of session: Session) -> State {
        let palette = session.palette
        // The old session's names are migrated; the new session's are the new names already.
        let isOld = palette.schema == oldSchema.standard
        var colours: [RoleName: Colour] = [:]
        for role in palette.schema.roles {
            guard let name = isOld ? migration.migrated(role.name) : role.name, let colour = palette[role.name] else { continue }
            colours[name] = colour
        }
        var pins: [LevelName: [RoleName: Colour]] = [:]
        for (level, levelPins) in palette.pins {
            for (role, colour) in levelPins {
                guard let name = isOld ? migration.migrated(role) : role else { continue }
                pins[level, default: [:]][name] = colour
            }
        }
        var links: [RoleName: String] = [:]
        for (role, link) in palette.links {
            guard let name = isOld ? migration.migrated(role) : role else { continue }
            if let kept = isOld ? migration.migrate(link, in: palette, to: newSchema) : link { links[name] = kept.text }
        }
        return State(colours: colours, pins: pins, links: links, twin: palette.twin, level: session.level)
    }

    /// The line under the new schema: a renamed role renamed; a retired role an expression
    /// reads replaced by its colour before the line.
    private func carriedOver(_ parsed: ShellLine, line: String, before: Session) -> [String] {
        guard !SessionMigration.keptAsWritten.contains(parsed.command) else { return [line] }
        let text = ShellLine.withoutComment(line)
        let comment = String(line.dropFirst(text.count))
        var words: [String] = []
        var result = ""
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            words.append(word)
            // The command word stays; a role name is replaced.
            if words.count > 1, let replacement = replacement(for: word, before: before) { result += replacement } else { result += word }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" { word.append(character) } else {
                // `#2E3440`: a colour, not a name.
                if word.isEmpty, character == "#" || result.last == "#" || (result.last?.isHexDigit == true && character.isHexDigit) {
                    result.append(character)
                    continue
                }
                flush()
                result.append(character)
            }
        }
        flush()
        return [result + comment]
    }

    private func replacement(for word: String, before: Session) -> String? {
        switch migration {
        case .rename(let from, let to):
            return word == from ? to : nil
        case .retire(let roles):
            guard roles.contains(word) else { return nil }
            // At a level, an expression reads the level's pin where there is one.
            return ((try? before.measured(cancellation: .never))?[RoleName(word)]).map(\.hex)
        }
    }

    /// `set`/`unset` lines (with `level` and `twin` around them) from one state to another.
    private func explicitLines(from current: State, to target: State) -> [String] {
        var lines: [String] = []
        var level = current.level
        func at(_ wanted: LevelName) {
            if level != wanted {
                lines.append("level " + wanted.rawValue)
                level = wanted
            }
        }
        let roles = newSchema.roleNames
        let differing = roles.filter { current.colours[$0] != target.colours[$0] || current.links[$0] != target.links[$0] }
        if !differing.isEmpty {
            at(LevelName.standard)
            // A role that follows others is set from them again, so it goes on following them.
            for role in differing { lines.append(target.colours[role].map { "set \(role) " + (target.links[role] ?? $0.hex) } ?? "unset \(role)") }
        }
        for levelName in newSchema.levels.map(\.name) {
            let now = current.pins[levelName] ?? [:], wanted = target.pins[levelName] ?? [:]
            let changed = roles.filter { now[$0] != wanted[$0] }
            guard !changed.isEmpty else { continue }
            at(levelName)
            for role in changed { lines.append(wanted[role].map { "set \(role) \($0.hex)" } ?? "unset \(role)") }
        }
        if current.twin != target.twin { lines.append("twin " + (target.twin?.rawValue ?? "none")) }
        at(target.level)
        return lines
    }
}
