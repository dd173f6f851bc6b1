import PaletteKit

/// `palette-repl preview FILE... --out preview.html`: one self-contained page, palettes side by side.
enum PreviewCommand {
    static let descriptor = CommandDescriptor(
        name: "preview",
        summary: "Write one self-contained HTML page showing each palette as a person would judge it.",
        forms: [.init("FILE...", required: ["--out"])],
        options: [.option("--out", "FILE.html", "the page to write")],
        details: ["No network, no scripts: ground, bar, card, sheet, capture stage and every rule, palettes side by side."]
    ) { parsed, context throws(ToolError) in
        guard !parsed.positionals.isEmpty, let out = parsed["--out"] else { throw parsed.wrongArguments }
        var palettes: [Palette] = []
        for path in parsed.positionals {
            let palette = try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema)
            guard palette.isComplete else { throw .export(.incomplete(id: palette.id.rawValue, missing: palette.missingRoles)) }
            palettes.append(palette)
        }
        do throws(FileSystemError) {
            try context.fileSystem.writeAtomically(PreviewPage.html(for: palettes), to: out)
        } catch {
            throw .unwritableFile(error)
        }
        context.output.line("wrote \(out) (\(palettes.count) palette\(palettes.count == 1 ? "" : "s"), \(PreviewLayout.pageWidth(columns: palettes.count)) px wide)")
        return .success
    }
}
