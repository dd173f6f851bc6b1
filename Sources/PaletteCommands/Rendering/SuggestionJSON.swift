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

    /// The same object on one line, written directly (`suggest --batch` writes one per query);
    /// `SuggestionJSONTests` checks it equals `JSONWriter.write(encode(suggestion), pretty: false)`.
    package static func compact(_ suggestion: Suggestion) -> String {
        let to = suggestion.proposed
        var json = CompactJSON()
        json.object { json in
            json.key("role"); json.string(suggestion.role)
            json.key("from"); json.string(suggestion.original.colour.hex)
            json.key("to"); json.string(to.colour.hex)
            json.key("ratio"); json.number(suggestion.focusRatio(at: to))
            json.key("fromL"); json.number(suggestion.original.lightness)
            json.key("toL"); json.number(to.lightness)
            json.key("deltaL"); json.number(to.lightness - suggestion.original.lightness)
            json.key("passes"); json.bool(suggestion.passes)
            for (name, candidate) in [("lighter", suggestion.lighter), ("darker", suggestion.darker)] {
                json.key(name)
                guard let candidate else { json.null(); continue }
                json.object { json in
                    json.key("hex"); json.string(candidate.colour.hex)
                    json.key("ratio"); json.number(suggestion.focusRatio(at: candidate))
                    json.key("L"); json.number(candidate.lightness)
                    json.key("flips"); json.array { json in pairNames(suggestion.flips(of: candidate)).forEach { json.string($0) } }
                }
            }
            json.key("unmet")
            json.array { json in
                for rule in suggestion.compromise?.broken ?? [] {
                    json.object { json in
                        json.key("kind"); json.string(rule.kind.name)
                        json.key("foreground"); json.string(rule.foreground)
                        json.key("background"); json.string(rule.background)
                        json.key("threshold"); json.number(rule.threshold)
                    }
                }
            }
        }
        return json.text
    }
}
