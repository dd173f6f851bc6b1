import PaletteKit

/// `palette-repl schema check FILE` and `palette-repl schema show [FILE]`.
enum SchemaCommand {
    static let check = CommandArgument.word("check"), checkedFile = CommandArgument("FILE", .file)
    static let show = CommandArgument.word("show"), shownFile = CommandArgument("FILE", .file, .optional)
    static let retire = CommandArgument.word("retire"), retiredRoles = CommandArgument("ROLE", .role, .oneOrMore)
    static let rename = CommandArgument.word("rename"), oldName = TypedArgument("OLD", .text), newName = TypedArgument("NEW", .text)

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "schema"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Validate a schema file, print a schema in canonical form, or retire or rename roles in a folder's schema, palettes and sessions.",
        forms: [.init([check, checkedFile]), .init([show, shownFile]),
                .init([retire, retiredRoles], optional: [SchemaMigrationCommand.dir, SchemaMigrationCommand.app, SchemaMigrationCommand.force, SchemaMigrationCommand.json]),
                .init([rename, oldName, newName], optional: [SchemaMigrationCommand.dir, SchemaMigrationCommand.json])],
        options: [SchemaMigrationCommand.dir, SchemaMigrationCommand.app, SchemaMigrationCommand.force, SchemaMigrationCommand.json],
        details: [
            "check  every problem of FILE with its place (rules.body[3]: unknown role 'bdy'); exit 2 when any",
            "show   the canonical JSON of FILE, or of the schema in use: --schema FILE, a palette-schema.json",
            "       in the palette folder, else the built-in stream schema (what Schemas/stream.json holds)",
            "retire the roles gone from DIR/palette-schema.json (written from the schema in use) with every rule naming them; every palette of",
            "       the schema in DIR/Palettes and session in DIR/Sessions rewritten so each other role keeps its exact colour; all files or none;",
            "       with --app PATH, a role the app's code still reads (as `usage PATH` finds it, previews and tests included) is refused unless --force",
            "rename OLD (a role or derived token) to NEW the same way, and print the rename in each export's naming for the app's code",
        ] + measureLines
    ) { parsed, context throws(ToolError) in
        try run(parsed, context: context)
    }

    /// A rule kind's measures, one line each, from `Measure.all`.
    static let measureLines = ["a rule kind's \"measure\" is one of:"]
        + Measure.all.map { "  \($0.name + String(repeating: " ", count: max(1, 10 - $0.name.count)))\($0.summary), thresholds \(DecimalText.shortest($0.thresholds.lowerBound))–\(DecimalText.shortest($0.thresholds.upperBound))" }

    private static func run(_ parsed: ParsedArguments, context: ToolContext) throws(ToolError) -> ExitCode {
        if parsed[retire] != nil { return try SchemaMigrationCommand.run(.retire(parsed.all(retiredRoles)), parsed: parsed, context: context) }
        if parsed[rename] != nil {
            return try SchemaMigrationCommand.run(.rename(from: parsed[oldName], to: parsed[newName]), parsed: parsed, context: context)
        }
        if let path = parsed[checkedFile] {
            let schema = try SchemaLoading.load(path: path, fileSystem: context.fileSystem)
            context.output.line("\(path.escapingControlCharacters): schema \(schema.name): \(Plural.counted(schema.roles.count, "role")) in \(Plural.counted(schema.groups.count, "group")), "
                                + "\(Plural.counted(schema.derivedTokens.count, "derived token")), \(Plural.counted(schema.ruleKinds.count, "rule kind")), "
                                + Plural.counted(schema.rules.count, "rule")
                                + (schema.levels.isEmpty ? "" : ", levels " + schema.levelNames.map(\.rawValue).joined(separator: ", ")))
        } else if let path = parsed[shownFile] {
            context.output.write(SchemaFile.encode(try SchemaLoading.load(path: path, fileSystem: context.fileSystem)))
        } else {
            context.output.write(SchemaFile.encode(context.schema))
        }
        return .success
    }
}
