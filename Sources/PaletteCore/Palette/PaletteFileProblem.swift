/// One thing wrong with a palette file. Loading collects every problem before it reports.
public enum PaletteFileProblem: Hashable, Sendable {
    case notJSON(offset: Int, expected: String)
    case notAnObject
    case unknownFormat(FoundText)
    case badID(FoundText)
    case rolesNotAnObject
    case unknownMember(String)
    case unknownRole(String, nearest: String?)
    case duplicateRole(String)
    case colourNotAString(role: String)
    case malformedColour(role: String, ColourParseError)
    case translucentGround(role: String, value: String)
    case missingRoles([RoleName])
    /// The file was made for another schema (nil: the built-in stream schema) than it is read with.
    case schemaMismatch(recorded: String?, expected: String)
    /// `"twin"` that is not a palette id, or the palette's own.
    case badTwin(FoundText)
    case twinIsItself(String)
    /// A file of the schema's name made with another version of it (another hash): the roles it
    /// has that this version has not, if any.
    case schemaVersionMismatch(schema: String, rolesNotInSchema: [String])
    case schemaRecordMalformed
    /// `"levels"` is not an object of level names to objects of pinned roles.
    case levelsNotAnObject
    case unknownLevel(String, nearest: String?, levels: [String])
    /// `"links"` is not an object of role names to expressions.
    case linksNotAnObject
    /// A role's link that cannot stand as written.
    case badLink(role: RoleName, expression: String, LinkFileReason)
}

/// Why a palette file's link cannot stand.
public enum LinkFileReason: Hashable, Sendable {
    /// Not a string.
    case notAString
    /// It does not read as an expression, or names what is no role or derived token.
    case unreadable(ExpressionError)
    /// The ground decides light or dark, and with it every step's direction: it follows nothing.
    case ground
    /// It reads no role: a colour, which `roles` holds.
    case readsNoRole
    /// It reads its own role, or through other links comes back to it (`path`).
    case cycle(path: [RoleName])
    /// Computed from the roles it reads it is not the colour the file stores for the role.
    case differs(stored: Colour?, computed: Colour)
}

public struct PaletteLoadError: Error, Hashable, Sendable {
    public let problems: [PaletteFileProblem]
    public init(problems: [PaletteFileProblem]) { self.problems = problems }
}
