import PaletteKit

/// `palette-repl usage PATH...`: which of the schema's roles and derived tokens an app's code still
/// reads (following its own declarations), which it does not, and where it hard-codes colours
/// that should read a role.
enum UsageCommand {
    static let format = CommandOption.choice("--format", ReportFormat.self,
                                             "text, json ({\"files\", \"lines\", \"passedOver\", \"exportsSkipped\", \"facades\", \"tokens\": [{\"name\", \"derived\", \"uses\", \"places\", \"previewUses\", \"previewPlaces\", \"testUses\", \"testPlaces\", \"status\", \"spellings\", \"through\", \"readBy\"}], \"declarations\": [{\"name\", \"file\", \"line\", \"reads\"}], \"definitions\", \"unread\", \"leaks\": [{\"file\", \"line\", \"column\", \"colour\", \"text\", \"scope\", \"usedAt\", \"roles\": [{\"role\", \"palettes\", \"equalIn\", \"nearIn\", \"distance\", \"replacement\"}]}]}), sarif (SARIF 2.1.0) or github (workflow commands)")
    static let json = CommandOption.flag("--json", "the same as --format json")
    static let exports = CommandOption.option("--exports", "PATH", .file, "a generated file or folder that is not app code (repeatable; this tool's own exports are recognised by their header)", repeatable: true)
    static let receiver = CommandOption.option("--receiver", "NAME", .text, "a name the app reads roles on, besides the facade, the palette type and variables declared of it (repeatable); a dotted one (MaterialTheme.colorScheme) is read on its last name", repeatable: true)
    static let allow = CommandOption.option("--allow", "FILE", .file, "hard-coded colours kept on purpose: PATH, PATH:LINE or #RRGGBB a line (* and ** globs)")
    static let dir = CommandOption.option("--dir", "DIR", .folder, "the palette folder whose Palettes/ hard-coded colours are matched against (default: the current folder, else the schema's built-in palettes)")

    static let options = [format, json, exports, receiver, allow, dir]

    static let paths = CommandArgument("PATH", .file, .oneOrMore)

    /// Each `--receiver` as the scanner matches it: a name (a letter or `_`, then letters, digits
    /// and `_`), or names joined by dots, read on the last. A value that no code could read a
    /// role on (empty, spaced, a trailing dot, a digit first) is refused: it would match nothing
    /// and turn every role dead.
    static func receivers(_ values: [String]) throws(ToolError) -> [String] {
        try values.map { (value) throws(ToolError) -> String in
            let names = value.split(separator: ".", omittingEmptySubsequences: false)
            let isName = { (name: Substring) -> Bool in
                guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
                return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType == .decimal }
            }
            guard names.allSatisfy(isName) else {
                throw .badOptionValue(command: "usage", option: receiver.name, value: value,
                                      expected: "a name code reads roles on (theme, palette), or a dotted path to one (MaterialTheme.colorScheme)")
            }
            return String(names.last!)
        }
    }

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "usage"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Find the roles an app no longer reads (through its own declarations) and the colours it hard-codes; exit 1 when any.",
        forms: [.init([paths], optional: options)],
        options: options,
        details: [
            "Reads Swift, Kotlin, Java, JS/TS (JSX, Vue, Svelte), CSS/SCSS/Less, HTML, Android res/ XML and JSON token files under each PATH,",
            "under every name the exports give a role: StreamTokens.paper and a palette value's member, Color(\"nord/paper\") and Color(.paper),",
            "R.color.nord_paper and @color/nord_paper, var(--paper), Tailwind's bg-paper, DTCG {nord.paper}. Comments and ordinary strings are not uses.",
            "A read inside an app declaration (a static member, an extension's member, a top-level or Kotlin object member, a CSS custom property,",
            "an Android <color>) counts only if that declaration is itself read. Hidden folders, node_modules and asset catalogs are not read.",
            "Exit 0 when every token is used and nothing is hard-coded, 1 otherwise, 2 for bad input.",
        ],
        failureDocument: { error, words in
            let given = CommandWords(words, options: options + GlobalOptions.everyCommand)
            return LintOutput.failure(error, format: given.has(json) ? .json : given.value(of: format).flatMap(ReportFormat.init(rawValue:)) ?? .text,
                                      command: "usage")
        }
    ) { parsed, context throws(ToolError) in
        let chosen = parsed.has(json) ? .json : parsed[format, as: ReportFormat.self] ?? .text
        var allowList = UsageAllowList()
        if let path = parsed[allow] {
            allowList = try UsageAllowList.parse(try ToolError.reading(try context.fileSystem.readText(at: path, limit: InputLimits.schemeFileBytes)), path: path)
        }
        let folder = parsed[dir] ?? "."
        if parsed[dir] != nil, context.fileSystem.fileNames(in: folder) == nil {
            throw .unreadableFile(FileSystemError(path: folder, reason: "not a folder that can be read"))
        }
        let (report, sources, vocabulary) = try analyse(parsed.all(paths), exports: parsed.all(exports), receivers: try receivers(parsed.all(receiver)),
                                                        folder: folder, context: context)
        let output = UsageOutput(report: report, sources: sources, lineCount: sources.files.reduce(0) { $0 + $1.scan.lineBreaks }, vocabulary: vocabulary, allowList: allowList)
        switch chosen {
        case .json: context.output.line(JSONWriter.write(output.json()))
        case .sarif: context.output.line(JSONWriter.write(output.sarif()))
        case .github: for line in output.githubLines() { context.output.line(line) }
        case .text: for line in output.textLines() { context.output.line(line) }
        }
        return output.hasFindings ? .failure : .success
    }

    /// The usage report of the code under `paths`, against the palettes of `folder` (else the
    /// schema's built-in ones): what `usage` prints, and what `schema retire --app` asks.
    static func analyse(_ paths: [String], exports: [String], receivers: [String], folder: String,
                        context: ToolContext) throws(ToolError) -> (UsageReport, UsageSources, UsageVocabulary) {
        let schema = context.schema
        let saved = PaletteFolder.read(folder, schema: schema, fileSystem: context.fileSystem).palettes
        let palettes = saved.isEmpty ? BuiltInPalettes.palettes(for: schema) : saved
        let vocabulary = UsageVocabulary(schema: schema, paletteIDs: palettes.map(\.id.rawValue), receivers: receivers)
        let sources = try UsageSources.scan(paths, exports: exports, vocabulary: vocabulary, fileSystem: context.fileSystem)
        return (UsageAnalysis.report(files: sources.files, vocabulary: vocabulary, palettes: palettes, facades: sources.facades), sources, vocabulary)
    }
}
