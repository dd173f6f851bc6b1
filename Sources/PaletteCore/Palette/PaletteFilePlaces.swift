/// The lines of a palette file's text where its members stand, so that a report can point at the
/// line a person edits (`export --diagnostics`: `FILE:LINE: error: …`, which Xcode and SwiftPM
/// show at that line). A palette file holds one role a line, so a role's line is its colour's.
package struct PaletteFilePlaces: Sendable {
    private let lines: LineIndex
    /// Where each member's name starts, by its path of names from the root (`["roles", "ink"]`);
    /// empty when the text is not JSON.
    private let offsets: [[String]: Int]

    package init(_ text: String) {
        lines = LineIndex(text)
        offsets = (try? JSONParser.parseWithMemberOffsets(text).memberOffsets) ?? [:]
    }

    /// The line of the member at `path`, nil when the file has none there. Of a name given
    /// twice, the later one (the one that is refused).
    package func line(of path: [String]) -> Int? {
        offsets[path].map(lines.line(ofOffset:))
    }

    /// The line of a role's colour: under `"roles"`, else the first place the file names it (a
    /// level's pin); nil when the file does not name it.
    package func line(ofRole role: RoleName) -> Int? { line(ofKey: role.rawValue) }

    /// `line(ofRole:)` of a key as the file spells it, a role of the schema or not (a problem's).
    private func line(ofKey key: String) -> Int? {
        if let line = line(of: ["roles", key]) { return line }
        return offsets.filter { $0.key.last == key }.values.min().map(lines.line(ofOffset:))
    }

    /// The line a token's colour comes from: a role's own, a derived token's base role's, else
    /// the line of `"roles"` (a role the file lacks), else the first line.
    package func line(ofToken token: String, schema: Schema) -> Int {
        if let line = line(ofRole: RoleName(token)) { return line }
        if let base = schema.baseRole(of: token), let line = line(ofRole: base) { return line }
        return line(of: ["roles"]) ?? 1
    }

    /// The line a problem of the file is at: where the JSON stops reading, the role's or the
    /// member's line, else the first line.
    package func line(of problem: PaletteFileProblem) -> Int {
        switch problem {
        case .notJSON(let offset, _):
            return lines.line(ofOffset: offset)
        case .notAnObject:
            return 1
        case .unknownFormat:
            return line(of: ["format"]) ?? 1
        case .badID:
            return line(of: ["id"]) ?? 1
        case .rolesNotAnObject, .missingRoles:
            return line(of: ["roles"]) ?? 1
        case .unknownMember(let key):
            return line(of: [key]) ?? 1
        case .unknownRole(let role, _), .duplicateRole(let role), .colourNotAString(let role), .malformedColour(let role, _),
             .translucentGround(let role, _):
            return line(ofKey: role) ?? line(of: ["roles"]) ?? 1
        case .schemaMismatch, .schemaVersionMismatch, .schemaRecordMalformed:
            return line(of: ["schema"]) ?? 1
        case .badTwin, .twinIsItself:
            return line(of: ["twin"]) ?? 1
        case .levelsNotAnObject:
            return line(of: ["levels"]) ?? 1
        case .unknownLevel(let level, _, _):
            return line(of: ["levels", level]) ?? line(of: ["levels"]) ?? 1
        case .linksNotAnObject:
            return line(of: ["links"]) ?? 1
        case .badLink(let role, _, _):
            return line(of: ["links", role.rawValue]) ?? line(of: ["links"]) ?? 1
        }
    }
}
