import PaletteKit

/// `palette-repl roles [--json]`: the schema as a designer reads it.
enum RolesCommand {
    static let json = CommandOption.flag("--json", "an array of {name, group, description, opaque, rules}")

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "roles"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "List the schema's roles in order with group, description and the rules each takes part in.",
        forms: [.init(optional: [json])],
        options: [json]
    ) { parsed, context throws(ToolError) in
        let schema = context.schema
        if parsed.has(json) {
            context.output.line(JSONWriter.write(json(schema)))
        } else {
            context.output.write(text(schema))
        }
        return .success
    }

    static func json(_ schema: Schema) -> JSONValue {
        .array(schema.roles.map { role in
            .object([
                .init("name", .string(role.name.rawValue)),
                .init("group", .string(role.group)),
                .init("description", .string(role.description)),
                .init("opaque", .bool(role.mustBeOpaque)),
                .init("rules", .array(schema.rules(involving: role.name).map { rule in
                    .object([
                        .init("kind", .string(rule.kind.name)),
                        .init("foreground", .string(rule.foreground)),
                        .init("background", .string(rule.background)),
                        .init("threshold", .number(rule.threshold)),
                    ])
                })),
            ])
        })
    }

    static func text(_ schema: Schema) -> String {
        let width = schema.roles.map(\.name.rawValue.count).max() ?? 0
        var lines: [String] = []
        for group in schema.groups {
            lines.append(group)
            for role in schema.roles(in: group) {
                let opaque = role.mustBeOpaque ? " (must be opaque)" : ""
                lines.append("  " + role.name.rawValue.padding(to: width) + "  " + role.description + opaque)
                let rules = schema.rules(involving: role.name).map(RuleText.brief)
                lines.append("  " + "".padding(to: width) + "  rules: " + (rules.isEmpty ? "none" : rules.joined(separator: ", ")))
            }
        }
        lines.append("derived (computed, never stored)")
        for token in schema.derivedTokens {
            lines.append("  " + token.name.padding(to: width) + "  = " + token.expression + ": " + token.description)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
