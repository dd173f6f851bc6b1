import PaletteKit

/// `palette-repl fix FILE`: the nearest palette in which every rule passes.
enum FixCommand {
    static let only = CommandOption.list("--only", "ROLE", .role, "move only these roles")
    static let keep = CommandOption.list("--keep", "ROLE", .role, "keep these roles as they are")
    static let invert = CommandOption.flag("--invert", "start from the other kind as the schema's otherKind drafts it (hue and chroma kept); pairs flip their order except those it keeps")
    static let unlink = CommandOption.flag("--unlink", "let roles that follow others (links) move on their own; their links are given up")

    static let out = CommandOption.option("--out", "FILE", .file, "write the repaired palette to FILE, named ID.json for its id (atomically; with --invert the input is rewritten too, naming it as its twin)")
    static let id = CommandOption.option("--id", "ID", .text, "the id of the palette --out writes (its file is ID.json); with --invert, by default the input's id with Light or Dark for the kind written", needs: out)
    static let json = CommandOption.flag("--json", "{\"passes\", \"totalDeltaL\", \"moves\": [{\"role\", \"from\", \"to\", \"fromL\", \"toL\", \"deltaL\", \"follows\"?}], \"roles\", \"conflicts\"}; with --invert also \"turns\": [{\"role\", \"level\", \"from\", \"to\", \"degrees\"}] and \"underivedLevels\": [{\"level\", \"conflicts\"}]; with --level, when the level cannot keep its bands, the \"turn\" that derives it")

    static let file = TypedArgument("FILE", .file)

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "fix"

    /// The shell's `fix` and this one (`SuggestionCommands.fix`).
    static let shared = SharedCommand(
        name: name,
        summary: "Repair a palette: the least total lightness change (hue and chroma kept) at which every rule passes.",
        options: [only, keep, invert, unlink],
        details: [
            "Every set role not kept moves along its own OKLCH lightness line (the candidates 'suggest' uses); unset roles stay unset.",
            "Every rule whose sides are set must pass as 'check' measures it, the lighter side of each pair stays lighter, and the palette stays light or dark.",
            "The answer has the least sum of |ΔL|, then the least largest |ΔL|, then the fewest roles moved; it is exact over those candidates.",
            "A role that follows another ('set sheet plate', kept in the file as links) moves with it, as its link says; --unlink lets it move on its own and drops the links.",
        ]
    )

