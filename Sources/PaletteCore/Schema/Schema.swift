/// A closed set of roles with their derived tokens and rules: data, read from a schema file
/// (`SchemaFile`) or built in (`Schema.stream`). The rule engine, the solver and every command
/// read only this value, so a team's own schema is a file, not code.
public struct Schema: Sendable {
    /// Every field lives in one shared, immutable object: palettes, queries and the solver's
    /// per-rule resolutions each hold the schema, and a copy of the arrays and dictionaries
    /// themselves would be a reference-count pair for each of them; a copy of the object is one.
    /// What the schema declares is one value (`Declaration`); the rest is found from it once.
    private final class Storage: Sendable {
        let declaration: Declaration
        /// The level this value measures, and the schema at the standard level (nil: this is it).
        let level: LevelName
        let standard: Storage?
        let roleIndex: [RoleName: Int]
        /// The ground's position in `roles`: most measures start from the ground's colour.
        let groundIndex: Int?
        /// The plate's, for the same reason: every `suggest` pair query sets it.
        let plateIndex: Int?
        let derivedIndex: [String: Int]
        let plateRules: [Rule]
        /// `rules(involving:)` of every base role, in schema order: the shell asks for a role's
        /// rules after every `set`, and filtering every rule by name costs more than the rest of
        /// a `set`.
        let rulesByBaseRole: [RoleName: [Rule]]

