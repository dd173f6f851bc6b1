import PaletteKit

/// `palette-repl suggest`: the nearest passing lightness for a role of a palette file, or for a
/// bare ground/plate pair.
enum SuggestCommand {
    /// The word that asks for the ground/plate pair instead of one role.
    static let ladder = "ladder"
    /// What `suggest` moves: one role, or the plate or ground of the ladder.
    enum Target: Sendable {
        case role(RoleWord)
        case ladder
    }
    /// `ROLE|ladder`, in the one-shot command and the shell.
    static let roleOrLadder = TypedArgument("ROLE|" + ladder, .oneOf([.role, .words([ladder])])) { word, _ in
        word == ladder ? Target.ladder : .role(RoleWord(word))
    }

    static let palette = TypedOption("--palette", "FILE", .file, "move ROLE (hue and chroma kept) until every rule it takes part in passes; FILE may be a draft; ladder moves the plate or the ground",
                                     namesPalette: true)
    static let against = CommandOption.option("--against", "ROLE", .role, "only the rules between ROLE and this one")
    static let ground = TypedOption.colour("--ground", "COLOR", "the ground/plate pair alone: the schema's plate/ground rules (stream: ladder 1.05, darkStep 0.05 on a dark ground)",
                                           opaque: true)
    static let plate = TypedOption.colour("--plate", "COLOR", "the plate of that pair")
    static let minimum = CommandOption.ratio("--min", "instead, contrast >= RATIO")
    /// Which side of a ground/plate pair moves.
    enum Moving: String, CaseIterable { case plate, ground }
    static let move = CommandOption.choice("--move", Moving.self, "which side of the pair moves (default plate)")
    /// The line syntax quoted from its declaration (`BatchSuggestions.lineSyntax`), which reads each line.
    static let batch = CommandOption.flag("--batch", "ground/plate queries from standard input, one per line ('\(BatchSuggestions.lineSyntax.usage)'), answered on every core, one --json object per line in input order; a bad line gets {\"line\": N, \"error\": \"…\"}; exit 2 if any line was malformed, else 1 if any had no passing colour")
    static let json = CommandOption.flag("--json", "{\"role\", \"from\", \"to\", \"ratio\", \"fromL\", \"toL\", \"deltaL\", \"passes\", \"lighter\", \"darker\", \"unmet\"}")

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "suggest"

    /// The shell's `suggest` and this one (`SuggestionCommands.suggest`).
    static let shared = SharedCommand(
        name: name,
        summary: "Suggest the nearest OKLCH lightness at which a role passes its rules (hue and chroma kept); ladder suggests the plate against the ground.",
        options: [against],
        details: []
    )

    static let descriptor = CommandDescriptor(
        name: shared.name,
        summary: shared.summary(adding: "Exit 1 when nothing passes."),
        forms: [
            .init([roleOrLadder], required: [palette], optional: shared.options + [ContrastLevelOption.option, json], excludes: [(ladder, against)]),
            .init(required: [ground, plate], optional: [minimum, move, ContrastLevelOption.option, json]),
            .init(required: [batch]),
        ],
        options: [palette, against, ground, plate, minimum, move, batch, json, ContrastLevelOption.option],
        input: .lines(when: batch)
    ) { parsed, context throws(ToolError) in
        if parsed.has(batch) { return try BatchSuggestions.run(context: context) }
        let suggestions: [Suggestion]
        if let groundColour = parsed[ground], let plateColour = parsed[plate] {
            let level = try ContrastLevelOption.level(parsed, schema: context.schema)
            let query = try pairQuery(ground: groundColour, plate: plateColour, minimum: try parsed.ratio(minimum), move: parsed[move, as: Moving.self],
                                      schema: context.schema.at(level: level)!)
            suggestions = [Solver.suggest(query)]
        } else {
            suggestions = try paletteSuggestions(parsed, context: context)
        }
        if parsed.has(json) {
            let value = suggestions.count == 1 ? SuggestionJSON.encode(suggestions[0]) : .object([.init("ladder", .array(suggestions.map(SuggestionJSON.encode)))])
            context.output.line(JSONWriter.write(value))
        } else if suggestions.count == 1 {
            for line in SuggestionText.lines(suggestions[0]) { context.output.line(line) }
        } else {
            for line in LadderText.lines(suggestions) { context.output.line(line) }
        }
        return suggestions.contains(where: \.passes) ? .success : .failure
    }

    /// The ground/plate question, for the one-shot flags and each `--batch` line.
    static func pairQuery(ground: Colour, plate: Colour, minimum: Double?, move: Moving?, schema: Schema) throws(ToolError) -> SuggestionQuery {
        guard let query = SuggestionQuery.groundAndPlate(ground: ground, plate: plate, minimum: minimum,
                                                         movingGround: move == .ground, schema: schema) else {
            throw .noPlateRole(schema: schema.name)
        }
        return query
    }

    private static func paletteSuggestions(_ parsed: ParsedArguments, context: ToolContext) throws(ToolError) -> [Suggestion] {
        let path = parsed.required(SuggestCommand.palette)
        let level = try ContrastLevelOption.level(parsed, schema: context.schema)
        // At a level, the palette with that level's pins, measured at its thresholds.
        let palette = try PaletteLoading.load(path: path, fileSystem: context.fileSystem, schema: context.schema).pinned(at: level)!
        switch parsed[roleOrLadder] {
        case .ladder: return try LadderQuery.suggestions(in: palette)
        case .role(let role): return [Solver.suggest(try SuggestionQueries.moving(role.text, in: palette, against: parsed[against], orWords: [ladder]))]
        }
    }
}