    static let descriptor = CommandDescriptor(
        name: shared.name,
        summary: shared.summary(adding: "Exit 1 when none exists."),
        forms: [.init([file], optional: shared.options + [ContrastLevelOption.option, out, id, json, ShellEntryCommands.color])],
        options: shared.options + [ContrastLevelOption.option, out, id, json, ShellEntryCommands.color],
        details: shared.details + [
            "--level NAME derives the palette's variant at that contrast level: its pinned roles kept, the rest repaired at the level's thresholds.",
            "Where a level cannot keep a schema's bands by lightness alone, the least turn of a status hue within the band's hues that derives it is offered (--level) or, for the twin --invert makes, pinned there and named.",
        ],
        interruptible: true
    ) { parsed, context throws(ToolError) in
        let path = parsed[file]
        if let out = parsed[FixCommand.out] { _ = try OutputFile.checked(out, fileSystem: context.fileSystem) }
        let palette = try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema)
        let style = try ShellEntryCommands.style(parsed, context: context)
        let written = try writtenID(palette, parsed: parsed)
        if let out = parsed[FixCommand.out] { try PaletteFileName.checkWrite(out, id: written, command: "fix") }
        let repair = try run(palette, parsed: parsed, command: "fix", cancellation: context.cancellation)
        var twin = repair.result
        var levels: OtherKindLevels?
        if parsed.has(invert) && repair.passes {
            levels = try OtherKindLevels.deriving(&twin, cancellation: context.cancellation)
        }
        // A level its bands keep from deriving may derive with a status hue turned: offered.
        var offer: BandTurn?
        let level = try ContrastLevelOption.level(parsed, schema: palette.schema)
        if !repair.passes && !parsed.has(invert) && level != LevelName.standard && !parsed.has(only) && !parsed.has(keep) {
            offer = try ToolError.converting { () throws(RepairProblem) in
                try PaletteRepair.bandTurn(of: palette, at: level, derived: parsed.has(unlink) ? nil : repair, cancellation: context.cancellation)
            }
        }
        var wrote: String?
        if let out = parsed[FixCommand.out], repair.passes {
            var result = twin
            result.id = written
            var writes: [FileWrite] = []
            if parsed.has(invert) {
                // The other kind is the input's twin: each file names the other.
                result.twin = palette.id
                var source = palette
                source.twin = written
                writes.append(FileWrite(path: path, text: PaletteFile.encode(source, failing: recordedFailing(source))))
                let kind = result.isLight == false ? "dark" : "light"
                let before = palette.twin.flatMap { $0 == written ? nil : " (it named \($0) before)" } ?? ""
                wrote = "wrote \(out.escapingControlCharacters): \(written), the \(kind) twin of \(palette.id), which \(path.escapingControlCharacters) now names as its twin\(before)"
            } else if written != palette.id {
                // A palette of its own: whose twin it is, is for its designer to say.
                result.twin = nil
            }
            writes.insert(FileWrite(path: out, text: PaletteFile.encode(result)), at: 0)
            try ToolError.writing(try context.fileSystem.writeFiles(writes))
            wrote = wrote ?? "wrote \(out.escapingControlCharacters)"
        }
        if parsed.has(json) {
            var members = RepairJSON.encode(repair).members ?? []
            if parsed.has(invert) { members += (levels ?? OtherKindLevels()).jsonMembers }
            if let offer { members.append(.init("turn", BandTurnText.json(offer))) }
            context.output.line(JSONWriter.write(.object(members)))
        } else {
            for line in RepairText.lines(repair, name: palette.id.rawValue, style: style) { context.output.line(line) }
            for line in levels?.lines(twin) ?? [] { context.output.line(line) }
            if let offer { context.output.line(BandTurnText.offer(offer)) }
            if let wrote { context.output.line(wrote) }
        }
        return repair.passes ? .success : .failure
    }

    /// The id of the palette `--out` writes: `--id`, else under `--invert` the input's id with
    /// the kind written (`readerLight` for a dark `reader`, `craftLight` for `craftDark`), else
    /// the input's id.
    static func writtenID(_ palette: Palette, parsed: ParsedArguments) throws(ToolError) -> PaletteID {
        if let text = parsed[id] {
            guard let written = PaletteID(text) else { throw .badPaletteID(text) }
            return written
        }
        guard parsed.has(invert) else { return palette.id }
        return twinID(of: palette.id, becomingLight: palette.isLight == false)
    }

    /// `reader` → `readerLight`; `craftDark` → `craftLight`; `nordLight` → `nordDark`.
    static func twinID(of id: PaletteID, becomingLight: Bool) -> PaletteID {
        let text = id.rawValue
        let (wanted, other) = becomingLight ? ("Light", "Dark") : ("Dark", "Light")
        let stem = text.hasSuffix(other) && text.count > other.count ? String(text.dropLast(other.count)) : text
        return PaletteID(stem + wanted) ?? id
    }

    /// The failing rules a palette saved despite them records, as `save --force` wrote them.
    private static func recordedFailing(_ palette: Palette) -> [RuleResult] {
        RuleEvaluator.evaluateAll(palette).filter { $0.status == .fail }
    }

    /// The repair the options ask for, shared with the shell's `fix`.
    /// `level`: the shell's level, where `--level` is not an option.
    static func run(_ palette: Palette, parsed: ParsedArguments, command: String, level shellLevel: LevelName? = nil,
                    cancellation: Cancellation) throws(ToolError) -> PaletteRepair {
        // Checked against the schema by the repair, which names the first that is not a role.
        let onlyRoles = try parsed.list(only, command: command)?.map { RoleName($0) }
        let keptRoles = (try parsed.list(keep, command: command) ?? []).map { RoleName($0) }
        let level: LevelName
        if let shellLevel { level = shellLevel } else { level = try ContrastLevelOption.level(parsed, schema: palette.schema) }
        return try ToolError.converting { () throws(RepairProblem) in
            try PaletteRepair.variant(of: palette, at: level, only: onlyRoles, keep: keptRoles, inverts: parsed.has(invert), unlinks: parsed.has(unlink),
                                      cancellation: cancellation)
        }
    }
}
