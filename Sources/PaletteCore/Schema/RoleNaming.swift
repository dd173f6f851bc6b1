/// What a role or derived token may be called: one rule, which the schema reader applies (so
/// `schema check`, every command and every export meet only names it accepted) and `schema
/// rename` applies to a new name before it writes anything.
///
/// A name is a letter, then letters and digits, ASCII, at most 64 characters; it is not one an
/// export cannot spell as a member (`ExportFormat.reservation(of:levels:)`: a keyword of the
/// language it writes, or a member it declares beside the roles); and no two names of a schema
/// are equal but for case, since asset catalogs and Android resources are files, and many disks
/// ignore case.
public enum RoleNaming {
    public static let maximumLength = 64

    /// A letter, then letters and digits, ASCII, at most `maximumLength`.
    public static func isWellFormed(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            && text.unicodeScalars.count <= maximumLength
    }

    /// Why some export cannot give a role (or derived token) of a schema with `levels` this
    /// name; nil when every export can.
    public static func reservation(of name: String, levels: [LevelName]) -> String? {
        for format in ExportFormat.allCases {
            if let why = format.reservation(of: name, levels: levels) { return why }
        }
        return nil
    }

    /// The first of `names` (other than `name` itself) equal to it but for case.
    public static func caseTwin(of name: String, among names: [String]) -> String? {
        let lowered = name.lowercased()
        return names.first { $0 != name && $0.lowercased() == lowered }
    }
}

extension ExportFormat {
    /// Why this format cannot give a role or derived token of a schema with `levels` the name
    /// `name`, or nil. Each format that writes code declares here what its code cannot hold.
    public func reservation(of name: String, levels: [LevelName]) -> String? {
        switch self {
        case .swift:
            if Self.swiftKeywords.contains(name) {
                return "it is a Swift keyword, and the Swift export declares a member of each role's name"
            }
            if Self.swiftPaletteMembers.contains(name) { return "the Swift export's palette type has a member '\(name)' already" }
            if Self.swiftFacadeMembers.contains(name) { return "the Swift export's facade has a member '\(name)' already" }
            if let level = levels.first(where: { Self.swiftLevelType($0) == name }) {
                return "the Swift export names the type of the level '\(level)' so"
            }
            return nil
        case .android:
            if Self.kotlinKeywords.contains(name) {
                return "it is a Kotlin keyword, and the Android export's Compose class declares a property of each role's name"
            }
            return nil
        case .dtcg, .dtcgResolver, .css, .xcassets, .tailwind, .figma:
            // Names in JSON, custom properties, file names: any well-formed name is written as it is.
            return nil
        }
    }

    /// The names a Swift stored property cannot take and be read as `palette.name`: the keywords
    /// of The Swift Programming Language's "Lexical Structure" that swiftc 6.3 refuses there,
    /// and `Type` and `Protocol`, which name metatypes after a dot. Each was checked by compiling
    /// `struct P { let NAME: Int }` and `p.NAME` (`RoleNamingTests` compiles the export itself).
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol",
    ]

    /// The type the Swift export names a contrast level's palettes by (`High` for `high`).
    package static func swiftLevelType(_ level: LevelName) -> String { level.rawValue.prefix(1).uppercased() + level.rawValue.dropFirst() }

    /// Members the Swift export's palette type declares beside the roles (`SwiftExporter`).
    static let swiftPaletteMembers: Set<String> = ["contrast", "isLight"]
    /// Static members of the Swift export's facade (`StreamTokens.active`) beside the roles.
    static let swiftFacadeMembers: Set<String> = ["active", "activeID"]

    /// Kotlin's hard keywords (kotlinlang.org, "Keywords and operators"), which cannot be
    /// identifiers: the Compose class has a `val` of each role's name.
    static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null", "object",
        "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when", "while",
    ]
}
