import PaletteKit

/// `twin [ID|none]`: names the palette that is this one in the other kind, so that every export
/// that carries dark twins pairs the two as it pairs the schema's twins (an asset catalog's dark
/// appearance, Android's `values-night`, the Swift facade's `Appearance`, CSS's
/// `prefers-color-scheme`, a resolver's `appearance` modifier); saved in the palette file as
/// `"twin"`, one undoable, journalled step.
/// `twin new [ID]` makes that palette: this one in the other kind, as `fix --invert` derives it,
/// written with a session of its own that replays to it, the two naming each other.
enum TwinCommand {
    static let twinID = CommandArgument("ID|none", .text, .optional)
    static let newWord = CommandArgument("new", .words(["new"]))
    static let newID = CommandArgument("ID", .text, .optional)

    static let command = ShellCommand(
        name: "twin", forms: [.init([newWord, newID]), .init([twinID])],
        summary: "Name this palette's twin of the other kind (light or dark), which exports that carry dark twins pair with it; 'twin none' clears it; 'twin new [ID]' makes it, as fix --invert derives it.",
        journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let id = session.palette.id
        if parsed[newWord] != nil {
            try makeTwin(parsed[newID], session: &session, context: context)
            return
        }
        guard let text = parsed[twinID] else {
            context.output.line(session.palette.twin.map { "\(id)'s twin: \($0)" } ?? "\(id) has no twin; 'twin ID' names the palette that is it in the other kind")
            return
        }
        if text == "none" {
            session.changePalette { $0.twin = nil }
            context.output.line("\(id) has no twin")
            return
        }
        guard let twin = PaletteID(text) else { throw .badPaletteID(text) }
        guard twin != id else { throw .twinIsItself(text) }
        session.changePalette { $0.twin = twin }
        guard context.showsFeedback else { return }
        let dark = session.palette.isLight == false ? id : twin
        context.output.line("\(id)'s twin is \(twin): exports of both pair them (\(dark) as the dark one) in \(pairingFormats)")
        // Pairing waits for the palette: said, so that a typo in the id is seen.
        let file = SessionPaths(directory: session.paths.directory, id: twin).paletteFile
        if !context.fileSystem.fileExists(at: file) {
            context.output.line("\(twin) is not a palette yet (no \(file.escapingControlCharacters)): exports pair them once it is; 'twin new \(twin)' makes it")
        }
    }

    /// The formats that pair twins, as the format table declares them: `swift, css, … and tailwind`.
    static var pairingFormats: String {
        ExportCommand.spokenList(ExportFormat.allCases.filter { $0.variants.contains(.darkTwin) }.map(\.name), "and")
    }

    /// The other kind of the palette, derived as `fix --invert` derives it, written as
    /// `Palettes/NEW.json` with `Sessions/NEW.session` (its colours set, its levels' turned status
    /// hues pinned as `fix --invert` pins them, its twin named, saved), and named as this
    /// palette's twin.
    static func makeTwin(_ given: String?, session: inout Session, context: ShellContext) throws(ToolError) {
        guard session.level == LevelName.standard else { throw .draftAtLevel(session.level) }
        let palette = session.palette
        guard palette.isComplete else { throw .incompletePalette(missing: palette.missingRoles) }
        let twin: PaletteID
        if let given {
            guard let id = PaletteID(given) else { throw .badPaletteID(given) }
            twin = id
        } else {
            twin = FixCommand.twinID(of: palette.id, becomingLight: palette.isLight == false)
        }
        guard twin != palette.id else { throw .twinIsItself(twin.rawValue) }
        let paths = SessionPaths(directory: session.paths.directory, id: twin)
        for path in [paths.paletteFile, paths.journalFile] where context.fileSystem.fileExists(at: path) {
            throw .paletteExists(id: twin.rawValue, path: path)
        }
        let repair = try ToolError.converting { () throws(RepairProblem) in
            try PaletteRepair.repair(RepairRequest(palette: palette, inverts: true, cancellation: context.cancellation))
        }
        guard repair.passes else {
            throw .levelNotDerivable(level: "other kind", conflicts: repair.conflicts.map { $0.map(RuleText.brief).joined(separator: ", ") })
        }
        var made = repair.result
        let levels = try OtherKindLevels.deriving(&made, cancellation: context.cancellation)
        made.id = twin
        made.twin = palette.id
        let journal = "# palette-repl session: palette \(twin), the \(made.isLight == false ? "dark" : "light") twin of \(palette.id), as 'twin new' derived it\n"
            + "new \(twin)\n" + JournalLines.bringing(Palette(id: twin, schema: made.schema), to: made).map { $0 + "\n" }.joined() + "save\n"
        try ToolError.writing(try context.fileSystem.writeFiles([FileWrite(path: paths.paletteFile, text: PaletteFile.encode(made)),
                                                                  FileWrite(path: paths.journalFile, text: journal)]))
        session.changePalette { $0.twin = twin }
        // The twin's files are written once; what this session replays is the naming.
        session.journalledAs = "twin \(twin)"
        guard context.showsFeedback else { return }
        let kind = made.isLight == false ? "dark" : "light"
        context.output.line("wrote \(paths.paletteFile.escapingControlCharacters) and \(paths.journalFile.escapingControlCharacters): \(twin), the \(kind) twin of \(palette.id), every rule passing; 'open \(twin)' edits it")
        for line in levels.lines(made) { context.output.line(line) }
        context.output.line("\(palette.id)'s twin is \(twin); 'save' keeps it")
    }
}
