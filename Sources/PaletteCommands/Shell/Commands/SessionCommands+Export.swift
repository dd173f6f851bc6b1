import PaletteKit

extension SessionCommands {
    static let exportFormat = ExportCommand.formatArgument(exportFormats)

    static let export = ShellCommand(
        shared: ExportCommand.shared, arguments: [exportFormat],
        summaryNote: "In the shell: this palette and the others saved in DIR/Palettes, as " + ExportCommand.spokenList(exportFormats.map(\.name)) + " (a resolver needs two palettes: the one-shot command writes it)."
    ) { parsed, _, session, context throws(ToolError) in
        let format = parsed[exportFormat]
        let options = try ExportCommand.exportOptions(parsed, for: format)
        let folder = parsed[ExportCommand.out] ?? session.paths.exportsFolder
        // Every palette of the folder, the open one as it is now: a file of every palette
        // exported from one would drop the others.
        let saved = PaletteFolder.read(session.paths.directory, schema: session.palette.schema.standard, fileSystem: context.fileSystem).palettes
        let palettes = saved.map { $0.id == session.palette.id ? session.palette : $0 }
            + (saved.contains { $0.id == session.palette.id } ? [] : [session.palette])
        let paths = try ExportCommand.write(palettes, as: format, options: options, to: folder, fileSystem: context.fileSystem,
                                             cancellation: context.cancellation)
        let others = palettes.count - 1
        let carried = others == 0 ? "" : " (\(session.palette.id) and \(Plural.counted(others, "saved palette")) of \(FilePath.join(session.paths.directory, "Palettes")))"
        context.output.line("wrote \(ExportCommand.written(paths, format: format, folder: folder))" + carried)
    }
}
