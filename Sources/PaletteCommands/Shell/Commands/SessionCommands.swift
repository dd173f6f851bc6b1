import PaletteKit

/// Commands about the session itself: source, save, quit, help.
enum SessionCommands {
    static let all: [ShellCommand] = [source, save, export, quit, exit, help]

    /// The formats one palette can be exported in (a resolver needs two; the shell has one).
    static let exportFormats = ExportFormat.allCases.filter { $0.palettesNeeded <= 1 }

    static let exportOut = CommandOption.option("--out", "DIR", .folder, "the folder to write into")

    static let export = ShellCommand(
        name: "export", arguments: [ExportCommand.formatArgument(exportFormats)],
        summary: "Write this palette and the others saved in DIR/Palettes as " + ExportCommand.spokenList(exportFormats.map(\.name)) + " (into DIR/Exports unless --out); this one must be complete.",
        options: [exportOut] + ExportCommand.formatOptions
    ) { parsed, _, session, context throws(ToolError) in
        let format = try ExportCommand.exportFormat(parsed.positionals[0], among: exportFormats)
        let options = try ExportCommand.exportOptions(parsed, for: format)
        let folder = parsed[exportOut] ?? session.paths.exportsFolder
        // Every palette of the folder, the open one as it is now: a file of every palette
        // exported from one would drop the others.
        let saved = PaletteFolder.read(session.paths.directory, schema: session.palette.schema.standard, fileSystem: context.fileSystem).palettes
        let palettes = saved.map { $0.id == session.palette.id ? session.palette : $0 }
            + (saved.contains { $0.id == session.palette.id } ? [] : [session.palette])
        let paths = try ExportCommand.write(palettes, as: format, options: options, to: folder, fileSystem: context.fileSystem)
        let others = palettes.count - 1
        let carried = others == 0 ? "" : " (\(session.palette.id) and \(Plural.counted(others, "saved palette")) of \(FilePath.join(session.paths.directory, "Palettes")))"
        context.output.line("wrote \(ExportCommand.written(paths, format: format, folder: folder))" + carried)
    }

    static let source = ShellCommand(
        name: "source", arguments: [.init("NAME|FILE", .oneOf([.source, .file]), .zeroOrMore, extensions: SchemeFile.extensions)],
        summary: "Load named colours: a published scheme (nord, gruvboxDark, …) or your own FILEs (DTCG tokens .json, CSS custom properties .css, base16/base24 .yaml, name → colour .json), each a library, var() resolved across the .css files given; without NAME, list them.",
        journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let arguments = parsed.positionals
        if arguments.count > 1, let scheme = arguments.first(where: { !SchemeLoading.isFile($0) }) {
            throw .builtInSourceNotAlone(scheme)
        }
        guard let name = arguments.first else {
            for library in SwatchLibrary.all {
                let loaded = session.current.sourceNames.contains(library.name) ? " (loaded)" : ""
                context.output.line("  \(library.name.padding(to: 16))\(library.title), \(Plural.counted(library.swatches.count, "colour"))\(loaded)")
            }
            for library in session.current.libraries where !library.isBuiltIn {
                context.output.line("  \(library.name.padding(to: 16))\(library.provenance.escapingControlCharacters), \(Plural.counted(library.swatches.count, "colour")) (loaded)")
            }
            return
        }
        let libraries = SchemeLoading.isFile(name)
            ? try SchemeLoading.load(paths: arguments.map(context.path), fileSystem: context.fileSystem)
            : [try library(named: name)]
        var next = session.current
        for library in libraries {
            next.libraries.removeAll { $0.name == library.name }
            next.libraries.append(library)
        }
        session.change(to: next)
        for library in libraries {
            context.output.line("source \(library.name): \(Plural.counted(library.swatches.count, "colour")) from \(library.title) (\(library.provenance.escapingControlCharacters))")
        }
    }

    static let force = CommandOption.flag("--force", "save despite failing rules, recording them in the file")

