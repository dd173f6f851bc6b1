import PaletteKit

/// `{"role", "from", "to", "ratio", "fromL", "toL", "deltaL", "passes", "lighter", "darker", "unmet"}`.
package enum SuggestionJSON {
    package static func encode(_ suggestion: Suggestion) -> JSONValue {
        let to = suggestion.proposed
        return .object([
            .init("role", .string(suggestion.role)),
            .init("from", .string(suggestion.original.colour.hex)),
            .init("to", .string(to.colour.hex)),
            .init("ratio", number(suggestion.focusRatio(at: to))),
            .init("fromL", .number(suggestion.original.lightness)),
            .init("toL", .number(to.lightness)),
            .init("deltaL", .number(to.lightness - suggestion.original.lightness)),
            .init("passes", .bool(suggestion.passes)),
            .init("lighter", side(suggestion, suggestion.lighter)),
            .init("darker", side(suggestion, suggestion.darker)),
            .init("unmet", .array((suggestion.compromise?.broken ?? []).map(rule))),
        ])
    }

    private static func side(_ suggestion: Suggestion, _ candidate: Candidate?) -> JSONValue {
        guard let candidate else { return .null }
        return .object([
            .init("hex", .string(candidate.colour.hex)),
            .init("ratio", number(suggestion.focusRatio(at: candidate))),
            .init("L", .number(candidate.lightness)),
            .init("flips", .array(pairNames(suggestion.flips(of: candidate)).map(JSONValue.string))),
        ])
    }

    /// Each pair once: a pair with a ladder and a darkStep rule flips as one.
    private static func pairNames(_ rules: [Rule]) -> [String] {
        var names: [String] = []
        for name in rules.map(\.pairName) where !names.contains(name) { names.append(name) }
        return names
    }

    private static func rule(_ rule: Rule) -> JSONValue {
        .object([
            .init("kind", .string(rule.kind.name)),
            .init("foreground", .string(rule.foreground)),
            .init("background", .string(rule.background)),
            .init("threshold", .number(rule.threshold)),
        ])
    }

    private static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
}
