/// A closed set of roles with their derived tokens and rules: data, read from a schema file
/// (`SchemaFile`) or built in (`Schema.stream`). The rule engine, the solver and every command
/// read only this value, so a team's own schema is a file, not code.
public struct Schema: Sendable {
    /// Names the schema in palette files and messages (`stream`, `editor`).
    public let name: String
    /// Role groups in the order roles are listed.
    public let groups: [String]
    public let roles: [Role]
    public let derivedTokens: [DerivedToken]
    public let ruleKinds: [RuleKind]
    public let rules: [Rule]
    /// The opaque role translucent backgrounds are composited over, and whose preference for
    /// dark or light ink decides whether the palette is light.
    public let ground: String
    /// The card on the ground: the role `suggest --ground --plate` and `suggest ladder` move.
    public let plate: String?
    /// The palette ids a team ships and their migrations, as `ids.txt` lines (`id`, `old -> new`).
    public let ids: [String]
    /// The Swift export's type names.
    public let swiftNames: SwiftNames

    public struct SwiftNames: Hashable, Sendable {
        public let palette: String
        public init(palette: String) { self.palette = palette }
    }

    private let roleIndex: [String: Int]
    private let derivedIndex: [String: Int]

    public init(name: String, groups: [String], roles: [Role], derivedTokens: [DerivedToken], ruleKinds: [RuleKind],
                rules: [Rule], ground: String, plate: String?, ids: [String] = [], swiftNames: SwiftNames) {
        self.name = name
        self.groups = groups
        self.roles = roles
        self.derivedTokens = derivedTokens
        self.ruleKinds = ruleKinds
        self.rules = rules
        self.ground = ground
        self.plate = plate
        self.ids = ids
        self.swiftNames = swiftNames
        self.roleIndex = Dictionary(roles.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.derivedIndex = Dictionary(derivedTokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public var roleNames: [String] { roles.map(\.name) }

    public func role(named name: String) -> Role? {
        roleIndex[name].map { roles[$0] }
    }

    /// The role's position in `roles` (the index palettes and the repair use).
    package func index(ofRole name: String) -> Int? { roleIndex[name] }

    public func derivedToken(named name: String) -> DerivedToken? {
        derivedIndex[name].map { derivedTokens[$0] }
    }

    public func roles(in group: String) -> [Role] { roles.filter { $0.group == group } }

    /// The role a token stands on: itself for a role, the base for a derived token.
    public func baseRole(of token: String) -> String? {
        if roleIndex[token] != nil { return token }
        return derivedToken(named: token)?.base
    }

    /// Every rule in which `roleName` takes part, directly or through a derived token.
    public func rules(involving roleName: String) -> [Rule] {
        rules.filter { rule in rule.tokens.contains { baseRole(of: $0) == roleName } }
    }
}

extension Schema: Equatable {
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.name == rhs.name && lhs.groups == rhs.groups && lhs.roles == rhs.roles && lhs.derivedTokens == rhs.derivedTokens
            && lhs.ruleKinds == rhs.ruleKinds && lhs.rules == rhs.rules && lhs.ground == rhs.ground && lhs.plate == rhs.plate
            && lhs.ids == rhs.ids && lhs.swiftNames == rhs.swiftNames
    }
}
