import PaletteKit

/// `palette-repl schema retire ROLE...` and `schema rename OLD NEW`: the folder's schema, every
/// palette of it in DIR/Palettes and every session of it in DIR/Sessions migrated together,
/// all files or none, each remaining role keeping its exact colour.
enum SchemaMigrationCommand {
    static let dir = CommandOption.option("--dir", "DIR", .folder, "the palette folder to migrate: its palette-schema.json (written from the schema in use), Palettes/ and Sessions/ (default: the current folder)")
    static let app = CommandOption.option("--app", "PATH", .file, "the app's code (repeatable): retiring a role it still reads, as `usage` finds it, is refused unless --force", repeatable: true)
    static let force = CommandOption.flag("--force", "retire roles the --app code still reads (its reads then name a role the schema no longer has)")
    static let json = CommandOption.flag("--json", "{\"migration\", \"roles\", \"rulesRemoved\", \"palettes\", \"sessions\", \"decisionsSaved\", \"written\", \"renames\": [{\"export\", \"from\", \"to\"}]}")

    /// Refuses to retire a role the app's code still reads (live, in previews or in tests): the
    /// app would then read a role no export has. With `force`, the roles read, each warned of once
    /// the migration is written.
    static func appReads(_ roles: [String], app: [String], folder: String, force: Bool, context: ToolContext) throws(ToolError) -> [RoleStillRead] {
        let (report, _, _) = try UsageCommand.analyse(app, exports: [], receivers: [], folder: folder, context: context)
        // In the order the roles were named.
        let read = roles.compactMap { role in report.tokens.first { $0.name == role } }.filter { $0.status != .dead }.map { usage in
            let places = usage.places + usage.previewPlaces + usage.testPlaces
            return RoleStillRead(role: usage.name, reads: places.count, first: places.first.map { "\($0.file):\($0.line)" },
                                 readBy: usage.readBy, status: usage.status)
        }
        guard read.isEmpty || force else { throw .retiringReadRoles(read) }
        return read.map { role in
            var forced = role
            forced.forced = true
            return forced
        }
    }

    /// The files a migration rewrites, and what it says about them.
    struct Plan {
        var writes: [FileWrite] = []
        var palettes: [String] = []
        var paletteIDs: [String] = []
        var sessions: [String] = []
        var leftAlone: [String] = []
    }

