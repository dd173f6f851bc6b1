import PaletteKit

/// `palette-repl preview FILE... --out FILE.html`: one self-contained page, palettes side by side.
enum PreviewCommand {
    static let out = TypedOption("--out", "FILE.html", .file, "the page to write")

    static let files = CommandArgument("FILE", .file, .oneOrMore)

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "preview"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Write one self-contained HTML page showing each palette as a person would judge it.",
        forms: [.init([files], required: [out])],
        options: [out],
        details: [
            "No network, no scripts: ground, bar, card, sheet, capture stage and every rule, palettes side by side,",
            "then each palette's variant at each of the schema's contrast levels ('fix --level'), derived, never stored.",
        ],
        interruptible: true
    ) { parsed, context throws(ToolError) in
        let out = try OutputFile.checked(parsed.required(out), fileSystem: context.fileSystem)
        var palettes: [Palette] = []
        for path in parsed.all(files) {
            let palette = try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema)
            guard palette.isComplete else { throw .export(.incomplete(id: palette.id.rawValue, missing: palette.missingRoles.map(\.rawValue))) }
            palettes.append(palette)
        }
        // Derived as every export derives them (on both cores, the same error when one cannot be).
        let derived = try ToolError.converting { () throws(ExportProblem) in try ContrastVariants(palettes, cancellation: context.cancellation) }
        let variants = derived.levels.flatMap { level in palettes.map { derived.variant(of: $0, at: level) } }
        try ToolError.writing(try context.fileSystem.writeAtomically(PreviewPage.html(for: palettes + variants), to: out))
        let levels = variants.isEmpty ? "" : " and " + Plural.counted(variants.count, "contrast variant")
        context.output.line("wrote \(out) (\(Plural.counted(palettes.count, "palette"))\(levels), \(PreviewLayout.pageWidth(columns: palettes.count + variants.count)) px wide)")
        return .success
    }
}
