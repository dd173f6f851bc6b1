/// A change of a schema's set of roles that palettes and sessions follow: roles retired (gone
/// with every rule that names them) or one role or derived token renamed. Every remaining
/// role keeps its exact colour.
public enum SchemaMigration: Hashable, Sendable {
    case retire([String])
    case rename(from: String, to: String)

    /// The name a role or token has after the migration; nil when it is retired.
    public func migrated(_ name: String) -> String? {
        switch self {
        case .retire(let roles): return roles.contains(name) ? nil : name
        case .rename(let from, let to): return name == from ? to : name
        }
    }

    /// `migrated(_:)` of a role's name: the role it is after the migration; nil when it is retired.
    public func migrated(_ role: RoleName) -> RoleName? { migrated(role.rawValue).map { RoleName($0) } }

    /// Whether `schema` is already as the migration leaves it: no retired role left, or the new
    /// name where the old one was.
    public func isInEffect(in schema: Schema) -> Bool {
        let names = schema.roleNames.map(\.rawValue) + schema.derivedTokens.map(\.name)
        switch self {
        case .retire(let roles): return !roles.contains(where: names.contains)
        case .rename(let from, let to): return !names.contains(from) && names.contains(to)
        }
    }

    /// `retire a, b` or `rename a to b`, as the command was typed.
    public var summary: String {
        switch self {
        case .retire(let roles): return "retire " + roles.joined(separator: ", ")
        case .rename(let from, let to): return "rename \(from) to \(to)"
        }
    }

    /// The name a role had before the migration, from its name after; nil for none.
    public func original(of name: String) -> String? {
        switch self {
        case .retire(let roles): return roles.contains(name) ? nil : name
        case .rename(let from, let to): return name == to ? from : name == from ? nil : name
        }
    }

    /// The schema without the retired roles (and the rules, keys, mappings and groups that
    /// named only them), or with the name changed everywhere it appears.
    public func apply(to original: Schema) throws(SchemaMigrationProblem) -> Schema {
        let schema = original.standard
        try check(schema)
        func name(_ text: String) -> String? { migrated(text) }
        func name(_ role: RoleName) -> RoleName? { migrated(role) }
        let roles = schema.roles.compactMap { role in
            name(role.name).map { Role($0, role.group, role.description, mustBeOpaque: role.mustBeOpaque) }
        }
        let derived = schema.derivedTokens.map { token in
            DerivedToken(name(token.name) ?? token.name, base: name(token.base) ?? token.base, step: token.step, token.description)
        }
        let rules = schema.rules.compactMap { rule -> Rule? in
            guard let foreground = name(rule.foreground), let background = name(rule.background) else { return nil }
            return Rule(rule.kind, foreground, on: background)
        }
        let groups = schema.groups.filter { group in roles.contains { $0.group == group } }
        var tokens: [String: String] = [:]
        for (role, path) in schema.tokens { if let role = name(role) { tokens[role] = path } }
        var members: [String: String] = [:]
        for (role, path) in schema.members { if let role = name(role) { members[role] = path } }
        let levels = schema.levels.map { level -> ContrastLevel in
            ContrastLevel(level.name, thresholds: level.thresholds,
                          steps: Dictionary(uniqueKeysWithValues: level.steps.map { (name($0.key) ?? $0.key, $0.value) }), modes: level.modes)
        }
        let otherKind = schema.otherKind.map { kind in
            OtherKind(lightGround: kind.lightGround, darkGround: kind.darkGround, darkScales: kind.darkScales,
                      unchangedGroups: kind.unchangedGroups.filter { group in roles.contains { $0.group == group } },
                      unchangedRoles: kind.unchangedRoles.compactMap(name),
                      keptOrders: kind.keptOrders.compactMap { pair in
                          let sides = pair.split(separator: "/").map(String.init)
                          guard sides.count == 2, let foreground = name(sides[0]), let background = name(sides[1]) else { return nil }
                          return foreground + "/" + background
                      })
        }
        let draftKeys = schema.draftKeys.map { keys in
            DraftKeys(keys: keys.keys.compactMap(name), base16: keys.base16.compactMap { pair in name(pair.role).map { ($0, pair.slot) } })
        }
        // Tiers keep their remaining roles in order (a tier left with one role orders nothing);
        // a state goes with either of its roles.
        let hierarchy = schema.hierarchy.map { hierarchy in
            Hierarchy(tiers: hierarchy.tiers.map { $0.compactMap(name) }.filter { $0.count > 1 },
                      states: hierarchy.states.compactMap { state in
                          guard let role = name(state.role), let of = name(state.of) else { return nil }
                          return Hierarchy.State(role: role, of: of, kind: state.kind)
                      })
        }
        // The members a migration does not name (the schema's name, rule kinds, ids, twins,
        // Swift names, and any added later) are kept as they are.
        var declared = schema.declaration
        declared.groups = groups
        declared.roles = roles
        declared.derivedTokens = derived
        declared.rules = rules
        declared.ground = name(schema.ground)!
        declared.plate = schema.plate.flatMap(name)
        declared.tokens = tokens
        declared.members = members
        declared.levels = levels
        declared.otherKind = otherKind
        declared.draftKeys = draftKeys.map { $0.keys.isEmpty ? nil : $0 } ?? nil
        declared.hierarchy = hierarchy.flatMap { $0.tiers.isEmpty && $0.states.isEmpty ? nil : $0 }
        // A band goes with its role, renamed with it.
        declared.bands = schema.bands.compactMap { band in name(band.role).map(band.renamed) }
        return Schema(declared)
    }