    static let save = ShellCommand(
        name: "save",
        summary: "Write Palettes/ID.json when all roles are set and every rule passes (--force: despite failing rules).",
        options: [force], journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let palette = session.palette
        guard palette.isComplete else { throw .incompletePalette(missing: palette.missingRoles) }
        let failing = RuleEvaluator.evaluateAll(palette).filter { $0.status == .fail }
        if !failing.isEmpty && !parsed.has(force) { throw .failingRules(failing.map { RuleText.brief($0.rule) }) }
        // A level with pins must still be derivable: the pins are the designer's, the rest is computed.
        for level in palette.schema.levels.map(\.name) where palette.pins[level] != nil && !parsed.has(force) {
            let variant: PaletteRepair
            do throws(RepairProblem) { variant = try PaletteRepair.variant(of: palette, at: level) } catch { throw .repair(error) }
            if !variant.passes { throw .levelNotDerivable(level: level, conflicts: variant.conflicts.map { $0.map(RuleText.brief).joined(separator: ", ") }) }
        }
        let path = session.paths.paletteFile
        // A new palette's file belongs to this session only once it has saved it: a file that
        // appeared meanwhile (another shell, a copy) is someone else's work.
        if !session.ownsPaletteFile && context.fileSystem.fileExists(at: path) {
            throw .paletteExists(id: session.paths.id.rawValue, path: path)
        }
        try ToolError.writing(try context.fileSystem.writeAtomically(PaletteFile.encode(palette, failing: failing), to: path))
        session.saved = session.current
        session.ownsPaletteFile = true
        let note = failing.isEmpty ? "" : " with \(Plural.counted(failing.count, "failing rule")) recorded"
        context.output.line("saved \(path)\(note)")
    }

    static let quit = ShellCommand(name: "quit", summary: "Leave; warns once when there are unsaved changes.") { _, _, session, context throws(ToolError) in
        if session.hasUnsavedWork && !session.quitWarned {
            // A warning, not a rejection: the second quit must know the first one warned.
            session.quitWarned = true
            context.output.line(ErrorText.warning(.unsavedChanges))
            return
        }
        session.wantsToQuit = true
    }

    /// `exit` leaves as `quit` does: what people type at a shell.
    static let exit = ShellCommand(name: "exit", summary: "Leave, as 'quit' does.", run: quit.run)

    static let help = ShellCommand(
        name: "help", arguments: [.init("COMMAND", .command, .optional)], summary: "List the commands, or show one command's usage."
    ) { parsed, _, _, context throws(ToolError) in
        let arguments = parsed.positionals
        if let name = arguments.first {
            guard let command = ShellEngine.command(named: name) else {
                throw .unknownCommand(name, nearest: NearestName.nearest(to: name, among: ShellEngine.commands.map(\.name)))
            }
            for line in ["usage: \(command.usage)", command.summary] {
                TextWrap.wrap(line, width: context.style.width, indent: 2).forEach { context.output.line($0) }
            }
            // Each option with its help, the help continuing under its own column.
            let optionWidth = command.options.map(\.shown.count).max() ?? 0
            for option in command.options {
                TextWrap.wrap("  " + option.shown.padding(to: optionWidth) + "  " + option.help, width: context.style.width, indent: optionWidth + 4)
                    .forEach { context.output.line($0) }
            }
            return
        }
        // A column as wide as the longest name (a usage can be ninety characters wide), each
        // summary wrapped at the terminal's width on word boundaries under its own column.
        let width = ShellEngine.commands.map(\.name.count).max() ?? 0
        for command in ShellEngine.commands {
            let line = "  " + command.name.padding(to: width) + "  " + command.summary
            TextWrap.wrap(line, width: context.style.width, indent: width + 4).forEach { context.output.line($0) }
        }
        context.output.line("'help COMMAND' shows its usage and options")
    }

    /// A built-in library, or with `loaded` one the session has loaded (which wins).
    static func library(named name: String, loaded: [SwatchLibrary] = []) throws(ToolError) -> SwatchLibrary {
        guard let library = SwatchLibrary.named(name, loaded: loaded) else {
            throw .unknownLibrary(name, nearest: NearestName.nearest(to: name, among: SwatchLibrary.all.map(\.name)))
        }
        return library
    }
}
