/// How a repair keeps a palette's links (`Palette.links`): a role that follows another as it is
/// or by steps from it (`plate`, `accent.stepped(0.15)`, `plate.stepped(0.07)` where plate is
/// `paper.stepped(0.06)`) is no variable of its own but its source's colour stepped, exactly as
/// a derived token is, so the repair moves it with its source over the same candidates. A link
/// the search cannot carry that way (a mix, a lighten) holds its role and every role it reads
/// where they are.
struct RepairLinks {
    /// Linked role → the role it moves with and the steps from it, in order (none: equal).
    let followers: [RoleName: (base: RoleName, steps: [Double])]
    /// Roles that stay: those following a link the search cannot carry, the roles such a link
    /// reads, and the sources of a kept linked role, transitively.
    let held: Set<RoleName>

    init(_ palette: Palette, keep: [RoleName]) {
        let schema = palette.schema
        var followers: [RoleName: (base: RoleName, steps: [Double])] = [:]
        var general: [RoleName] = []
        for role in palette.linkOrder {
            guard var form = Self.stepForm(palette.links[role]!.expression, schema: schema) else { general.append(role); continue }
            // A source that itself follows: its steps come first.
            if palette.links[form.base] != nil {
                guard let through = followers[form.base] else { general.append(role); continue }
                form = (through.base, through.steps + form.steps)
            }
            followers[role] = form
        }
        var held: Set<RoleName> = []
        func hold(_ role: RoleName) {
            guard held.insert(role).inserted else { return }
            for source in palette.links[role]?.sources ?? [] { hold(source) }
        }
        for role in general { hold(role) }
        for role in keep where palette.links[role] != nil { hold(role) }
        self.followers = followers.filter { !held.contains($0.key) }
        self.held = held
    }

    /// `name` and steps after it (`paper.stepped(0.06).stepped(0.02)`), a derived token standing
    /// for its base and step; nil for anything else.
    private static func stepForm(_ expression: ColourExpression, schema: Schema) -> (base: RoleName, steps: [Double])? {
        switch expression {
        case .name(let name):
            if schema.hasRole(RoleName(name)) { return (RoleName(name), []) }
            return schema.derivedToken(named: name).map { ($0.base, [$0.step]) }
        case .stepped(let inner, let step):
            return stepForm(inner, schema: schema).map { ($0.base, $0.steps + [step]) }
        default:
            return nil
        }
    }

    /// A rule's side as the repair measures it: the role whose candidates decide it and the
    /// steps from that role's colour, in order (none: the colour itself).
    func side(_ token: String, schema: Schema) -> (Int, [Double]) {
        let (role, own): (RoleName, [Double]) = schema.hasRole(RoleName(token)) ? (RoleName(token), []) : {
            let derived = schema.derivedToken(named: token)!
            return (derived.base, [derived.step])
        }()
        guard let follower = followers[role] else { return (schema.index(ofRole: role)!, own) }
        return (schema.index(ofRole: follower.base)!, follower.steps + own)
    }

    /// The step sequences at which the repair measures tokens of `role` through the roles that
    /// follow it: each follower's, and each follower's derived tokens'.
    func steps(following role: RoleName, schema: Schema) -> [[Double]] {
        var steps: [[Double]] = []
        for (follower, form) in followers.sorted(by: { $0.key < $1.key }) where form.base == role {
            if !form.steps.isEmpty { steps.append(form.steps) }
            steps += schema.derivedTokens.filter { $0.base == follower }.map { form.steps + [$0.step] }
        }
        return steps
    }
}
