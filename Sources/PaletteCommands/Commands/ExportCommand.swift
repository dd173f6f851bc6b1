import PaletteKit

/// `palette-repl export FORMAT FILE... [--out DIR]`: Swift, DTCG tokens or CSS for every palette.
enum ExportCommand {
    static let descriptor = CommandDescriptor(
        name: "export",
        summary: "Write complete palettes as Swift source, DTCG design tokens or CSS custom properties.",
        forms: [.init("swift|dtcg|dtcg-resolver|css FILE...", optional: ["--out", "--dtcg-legacy"])],
        options: [
            .option("--out", "DIR", "the folder to write into (default: the current folder)"),
            legacyOption,
        ],
        details: [
            "swift          DIR/TYPE.swift: the schema's palette type (StreamPalette for the stream schema) with one stored let per role, an ID enum, one value per palette, and the TYPE-to-Tokens facade",
            "dtcg           DIR/palettes.tokens.json: DTCG 2025.10 tokens, one group per palette, colours as colorSpace/components/alpha/hex objects",
            "dtcg-resolver  DIR/palettes.resolver.json (DTCG Resolver 2025.10, a palette modifier with one context per palette) and DIR/ID.tokens.json for each palette",
            "css            DIR/palettes.css: [data-palette=\"ID\"] { --role: #RRGGBB; … }",
            "Every palette must be complete; on any error nothing is written. DIR defaults to the current folder.",
        ]
    ) { parsed, context throws(ToolError) in
        guard parsed.positionals.count >= 2 else { throw parsed.wrongArguments }
        let format = try exportFormat(parsed.positionals[0])
        var palettes: [Palette] = []
        for path in parsed.positionals.dropFirst() {
            palettes.append(try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema))
        }
        let paths = try write(palettes, as: format, dtcgColours: dtcgColours(parsed), to: parsed["--out"] ?? ".",
                              fileSystem: context.fileSystem)
        context.output.line("wrote \(written(paths)) (\(palettes.count) palette\(palettes.count == 1 ? "" : "s"))")
        return .success
    }

    /// `--dtcg-legacy`, shared with the shell's `export`.
    static let legacyOption = CommandDescriptor.Option.flag("--dtcg-legacy", "DTCG colour values as \"#RRGGBB\" strings, the form before DTCG 2025.10")

    static func dtcgColours(_ parsed: ParsedArguments) -> DTCGColourForm {
        parsed.has(legacyOption.name) ? .legacyHex : .object
    }

    static func exportFormat(_ name: String) throws(ToolError) -> ExportFormat {
        guard let format = ExportFormat(rawValue: name) else {
            throw .unknownFormat(name, nearest: NearestName.nearest(to: name, among: ExportFormat.allCases.map(\.rawValue)))
        }
        return format
    }

    /// Exports and writes the files into `folder` all or nothing (the folder is made only when
    /// they are written); returns the paths written, the main file first.
    static func write(_ palettes: [Palette], as format: ExportFormat, dtcgColours: DTCGColourForm, to folder: String,
                      fileSystem: FileSystem) throws(ToolError) -> [String] {
        let files: [ExportedFile]
        do throws(ExportProblem) { files = try PaletteExporter.export(palettes, as: format, dtcgColours: dtcgColours) } catch {
            throw .export(error)
        }
        let writes = files.map { FileWrite(path: FilePath.join(folder, $0.name), text: $0.text) }
        do throws(FileSystemError) { try fileSystem.writeFiles(writes) } catch { throw .unwritableFile(error) }
        return writes.map(\.path)
    }

    /// The main file, and how many files beside it (a resolver's token files).
    static func written(_ paths: [String]) -> String {
        paths.count == 1 ? paths[0] : "\(paths[0]) and \(paths.count - 1) token file\(paths.count == 2 ? "" : "s") beside it"
    }
}
