import PaletteCore
import PaletteExport

/// The names under which an app reads the schema's roles and derived tokens, as this tool's
/// exports spell them (docs/exports.md): the Swift and Compose member (`StreamTokens.paper`,
/// `palette.paper`), the asset-catalog colour (`Color("nord/paper")`), the Android resource
/// (`R.color.nord_paper`, `@color/nord_paper`), the CSS custom property (`var(--paper)`), the
/// Tailwind utility (`bg-paper`) and the DTCG reference (`{nord.paper}`). The schema's `tokens`
/// map adds a team's own custom property or token path for a role.
public struct UsageVocabulary: Sendable {
    /// A role or derived token.
    public struct Token: Hashable, Sendable {
        public let name: String
        /// The role a derived token is computed from; nil for a role.
        public let base: String?
        public var isDerived: Bool { base != nil }
    }

    public let tokens: [Token]
    /// The Swift palette type and its facade (`StreamPalette`, `StreamTokens`), and any further
    /// names a caller gives: a member of a token's name read on them is a use.
    public let receivers: Set<String>
    /// The names given with `--receiver`.
    public let extraReceivers: [String]
    /// The palette type: a variable declared of it (`let palette: StreamPalette`,
    /// `static let theme = ColorTheme()`) becomes a receiver too.
    public let paletteTypes: Set<String>
    /// The Swift facade (`StreamTokens`).
    public let facade: String
    /// Every word above, and the keywords the script scanner needs (`WordTable`).
    let words: WordTable
    /// Token name → index in `tokens`.
    let byName: [String: Int]
    /// Android resource name (`ink_on_accent`) → index: a resource `nord_ink_on_accent` is the
    /// longest of these it ends with after an underscore.
    let bySnakeName: [String: Int]
    /// `nord_`, `craft_light_`: what the Android export puts before a role's resource name.
    let androidPrefixes: Set<String>
    /// A custom property name without its dashes (`paper`, or a mapped `surface-card`) → index.
    let byCustomProperty: [String: Int]
    /// A DTCG path mapped by the schema's `tokens` (`color.surface.card`) → index.
    let byTokenPath: [String: Int]

    /// `paletteIDs`: the palettes whose Android resources are read (`nord_paper`): the schema's
    /// ids and the folder's palettes. `receivers`: names the app reads roles on beside the facade,
    /// the palette type and the Compose local (`LocalStreamPalette`).
    public init(schema: Schema, paletteIDs: [String] = [], receivers extra: [String] = []) {
        var tokens = schema.roles.map { Token(name: $0.name.rawValue, base: nil) }
        tokens += schema.derivedTokens.map { Token(name: $0.name, base: $0.base.rawValue) }
        self.tokens = tokens
        var byName: [String: Int] = [:]
        var bySnake: [String: Int] = [:]
        var byProperty: [String: Int] = [:]
        var byPath: [String: Int] = [:]
        for (index, token) in tokens.enumerated() {
            byName[token.name] = index
            bySnake[UsageVocabulary.snakeCase(token.name)] = index
            byProperty[token.name] = index
            if let mapped = schema.tokens[token.name] {
                if mapped.hasPrefix("--") { byProperty[String(mapped.dropFirst(2))] = index } else { byPath[mapped] = index }
            }
            // The member app code reads it by (`gradient6_1`), or a group's (`label.secondary`).
            if let member = schema.members[token.name] { byName[member] = index }
        }
        self.byName = byName
        bySnakeName = bySnake
        byCustomProperty = byProperty
        byTokenPath = byPath
        let type = schema.swiftNames.palette
        paletteTypes = [type]
        facade = SwiftExporter.facadeName(type)
        receivers = Set([type, facade, "Local" + type] + extra)
        extraReceivers = extra
        var prefixes = Set<String>()
        for id in schema.ids + paletteIDs {
            // `ids.txt` lines may be migrations (`old -> new`): each side is an id.
            for part in id.split(separator: " ") where part != "->" { prefixes.insert(UsageVocabulary.snakeCase(String(part)) + "_") }
        }
        androidPrefixes = prefixes
        words = UsageVocabulary.wordTable(tokens: tokens, receivers: receivers, paletteTypes: paletteTypes)
    }

    /// The index of the token called `name`.
    public func token(named name: String) -> Int? { byName[name] }

    /// `R.color.NAME` / `@color/NAME`: the token whose resource name NAME is, after one of the
    /// palettes' prefixes (the export names them `nord_ink_on_accent`) or alone; an app's own
    /// `button_accent` is not `accent`.
    func androidResource(_ name: Substring) -> Int? {
        if let index = bySnakeName[String(name)] { return index }
        for prefix in androidPrefixes where name.hasPrefix(prefix) {
            if let index = bySnakeName[String(name.dropFirst(prefix.count))] { return index }
        }
        return nil
    }

    /// `{nord.paper}` without braces: a mapped path, else the last segment's token.
    func tokenPath(_ path: Substring) -> Int? {
        if let index = byTokenPath[String(path)] { return index }
        let last = path.split(separator: ".").last.map(String.init) ?? ""
        return byName[last]
    }

    /// What a file in `language` writes to read `role` of the palette `paletteID` through the
    /// exports: the Swift facade's member, the Compose class's member, the Android resource,
    /// else the custom property.
    public func replacement(for role: RoleName, paletteID: String, language: SourceLanguage?) -> String {
        switch language {
        case .swift?: return facade + "." + role.rawValue
        case .kotlin?, .java?: return "palette." + role.rawValue
        case .androidXML?: return "@color/" + AndroidExporter.resourceName(paletteID, role.rawValue)
        default: return "var(--" + role.rawValue + ")"
        }
    }

    /// `nord` + `inkOnAccent` → `nord_ink_on_accent`, as the Android export names a resource.
    public static func resourceName(_ paletteID: String, _ token: String) -> String { AndroidExporter.resourceName(paletteID, token) }

    /// `inkOnAccent` → `ink_on_accent` (the Android exporter's spelling).
    static func snakeCase(_ name: String) -> String { AndroidExporter.snakeCase(name) }
}
