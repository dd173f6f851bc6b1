import PaletteKit

extension InspectionCommands {
    static let shownName = CommandArgument("ROLE|GROUP", .oneOf([.role, .group]), .optional)

    static let show = ShellCommand(
        name: "show", arguments: [shownName],
        summary: "A table of roles with swatches, values and OKLCH lightness."
    ) { parsed, _, session, context throws(ToolError) in
        let schema = session.palette.schema
        var roles: [Role] = []
        var derived: [DerivedToken] = []
        if let name = parsed[shownName] {
            if let role = schema.role(named: name).flatMap(schema.role(_:)) {
                roles = [role]
            } else if let token = schema.derivedToken(named: name) {
                derived = [token]
            } else if schema.groups.contains(name) {
                let group = name
                roles = schema.roles(in: group)
            } else {
                let names = schema.roleNames.map(\.rawValue) + schema.derivedTokens.map(\.name) + schema.groups
                throw .unknownRoleOrGroup(name, nearest: NearestName.nearest(to: name, among: names), groups: schema.groups)
            }
        } else {
            roles = schema.roles
            derived = schema.derivedTokens
        }
        for role in roles { session.unreviewed.remove(role.name) }
        // At a level, what the level shows: its pins, and the rest as its variant derives them.
        var palette = session.palette
        var view: RoleTable.LevelView?
        if session.level != LevelName.standard {
            let variant = try session.variant(cancellation: context.cancellation)
            palette = session.measured(given: variant)
            var derives = false
            if case .derived(let repair)? = variant { derives = repair.passes }
            view = RoleTable.LevelView(level: session.level, pinned: Set(session.palette.pins[session.level]?.keys ?? [:].keys), derived: derives)
        }
        for line in RoleTable.lines(roles, derived: derived, palette: palette, style: context.style, level: view) { context.output.line(line) }
    }
}