        init(_ declaration: Declaration, level: LevelName = .standard, standard: Storage? = nil) {
            self.declaration = declaration
            self.level = level
            self.standard = standard
            let roles = declaration.roles, ground = declaration.ground, plate = declaration.plate
            let rules = declaration.rules, derivedTokens = declaration.derivedTokens
            roleIndex = Dictionary(roles.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            groundIndex = roleIndex[ground]
            plateIndex = plate.flatMap { [roleIndex] in roleIndex[$0] }
            derivedIndex = Dictionary(derivedTokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            plateRules = rules.filter { $0.foreground == plate?.rawValue && $0.background == ground.rawValue }
            let derivedBases = Dictionary(derivedTokens.map { ($0.name, $0.base) }, uniquingKeysWith: { first, _ in first })
            var byBase: [RoleName: [Rule]] = [:]
            for rule in rules {
                // `baseRole(of:)`: a role is its own base; an unknown token has none.
                var bases: [RoleName] = []
                for token in rule.tokens {
                    guard let base = roles.contains(where: { $0.name.rawValue == token }) ? RoleName(token) : derivedBases[token], !bases.contains(base) else { continue }
                    bases.append(base)
                }
                for base in bases { byBase[base, default: []].append(rule) }
            }
            rulesByBaseRole = byBase
        }

        /// See `Schema.separateCopy()`.
        func separateCopy() -> Storage {
            func copy(_ text: String) -> String { text.separateCopy }
            func copy(_ name: RoleName) -> RoleName { RoleName(copy(name.rawValue)) }
            var declared = declaration
            declared.name = copy(declared.name)
            declared.groups = declared.groups.map(copy)
            declared.roles = declared.roles.map { Role(copy($0.name), copy($0.group), copy($0.description), mustBeOpaque: $0.mustBeOpaque) }
            declared.derivedTokens = declared.derivedTokens.map { DerivedToken(copy($0.name), base: copy($0.base), step: $0.step, copy($0.description)) }
            declared.ruleKinds = declared.ruleKinds.map(\.separateCopy)
            declared.rules = declared.rules.map(\.separateCopy)
            declared.ground = copy(declared.ground)
            declared.plate = declared.plate.map(copy)
            declared.ids = declared.ids.map(copy)
            declared.tokens = Dictionary(uniqueKeysWithValues: declared.tokens.map { (copy($0.key), copy($0.value)) })
            declared.members = Dictionary(uniqueKeysWithValues: declared.members.map { (copy($0.key), copy($0.value)) })
            return Storage(declared, level: LevelName(copy(level.rawValue)), standard: standard?.separateCopy())
        }
    }

    private let storage: Storage

    private init(storage: Storage) { self.storage = storage }

    /// An equal schema that shares none of the storage a suggestion reads with this one: the
    /// schema's own object, its roles, derived tokens, rule kinds and rules (each rule's box)
    /// and their names' bytes are made anew. For work on several cores at once (`suggest
    /// --batch`): every suggestion retains and releases the schema and its rules, and when two
    /// cores change one shared reference count its cache line moves between them each time,
    /// which costs more than the counting.
    package func separateCopy() -> Schema { Schema(storage: storage.separateCopy()) }

    /// Names the schema in palette files and messages (`stream`, `editor`).
    public var name: String { storage.declaration.name }
    /// Role groups in the order roles are listed.
    public var groups: [String] { storage.declaration.groups }
    public var roles: [Role] { storage.declaration.roles }
    public var derivedTokens: [DerivedToken] { storage.declaration.derivedTokens }
    public var ruleKinds: [RuleKind] { storage.declaration.ruleKinds }
    public var rules: [Rule] { storage.declaration.rules }
    /// The opaque role translucent backgrounds are composited over, and whose preference for
    /// dark or light ink decides whether the palette is light.
    public var ground: RoleName { storage.declaration.ground }
    /// The card on the ground: the role `suggest --ground --plate` and `suggest ladder` move.
    public var plate: RoleName? { storage.declaration.plate }
    /// The palette ids a team ships and their migrations, as `ids.txt` lines (`id`, `old -> new`).
    public var ids: [String] { storage.declaration.ids }
    /// Palettes that are one design in a light and a dark form: exports that can switch on the
    /// system's appearance carry them as one (an asset catalog's dark appearance, `values-night`).
    public var twins: [Twins] { storage.declaration.twins }
    /// The Swift export's type names.
    public var swiftNames: SwiftNames { storage.declaration.swiftNames }
    /// The contrast levels beyond `standard`, in the schema's order.
    public var levels: [ContrastLevel] { storage.declaration.levels }
    /// How a palette maps to the other kind under `fix --invert`, as the schema declares it (nil:
    /// it does not, and `kindMapping` is `OtherKind.plain`).
    public var otherKind: OtherKind? { storage.declaration.otherKind }
    public var kindMapping: OtherKind { storage.declaration.otherKind ?? .plain }
    /// Which roles `draft` starts from and which slots of a published scheme stand for roles, as
    /// the schema declares them (nil: it does not, and `draftMapping` is `DraftKeys.plain`).
    public var draftKeys: DraftKeys? { storage.declaration.draftKeys }
    /// The orders palettes keep beyond the rules' pairs (tiers, states); nil when the schema
    /// declares none.
    public var hierarchy: Hierarchy? { storage.declaration.hierarchy }
    /// What keeps roles their character across kinds and levels (`RoleBand`), in schema role
    /// order; empty when the schema declares none.
    public var bands: [RoleBand] { storage.declaration.bands }
    public func band(of role: RoleName) -> RoleBand? { storage.declaration.bands.first { $0.role == role } }
    public var draftMapping: DraftKeys {
        if let keys = storage.declaration.draftKeys { return keys }
        // A file of the built-in schema's roles and rules written without `draft` drafts as it does.
        if SchemaIdentity(self) == SchemaIdentity(.stream), let keys = Schema.stream.storage.declaration.draftKeys { return keys }
        return DraftKeys.plain(ground: ground)
    }
    /// The level whose thresholds and steps this value holds: `standard` or one of `levels`.
    public var level: LevelName { storage.level }
    /// `standard` and then every level's name.
    public var levelNames: [LevelName] { [.standard] + levels.map(\.name) }
    /// This schema at its standard level: what palette files record and exports name.
    public var standard: Schema { storage.standard.map(Schema.init(storage:)) ?? self }

    /// The schema at the level `name`: its rule kinds' thresholds raised and its derived tokens'
    /// steps changed as the level says; nil for a level the schema does not have.
    public func at(level name: LevelName) -> Schema? {
        let base = standard
        if name == LevelName.standard { return base }
        guard let level = base.levels.first(where: { $0.name == name }) else { return nil }
        let kinds = base.ruleKinds.map { kind in
            RuleKind(kind.name, measure: kind.measure, threshold: level.thresholds[kind.name] ?? kind.threshold,
                     appliesOnlyToDarkPalettes: kind.appliesOnlyToDarkPalettes)
        }
        let kindsByName = Dictionary(uniqueKeysWithValues: kinds.map { ($0.name, $0) })
        let rules = base.rules.map { Rule(kindsByName[$0.kind.name]!, $0.foreground, on: $0.background) }
        let derived = base.derivedTokens.map { token in
            DerivedToken(token.name, base: token.base, step: level.steps[token.name] ?? token.step, token.description)
        }
        var declared = base.declaration
        declared.ruleKinds = kinds
        declared.rules = rules
        declared.derivedTokens = derived
        return Schema(storage: Storage(declared, level: name, standard: base.storage))
    }

    /// For `lint`: the design-token path (`color.surface.card`) or custom property
    /// (`--surface-card`) each role is read from; a role not listed is read from a token of its
    /// own name.
    public var tokens: [String: String] { storage.declaration.tokens }

    /// For `usage`: the member path app code reads a role by on a palette type (`label.secondary`:
    /// the member `secondary` of the group `label`; `gradient6_1`), where it is not the role's
    /// own name or its group's name joined in camel case (`labelSecondary`).
    public var members: [String: String] { storage.declaration.members }

    /// A light palette and its dark twin, by id (`"twins": [["craftLight", "craftDark"]]`).
    public struct Twins: Hashable, Sendable {
        public let light: String
        public let dark: String
        public init(light: String, dark: String) {
            self.light = light
            self.dark = dark
        }
    }

    public struct SwiftNames: Hashable, Sendable {
        public let palette: String
        public init(palette: String) { self.palette = palette }
    }

    /// The rules of the plate on the ground, in schema order (the pure ground/plate question's),
    /// found once: `suggest --batch` asks for them on every line.
    public var plateRules: [Rule] { storage.plateRules }

    private var roleIndex: [RoleName: Int] { storage.roleIndex }
    private var derivedIndex: [String: Int] { storage.derivedIndex }

    public init(name: String, groups: [String], roles: [Role], derivedTokens: [DerivedToken], ruleKinds: [RuleKind],
                rules: [Rule], ground: RoleName, plate: RoleName?, ids: [String] = [], twins: [Twins] = [], swiftNames: SwiftNames,
                tokens: [String: String] = [:], members: [String: String] = [:], levels: [ContrastLevel] = [], otherKind: OtherKind? = nil,
                draftKeys: DraftKeys? = nil, hierarchy: Hierarchy? = nil, bands: [RoleBand] = []) {
        self.init(Declaration(name: name, groups: groups, roles: roles, derivedTokens: derivedTokens, ruleKinds: ruleKinds, rules: rules,
                              ground: ground, plate: plate, ids: ids, twins: twins, swiftNames: swiftNames, tokens: tokens, members: members, levels: levels,
                              otherKind: otherKind, draftKeys: draftKeys, hierarchy: hierarchy, bands: bands))
    }

    /// The schema that declares `declaration`, at its standard level.
    public init(_ declaration: Declaration) {
        storage = Storage(declaration)
    }

    /// Every member the schema declares, as one value: what a migration changes and keeps.
    public var declaration: Declaration { storage.declaration }

    public var roleNames: [RoleName] { roles.map(\.name) }

    /// The role named `name`: where text from a user or a file becomes a `RoleName`, checked
    /// once; nil for a name the schema has no role of.
    public func role(named name: String) -> RoleName? {
        roleIndex[RoleName(name)] != nil ? RoleName(name) : nil
    }

    /// The role itself, its group, description and opacity.
    public func role(_ name: RoleName) -> Role? {
        roleIndex[name].map { roles[$0] }
    }

    /// The level named `name` (`standard` or one of `levels`): where text from a user or a file
    /// becomes a `LevelName`, checked once; nil for a level the schema does not have.
    public func level(named name: String) -> LevelName? {
        let level = LevelName(name)
        return level == .standard || standard.levels.contains(where: { $0.name == level }) ? level : nil
    }

    /// The role name nearest `text` (a misspelt role): what a message about an unknown role
    /// suggests.
    package func nearestRole(to text: String) -> String? { NearestName.nearest(to: text, among: roleNames.map(\.rawValue)) }

    /// Whether `name` is one of the schema's roles (a look-up that copies no `Role`).
    public func hasRole(_ name: RoleName) -> Bool { roleIndex[name] != nil }

    /// The role's position in `roles` (the index palettes and the repair use).
    package func index(ofRole name: RoleName) -> Int? { roleIndex[name] }

    /// `index(ofRole: ground)`, found once.
    package var groundIndex: Int? { storage.groundIndex }
    package var plateIndex: Int? { storage.plateIndex }

    public func derivedToken(named name: String) -> DerivedToken? {
        derivedIndex[name].map { derivedTokens[$0] }
    }

    public func roles(in group: String) -> [Role] { roles.filter { $0.group == group } }

    /// The role a token stands on: itself for a role, the base for a derived token.
    public func baseRole(of token: String) -> RoleName? {
        if roleIndex[RoleName(token)] != nil { return RoleName(token) }
        return derivedToken(named: token)?.base
    }

    /// Every rule in which `roleName` takes part, directly or through a derived token.
    public func rules(involving roleName: RoleName) -> [Rule] {
        storage.rulesByBaseRole[roleName] ?? []
    }
}

extension Schema: Equatable {
    /// Equal declarations at the same level: `Declaration`'s `==` is the compiler's, so no
    /// member can be left out of it.
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.storage === rhs.storage || (lhs.level == rhs.level && lhs.declaration == rhs.declaration)
    }
}
