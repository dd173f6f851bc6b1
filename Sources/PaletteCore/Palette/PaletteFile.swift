/// The palette file format, `palette-repl/1`:
/// `{"format": "palette-repl/1", "id": "nord", "roles": {"paper": "#2E3440", …}}` with roles in
/// schema order and canonical hex, and, for a palette saved with failing rules, `"failing"`.
/// A palette of any schema but the built-in stream one records it, `"schema": {"name", "hash"}`,
/// and is only read against that schema; a file without it was made for the stream schema.
public enum PaletteFile {
    public static let format = "palette-repl/1"

    /// Reads a palette. A draft (missing roles) loads unless `requireComplete`; every other
    /// problem is collected and reported together.
    public static func decode(_ text: String, schema: Schema = .stream, requireComplete: Bool = false) throws(PaletteLoadError) -> Palette {
        let document: JSONValue
        do throws(JSONParser.Failure) { document = try JSONParser.parse(text) } catch {
            throw PaletteLoadError(problems: [.notJSON(offset: error.offset, expected: error.expected)])
        }
        guard let members = document.members else { throw PaletteLoadError(problems: [.notAnObject]) }
        var problems: [PaletteFileProblem] = []
        for member in members where !["format", "id", "schema", "twin", "roles", "links", "levels", "failing"].contains(member.key) {
            problems.append(.unknownMember(member.key))
        }
        // Read against another schema every role would be wrong: that one problem says it all.
        if let problem = schemaProblem(document["schema"], roles: document["roles"], schema: schema) { throw PaletteLoadError(problems: [problem]) }
        let format = FoundText(document["format"])
        if format.text != Self.format { problems.append(.unknownFormat(format)) }
        let idText = FoundText(document["id"])
        let id = idText.text.flatMap(PaletteID.init)
        if id == nil { problems.append(.badID(idText)) }
        var colours: [RoleName: Colour] = [:]
        if let roles = document["roles"]?.members {
            for member in roles {
                if let problem = problem(with: member, schema: schema, seen: colours) {
                    problems.append(problem)
                    continue
                }
                colours[RoleName(member.key)] = try? ColourParser.parse(member.value.stringValue ?? "")
            }
        } else {
            problems.append(.rolesNotAnObject)
        }
        var pins: [LevelName: [RoleName: Colour]] = [:]
        if let levels = document["levels"] {
            if let members = levels.members {
                let names = schema.levels.map(\.name.rawValue)
                for level in members {
                    guard names.contains(level.key) else {
                        problems.append(.unknownLevel(level.key, nearest: NearestName.nearest(to: level.key, among: names), levels: names))
                        continue
                    }
                    guard let roles = level.value.members else { problems.append(.levelsNotAnObject); continue }
                    for member in roles {
                        if let problem = problem(with: member, schema: schema, seen: pins[LevelName(level.key)] ?? [:]) {
                            problems.append(problem)
                            continue
                        }
                        pins[LevelName(level.key), default: [:]][RoleName(member.key)] = try? ColourParser.parse(member.value.stringValue ?? "")
                    }
                }
            } else {
                problems.append(.levelsNotAnObject)
            }
        }
        let missing = schema.roleNames.filter { colours[$0] == nil }
        if requireComplete && !missing.isEmpty && document["roles"]?.members != nil {
            problems.append(.missingRoles(missing))
        }
        var twin: PaletteID?
        if let value = document["twin"] {
            let text = FoundText(value)
            twin = text.text.flatMap(PaletteID.init)
            if twin == nil { problems.append(.badTwin(text)) } else if twin == id { problems.append(.twinIsItself(twin!.rawValue)) }
        }
        guard problems.isEmpty, let id else { throw PaletteLoadError(problems: problems) }
        var palette = Palette(id: id, schema: schema, colours: colours)
        palette.twin = twin
        for (level, roles) in pins { for (role, colour) in roles { palette.pin(role, colour, at: level) } }
        if let links = document["links"] {
            problems += readLinks(links, into: &palette)
            guard problems.isEmpty else { throw PaletteLoadError(problems: problems) }
        }
        return palette
    }