    private func check(_ schema: Schema) throws(SchemaMigrationProblem) {
        let names = schema.roleNames.map(\.rawValue) + schema.derivedTokens.map(\.name)
        switch self {
        case .retire(let retired):
            var seen = Set<String>()
            for role in retired {
                if let token = schema.derivedToken(named: role) { throw .derivedToken(role, base: token.base.rawValue) }
                guard schema.hasRole(RoleName(role)) else { throw .unknownRole(role, nearest: NearestName.nearest(to: role, among: names)) }
                guard seen.insert(role).inserted else { throw .givenTwice(role) }
            }
            if retired.contains(schema.ground.rawValue) { throw .structuralRole(schema.ground.rawValue, part: "ground") }
            if let plate = schema.plate, retired.contains(plate.rawValue) { throw .structuralRole(plate.rawValue, part: "plate") }
            for token in schema.derivedTokens where retired.contains(token.base.rawValue) {
                throw .derivedTokenNeeds(token: token.name, role: token.base.rawValue, levels: schema.levels.filter { $0.steps[token.name] != nil }.map(\.name.rawValue))
            }
            if Set(retired).count == schema.roles.count { throw .retiringEveryRole }
        case .rename(let from, let to):
            guard names.contains(from) else { throw .unknownRole(from, nearest: NearestName.nearest(to: from, among: names)) }
            if from == to { throw .sameName(from) }
            if names.contains(to) { throw .nameTaken(to) }
            // The schema reader's own rule (`RoleNaming`): a migration writes only a schema it
            // would read back.
            guard RoleNaming.isWellFormed(to) else { throw .badName(to) }
            if let why = RoleNaming.reservation(of: to, levels: schema.levels.map(\.name)) { throw .reservedName(to, why: why) }
            if let other = RoleNaming.caseTwin(of: to, among: names.filter { $0 != from }) {
                throw .reservedName(to, why: "it differs from \(other) only in case, and asset catalogs and Android resources are files on disks that ignore case")
            }
        }
    }

    /// The palette under the migrated schema: each remaining role's colour, pins, twin and links kept.
    public func migrate(_ palette: Palette, to schema: Schema) -> Palette {
        var result = Palette(id: palette.id, schema: schema)
        for role in palette.schema.roles {
            guard let name = migrated(role.name), let colour = palette[role.name] else { continue }
            result[name] = colour
        }
        for (level, pins) in palette.pins {
            for (role, colour) in pins { if let name = migrated(role) { result.pin(name, colour, at: level) } }
        }
        result.twin = palette.twin
        // A link keeps following under the new names; a retired role it read becomes the colour
        // it read, as in a migrated session, and a link left reading no role is a colour.
        for (role, link) in palette.links {
            guard let name = migrated(role) else { continue }
            result.setLink(migrate(link, in: palette, to: schema), for: name)
        }
        return result
    }

    /// A link of `palette` under the new names: a retired role it read is the colour it read;
    /// nil when no role is left for it to read.
    package func migrate(_ link: RoleLink, in palette: Palette, to schema: Schema) -> RoleLink? {
        let expression = link.expression.replacingNames { old in
            guard let new = migrated(old) else { return palette.colour(of: old).map(ColourExpression.literal) }
            return .name(new)
        }
        return RoleLink(expression, schema: schema)
    }
}
