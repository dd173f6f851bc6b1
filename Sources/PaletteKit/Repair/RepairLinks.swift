/// How a repair keeps a palette's links (`Palette.links`): a role that follows another as it is
/// or a step from it (`plate`, `accent.stepped(0.15)`) is no variable of its own but its source's
/// colour stepped, exactly as a derived token is, so the repair moves it with its source over the
/// same candidates. A link the search cannot carry that way (a mix, a lighten, two steps in a
/// row) holds its role and every role it reads where they are.
struct RepairLinks {
    /// Linked role → the role it moves with and the step from it (0: equal).
    let followers: [String: (base: String, step: Double)]
    /// Roles that stay: those following a link the search cannot carry, the roles such a link
    /// reads, and the sources of a kept linked role, transitively.
    let held: Set<String>

    init(_ palette: Palette, keep: [String]) {
        let schema = palette.schema
        var followers: [String: (base: String, step: Double)] = [:]
        var general: [String] = []
        for role in palette.linkOrder {
            guard var form = Self.stepForm(palette.links[role]!.expression, schema: schema) else { general.append(role); continue }
            // A source that itself follows: one step in all is still a step form.
            if palette.links[form.base] != nil {
                guard let through = followers[form.base], through.step == 0 || form.step == 0 else { general.append(role); continue }
                form = (through.base, through.step + form.step)
            }
            // Its own derived tokens step again from a stepped role: two steps.
            if form.step != 0 && schema.derivedTokens.contains(where: { $0.base == role && $0.step != 0 }) { general.append(role); continue }
            followers[role] = form
        }
        var held: Set<String> = []
        func hold(_ role: String) {
            guard held.insert(role).inserted else { return }
            for source in palette.links[role]?.sources ?? [] { hold(source) }
        }
        for role in general { hold(role) }
        for role in keep where palette.links[role] != nil { hold(role) }
        self.followers = followers.filter { !held.contains($0.key) }
        self.held = held
    }

    /// `role` or `role.stepped(t)`, a derived token standing for its base stepped.
    private static func stepForm(_ expression: ColourExpression, schema: Schema) -> (base: String, step: Double)? {
        func named(_ name: String) -> (base: String, step: Double)? {
            if schema.hasRole(name) { return (name, 0) }
            return schema.derivedToken(named: name).map { ($0.base, $0.step) }
        }
        switch expression {
        case .name(let name):
            return named(name)
        case .stepped(.name(let name), let step):
            guard let form = named(name), form.step == 0 else { return nil }
            return (form.base, step)
        default:
            return nil
        }
    }

    /// A rule's side as the repair measures it: the role whose candidates decide it and the
    /// step from that role's colour (nil: the colour itself).
    func side(_ token: String, schema: Schema) -> (Int, Double?) {
        let (role, step) = schema.hasRole(token) ? (token, 0.0) : { let derived = schema.derivedToken(named: token)!; return (derived.base, derived.step) }()
        if let follower = followers[role] {
            let total = follower.step + step
            return (schema.index(ofRole: follower.base)!, total == 0 ? nil : total)
        }
        return (schema.index(ofRole: role)!, step == 0 && schema.hasRole(token) ? nil : step)
    }

    /// The steps at which the repair measures tokens of `role` through the roles following it.
    func steps(following role: String, schema: Schema) -> [Double] {
        var steps: [Double] = []
        for (follower, form) in followers where form.base == role {
            if form.step != 0 { steps.append(form.step) }
            // A follower's own derived tokens step from the source (its step is 0 then).
            steps += schema.derivedTokens.filter { $0.base == follower }.map { form.step + $0.step }
        }
        return steps.sorted()
    }
}