    /// The schema the file records against the one it is read with, by name and hash.
    private static func schemaProblem(_ record: JSONValue?, roles: JSONValue?, schema: Schema) -> PaletteFileProblem? {
        // The name decides a file of another schema; the hash is worked out only for one of this name.
        let expectedName = schema.standard.name
        guard let record else {
            guard expectedName == Schema.stream.name else { return .schemaMismatch(recorded: nil, expected: expectedName) }
            let expected = SchemaIdentity(schema)
            return expected.isBuiltIn ? nil : .schemaMismatch(recorded: nil, expected: expected.name)
        }
        guard let name = record["name"]?.stringValue, let hash = record["hash"]?.stringValue, record.members?.count == 2 else {
            return .schemaRecordMalformed
        }
        guard name == expectedName else { return .schemaMismatch(recorded: name, expected: expectedName) }
        let expected = SchemaIdentity(schema)
        if expected.isRecorded(name: name, hash: hash) { return nil }
        // A file written while the hash covered the rules: worked out only when the hash differs.
        if SchemaFile.hashesWithRules(schema).contains(hash) { return nil }
        // The same name, another version: what differs, as far as the file shows it (a draft
        // may lack roles, so only roles it has that the schema has not are named).
        let unknown = (roles?.members ?? []).map(\.key).filter { schema.role(named: $0) == nil }
        return .schemaVersionMismatch(schema: name, rolesNotInSchema: unknown)
    }

    private static func problem(with member: JSONValue.Member, schema: Schema, seen: [RoleName: Colour]) -> PaletteFileProblem? {
        guard let name = schema.role(named: member.key), let role = schema.role(name) else {
            return .unknownRole(member.key, nearest: schema.nearestRole(to: member.key))
        }
        if seen[name] != nil { return .duplicateRole(member.key) }
        guard let text = member.value.stringValue else { return .colourNotAString(role: member.key) }
        do throws(ColourParseError) {
            let colour = try ColourParser.parse(text)
            if role.mustBeOpaque && !colour.isOpaque { return .translucentGround(role: member.key, value: text) }
            return nil
        } catch {
            return .malformedColour(role: member.key, error)
        }
    }

    /// Writes a palette with roles in schema order. `failing` lists rules recorded as failing
    /// when a palette is saved despite them; it is omitted when empty.
    public static func encode(_ palette: Palette, failing: [RuleResult] = []) -> String {
        let roles = palette.filledRoles.map { JSONValue.Member($0.rawValue, .string(palette[$0]!.hex)) }
        var members: [JSONValue.Member] = [
            .init("format", .string(format)),
            .init("id", .string(palette.id.rawValue)),
        ]
        let identity = SchemaIdentity(palette.schema)
        if !identity.isBuiltIn {
            members.append(.init("schema", .object([.init("name", .string(identity.name)), .init("hash", .string(identity.hash))])))
        }
        if let twin = palette.twin { members.append(.init("twin", .string(twin.rawValue))) }
        members.append(.init("roles", .object(roles)))
        let linked = palette.schema.roleNames.filter { palette.links[$0] != nil }
        if !linked.isEmpty {
            members.append(.init("links", .object(linked.map { .init($0.rawValue, .string(palette.links[$0]!.text)) })))
        }
        // Only the pinned roles of each level: the rest of a variant is derived, never stored.
        let pinnedLevels = palette.schema.levels.map(\.name).filter { palette.pins[$0] != nil }
        if !pinnedLevels.isEmpty {
            members.append(.init("levels", .object(pinnedLevels.map { level in
                .init(level.rawValue, .object(palette.schema.roleNames.compactMap { role in palette.pins[level]![role].map { .init(role.rawValue, .string($0.hex)) } }))
            })))
        }
        if !failing.isEmpty {
            members.append(.init("failing", .array(failing.map(RuleResultJSON.encode))))
        }
        return JSONWriter.write(.object(members)) + "\n"
    }
}
