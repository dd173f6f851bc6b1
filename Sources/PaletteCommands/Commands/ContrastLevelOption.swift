import PaletteKit

/// `--level NAME`, shared by `check`, `suggest` and `fix` (and the shell's `level`): which of
/// the schema's contrast levels a command measures against.
enum ContrastLevelOption {
    static let option = CommandOption.option("--level", "NAME", .level, "measure at this contrast level of the schema (default: standard; see 'schema show')")

    /// The level `parsed` asks for, checked against the schema.
    static func level(_ parsed: ParsedArguments, schema: Schema) throws(ToolError) -> LevelName {
        try checked(parsed[option] ?? LevelName.standard.rawValue, schema: schema)
    }

    /// Where a level typed by a user becomes a `LevelName`: one of the schema's, else the error.
    static func checked(_ name: String, schema: Schema) throws(ToolError) -> LevelName {
        guard let level = schema.level(named: name) else {
            let names = schema.levelNames.map(\.rawValue)
            throw .unknownLevel(name, nearest: NearestName.nearest(to: name, among: names), levels: names)
        }
        return level
    }
}
