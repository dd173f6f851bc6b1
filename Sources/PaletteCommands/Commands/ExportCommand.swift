import PaletteKit

/// `palette-repl export FORMAT FILE...`: every format of `ExportFormat`, whose
/// declaration gives the usage, the help lines, completion and each format's switches.
enum ExportCommand {
    static let out = CommandOption.option("--out", "DIR", .folder, "the folder to write into (default: the current folder; in the shell, the palette folder's Exports)")
    /// One-shot only: the shell's palette is checked as it is edited.
    static let diagnostics = CommandOption.flag("--diagnostics", "check every palette first as 'check' does; a file that does not read, a missing role, a failing rule or a broken hierarchy is reported on standard error as FILE:LINE: error: … at the palette's line (as compilers report, so Xcode and SwiftPM show it as a build error there), and nothing is written (exit 1, or 2 for a file that does not read); the build plugin's mode")
    static let replace = CommandOption.flag("--replace", "replace a file this tool wrote even when it holds palettes this export leaves out (a folder only the export writes, such as the build plugin's); a file it did not write is still refused")

    static let format = formatArgument(ExportFormat.allCases)
    static let files = CommandArgument("FILE", .file, .oneOrMore)

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "export"

    /// The shell's `export` and this one (`SessionCommands.export`).
    static let shared = SharedCommand(
        name: name,
        summary: "Write complete palettes in an export format (the usage lists them); on any error nothing is written.",
        options: [out] + formatOptions,
        details: formatDetails
    )

