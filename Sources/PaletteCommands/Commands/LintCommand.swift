import PaletteKit

/// `palette-repl lint TOKENS...`: the schema's rules (or `--pair` pairs) in every mode of a design
/// system's token files: DTCG files merged in order (or one mode per file), every combination
/// of a DTCG resolver's modifier contexts, or CSS custom properties per selector block and
/// media query. `--fix` repairs each mode jointly; `--fix --write` rewrites the moved values in
/// place, all files or none, and lints again.
enum LintCommand {
    static let format = CommandOption.choice("--format", ReportFormat.self, "text (FILE:LINE: MODE: …), json ({\"files\", \"modes\": [{\"name\", \"passes\"}], \"findings\": [{\"mode\", \"problem\", \"kind\", \"foreground\", \"background\", \"value\", \"threshold\", \"nearest\", \"token\", \"aliases\", \"file\", \"line\", \"message\"}], \"measured\", \"failing\", \"fix\"}), sarif (SARIF 2.1.0) or github (workflow commands)")
    static let pair = CommandOption.option("--pair", "FG BG", .text, "check this pair instead of the schema's rules (repeatable; tokens by path or --custom-property)", valueWords: 2, repeatable: true)
    static let minimum = CommandOption.ratio("--min", "the contrast the --pair before it needs (default 4.5)", repeatable: true)
    static let modesPerFile = CommandOption.flag("--modes-per-file", "DTCG token files: one mode per file instead of all merged in order")
    static let fix = CommandOption.flag("--fix", "repair each failing mode jointly (as 'fix' does), moving the tokens whose colour is a literal, and print the changes")
    static let write = CommandOption.flag("--write", "with --fix: rewrite only the moved values in place, in their notation, all files or none, then lint again", needs: fix)
    static let modeLevel = CommandOption.option("--mode-level", "PATTERN=LEVEL", .text,
                                                "measure the modes whose name (or, in CSS, a condition or theme as written) contains PATTERN at LEVEL (repeatable; the first that matches wins, before the schema's levels' \"modes\"): high-contrast themes at their own promise in one run", repeatable: true)
    static let keep = CommandOption.list("--keep", "TOKEN", .text, "with --fix: tokens (or roles) the repair never moves: the designer's pins (a dimmed theme's canvas)", needs: fix)

