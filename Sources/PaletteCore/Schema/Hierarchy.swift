/// Orders a palette keeps beyond its rules' pairs, as a schema declares them: tiers of roles in
/// contrast against the ground (ink › body › secondary › faint: each at least as far from the
/// ground as the next), and states a visible step from what they are a state of (a pressed
/// accent at least a ladder step from the accent). The repair keeps them as it keeps rules
/// (`fix`, every level's variant, `--invert`, `draft`), and `check` reports a broken one.
public struct Hierarchy: Hashable, Sendable {
    /// A role that is a state of another: at least `kind`'s threshold from it, on the side it is.
    public struct State: Hashable, Sendable {
        public let role: RoleName
        public let of: RoleName
        /// The rule kind whose threshold (and measure) the step takes.
        public let kind: String

        public init(role: RoleName, of: RoleName, kind: String) {
            self.role = role
            self.of = of
            self.kind = kind
        }
    }

    public let tiers: [[RoleName]]
    public let states: [State]

    public init(tiers: [[RoleName]] = [], states: [State] = []) {
        self.tiers = tiers
        self.states = states
    }

    /// The kind of a tier's pair: contrast at least 1 (any), so only its order holds it.
    public static let tierKind = RuleKind("tier", threshold: 1)

    /// A tier's neighbours as pairs, the earlier first: `ink/body`, `body/secondary`, ….
    public var tierPairs: [(further: RoleName, nearer: RoleName)] {
        tiers.flatMap { tier in zip(tier, tier.dropFirst()).map { ($0, $1) } }
    }

    /// Each state as a rule of its kind in `schema` (at that schema's level).
    public func stateRules(in schema: Schema) -> [Rule] {
        states.compactMap { state in
            schema.ruleKinds.first { $0.name == state.kind }.map { Rule($0, state.role.rawValue, on: state.of.rawValue) }
        }
    }

    /// What is broken in `palette`, one line each: a tier whose earlier role is nearer the ground
    /// in contrast than the next, a state nearer its role than its kind's threshold.
    public func broken(in palette: Palette) -> [String] {
        breaks(in: palette).map(\.text)
    }

    /// One broken tier or state: the role it is at (a tier's earlier role, which is to be at
    /// least as far from the ground as the next and is not; the state itself) and the line that
    /// says it.
    public struct Break: Hashable, Sendable {
        public let role: RoleName
        public let text: String
    }

    /// `broken(in:)` with the role each break is at (`export --diagnostics` names its line).
    public func breaks(in palette: Palette) -> [Break] {
        var found: [Break] = []
        let ground = palette.schema.ground
        for (further, nearer) in tierPairs {
            let rule = { (role: RoleName) in Rule(Hierarchy.tierKind, role.rawValue, on: ground.rawValue) }
            guard let outer = RuleEvaluator.evaluate(rule(further), in: palette).value,
                  let inner = RuleEvaluator.evaluate(rule(nearer), in: palette).value, inner > outer else { continue }
            found.append(Break(role: further, text: "tier \(further) › \(nearer): \(nearer) \(DecimalText.fixed(inner, 2)) against \(ground) is above \(further) \(DecimalText.fixed(outer, 2))"))
        }
        for rule in stateRules(in: palette.schema) {
            let result = RuleEvaluator.evaluate(rule, in: palette)
            guard result.status == .fail, let value = result.value else { continue }
            found.append(Break(role: RoleName(rule.foreground), text: "state \(rule.pairName): \(rule.kind.measure.format(value)) < \(DecimalText.shortest(rule.threshold)) (\(rule.kind.name))"))
        }
        return found
    }
}
