import PaletteKit

/// `palette-repl style`: how the team's palettes place each role relative to the schema's key
/// roles, which is what `draft` does with them.
enum StyleCommand {
    static let given = CommandOption.list("--given", "ROLE", .role, "the roles a draft would be given (default: the schema's keys)")
    static let json = CommandOption.flag("--json", "[{\"kind\", \"given\", \"palettes\", \"source\", \"roles\": [{\"role\", \"follows\", \"lightness\", \"chroma\", \"hue\", \"alpha\", \"spread\"}]}]")
    static let dir = CommandOption.option("--dir", "DIR", .folder, "the palette folder whose Palettes/ the style is learned from (default: the current folder)")

    static let options = [DraftInputs.like, DraftInputs.kind, given, dir, json]

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "style"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Show the style 'draft' learns from the team's palettes: what each role follows, by how much, and how firmly the palettes agree.",
        forms: [.init([], optional: options)],
        options: options,
        details: [
            "Each of a role's OKLCH lightness, chroma and hue follows the given role (or a value of its own) whose placement varies least",
            "across the palettes; each number is the median. Lightness, chroma and alpha come from palettes of the kind; hue from both kinds.",
            "The palettes are the --like files, else DIR/Palettes, else the schema's built-in palettes. Both kinds are shown unless --kind names one.",
        ]
    ) { parsed, context throws(ToolError) in
        let schema = context.schema
        var roles = schema.draftMapping.keys
        if let listed = try parsed.list(given, command: "style") {
            roles = []
            for name in listed {
                guard let role = schema.role(named: name) else { throw .unknownRole(name, nearest: schema.nearestRole(to: name)) }
                roles.append(role)
            }
        }
        if let folder = parsed[dir], context.fileSystem.fileNames(in: folder) == nil {
            throw .unreadableFile(FileSystemError(path: folder, reason: "not a folder that can be read"))
        }
        let (palettes, source) = try DraftInputs.palettes(likes: parsed.all(DraftInputs.like), folder: parsed[dir] ?? ".", excluding: nil,
                                                          schema: schema, fileSystem: context.fileSystem, command: "style")
        var kinds: [Bool]
        if let chosen = parsed[DraftInputs.kind, as: DraftInputs.Kind.self] {
            kinds = [chosen == .light]
        } else {
            kinds = [true, false].filter { kind in palettes.contains { $0.isLight == kind } }
        }
        var styles: [PaletteStyle] = []
        for kind in kinds {
            styles.append(try ToolError.converting { () throws(DraftProblem) in try PaletteStyle.derive(from: palettes, isLight: kind, given: roles) })
        }
        let sourceText = DraftCommand.describe(source)
        if parsed.has(json) {
            context.output.line(JSONWriter.write(.array(styles.map { StyleJSON.encode($0, source: sourceText) })))
        } else {
            if let note = source.passedOverNote { context.output.line(note) }
            for (index, style) in styles.enumerated() {
                if index > 0 { context.output.line("") }
                for line in StyleText.lines(style, source: sourceText) { context.output.line(line) }
            }
        }
        return .success
    }
}
