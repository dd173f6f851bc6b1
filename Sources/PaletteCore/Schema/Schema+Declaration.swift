extension Schema {
    /// Everything a schema declares, as one value: a schema file's members (`SchemaReader`
    /// reads them, `SchemaFile.encode` writes them). A member added here is stored, compared,
    /// carried to every level and through every migration by construction: `==` is the
    /// compiler's, and `Schema.at(level:)`, `SchemaMigration.apply(to:)` and copies change the
    /// members they mean to and keep the rest as they are.
    public struct Declaration: Equatable, Sendable {
        /// Names the schema in palette files and messages (`stream`, `editor`).
        public var name: String
        /// Role groups in the order roles are listed.
        public var groups: [String]
        public var roles: [Role]
        public var derivedTokens: [DerivedToken]
        public var ruleKinds: [RuleKind]
        public var rules: [Rule]
        /// The opaque role translucent backgrounds are composited over (`Schema.ground`).
        public var ground: RoleName
        /// The card on the ground (`Schema.plate`).
        public var plate: RoleName?
        /// The palette ids a team ships and their migrations, as `ids.txt` lines.
        public var ids: [String]
        public var twins: [Twins]
        public var swiftNames: SwiftNames
        /// Role → the design-token path or custom property `lint` reads it from.
        public var tokens: [String: String]
        /// Role → the member path app code reads it by (`label.secondary`, `gradient6_1`) where
        /// that is not the role's own name (`usage`).
        public var members: [String: String]
        /// The contrast levels beyond `standard`, in the schema's order.
        public var levels: [ContrastLevel]
        public var otherKind: OtherKind?
        public var draftKeys: DraftKeys?
        public var hierarchy: Hierarchy?
        public var bands: [RoleBand]

        public init(name: String, groups: [String], roles: [Role], derivedTokens: [DerivedToken], ruleKinds: [RuleKind], rules: [Rule],
                    ground: RoleName, plate: RoleName?, ids: [String] = [], twins: [Twins] = [], swiftNames: SwiftNames,
                    tokens: [String: String] = [:], members: [String: String] = [:], levels: [ContrastLevel] = [], otherKind: OtherKind? = nil,
                    draftKeys: DraftKeys? = nil, hierarchy: Hierarchy? = nil, bands: [RoleBand] = []) {
            self.name = name
            self.groups = groups
            self.roles = roles
            self.derivedTokens = derivedTokens
            self.ruleKinds = ruleKinds
            self.rules = rules
            self.ground = ground
            self.plate = plate
            self.ids = ids
            self.twins = twins
            self.swiftNames = swiftNames
            self.tokens = tokens
            self.members = members
            self.levels = levels
            self.otherKind = otherKind
            self.draftKeys = draftKeys
            self.hierarchy = hierarchy
            self.bands = bands
        }
    }
}
