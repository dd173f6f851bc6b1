import PaletteKit

/// A role's rules in one short line for `next`: failing ones first by name, then each kind once
/// with its threshold and how many rules of it the role is in (the partner, when one), and
/// where the whole list is: "22 rules: 1 title ≥ 7 (ink) · 4 body ≥ 3.5 · … ('rules paper' lists them)".
enum RuleSummary {
    static func line(for role: RoleName, in palette: Palette) -> String? {
        let schema = palette.schema
        let rules = schema.rules(involving: role)
        guard !rules.isEmpty else { return nil }
        let failing = rules.filter { RuleEvaluator.status(of: $0, in: palette) == .fail }
        var kinds: [(kind: RuleKind, rules: [Rule])] = []
        for rule in rules {
            if let index = kinds.firstIndex(where: { $0.kind.name == rule.kind.name }) { kinds[index].rules.append(rule) } else { kinds.append((rule.kind, [rule])) }
        }
        let parts = kinds.map { kind, rules in
            let partner = rules.count == 1 ? " (\(other(in: rules[0], than: role, schema: schema)))" : ""
            return "\(rules.count) \(kind.name) ≥ \(DecimalText.shortest(kind.threshold))" + partner
        }
        var text = "\(Plural.counted(rules.count, "rule")): "
        if !failing.isEmpty { text += "failing " + failing.map(RuleText.brief).joined(separator: ", ") + "; " }
        return text + parts.joined(separator: " · ") + " ('rules \(role)' lists them)"
    }

    /// The pair's other side as seen from `role` (`ink` for ink/paper seen from paper), or the
    /// pair when the role is in it only through a derived token.
    private static func other(in rule: Rule, than role: RoleName, schema: Schema) -> String {
        if rule.foreground == role.rawValue { return rule.background }
        if rule.background == role.rawValue { return rule.foreground }
        return rule.pairName
    }
}
