import PaletteKit

/// `palette-repl check FILE... [--json]`: every rule of every palette file.
enum CheckCommand {
    static let descriptor = CommandDescriptor(
        name: "check",
        summary: "Measure every rule of each palette file; exit 1 when a rule fails or a palette is incomplete.",
        forms: [.init("FILE...", optional: ["--ids", "--json"])],
        options: [
            .flag("--ids", "also compare the palettes' ids with the schema's ids (or ids.txt beside the first FILE; 'old -> new' records a migration): an id that disappears or is renamed fails"),
            .flag("--json", "{\"files\": [{\"path\", \"id\", \"complete\", \"missing\", \"rules\": [{\"kind\", \"foreground\", \"background\", \"value\", \"threshold\", \"status\"}]}]}"),
        ],
        details: ["Statuses: pass, fail, pending (a role is unset), notApplicable (darkStep in a light palette)."]
    ) { parsed, context throws(ToolError) in
        guard !parsed.positionals.isEmpty else { throw parsed.wrongArguments }
        var exit = ExitCode.success
        var reports: [FileReport] = []
        for path in parsed.positionals {
            do throws(ToolError) {
                let palette = try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema)
                let report = FileReport(path: path, palette: palette, results: RuleEvaluator.evaluateAll(palette))
                if !report.passes { exit = max(exit, .failure) }
                reports.append(report)
            } catch {
                for line in ErrorText.lines(for: error) { context.errors.line("palette-repl: " + line) }
                exit = max(exit, error.exitCode)
            }
        }
        var idCheck: IDCheck?
        if parsed.has("--ids") {
            let check = try IDCheck.run(listBeside: parsed.positionals[0], present: reports.map(\.palette.id.rawValue), schema: context.schema, fileSystem: context.fileSystem)
            if !check.problems.isEmpty { exit = max(exit, .failure) }
            idCheck = check
        }
        if parsed.has("--json") {
            var members: [JSONValue.Member] = [.init("files", .array(reports.map(\.json)))]
            if let idCheck { members.append(.init("ids", idCheck.json)) }
            context.output.line(JSONWriter.write(.object(members)))
        } else {
            for report in reports { context.output.write(report.text) }
            context.output.line(summary(reports, unreadable: parsed.positionals.count - reports.count))
            if let idCheck { for line in idCheck.lines { context.output.line(line) } }
        }
        return exit
    }

    struct FileReport {
        let path: String
        let palette: Palette
        let results: [RuleResult]

        var passes: Bool { palette.isComplete && !results.contains { $0.status == .fail } }

        var json: JSONValue {
            .object([
                .init("path", .string(path)),
                .init("id", .string(palette.id.rawValue)),
                .init("complete", .bool(palette.isComplete)),
                .init("missing", .array(palette.missingRoles.map(JSONValue.string))),
                .init("rules", .array(results.map(RuleResultJSON.encode))),
            ])
        }

        var text: String {
            let missing = palette.missingRoles
            let completeness = missing.isEmpty
                ? "complete"
                : "incomplete, missing \(missing.count): " + missing.joined(separator: ", ")
            var lines = ["\(path.escapingControlCharacters) (\(palette.id)): \(completeness); \(RuleText.tally(results))"]
            lines += RuleText.failingFirst(results).map { RuleText.line($0) }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static func summary(_ reports: [FileReport], unreadable: Int) -> String {
        let passing = reports.filter(\.passes).count
        let total = reports.count + unreadable
        var parts = ["\(passing) passing", "\(reports.count - passing) failing or incomplete"]
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        return "\(total) file\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
}
