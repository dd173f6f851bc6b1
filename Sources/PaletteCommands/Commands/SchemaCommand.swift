import PaletteKit

/// `palette-repl schema check FILE` and `palette-repl schema show [FILE]`.
enum SchemaCommand {
    static let descriptor = CommandDescriptor(
        name: "schema",
        summary: "Validate a schema file, or print a schema (the one in use without FILE) in canonical form.",
        forms: [.init("check FILE"), .init("show [FILE]")],
        details: [
            "check  every problem of FILE with its place (rules.body[3]: unknown role 'bdy'); exit 2 when any",
            "show   the canonical JSON of FILE, or of the schema in use: --schema FILE, a palette-schema.json",
            "       in the palette folder, else the built-in stream schema (what Schemas/stream.json holds)",
        ]
    ) { parsed, context throws(ToolError) in
        switch (parsed.positionals.first, parsed.positionals.count) {
        case ("check", 2):
            let path = parsed.positionals[1]
            let schema = try SchemaLoading.load(path: path, fileSystem: context.fileSystem)
            context.output.line("\(path.escapingControlCharacters): schema \(schema.name): \(schema.roles.count) roles in \(schema.groups.count) groups, "
                                + "\(schema.derivedTokens.count) derived tokens, \(schema.ruleKinds.count) rule kinds, \(schema.rules.count) rules"
                                + (schema.levels.isEmpty ? "" : ", levels " + schema.levelNames.joined(separator: ", ")))
        case ("show", 1):
            context.output.write(SchemaFile.encode(context.schema))
        case ("show", 2):
            context.output.write(SchemaFile.encode(try SchemaLoading.load(path: parsed.positionals[1], fileSystem: context.fileSystem)))
        default:
            throw parsed.wrongArguments
        }
        return .success
    }
}
