/// What to solve: move `role` of `palette` along its lightness line until every rule in
/// `rules` passes. `focus` is the rule the question is about (the partner named with
/// `--against`, or the ground/plate pair); it decides which ratio is reported.
///
/// The fields live in one shared, immutable box: every `Suggestion` keeps its query, and a copy
/// of the palette, the role, the rules and the focus would retain each of their references (a
/// palette alone holds four); a copy of the box is one retain.
public struct SuggestionQuery: Sendable {
    private struct Fields: Sendable {
        let palette: Palette
        let role: RoleName
        let rules: [Rule]
        /// The focus's index in `rules`, found once: the solver works by index, and finding it
        /// again compares each rule's names.
        let focusIndex: Int?
        /// The role's slot in the palette, found once: the solver reads the role's colour from it.
        let roleSlot: Int?
    }

    private let storage: ImmutableBox<Fields>

    public var palette: Palette { storage.value.palette }
    public var role: RoleName { storage.value.role }
    public var rules: [Rule] { storage.value.rules }
    public var focus: Rule? { storage.value.focusIndex.map { storage.value.rules[$0] } }

    package var roleSlot: Int? { storage.value.roleSlot }
    package var focusIndex: Int? { storage.value.focusIndex }

    /// `focus`, when given, is one of `rules` (the first equal one is taken); a focus that is
    /// not among them is no focus.
    public init(palette: Palette, role: RoleName, rules: [Rule], focus: Rule? = nil) {
        self.init(palette: palette, role: role, slot: palette.schema.index(ofRole: role), rules: rules,
                  focusIndex: focus.flatMap { focus in rules.firstIndex { $0 == focus } })
    }

    /// With the role's slot and the focus's index already known (`groundAndPlate` knows the
    /// plate's and the ground's slots, and its focus is the first rule).
    private init(palette: Palette, role: RoleName, slot: Int?, rules: [Rule], focusIndex: Int?) {
        storage = ImmutableBox(Fields(palette: palette, role: role, rules: rules, focusIndex: focusIndex, roleSlot: slot))
    }

    public enum Problem: Error, Hashable, Sendable {
        case unknownRole(String, nearest: String?)
        case unsetRole(RoleName)
        case noSharedRule(role: RoleName, partner: RoleName)
        case unsetPartner(RoleName)
    }

    /// Every rule in which `role` (or a token derived from it) takes part and whose other
    /// roles are filled, `darkStep` included. With `partner`, only the rules between the two.
    public static func moving(_ role: RoleName, in palette: Palette, against partner: RoleName? = nil) throws(Problem) -> SuggestionQuery {
        let schema = palette.schema
        guard schema.hasRole(role) else {
            throw .unknownRole(role.rawValue, nearest: schema.nearestRole(to: role.rawValue))
        }
        guard palette[role] != nil else { throw .unsetRole(role) }
        var rules = schema.rules(involving: role).filter { RuleEvaluator.evaluate($0, in: palette).status != .pending }
        if let partner {
            guard schema.hasRole(partner) else {
                throw .unknownRole(partner.rawValue, nearest: schema.nearestRole(to: partner.rawValue))
            }
            guard palette[partner] != nil else { throw .unsetPartner(partner) }
            let between = schema.rules(involving: role).filter { rule in
                Set(rule.tokens.compactMap(schema.baseRole(of:))) == [role, partner]
            }
            guard !between.isEmpty else { throw .noSharedRule(role: role, partner: partner) }
            rules = between.filter { RuleEvaluator.evaluate($0, in: palette).status != .pending }
        }
        // The answer speaks of the pair's rule that fails (a dark step can fail while the ladder
        // holds), else of its first.
        let focusIndex = partner.flatMap { partner in
            rules.firstIndex { $0.tokens.contains(partner.rawValue) && RuleEvaluator.status(of: $0, in: palette) == .fail }
                ?? rules.firstIndex { $0.tokens.contains(partner.rawValue) }
        }
        return SuggestionQuery(palette: palette, role: role, slot: schema.index(ofRole: role), rules: rules, focusIndex: focusIndex)
    }

    /// The pure ground/plate question with no palette: the schema's plate/ground rules (in the
    /// stream schema ladder, and darkStep when the ground is dark), or only contrast ≥ `minimum`
    /// when given. `plate` is the schema's plate role; a schema without one cannot ask this.
    private static let pairID = PaletteID("pair")!

    public static func groundAndPlate(ground: Colour, plate: Colour, minimum: Double? = nil,
                                      movingGround: Bool = false, schema: Schema) -> SuggestionQuery? {
        guard let plateRole = schema.plate else { return nil }
        let palette = Palette(id: pairID, schema: schema, ground: ground, plate: plate)
        let rules: [Rule]
        if let minimum {
            // Named like the schema's own contrast rule of the pair (the stream schema's ladder).
            let name = schema.plateRules.first { $0.kind.measure.alongTheLine == .wcagLuminance }?.kind.name
            rules = [Rule(RuleKind(name ?? "minimum", threshold: minimum), plateRole.rawValue, on: schema.ground.rawValue)]
        } else {
            rules = schema.plateRules
        }
        // The answer speaks of the rule that fails (a dark step can fail while the ladder holds),
        // else of the first.
        let failing = rules.firstIndex { RuleEvaluator.status(of: $0, in: palette) == .fail }
        return SuggestionQuery(palette: palette, role: movingGround ? schema.ground : plateRole,
                               slot: movingGround ? schema.groundIndex : schema.plateIndex, rules: rules,
                               focusIndex: failing ?? (rules.isEmpty ? nil : 0))
    }
}

/// Printed and dumped with its fields, not its storage.
extension SuggestionQuery: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["palette": palette, "role": role, "rules": rules, "focus": focus as Any], displayStyle: .struct)
    }
}
