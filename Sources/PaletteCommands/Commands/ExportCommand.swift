import PaletteKit

/// `palette-repl export FORMAT FILE... [--out DIR]`: Swift, DTCG tokens or CSS for every palette.
enum ExportCommand {
    static let descriptor = CommandDescriptor(
        name: "export",
        summary: "Write complete palettes as Swift source, DTCG design tokens or CSS custom properties.",
        forms: [.init("swift|dtcg|css FILE...", optional: ["--out", "--dtcg-structured"])],
        options: [
            .option("--out", "DIR", "the folder to write into (default: the current folder)"),
            .flag("--dtcg-structured", "DTCG colour values as colorSpace/components/alpha/hex objects"),
        ],
        details: [
            "swift  DIR/TYPE.swift: the schema's palette type (StreamPalette for the stream schema) with one stored let per role, an ID enum, one value per palette",
            "dtcg   DIR/palettes.tokens.json: one group per palette (--dtcg-structured: colorSpace/components/alpha/hex values)",
            "css    DIR/palettes.css: [data-palette=\"ID\"] { --role: #RRGGBB; … }",
            "Every palette must be complete; on any error nothing is written. DIR defaults to the current folder.",
        ]
    ) { parsed, context throws(ToolError) in
        guard parsed.positionals.count >= 2 else { throw parsed.wrongArguments }
        let format = try exportFormat(parsed.positionals[0])
        var palettes: [Palette] = []
        for path in parsed.positionals.dropFirst() {
            palettes.append(try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema))
        }
        let path = try write(palettes, as: format, structured: parsed.has("--dtcg-structured"),
                             to: parsed["--out"] ?? ".", fileSystem: context.fileSystem)
        context.output.line("wrote \(path) (\(palettes.count) palette\(palettes.count == 1 ? "" : "s"))")
        return .success
    }

    static func exportFormat(_ name: String) throws(ToolError) -> ExportFormat {
        guard let format = ExportFormat(rawValue: name) else {
            throw .unknownFormat(name, nearest: NearestName.nearest(to: name, among: ExportFormat.allCases.map(\.rawValue)))
        }
        return format
    }

    /// Exports and writes atomically into `folder`; returns the path written.
    static func write(_ palettes: [Palette], as format: ExportFormat, structured: Bool, to folder: String,
                      fileSystem: FileSystem) throws(ToolError) -> String {
        let text: String
        do throws(ExportProblem) { text = try PaletteExporter.export(palettes, as: format, structuredDTCG: structured) } catch {
            throw .export(error)
        }
        let name = format.fileName(for: palettes[0].schema)
        let path = folder == "." ? name : (folder.hasSuffix("/") ? folder : folder + "/") + name
        do throws(FileSystemError) {
            if folder != "." && !fileSystem.fileExists(at: folder) { try fileSystem.createDirectory(at: folder) }
            try fileSystem.writeAtomically(text, to: path)
        } catch {
            throw .unwritableFile(error)
        }
        return path
    }
}