    static let tokenFiles = CommandArgument("TOKENS", .file, .oneOrMore)
    static let options = [ContrastLevelOption.option, format, pair, minimum, modesPerFile, fix, write, keep, modeLevel]

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "lint"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Check a design system's token files (DTCG, a DTCG resolver, CSS custom properties) in every mode against the schema's rules; exit 1 when a rule fails.",
        forms: [.init([tokenFiles], optional: [format, pair, minimum, modesPerFile, fix, write, keep, modeLevel, ContrastLevelOption.option],
                      exclusive: [[modeLevel, pair]])],
        options: options,
        details: [
            "Modes: every combination of a resolver's modifier contexts (theme=dark,contrast=high); DTCG files merged, later winning; in CSS, each set of conditions (@media, @supports, custom media) that hold together, with or without a theme on the root (.dark), @import followed, and in each the kinds of element the selectors name (dark · button[disabled]) where their values differ from the root's, as a browser's cascade gives them.",
            "The schema's \"tokens\" maps roles to token paths or custom properties; an unmapped role reads the token of its own name.",
            "FILE:LINE is where the failing foreground's colour is defined, aliases followed. Exit 0 all pass, 1 a rule fails or a token is missing or invalid in a mode, 2 input that cannot be read.",
        ],
        interruptible: true,
        failureDocument: { error, words in LintOutput.failure(error, format: formatGiven(words)) }
    ) { parsed, context throws(ToolError) in
        let format = parsed[LintCommand.format, as: ReportFormat.self] ?? .text
        return try run(parsed, format: format, context: context)
    }

    /// `--mode-level PATTERN=LEVEL` pairs, in the order given, then each of the schema's levels'
    /// `modes` patterns (none with `--pair`, whose pairs are not the schema's rules).
    static func modeLevels(_ parsed: ParsedArguments, schema: Schema) throws(ToolError) -> [(pattern: String, level: LevelName)] {
        var levels: [(pattern: String, level: LevelName)] = []
        for text in parsed.all(modeLevel) {
            // The last `=` divides: a pattern may hold one (`contrast=high=high`), a level never.
            let parts = text.lastIndex(of: "=").map { [String(text[..<$0]), String(text[text.index(after: $0)...])] } ?? [text]
            guard parts.count == 2, !parts[0].isEmpty else {
                throw .badOptionValue(command: "lint", option: modeLevel.name, value: text, expected: "PATTERN=LEVEL such as high-contrast=high")
            }
            guard let level = schema.level(named: parts[1]) else {
                let names = schema.levelNames.map(\.rawValue)
                throw .unknownLevel(parts[1], nearest: NearestName.nearest(to: parts[1], among: names), levels: names)
            }
            levels.append((parts[0], level))
        }
        if !parsed.has(pair) { for level in schema.levels { for pattern in level.modes { levels.append((pattern, level.name)) } } }
        return levels
    }

    /// Each mode with the check it is measured by: at the level `levels` gives it (the first
    /// pattern its name, or a stylesheet's condition or theme as written, contains), the mode
    /// then named after it (`theme=dark_high_contrast at high`), else `check`.
    static func levelled(_ modes: TokenModes, check: LintCheck, levels: [(pattern: String, level: LevelName)],
                         schema: Schema) -> (modes: TokenModes, checks: [String: LintCheck]) {
        var named: [TokenMode] = []
        var checks: [String: LintCheck] = [:]
        for mode in modes.modes {
            // A stylesheet's mode is matched by its conditions and theme as written too.
            let written = [mode.name] + (mode.scope.map { $0.conditions + [$0.root].compactMap { $0 } } ?? [])
            guard let match = levels.first(where: { level in written.contains { $0.contains(level.pattern) } }) else {
                named.append(mode)
                checks[mode.name] = check
                continue
            }
            let renamed = mode.named(mode.name + " at " + match.level.rawValue)
            named.append(renamed)
            checks[renamed.name] = LintCheck(schema: schema.at(level: match.level)!)
        }
        return (TokenModes(files: modes.files, modes: named, kind: modes.kind), checks)
    }

    /// Each mode measured by its own check (`levelled`).
    static func results(_ levelled: (modes: TokenModes, checks: [String: LintCheck])) -> [LintCheck.ModeResult] {
        levelled.modes.modes.flatMap { mode in
            levelled.checks[mode.name]!.run(TokenModes(files: levelled.modes.files, modes: [mode], kind: levelled.modes.kind))
        }
    }

    /// `--keep TOKEN,…` as the roles they are: each a token the schema maps a role to (`--canvas`,
    /// `color.canvas.default`) or a role's own name.
    static func keptRoles(_ parsed: ParsedArguments, check: LintCheck) throws(ToolError) -> [RoleName] {
        var roles: [RoleName] = []
        for name in try parsed.list(keep, command: "lint") ?? [] {
            // A custom property may be given with its dashes (`--canvas`) or, as the pairs name it, without.
            let bare = name.hasPrefix("--") ? String(name.dropFirst(2)) : name
            let role = check.tokenOfRole.first { [name, bare, "--" + bare].contains($0.value) || $0.key.rawValue == name || $0.key.rawValue == bare }?.key
            guard let role else {
                throw .badOptionValue(command: "lint", option: keep.name, value: name,
                                      expected: "a token or role the schema checks, such as " + check.tokenOfRole.values.sorted().prefix(3).joined(separator: ", "))
            }
            roles.append(role)
        }
        return roles
    }

    /// `--format F` as typed, read without the scan (which may be what failed): the last given.
    static func formatGiven(_ words: [String]) -> ReportFormat {
        CommandWords(words, options: options + GlobalOptions.everyCommand).value(of: format).flatMap(ReportFormat.init(rawValue:)) ?? .text
    }

    static func run(_ parsed: ParsedArguments, format: ReportFormat, context: ToolContext) throws(ToolError) -> ExitCode {
        // At a level, every mode is measured at the level's thresholds (and derived steps).
        let level = try ContrastLevelOption.level(parsed, schema: context.schema)
        let check = try LintCommand.check(parsed, schema: context.schema.at(level: level)!)
        var inputs = try load(parsed.all(tokenFiles), modePerFile: parsed.has(modesPerFile), relevant: check.relevantTokens, fileSystem: context.fileSystem)
        // Findings once per distinct mode; a fix still writes every place a value is written.
        let levels = try modeLevels(parsed, schema: context.schema)
        var reported = levelled(check.distinctModes(inputs.modes), check: check, levels: levels, schema: context.schema)
        var output = LintOutput(modes: reported.modes, check: check, results: results(reported))
        var fixJSON: JSONValue?
        var fixLines: [String] = []
        if parsed.has(fix) {
            let every = levelled(inputs.modes, check: check, levels: levels, schema: context.schema)
            let plan = LintFix.plan(check, modes: every.modes, texts: inputs.texts, keep: try keptRoles(parsed, check: check),
                                    checkOfMode: { every.checks[$0.name]! }, cancellation: context.cancellation)
            // A plan Ctrl-C cut short is no plan: nothing is written.
            if context.interrupted() { throw .interrupted }
            fixLines = LintFixText.lines(plan, output: output, writes: parsed.has(write))
            fixJSON = LintFixText.json(plan, output: output)
            if parsed.has(write), !plan.changes.isEmpty {
                let fixed = LintFix.apply(plan.changes, to: inputs.texts)
                let writes = fixed.indices.filter { fixed[$0] != inputs.texts[$0] }.map { index in
                    FileWrite(path: inputs.modes.files[index], text: (inputs.byteOrderMarks[index] ? "\u{FEFF}" : "") + fixed[index])
                }
                try ToolError.writing(try context.fileSystem.writeFiles(writes))
                for write in writes {
                    let count = plan.changes.filter { inputs.modes.files[$0.value.file] == write.path }.count
                    fixLines.append("wrote \(write.path.escapingControlCharacters) (\(Plural.counted(count, "value")))")
                }
                inputs = try load(parsed.all(tokenFiles), modePerFile: parsed.has(modesPerFile), relevant: check.relevantTokens, fileSystem: context.fileSystem)
                reported = levelled(check.distinctModes(inputs.modes), check: check, levels: levels, schema: context.schema)
                output = LintOutput(modes: reported.modes, check: check, results: results(reported))
                fixLines.append("linted again after writing:")
            }
        }
        switch format {
        case .json: context.output.line(JSONWriter.write(output.json(fix: fixJSON)))
        case .sarif: context.output.line(JSONWriter.write(output.sarif()))
        case .github: for line in fixLines + output.githubLines() { context.output.line(line) }
        case .text: for line in fixLines + output.textLines() { context.output.line(line) }
        }
        return output.exitCode
    }

    /// `--pair FG BG [--min RATIO]`, repeated, or the schema in use.
    static func check(_ parsed: ParsedArguments, schema: Schema) throws(ToolError) -> LintCheck {
        var pairs: [(foreground: String, background: String, minimum: Double)] = []
        var minimumGiven: [Bool] = []
        for occurrence in parsed.occurrences {
            switch occurrence.option {
            case pair:
                pairs.append((occurrence.values[0], occurrence.values[1], 4.5))
                minimumGiven.append(false)
            case minimum:
                let text = occurrence.values[0]
                let value = try minimum.ratio(text)
                guard !pairs.isEmpty, !minimumGiven.last! else {
                    throw .badOptionValue(command: "lint", option: minimum.name, value: text, expected: "one --min after each --pair FG BG")
                }
                pairs[pairs.count - 1].minimum = value
                minimumGiven[minimumGiven.count - 1] = true
            default: break
            }
        }
        for pair in pairs where LintCheck.key(pair.foreground) == LintCheck.key(pair.background) || pair.foreground.isEmpty {
            throw .badOptionValue(command: "lint", option: LintCommand.pair.name, value: "\(pair.foreground) \(pair.background)", expected: "two different token names")
        }
        return pairs.isEmpty ? LintCheck(schema: schema) : LintCheck(pairs: pairs)
    }

    struct Inputs {
        let modes: TokenModes
        /// Each file's text without its byte-order mark, and whether it had one.
        let texts: [String]
        let byteOrderMarks: [Bool]
    }

    static func load(_ paths: [String], modePerFile: Bool, relevant: Set<String>, fileSystem: FileSystem) throws(ToolError) -> Inputs {
        var texts: [String: String] = [:]
        var marks: [String: Bool] = [:]
        func read(_ path: String) throws(ToolError) -> String {
            if let known = texts[path] { return known }
            let bytes = try ToolError.reading(try fileSystem.readBytes(at: path, limit: InputLimits.schemeFileBytes))
            let text = try ToolError.reading(try UTF8Text.decode(bytes, path: path))
            texts[path] = text
            marks[path] = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            return text
        }
        func kind(_ path: String) throws(ToolError) -> String {
            let lowered = path.lowercased()
            if lowered.hasSuffix(".css") { return "css" }
            if lowered.hasSuffix(".json") || lowered.hasSuffix(".json5") { return "json" }
            throw .schemeFile(path: path, SchemeFileError(line: nil, .unknownFormat(fileName: String(path.split(separator: "/").last ?? Substring(path)))))
        }
        let kinds = try paths.map { path throws(ToolError) in try kind(path) }
        if let other = kinds.firstIndex(where: { $0 != kinds[0] }) { throw .mixedTokenInputs(first: paths[0], second: paths[other]) }
        let modes: TokenModes
        func failed(_ problem: TokenProblem, files: [String]) -> ToolError {
            .tokenFile(path: files[problem.place?.file ?? 0], line: problem.place?.line, problem.problem)
        }
        if kinds[0] == "css" {
            let files = try CSSImports.expanded(paths, read: read, exists: fileSystem.fileExists(at:))
            do throws(TokenProblem) {
                modes = try CSSTokenModes.read(files.map { (path: $0.path, text: $0.text) }, relevant: relevant, conditions: files.map(\.conditions))
            } catch {
                throw failed(error, files: files.map(\.path))
            }
        } else {
            let first = try read(paths[0])
            if DTCGResolverModes.isResolver(first) {
                if paths.count > 1 { throw .mixedTokenInputs(first: paths[0], second: paths[1]) }
                let referenced: [String]
                do throws(TokenProblem) { referenced = try DTCGResolverModes.referencedFiles(resolverPath: paths[0], text: first) } catch {
                    throw failed(error, files: [paths[0]])
                }
                var files: [String: String] = [:]
                for path in referenced { files[path] = try read(path) }
                do throws(TokenProblem) { modes = try DTCGResolverModes.read(resolverPath: paths[0], text: first, files: files, relevant: relevant) } catch {
                    throw failed(error, files: [paths[0]] + referenced)
                }
            } else {
                var parsed: [DTCGTokenModes.ParsedFile] = []
                let contents = try paths.map { path throws(ToolError) in try read(path) }
                do throws(TokenProblem) {
                    for (index, path) in paths.enumerated() {
                        let text = contents[index]
                        if index > 0, DTCGResolverModes.isResolver(text) { throw TokenProblem(TokenPlace(file: index, line: 1), .notTokens(expected: "token files only; give a resolver alone")) }
                        parsed.append(try DTCGTokenModes.ParsedFile(path: path, text: text, index: index))
                    }
                    modes = try DTCGTokenModes.read(parsed, modePerFile: modePerFile, relevant: relevant)
                } catch {
                    throw failed(error, files: paths)
                }
            }
        }
        return Inputs(modes: modes, texts: modes.files.map { texts[$0]! }, byteOrderMarks: modes.files.map { marks[$0]! })
    }
}
