/// The schema file format, `palette-repl-schema/1`: a JSON object with the schema's name, its
/// groups, roles, ground and plate, derived tokens, rule kinds (measure, threshold, which
/// palettes), rules as `foreground/background` pairs per kind, and optionally the palette ids
/// with their migrations and the Swift export's type name. `Schemas/stream.json` is the full
/// example; docs/schemas.md ("Schemas: bring your own roles and rules") documents each member.
public enum SchemaFile {
    public static let format = "palette-repl-schema/1"

    /// Reads and validates a schema; every problem is collected and reported together.
    public static func decode(_ text: String) throws(SchemaLoadError) -> Schema {
        let document: JSONValue
        do throws(JSONParser.Failure) { document = try JSONParser.parse(text) } catch {
            throw SchemaLoadError(problems: [SchemaProblem("", .notJSON(offset: error.offset, expected: error.expected))])
        }
        var reader = SchemaReader()
        let schema = reader.read(document)
        guard reader.problems.isEmpty, let schema else { throw SchemaLoadError(problems: reader.problems) }
        return schema
    }

    /// The canonical text of a schema at its standard level: what `schema show` prints.
    public static func encode(_ schema: Schema) -> String {
        encode(schema.standard, includingVariants: true)
    }

    private static func encode(_ schema: Schema, includingVariants: Bool) -> String {
        let roles: [JSONValue] = schema.roles.map { role in
            var members: [JSONValue.Member] = [.init("name", .string(role.name.rawValue)), .init("group", .string(role.group)),
                                               .init("description", .string(role.description))]
            if role.mustBeOpaque { members.append(.init("opaque", .bool(true))) }
            return .object(members)
        }
        let derived: [JSONValue] = schema.derivedTokens.map { token in
            .object([.init("name", .string(token.name)), .init("base", .string(token.base.rawValue)),
                     .init("step", .number(token.step)), .init("description", .string(token.description))])
        }
        let kinds: [JSONValue] = schema.ruleKinds.map { kind in
            .object([.init("name", .string(kind.name)), .init("measure", .string(kind.measure.name)),
                     .init("threshold", .number(kind.threshold)),
                     .init("palettes", .string(kind.appliesOnlyToDarkPalettes ? "dark" : "all"))])
        }
        let rules: [JSONValue.Member] = schema.ruleKinds.map { kind in
            .init(kind.name, .array(schema.rules.filter { $0.kind.name == kind.name }.map { .string($0.pairName) }))
        }
        var members: [JSONValue.Member] = [
            .init("format", .string(format)),
            .init("name", .string(schema.name)),
            .init("groups", .array(schema.groups.map(JSONValue.string))),
            .init("ground", .string(schema.ground.rawValue)),
        ]
        if let plate = schema.plate { members.append(.init("plate", .string(plate.rawValue))) }
        members += [
            .init("roles", .array(roles)),
            .init("derived", .array(derived)),
            .init("ruleKinds", .array(kinds)),
            .init("rules", .object(rules)),
        ]
        if !schema.ids.isEmpty { members.append(.init("ids", .array(schema.ids.map(JSONValue.string)))) }
        // Written only when there are twins, so a schema without them keeps its canonical text
        // and the hash its palette files record.
        if !schema.twins.isEmpty {
            members.append(.init("twins", .array(schema.twins.map { .array([.string($0.light), .string($0.dark)]) })))
        }
        members.append(.init("swift", .object([.init("palette", .string(schema.swiftNames.palette))])))
        // The same for the lint's token mapping: written only when there is one, in role order.
        if !schema.tokens.isEmpty {
            members.append(.init("tokens", .object(schema.roleNames.compactMap { role in schema.tokens[role.rawValue].map { .init(role.rawValue, .string($0)) } })))
        }
        // The app's member paths: written only when there are some, in role order, and only where
        // variants are (the hash of documents leaves them out, as it predates them).
        if includingVariants && !schema.members.isEmpty {
            members.append(.init("members", .object(schema.roleNames.compactMap { role in schema.members[role.rawValue].map { .init(role.rawValue, .string($0)) } })))
        }
        // Written only when there are levels; the hash leaves them out, so adding or raising a
        // level never makes a palette unreadable: it is measured at that level instead.
        if includingVariants && !schema.levels.isEmpty {
            members.append(.init("levels", .array(schema.levels.map { level in
                var members: [JSONValue.Member] = [.init("name", .string(level.name.rawValue))]
                let kinds = schema.ruleKinds.map(\.name).filter { level.thresholds[$0] != nil }
                members.append(.init("thresholds", .object(kinds.map { .init($0, .number(level.thresholds[$0]!)) })))
                let tokens = schema.derivedTokens.map(\.name).filter { level.steps[$0] != nil }
                if !tokens.isEmpty { members.append(.init("steps", .object(tokens.map { .init($0, .number(level.steps[$0]!)) }))) }
                if !level.modes.isEmpty { members.append(.init("modes", .array(level.modes.map(JSONValue.string)))) }
                return .object(members)
            })))
        }
        // The same for the other kind: it changes how `--invert` drafts, not what a palette is.
        if includingVariants, let kind = schema.otherKind {
            var mapping: [JSONValue.Member] = [
                .init("ground", .object([.init("light", .number(kind.lightGround)), .init("dark", .number(kind.darkGround))])),
            ]
            let scaled = schema.groups.filter { kind.darkScales[$0] != nil }
            if !scaled.isEmpty { mapping.append(.init("darkScale", .object(scaled.map { .init($0, .number(kind.darkScales[$0]!)) }))) }
            if !kind.unchangedGroups.isEmpty { mapping.append(.init("unchangedGroups", .array(kind.unchangedGroups.map(JSONValue.string)))) }
            if !kind.unchangedRoles.isEmpty { mapping.append(.init("unchangedRoles", .array(kind.unchangedRoles.map { .string($0.rawValue) }))) }
            if !kind.keptOrders.isEmpty { mapping.append(.init("keepOrder", .array(kind.keptOrders.map(JSONValue.string)))) }
            members.append(.init("otherKind", .object(mapping)))
        }
        // The same for the draft's keys: they change how `draft` starts, not what a palette is.
        if includingVariants, let keys = schema.draftKeys {
            members.append(.init("draft", keys.encoded(roleOrder: schema.roleNames)))
        }
        // The same for the hierarchy: it changes what a repair keeps, not what a palette is.
        if includingVariants, let hierarchy = schema.hierarchy {
            members.append(.init("hierarchy", hierarchy.encoded))
        }
        // The same for the bands: they change what a repair keeps, not what a palette is.
        if includingVariants && !schema.bands.isEmpty {
            members.append(.init("bands", .object(schema.bands.map { .init($0.role.rawValue, $0.encoded) })))
        }
        return JSONWriter.write(.object(members)) + "\n"
    }