    static func run(_ migration: SchemaMigration, parsed: ParsedArguments, context: ToolContext) throws(ToolError) -> ExitCode {
        let folder = parsed[dir] ?? "."
        guard parsed[dir] == nil || context.fileSystem.fileNames(in: folder) != nil else {
            throw .unreadableFile(FileSystemError(path: folder, reason: "not a folder that can be read"))
        }
        let schema = context.schema.standard
        // The same migration, killed part-way and completed just now (`SchemaLoading.resolve`).
        if context.finishedMigration && migration.isInEffect(in: schema) {
            context.output.line("the interrupted migration is complete: \(migration.summary)")
            return .success
        }
        var forcedReads: [RoleStillRead] = []
        if case .retire(let roles) = migration, !parsed.all(app).isEmpty {
            forcedReads = try appReads(roles, app: parsed.all(app), folder: folder, force: parsed.has(force), context: context)
        }
        try lockSessions(in: folder, fileSystem: context.fileSystem)
        let migrated = try ToolError.converting { () throws(SchemaMigrationProblem) in try migration.apply(to: schema) }
        let plan = try self.plan(migration, from: schema, to: migrated, folder: folder, schemaFile: context.schemaPath, fileSystem: context.fileSystem)
        // Temporary files a migration killed before its journal was in place left.
        let journal = FilePath.join(folder, SchemaLoading.migrationJournalName)
        for path in plan.writes.map(\.path) + [journal] { _ = context.fileSystem.removeLeftoverTemporaryFiles(of: path) }
        // All files or none, even when the process is killed: a journal of the renames, the
        // schema renamed last, and any later command completes what a killed one left.
        try ToolError.writing(try context.fileSystem.writeFiles(plan.writes, journal: journal))
        let written = plan.writes.map(\.path)
        for role in forcedReads { context.warn(.retiringReadRoles([role])) }
        let removedRules = schema.rules.count - migrated.rules.count
        let paletteCount = plan.palettes.count
        switch migration {
        case .retire(let roles):
            let decisions = roles.count * paletteCount
            if parsed.has(json) {
                context.output.line(JSONWriter.write(.object([
                    .init("migration", .string("retire")), .init("roles", .array(roles.map(JSONValue.string))),
                    .init("rulesRemoved", .number(Double(removedRules))),
                    .init("palettes", .array(plan.palettes.map(JSONValue.string))), .init("sessions", .array(plan.sessions.map(JSONValue.string))),
                    .init("decisionsSaved", .number(Double(decisions))), .init("written", .array(written.map(JSONValue.string))),
                ])))
            } else {
                context.output.line("retired \(roles.joined(separator: ", ")) and \(Plural.counted(removedRules, "rule")) naming \(roles.count == 1 ? "it" : "them"): "
                                    + "\(schema.roles.count) → \(migrated.roles.count) roles")
                context.output.line("decisions saved: \(roles.count) \(roles.count == 1 ? "role" : "roles") × \(Plural.counted(paletteCount, "palette")) = \(decisions)")
                report(plan, context: context)
            }
        case .rename(let from, let to):
            let renames = renameMap(from: from, to: to, palettes: plan.paletteIDs)
            if parsed.has(json) {
                context.output.line(JSONWriter.write(.object([
                    .init("migration", .string("rename")), .init("from", .string(from)), .init("to", .string(to)),
                    .init("palettes", .array(plan.palettes.map(JSONValue.string))), .init("sessions", .array(plan.sessions.map(JSONValue.string))),
                    .init("written", .array(written.map(JSONValue.string))),
                    .init("renames", .array(renames.map { rename -> JSONValue in
                        .object([JSONValue.Member("export", .string(rename.export)), JSONValue.Member("from", .string(rename.from)),
                                 JSONValue.Member("to", .string(rename.to))])
                    })),
                ])))
            } else {
                context.output.line("renamed \(from) to \(to)")
                report(plan, context: context)
                context.output.line("in the app's code (--json lists every export's name):")
                for rename in renames where ["swift", "css", "tailwind-theme", "compose"].contains(rename.export) {
                    context.output.line("  \(rename.export): \(rename.from) → \(rename.to)")
                }
            }
        }
        return .success
    }

    /// Every session of the folder, locked for the rest of the migration as a shell locks its
    /// own: a shell open on one would save a palette of the old schema into the migrated folder,
    /// and none may open one until the migration is written. Refuses, naming it, a session a
    /// live shell holds.
    static func lockSessions(in folder: String, fileSystem: FileSystem) throws(ToolError) {
        let sessions = FilePath.join(folder, "Sessions")
        for name in fileSystem.fileNames(in: sessions) ?? [] where name.hasSuffix(".session") {
            let path = FilePath.join(sessions, name)
            if case .heldBy(let pid) = try ToolError.writing(try fileSystem.lockExclusively(path)) { throw .journalLocked(journal: path, pid: pid) }
        }
    }

    private static func report(_ plan: Plan, context: ToolContext) {
        context.output.line("wrote \(plan.writes.count) files: the schema, \(Plural.counted(plan.palettes.count, "palette")), \(Plural.counted(plan.sessions.count, "session"))")
        if !plan.leftAlone.isEmpty {
            context.output.line("left alone (another schema's): " + plan.leftAlone.map(\.escapingControlCharacters).joined(separator: ", "))
        }
    }

