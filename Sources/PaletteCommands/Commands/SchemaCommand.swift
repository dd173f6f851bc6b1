import PaletteKit

/// `palette-repl schema check FILE` and `palette-repl schema show [FILE]`.
enum SchemaCommand {
    static let descriptor = CommandDescriptor(
        name: "schema",
        summary: "Validate a schema file, or print a schema (the one in use without FILE) in canonical form.",
        forms: [.init([.word("check"), .init("FILE", .file)]), .init([.word("show"), .init("FILE", .file, .optional)])],
        details: [
            "check  every problem of FILE with its place (rules.body[3]: unknown role 'bdy'); exit 2 when any",
            "show   the canonical JSON of FILE, or of the schema in use: --schema FILE, a palette-schema.json",
            "       in the palette folder, else the built-in stream schema (what Schemas/stream.json holds)",
        ]
    ) { parsed, context throws(ToolError) in
        // The forms: `check FILE`, then `show [FILE]`.
        let file = parsed.positionals.dropFirst().first
        if parsed.form == 0, let path = file {
            let schema = try SchemaLoading.load(path: path, fileSystem: context.fileSystem)
            context.output.line("\(path.escapingControlCharacters): schema \(schema.name): \(Plural.counted(schema.roles.count, "role")) in \(Plural.counted(schema.groups.count, "group")), "
                                + "\(Plural.counted(schema.derivedTokens.count, "derived token")), \(Plural.counted(schema.ruleKinds.count, "rule kind")), "
                                + Plural.counted(schema.rules.count, "rule")
                                + (schema.levels.isEmpty ? "" : ", levels " + schema.levelNames.joined(separator: ", ")))
        } else if let path = file {
            context.output.write(SchemaFile.encode(try SchemaLoading.load(path: path, fileSystem: context.fileSystem)))
        } else {
            context.output.write(SchemaFile.encode(context.schema))
        }
        return .success
    }
}