    static let descriptor = CommandDescriptor(
        name: shared.name,
        summary: shared.summary(adding: "Formats: " + spokenList(ExportFormat.allCases.map(\.name)) + "."),
        forms: [.init([format, files], optional: shared.options + [diagnostics, replace])],
        options: shared.options + [diagnostics, replace],
        details: shared.details,
        interruptible: true
    ) { parsed, context throws(ToolError) in
        let format = parsed[Self.format]
        let options = try exportOptions(parsed, for: format)
        if parsed.has(diagnostics) { return try exportCheckingFirst(parsed, format: format, options: options, context: context) }
        var palettes: [Palette] = []
        for path in parsed.all(files) {
            palettes.append(try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema))
        }
        let folder = parsed[out] ?? "."
        let paths = try write(palettes, as: format, options: options, to: folder, fileSystem: context.fileSystem,
                              cancellation: context.cancellation, replacingOwn: parsed.has(replace))
        context.output.line(wrote(paths, format: format, folder: folder, palettes: palettes.count))
        return .success
    }

    /// `--diagnostics`: every file checked first, every problem of every file reported at its line,
    /// and the export written only when there is none; a failure of the export that belongs to one
    /// palette (a level it cannot derive) is reported at its file's line too.
    static func exportCheckingFirst(_ parsed: ParsedArguments, format: ExportFormat, options: ExportOptions, context: ToolContext) throws(ToolError) -> ExitCode {
        let checked = parsed.all(files).map { PaletteDiagnostics.check(path: $0, fileSystem: context.fileSystem, schema: context.schema) }
        let diagnostics = checked.flatMap(\.diagnostics)
        guard diagnostics.isEmpty else {
            for diagnostic in diagnostics { context.report(diagnostic) }
            return checked.map(\.exit).max() ?? .failure
        }
        let palettes = checked.compactMap(\.palette)
        let folder = parsed[out] ?? "."
        let paths: [String]
        do throws(ToolError) {
            paths = try write(palettes, as: format, options: options, to: folder, fileSystem: context.fileSystem,
                              cancellation: context.cancellation, replacingOwn: parsed.has(replace))
        } catch {
            guard let diagnostic = PaletteDiagnostics.placed(error, among: checked) else { throw error }
            context.report(diagnostic)
            return error.exitCode
        }
        context.output.line(wrote(paths, format: format, folder: folder, palettes: palettes.count))
        return .success
    }

    /// `wrote out/palettes.css (2 palettes)`.
    static func wrote(_ paths: [String], format: ExportFormat, folder: String, palettes: Int) -> String {
        "wrote \(written(paths, format: format, folder: folder)) (\(Plural.counted(palettes, "palette")))"
    }

    /// The first argument, `swift|dtcg|…`: completion offers the formats, `exportFormat` reads the word.
    static func formatArgument(_ formats: [ExportFormat]) -> TypedArgument<ExportFormat> {
        TypedArgument(formats.map(\.name).joined(separator: "|"), .choice(formats.map(\.name))) { word, _ throws(ToolError) in
            try exportFormat(word, among: formats)
        }
    }

    /// `a, b or c` (or `and`).
    static func spokenList(_ words: [String], _ conjunction: String = "or") -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
    }

    /// Each format switch once, as an option of `export` (one-shot and in the shell).
    static let formatOptions: [CommandOption] = ExportOption.allCases.map { option in
        .flag("--" + option.rawValue, optionHelp(option) + " (" + option.formats.map(\.name).joined(separator: ", ") + ")")
    }

    static func optionHelp(_ option: ExportOption) -> String {
        switch option {
        case .dtcgLegacy: return "DTCG colour values as \"#RRGGBB\" strings, the form before DTCG 2025.10"
        case .figmaREST: return "the body of Figma's POST /v1/files/:key/variables instead of import files"
        }
    }

    /// One help line per format: its name, what it writes, and what it needs or carries.
    static let formatDetails: [String] = {
        let width = (ExportFormat.allCases.map(\.name.count).max() ?? 0) + 2
        return ExportFormat.allCases.map { format in
            var notes: [String] = []
            if format.palettesNeeded > 1 { notes.append("needs \(format.palettesNeeded) palettes or more") }
            if !format.variants.isEmpty { notes.append("carries " + format.variants.map(\.rawValue).sorted().joined(separator: ", ")) }
            return format.name.padding(to: width) + format.summary + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
        }
    }()

    /// The format named, among `formats` (the shell's are those of one palette).
    static func exportFormat(_ name: String, among formats: [ExportFormat] = ExportFormat.allCases) throws(ToolError) -> ExportFormat {
        guard let format = ExportFormat(rawValue: name) else {
            throw .unknownFormat(name, nearest: NearestName.nearest(to: name, among: formats.map(\.name)), expected: formats)
        }
        guard formats.contains(format) else { throw .formatNeedsPaletteFiles(format) }
        return format
    }

    /// The switches given, each checked to apply to `format`.
    static func exportOptions(_ parsed: ParsedArguments, for format: ExportFormat) throws(ToolError) -> ExportOptions {
        var chosen: Set<ExportOption> = []
        for (option, flag) in zip(ExportOption.allCases, formatOptions) where parsed.has(flag) {
            guard format.options.contains(option) else { throw .optionNotForFormat(option, format) }
            chosen.insert(option)
        }
        return ExportOptions(chosen)
    }

    /// Exports and writes the files into `folder` all or nothing (the folders are made only when
    /// they are written); returns the paths written, the main file first. `replacingOwn`
    /// (`--replace`): a file this tool wrote is replaced whatever palettes it holds.
    static func write(_ palettes: [Palette], as format: ExportFormat, options: ExportOptions, to folder: String,
                      fileSystem: FileSystem, cancellation: Cancellation, replacingOwn: Bool = false) throws(ToolError) -> [String] {
        let files = try ToolError.converting { () throws(ExportProblem) in try PaletteExporter.export(palettes, as: format, options: options, cancellation: cancellation) }
        let writes = files.map { FileWrite(path: FilePath.join(folder, $0.name), text: $0.text) }
        try refuseReplacingOthers(writes, palettes: palettes, fileSystem: fileSystem, replacingOwn: replacingOwn)
        try ToolError.writing(try fileSystem.writeFiles(writes))
        return writes.map(\.path)
    }

    /// An export never replaces a file this tool did not write, nor one that holds palettes the
    /// new export leaves out (a folder's palettes.css exported again from one palette dropped the
    /// others without a word). Files the tool marks as its own (`ExportedPaletteIDs`) are the ones
    /// that carry several palettes; the rest (an asset catalog's folders, Figma's file per
    /// palette) are one palette's each.
    static func refuseReplacingOthers(_ writes: [FileWrite], palettes: [Palette], fileSystem: FileSystem, replacingOwn: Bool = false) throws(ToolError) {
        let exported = Set(palettes.map(\.id.rawValue))
        // Only regular files (or links to one) are read here; anything else is refused by the
        // write itself, with what it is.
        for write in writes where ExportedPaletteIDs.isMarked(write.text) && fileSystem.fileExists(at: write.path)
            && fileSystem.specialKind(at: write.path) == nil {
            guard let existing = try? fileSystem.readText(at: write.path, limit: InputLimits.exportedFileBytes) else {
                throw .exportWouldReplace(path: write.path)
            }
            guard ExportedPaletteIDs.isMarked(existing) else { throw .exportWouldReplace(path: write.path) }
            if replacingOwn { continue }
            let dropped = ExportedPaletteIDs.ids(in: existing).filter { !exported.contains($0) }
            if !dropped.isEmpty { throw .exportWouldDrop(path: write.path, palettes: dropped) }
        }
    }

    /// What was written into `folder`, as the format's layout tells it: the file; the main file
    /// and how many beside it; or each top-level folder with its count of files, and top-level files.
    static func written(_ paths: [String], format: ExportFormat, folder: String) -> String {
        switch format.layout {
        case .oneFile:
            return paths[0]
        case .filesBeside(let each):
            return paths.count == 1 ? paths[0] : "\(paths[0]) and \(Plural.counted(paths.count - 1, each)) beside it"
        case .folders:
            let prefix = FilePath.join(folder, "")
            var tops: [(name: String, files: Int)] = []
            for path in paths {
                let inside = path.dropFirst(prefix.count)
                let top = inside.firstIndex(of: "/").map { String(inside[..<$0]) } ?? String(inside)
                if let index = tops.firstIndex(where: { $0.name == top }) { tops[index].files += 1 } else { tops.append((top, 1)) }
            }
            return spokenList(tops.map { top in
                prefix + top.name + (paths.contains(prefix + top.name) ? "" : " (\(Plural.counted(top.files, "file")))")
            }, "and")
        }
    }
}
