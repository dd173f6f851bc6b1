import PaletteKit

/// `palette-repl check FILE...`: every rule of every palette file.
enum CheckCommand {
    static let levels = CommandOption.flag("--levels", "report every contrast level of every file: the standard palette and each level's derived variant")
    static let ids = CommandOption.flag("--ids", "also compare the palettes' ids with the schema's ids (or ids.txt beside the first FILE; 'old -> new' records a migration): an id that disappears or is renamed fails")
    static let json = CommandOption.flag("--json", "{\"files\": [{\"path\", \"id\", \"complete\", \"missing\", \"rules\": [{\"kind\", \"foreground\", \"background\", \"value\", \"threshold\", \"status\"}], \"hierarchy\": [broken tiers and states], \"bands\": [{\"role\", \"colour\", \"lightness\", \"chroma\", \"band\", \"status\"}]}], \"errors\": [{\"path\", \"error\"}] when a file cannot be checked}")

    static let files = CommandArgument("FILE", .file, .oneOrMore)

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "check"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Measure every rule of each palette file; exit 1 when a rule fails or a palette is incomplete.",
        forms: [.init([files], optional: [ids, json, ContrastLevelOption.option, levels],
                      exclusive: [[levels, ContrastLevelOption.option]])],
        options: [ContrastLevelOption.option, levels, ids, json],
        details: [
            "Statuses: pass, fail, pending (a role is unset), notApplicable (darkStep in a light palette).",
            "A broken tier or state of the schema's hierarchy (a body above the title ink in contrast, a pressed state too near) fails too,",
            "as does a role outside its schema's band (OKLCH lightness and least chroma: a destructive red that reads as black).",
            "At a level other than standard, the palette's variant is measured: its pinned roles kept, the rest derived by 'fix --level';",
            "a level that cannot be derived fails with the rules that cannot hold together.",
        ],
        interruptible: true
    ) { parsed, context throws(ToolError) in
        let levels = parsed.has(CheckCommand.levels) ? context.schema.levelNames : [try ContrastLevelOption.level(parsed, schema: context.schema)]
        var exit = ExitCode.success
        var reports: [FileReport] = []
        var checked = 0
        // A file that cannot be checked is reported on standard error and, under --json, in the
        // document too: a tool reading only the JSON must not take a missing file for a passing one.
        var errors: [JSONValue] = []
        for path in parsed.all(Self.files) {
            do throws(ToolError) {
                let palette = try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema)
                checked += 1
                for level in levels {
                    let report = try FileReport(path: path, palette: palette, level: level, cancellation: context.cancellation)
                    if !report.passes { exit = max(exit, .failure) }
                    reports.append(report)
                }
            } catch {
                // Ctrl-C ends the whole check, not one file's.
                if error == .interrupted { throw error }
                context.report(error)
                exit = max(exit, error.exitCode)
                errors.append(.object([.init("path", .string(path)), .init("error", .string(ErrorText.message(for: error)))]))
            }
        }
        var idCheck: IDCheck?
        if parsed.has(ids) {
            let check = try IDCheck.run(listBeside: parsed.all(Self.files)[0], present: reports.map(\.palette.id.rawValue), schema: context.schema, fileSystem: context.fileSystem)
            if !check.problems.isEmpty { exit = max(exit, .failure) }
            idCheck = check
        }
        if parsed.has(json) {
            var members: [JSONValue.Member] = [.init("files", .array(reports.map(\.json)))]
            if let idCheck { members.append(.init("ids", idCheck.json)) }
            if !errors.isEmpty { members.append(.init("errors", .array(errors))) }
            context.output.line(JSONWriter.write(.object(members)))
        } else {
            for report in reports { context.output.write(report.text) }
            context.output.line(summary(reports, unreadable: parsed.all(Self.files).count - checked, levels: levels.count) + (idCheck?.summary ?? ""))
            if let idCheck { for line in idCheck.lines { context.output.line(line) } }
        }
        return exit
    }

    /// One palette file at one level: the palette itself at `standard`, else its derived variant.
    struct FileReport {
        let path: String
        let palette: Palette
        let level: LevelName
        /// The derivation at a level other than standard.
        let variant: PaletteRepair?
        let results: [RuleResult]
        /// The schema's hierarchy where the palette (or its variant) breaks it: a finding.
        let hierarchy: [String]
        /// The schema's bands that hold at the level, measured as the rules are.
        let bands: [BandResult]

        init(path: String, palette: Palette, level: LevelName, cancellation: Cancellation) throws(ToolError) {
            try self.init(path: path, palette: palette, level: level) { (palette, level) throws(ToolError) in
                try ToolError.converting { () throws(RepairProblem) in try PaletteRepair.variant(of: palette, at: level, cancellation: cancellation) }
            }
        }

        /// `derive`: the palette's variant at a level (the shell's comes from its derivations).
        init(path: String, palette: Palette, level: LevelName, derive: (Palette, LevelName) throws(ToolError) -> PaletteRepair) throws(ToolError) {
            self.path = path
            self.palette = palette
            self.level = level
            if level == LevelName.standard {
                variant = nil
                results = RuleEvaluator.evaluateAll(palette)
                hierarchy = palette.schema.hierarchy?.broken(in: palette) ?? []
                bands = BandResult.evaluateAll(palette, at: level)
                return
            }
            let variant = try derive(palette, level)
            self.variant = variant
            results = RuleEvaluator.evaluateAll(variant.result)
            hierarchy = variant.result.schema.hierarchy?.broken(in: variant.result) ?? []
            bands = BandResult.evaluateAll(variant.result, at: level)
        }

        var passes: Bool { palette.isComplete && !results.contains { $0.status == .fail } && hierarchy.isEmpty && bands.allSatisfy(\.passes) }

        var json: JSONValue {
            var members: [JSONValue.Member] = [
                .init("path", .string(path)),
                .init("id", .string(palette.id.rawValue)),
                .init("level", .string(level.rawValue)),
                .init("complete", .bool(palette.isComplete)),
                .init("missing", .array(palette.missingRoles.map { .string($0.rawValue) })),
            ]
            if let variant {
                members.append(.init("derived", .bool(variant.passes)))
                members.append(.init("moves", .array(variant.moves.map { .object([.init("role", .string($0.role.rawValue)), .init("to", .string($0.to.hex))]) })))
                members.append(.init("conflicts", .array(variant.conflicts.map { .array($0.map { .string(RuleText.conflictName($0)) }) })))
            }
            members.append(.init("rules", .array(results.map(RuleResultJSON.encode))))
            members.append(.init("hierarchy", .array(hierarchy.map(JSONValue.string))))
            members.append(.init("bands", .array(bands.map(BandResultJSON.encode))))
            return .object(members)
        }

        var text: String {
            let missing = palette.missingRoles
            let completeness = missing.isEmpty
                ? "complete"
                : "incomplete, missing \(missing.count): " + missing.map(\.rawValue).joined(separator: ", ")
            let levelNote = level == LevelName.standard ? "" : " at \(level)"
            var lines = ["\(path.escapingControlCharacters) (\(palette.id))\(levelNote): \(completeness); \(RuleText.tally(results))"]
            if let variant {
                if variant.passes {
                    let moved = variant.moves.count
                    lines.append("  derived: \(Plural.counted(moved, "role")) move from the standard palette ('fix --level \(level)' shows them)")
                } else {
                    lines.append("  cannot be derived: " + RuleText.conflicts(variant.conflicts))
                }
            }
            let failing = RuleText.failingFirst(results)
            lines += failing.prefix { $0.status == .fail }.map { RuleText.line($0) }
            // A band that fails reads as a failing rule does; a kept band adds no line.
            lines += bands.filter { !$0.passes }.map { RuleText.bandLine($0) }
            lines += failing.drop { $0.status == .fail }.map { RuleText.line($0) }
            lines += hierarchy.map { "  broken  " + $0 }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static func summary(_ reports: [FileReport], unreadable: Int, levels: Int = 1) -> String {
        let passing = reports.filter(\.passes).count
        if levels > 1 {
            let files = reports.count / levels + unreadable
            var parts = ["\(passing) passing", "\(reports.count - passing) failing or incomplete"]
            if unreadable > 0 { parts.append("\(Plural.counted(unreadable, "file")) unreadable") }
            return "\(Plural.counted(files, "file")) at \(levels) levels: " + parts.joined(separator: ", ")
        }
        let total = reports.count + unreadable
        var parts = ["\(passing) passing", "\(reports.count - passing) failing or incomplete"]
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        return "\(Plural.counted(total, "file")): " + parts.joined(separator: ", ")
    }
}