    /// Every file the migration writes, checked before any is: each session replayed as written
    /// and as migrated, and each migrated session's palette the migrated palette file.
    static func plan(_ migration: SchemaMigration, from schema: Schema, to migrated: Schema, folder: String, schemaFile explicit: String?,
                     fileSystem: FileSystem) throws(ToolError) -> Plan {
        var plan = Plan()
        // The schema is rewritten where it is read from: the file --schema names, else the folder's.
        let schemaPath = explicit ?? FilePath.join(folder, SchemaLoading.folderFileName)
        let schemaWrite = FileWrite(path: schemaPath, text: SchemaFile.encode(migrated))
        let palettesFolder = FilePath.join(folder, "Palettes")
        var migratedPalettes: [String: String] = [:]
        var originalPalettes: [String: String] = [:]
        var levelPins: [String: [LevelName: [RoleName: Colour]]] = [:]
        var texts: [(path: String, text: String)] = []
        for name in fileSystem.fileNames(in: palettesFolder) ?? [] where name.hasSuffix(".json") {
            let path = FilePath.join(palettesFolder, name)
            texts.append((path, try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes))))
        }
        // Each palette's migration is its own (its levels' variants are joint repairs): on every core.
        let outcomes = ParallelMap.map(texts) { path, text in migratePalette(text, path: path, migration: migration, from: schema, to: migrated) }
        for ((path, text), outcome) in zip(texts, outcomes) {
            switch outcome {
            case .failure(let error): throw error
            case .success(nil): plan.leftAlone.append(path)
            case .success(let palette?):
                if !palette.pins.isEmpty { levelPins[FilePath.normalized(path)] = palette.pins }
                migratedPalettes[path] = palette.text
                originalPalettes[path] = text
                plan.palettes.append(path)
                plan.paletteIDs.append(palette.id)
            }
        }
        // The migrated session replays where the migrated schema and palettes already stand.
        let migratedWrites = migratedPalettes.map { FileWrite(path: $0.key, text: $0.value) } + [schemaWrite]
        let sessionsFolder = FilePath.join(folder, "Sessions")
        let sessionMigration = SessionMigration(migration: migration, oldSchema: schema, newSchema: migrated, directory: folder, levelPins: levelPins)
        var sessions: [(path: String, text: String)] = []
        for name in fileSystem.fileNames(in: sessionsFolder) ?? [] where name.hasSuffix(".session") {
            let path = FilePath.join(sessionsFolder, name)
            let text = try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.sessionFileBytes))
            // A session is of this schema when it names the same schema file, or none and none was given.
            guard let header = TextLines.split(text).lazy.compactMap(ShellLine.init).first, let start = try? SessionHeader(header),
                  start.schemaPath.map({ FilePath.normalized(FilePath.join(folder, $0)) }) == explicit.map(FilePath.normalized) else {
                plan.leftAlone.append(path)
                continue
            }
            sessions.append((path, text))
        }
        // Each session replays twice, on every core, each in files of its own over the folder's,
        // which they only read (`ReadOnlyFiles`).
        let base = ReadOnlyFiles(fileSystem)
        let results = ParallelMap.map(sessions) { path, text -> Result<SessionMigration.Result, SchemaMigrationProblem> in
            let oldFiles = OverlayFileSystem(base: base.fileSystem), newFiles = OverlayFileSystem(base: base.fileSystem)
            do throws(SchemaMigrationProblem) {
                // Staged in memory: an overlay's writes cannot fail.
                try? newFiles.writeFiles(migratedWrites)
                return .success(try sessionMigration.migrate(text, path: path, oldFiles: oldFiles, newFiles: newFiles))
            } catch {
                return .failure(error)
            }
        }
        for ((path, text), outcome) in zip(sessions, results) {
            let result: SessionMigration.Result
            switch outcome {
            case .success(let value): result = value
            case .failure(let problem): throw .migration(problem)
            }
            let paletteFile = FilePath.normalized(result.paletteFile)
            let key = migratedPalettes.keys.first { FilePath.normalized($0) == paletteFile }
            if let key, let originalSaved = result.originalSavedPalette {
                guard originalSaved == originalPalettes[key] else { throw .migration(.paletteDiffersFromSession(palette: key, session: path)) }
                guard result.savedPalette == migratedPalettes[key] else {
                    throw .migration(.migratedSessionDiffers(path: path, line: TextLines.split(text).count))
                }
            }
            plan.sessions.append(path)
            if result.text != text { plan.writes.append(FileWrite(path: path, text: result.text)) }
        }
        for path in plan.palettes where migratedPalettes[path] != originalPalettes[path] {
            plan.writes.append(FileWrite(path: path, text: migratedPalettes[path]!))
        }
        // The schema last: until it is renamed, the folder reads as the old schema's.
        plan.writes.append(schemaWrite)
        return plan
    }

    /// The folder's files, read from several threads at once while a migration is planned: it
    /// only reads them (each session's replay writes into overlays of its own), and reading a
    /// file is a system call, or a look-up in a dictionary nothing changes meanwhile.
    struct ReadOnlyFiles: @unchecked Sendable {
        let fileSystem: FileSystem
        init(_ fileSystem: FileSystem) { self.fileSystem = fileSystem }
    }

    /// A palette file of the folder, migrated.
    struct MigratedPalette: Sendable {
        let id: String
        let text: String
        /// Pins added to keep each level's variant (`keepLevels`).
        let pins: [LevelName: [RoleName: Colour]]
    }

    /// One palette file migrated, or nil when it is another schema's (left as it is); a broken
    /// palette of this schema, or a level that cannot be kept, stops the migration.
    static func migratePalette(_ text: String, path: String, migration: SchemaMigration, from schema: Schema,
                               to migrated: Schema) -> Result<MigratedPalette?, ToolError> {
        let palette: Palette
        do throws(PaletteLoadError) {
            palette = try PaletteFile.decode(text, schema: schema)
        } catch {
            let ofAnotherSchema = error.problems.contains { problem in
                if case .schemaMismatch = problem { return true } else { return false }
            }
            return ofAnotherSchema ? .success(nil) : .failure(.invalidPalette(path: path, error))
        }
        // A migration rewrites the file in place: one named for another id stops it (`open` refuses it too).
        guard PaletteFileName.fits(path, id: palette.id) else { return .failure(.paletteFileName(path: path, id: palette.id.rawValue, command: "schema")) }
        var result = migration.migrate(palette, to: migrated)
        do throws(ToolError) {
            let pins = try keepLevels(of: palette, in: &result, migration: migration, path: path)
            let failing = RuleEvaluator.evaluateAll(result).filter { $0.status == .fail }
            return .success(MigratedPalette(id: palette.id.rawValue, text: PaletteFile.encode(result, failing: failing), pins: pins))
        } catch {
            return .failure(error)
        }
    }

    /// Each level's variant is derived from the rules, and retired rules no longer hold it where
    /// it was: the roles whose derived colour would move are pinned at that level to the colour
    /// they had, so every export of every level stays as it was. Returns the pins added; refuses
    /// a level that cannot be kept.
    static func keepLevels(of palette: Palette, in migrated: inout Palette, migration: SchemaMigration, path: String) throws(ToolError) -> [LevelName: [RoleName: Colour]] {
        var added: [LevelName: [RoleName: Colour]] = [:]
        for level in palette.schema.levels.map(\.name) {
            guard let before = try? PaletteRepair.variant(of: palette, at: level, namesConflicts: false), before.passes else { continue }
            let wanted = { (role: RoleName) -> Colour? in migration.original(of: role.rawValue).flatMap { before.result[RoleName($0)] } }
            // Pinning some roles can move others (the repair is joint): a few rounds, then refuse.
            for round in 0...4 {
                guard let after = try? PaletteRepair.variant(of: migrated, at: level, namesConflicts: false), after.passes else {
                    throw .migration(.levelChanges(palette: path, level: level.rawValue, roles: ["its variant, which can no longer be derived"]))
                }
                let moved = migrated.schema.roleNames.filter { after.result[$0] != wanted($0) }
                if moved.isEmpty { break }
                guard round < 4 else { throw .migration(.levelChanges(palette: path, level: level.rawValue, roles: moved.map(\.rawValue))) }
                for role in moved {
                    guard let colour = wanted(role) else { continue }
                    migrated.pin(role, colour, at: level)
                    added[level, default: [:]][role] = colour
                }
            }
        }
        return added
    }

    /// The old and new name under each export's spelling, for a codemod and for `usage` to
    /// confirm nothing still reads the old one.
    static func renameMap(from: String, to: String, palettes: [String]) -> [(export: String, from: String, to: String)] {
        var renames: [(String, String, String)] = [
            ("swift", from, to),
            ("compose", from, to),
            ("css", "--" + from, "--" + to),
            ("tailwind-theme", "--color-" + from, "--color-" + to),
        ]
        for utility in UtilityText.colourUtilities { renames.append(("tailwind", utility + "-" + from, utility + "-" + to)) }
        for id in palettes {
            renames.append(("xcassets", id + "/" + from, id + "/" + to))
            renames.append(("android", UsageVocabulary.resourceName(id, from), UsageVocabulary.resourceName(id, to)))
            renames.append(("dtcg", "{" + id + "." + from + "}", "{" + id + "." + to + "}"))
        }
        return renames
    }
}