    /// `fnv1a64:` and 16 hex digits of what gives a palette its meaning: the schema's name, its
    /// ground and plate, each role's name, group and opacity, and the derived tokens (name, base,
    /// step). A palette file records it, so a schema whose roles or derived tokens change under a
    /// palette is noticed even when its name stays. Rules are left out, as levels are: adding or
    /// raising a rule measures a palette by it (a palette that fails it is reported), never makes
    /// it unreadable. Descriptions, ids, twins, the Swift and lint names, the other kind and the
    /// draft's keys are left out too: editing them changes no palette.
    public static func hash(_ schema: Schema) -> String {
        fnv1a64(JSONWriter.write(meaning(schema.standard, ruleKinds: nil)))
    }

    /// The hashes palette files recorded while `hash` covered the rules: of the schema with its
    /// first k rule kinds and their rules, for every k. A file made before kinds were appended to
    /// its schema records one of them (its schema was this one less the kinds added since), so
    /// it keeps reading.
    public static func hashesWithRules(_ schema: Schema) -> [String] {
        let schema = schema.standard
        return (0...schema.ruleKinds.count).map { fnv1a64(JSONWriter.write(meaning(schema, ruleKinds: $0))) }
    }

    /// The hash palette files recorded before `hash` left documentation out: of the canonical text
    /// less levels and the other kind. Files that record it keep reading.
    public static func documentHash(_ schema: Schema) -> String {
        fnv1a64(encode(schema.standard, includingVariants: false))
    }

    private static func fnv1a64(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// What `hash` is taken of, as JSON; with `ruleKinds`, also the first that many rule kinds
    /// and their rules (what `hashesWithRules` are taken of).
    private static func meaning(_ schema: Schema, ruleKinds kindCount: Int?) -> JSONValue {
        let roles: [JSONValue] = schema.roles.map { role in
            .array([.string(role.name.rawValue), .string(role.group), .bool(role.mustBeOpaque)])
        }
        let derived: [JSONValue] = schema.derivedTokens.map { .array([.string($0.name), .string($0.base.rawValue), .number($0.step)]) }
        let kinds: [JSONValue] = schema.ruleKinds.map { kind in
            .array([.string(kind.name), .string(kind.measure.name), .number(kind.threshold), .bool(kind.appliesOnlyToDarkPalettes)])
        }
        var members: [JSONValue.Member] = [
            .init("name", .string(schema.name)),
            .init("ground", .string(schema.ground.rawValue)),
            .init("plate", schema.plate.map { .string($0.rawValue) } ?? .null),
            .init("roles", .array(roles)),
            .init("derived", .array(derived)),
        ]
        if let kindCount {
            let kept = Set(schema.ruleKinds.prefix(kindCount).map(\.name))
            members.append(.init("ruleKinds", .array(Array(kinds.prefix(kindCount)))))
            members.append(.init("rules", .array(schema.rules.filter { kept.contains($0.kind.name) }.map { .string($0.kind.name + " " + $0.pairName) })))
        }
        return .object(members)
    }
}
