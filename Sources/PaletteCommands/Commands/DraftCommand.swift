import PaletteKit

/// `palette-repl draft ID`: a whole passing palette from a few key colours or a published
/// scheme, in the style of the team's palettes.
enum DraftCommand {
    static let out = CommandOption.option("--out", "FILE", .file, "write the drafted palette here (atomically)")
    static let dir = CommandOption.option("--dir", "DIR", .folder, "write DIR/Palettes/ID.json and its journal DIR/Sessions/ID.session, which 'open ID' continues")
    static let json = CommandOption.flag("--json", "{\"id\", \"kind\", \"level\", \"passes\", \"style\", \"roles\": [{\"role\", \"colour\", \"placed\", \"from\", \"placement\"}], \"moves\", \"movedKeys\": [{\"role\", \"key\", \"colour\", \"failed\"}], \"conflicts\", \"levels\", \"decisions\", \"palette\"}")

    static let options = [DraftInputs.key, DraftInputs.exact, DraftInputs.scheme, DraftInputs.kind, DraftInputs.like, ContrastLevelOption.option, out, dir, json, ShellEntryCommands.color]

    static let id = TypedArgument("ID", .text) { word, _ throws(ToolError) in
        guard let id = PaletteID(word) else { throw .badPaletteID(word) }
        return id
    }

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "draft"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Draft a whole palette from a few key colours or a published scheme, in the style of the team's palettes; every rule passes.",
        forms: [.init([id], optional: options, exclusive: [[out, dir]])],
        options: options,
        details: [
            "Every role not given is placed as the style places it ('palette-repl style' shows how), then the whole palette is repaired",
            "exactly as 'fix' repairs (keys kept, the style's pair orders kept), so every rule passes and every level derives.",
            "The style comes from the --like palettes (--like builtin: the schema's built-in ones), else DIR/Palettes (DIR: --dir or the current folder), else the schema's built-in palettes; the first line names them.",
            "--scheme takes the schema's key roles and signals from the scheme's slots (base16: base00 paper, base05 ink, base0D accent, ...); they are starts the repair may move, not decisions.",
            "Exit 1 when the keys leave no passing palette (the conflicting rules are named) and nothing is written.",
        ],
        interruptible: true
    ) { parsed, context throws(ToolError) in
        let id = parsed[id]
        let schema = context.schema
        if let out = parsed[out] {
            _ = try OutputFile.checked(out, fileSystem: context.fileSystem)
            try PaletteFileName.checkWrite(out, id: id, command: "draft")
        }
        let keys = try DraftInputs.keys(parsed.all(DraftInputs.key), schema: schema, command: "draft")
        var schemeColours: [DraftRequest.Given] = []
        var swatches: [(name: String, colour: Colour)] = []
        if let scheme = parsed[DraftInputs.scheme] {
            (schemeColours, swatches) = try DraftInputs.scheme(scheme, schema: schema, fileSystem: context.fileSystem)
        }
        let given = DraftInputs.merged(keys: keys, scheme: schemeColours)
        let kind = try DraftInputs.kind(parsed[DraftInputs.kind, as: DraftInputs.Kind.self], given: given, schema: schema, command: "draft")
        let folder = parsed[dir] ?? "."
        let likes = parsed.all(DraftInputs.like)
        let (palettes, source) = try DraftInputs.palettes(likes: likes, folder: folder, excluding: id.rawValue, schema: schema, fileSystem: context.fileSystem,
                                                          command: "draft")
        let level = try ContrastLevelOption.level(parsed, schema: schema)
        let paths = SessionPaths(directory: folder, id: id)
        if parsed[dir] != nil {
            for path in [paths.paletteFile, paths.journalFile] where context.fileSystem.fileExists(at: path) {
                throw .paletteExists(id: id.rawValue, path: path)
            }
        }
        var request = DraftRequest(id: id, schema: schema, given: given, isLight: kind.isLight, palettes: palettes, level: level)
        request.schemeSwatches = swatches
        request.exactKeys = parsed.has(DraftInputs.exact)
        request.cancellation = context.cancellation
        let draft = try ToolError.converting { () throws(DraftProblem) in try PaletteDraft.draft(request) }
        let sourceText = describe(source)
        if draft.passes {
            if let out = parsed[out] {
                try ToolError.writing(try context.fileSystem.writeAtomically(PaletteFile.encode(draft.palette), to: out))
            } else if parsed[dir] != nil {
                let journal = journalText(draft, keys: keys, scheme: parsed[DraftInputs.scheme], kindGiven: parsed[DraftInputs.kind, as: DraftInputs.Kind.self], level: level,
                                          source: source, paths: paths, context: context)
                try ToolError.writing(try context.fileSystem.writeFiles([
                    FileWrite(path: paths.paletteFile, text: PaletteFile.encode(draft.palette)),
                    FileWrite(path: paths.journalFile, text: journal),
                ]))
            }
        }
        if parsed.has(json) {
            context.output.line(JSONWriter.write(DraftJSON.encode(draft, source: sourceText)))
        } else {
            let style = try ShellEntryCommands.style(parsed, context: context)
            if let note = source.passedOverNote { context.output.line(note) }
            for line in DraftText.lines(draft, source: sourceText, styleNote: source.folderNote(schema: schema), kindReason: kind.reason, style: style) {
                context.output.line(line)
            }
            if draft.passes {
                if let out = parsed[out] { context.output.line("wrote \(out.escapingControlCharacters)") }
                if parsed[dir] != nil {
                    context.output.line("wrote \(paths.paletteFile.escapingControlCharacters) and \(paths.journalFile.escapingControlCharacters); 'palette-repl open \(id) --dir \(folder.escapingControlCharacters)' continues it")
                }
            }
        }
        return draft.passes ? .success : .failure
    }

    static func describe(_ source: DraftInputs.StyleSource) -> String {
        switch source {
        case .files(let paths): return paths.count == 1 ? "from \(paths[0])" : "from \(paths.count) --like files"
        case .folder(let folder, _, _): return "from \(folder)"
        case .builtIn: return "built in"
        }
    }

    /// The journal of a draft written with --dir: the keys as `set` lines, then the `draft` line
    /// that places the rest with the same style, then `save`, so it replays to the palette byte for
    /// byte and `open ID` continues from it.
    static func journalText(_ draft: PaletteDraft, keys: [DraftRequest.Given], scheme: String?, kindGiven: DraftInputs.Kind?, level: LevelName,
                            source: DraftInputs.StyleSource, paths: SessionPaths, context: ToolContext) -> String {
        let id = draft.request.id.rawValue
        let kind: DraftInputs.Kind = draft.request.isLight ? .light : .dark
        var lines = ["# \(id): drafted with 'palette-repl draft' from " + Plural.counted(draft.decisions, "key")
                     + (scheme.map { " and the scheme \($0)" } ?? "") + ", in the style of " + Plural.counted(draft.style.palettes.count, "\(kind.rawValue) palette")]
        lines.append(SessionHeader(.new, id: id, schemaPath: context.schemaPath.map { SchemaLoading.journalValue($0, paths: paths, fileSystem: context.fileSystem) }).line)
        for key in keys { lines.append("set \(key.role) \(key.colour.hex)") }
        // The kind is written unless the ground set above decides it.
        let writesKind = kindGiven != nil || keys.allSatisfy { $0.role != draft.request.schema.ground }
        // A key that moved moves again on replay: the shell's draft keeps set colours unless told.
        lines.append(DraftInputs.journalLine(roles: [], scheme: scheme, kind: writesKind ? kind : nil, source: source, level: level,
                                             movesKeys: !draft.movedKeys.isEmpty, paths: paths, fileSystem: context.fileSystem))
        lines.append("save")
        return lines.joined(separator: "\n") + "\n"
    }
}
