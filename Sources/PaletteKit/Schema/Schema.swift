/// A closed set of roles with their derived tokens and rules. The rule engine and solver read
/// only this value, so a later schema is new data, not new code.
public struct Schema: Sendable {
    public let roles: [Role]
    public let derivedTokens: [DerivedToken]
    public let rules: [Rule]
    /// The opaque role translucent backgrounds are composited over, and whose preference for
    /// dark or light ink decides whether the palette is light.
    public let ground: String
    private let roleIndex: [String: Int]
    private let derivedIndex: [String: Int]

    public init(roles: [Role], derivedTokens: [DerivedToken], rules: [Rule], ground: String) {
        self.roles = roles
        self.derivedTokens = derivedTokens
        self.rules = rules
        self.ground = ground
        self.roleIndex = Dictionary(uniqueKeysWithValues: roles.enumerated().map { ($1.name, $0) })
        self.derivedIndex = Dictionary(uniqueKeysWithValues: derivedTokens.enumerated().map { ($1.name, $0) })
    }

    public var roleNames: [String] { roles.map(\.name) }

    public func role(named name: String) -> Role? {
        roleIndex[name].map { roles[$0] }
    }

    public func derivedToken(named name: String) -> DerivedToken? {
        derivedIndex[name].map { derivedTokens[$0] }
    }

    /// Position in schema order, for sorting; nil for names that are not roles.
    public func order(of roleName: String) -> Int? { roleIndex[roleName] }

    public func roles(in group: RoleGroup) -> [Role] { roles.filter { $0.group == group } }

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
