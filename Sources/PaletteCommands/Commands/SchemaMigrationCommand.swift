import PaletteKit

/// `palette-repl schema retire ROLE…` and `schema rename OLD NEW`: the folder's schema, every
/// palette of it in DIR/Palettes and every session of it in DIR/Sessions migrated together,
/// all files or none, each remaining role keeping its exact colour.
enum SchemaMigrationCommand {
    static let dir = CommandOption.option("--dir", "DIR", .folder, "the palette folder to migrate: its palette-schema.json (written from the schema in use), Palettes/ and Sessions/ (default: the current folder)")
    static let json = CommandOption.flag("--json", "{\"migration\", \"roles\", \"rulesRemoved\", \"palettes\", \"sessions\", \"decisionsSaved\", \"written\", \"renames\": [{\"export\", \"from\", \"to\"}]}")

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
        let migrated: Schema
        do throws(SchemaMigrationProblem) { migrated = try migration.apply(to: schema) } catch { throw .migration(error) }
        let plan = try self.plan(migration, from: schema, to: migrated, folder: folder, fileSystem: context.fileSystem)
        try ToolError.writing(try context.fileSystem.writeFiles(plan.writes))
        let written = plan.writes.map(\.path)
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

    private static func report(_ plan: Plan, context: ToolContext) {
        context.output.line("wrote \(plan.writes.count) files: the schema, \(Plural.counted(plan.palettes.count, "palette")), \(Plural.counted(plan.sessions.count, "session"))")
        if !plan.leftAlone.isEmpty {
            context.output.line("left alone (another schema's): " + plan.leftAlone.map(\.escapingControlCharacters).joined(separator: ", "))
        }
    }

    /// Every file the migration writes, checked before any is: each session replayed as written
    /// and as migrated, and each migrated session's palette the migrated palette file.
    static func plan(_ migration: SchemaMigration, from schema: Schema, to migrated: Schema, folder: String, fileSystem: FileSystem) throws(ToolError) -> Plan {
        var plan = Plan()
        let schemaPath = FilePath.join(folder, SchemaLoading.folderFileName)
        plan.writes.append(FileWrite(path: schemaPath, text: SchemaFile.encode(migrated)))
        let palettesFolder = FilePath.join(folder, "Palettes")
        var migratedPalettes: [String: String] = [:]
        var originalPalettes: [String: String] = [:]
        for name in fileSystem.fileNames(in: palettesFolder) ?? [] where name.hasSuffix(".json") {
            let path = FilePath.join(palettesFolder, name)
            let text = try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes))
            guard let palette = try? PaletteFile.decode(text, schema: schema) else {
                plan.leftAlone.append(path)
                continue
            }
            let result = migration.migrate(palette, to: migrated)
            let failing = RuleEvaluator.evaluateAll(result).filter { $0.status == .fail }
            migratedPalettes[path] = PaletteFile.encode(result, failing: failing)
            originalPalettes[path] = text
            plan.palettes.append(path)
            plan.paletteIDs.append(palette.id.rawValue)
        }
        // The migrated session replays where the migrated schema and palettes already stand.
        let oldFiles = OverlayFileSystem(base: fileSystem)
        let newFiles = OverlayFileSystem(base: fileSystem)
        try ToolError.writing(try newFiles.writeFiles(migratedPalettes.map { FileWrite(path: $0.key, text: $0.value) }
                                                        + [FileWrite(path: schemaPath, text: SchemaFile.encode(migrated))]))
        let sessionsFolder = FilePath.join(folder, "Sessions")
        let sessionMigration = SessionMigration(migration: migration, oldSchema: schema, newSchema: migrated, directory: folder)
        for name in fileSystem.fileNames(in: sessionsFolder) ?? [] where name.hasSuffix(".session") {
            let path = FilePath.join(sessionsFolder, name)
            let text = try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.sessionFileBytes))
            guard let header = TextLines.split(text).lazy.compactMap(ShellLine.init).first,
                  let start = try? SessionHeader(header), start.schemaPath == nil else {
                plan.leftAlone.append(path)
                continue
            }
            let result: SessionMigration.Result
            do throws(SchemaMigrationProblem) {
                result = try sessionMigration.migrate(text, path: path, oldFiles: oldFiles, newFiles: newFiles)
            } catch {
                throw .migration(error)
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
        return plan
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
