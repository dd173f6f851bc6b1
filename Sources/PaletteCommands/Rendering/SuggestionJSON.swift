import PaletteKit

/// `{"role", "from", "to", "ratio", "fromL", "toL", "deltaL", "passes", "lighter", "darker", "unmet"}`:
/// the JSON form of a suggestion (`suggest --json`, each `suggest --batch` line), described once,
/// member by member, to any `JSONSink`.
package enum SuggestionJSON {
    package static func encode(_ suggestion: Suggestion) -> JSONValue {
        var tree = JSONTree()
        write(suggestion, to: &tree)
        return tree.value
    }

    package static func write<Sink: JSONSink & ~Copyable>(_ suggestion: Suggestion, to sink: inout Sink) {
        let to = suggestion.proposed
        sink.beginObject()
        sink.key(Key.role); sink.string(suggestion.role)
        sink.key(Key.from); sink.hex(suggestion.original.colour)
        sink.key(Key.to); sink.hex(to.colour)
        sink.key(Key.ratio); sink.number(suggestion.focusRatio(at: to))
        sink.key(Key.fromL); sink.number(suggestion.original.lightness)
        sink.key(Key.toL); sink.number(to.lightness)
        sink.key(Key.deltaL); sink.number(to.lightness - suggestion.original.lightness)
        sink.key(Key.passes); sink.bool(suggestion.passes)
        sink.key(Key.lighter); side(suggestion, suggestion.lighter, isLighter: true, to: &sink)
        sink.key(Key.darker); side(suggestion, suggestion.darker, isLighter: false, to: &sink)
        sink.key(Key.unmet)
        sink.beginArray()
        for rule in suggestion.compromise?.broken ?? [] { self.rule(rule, to: &sink) }
        sink.endArray()
        sink.endObject()
    }

    /// A side with the pairs it flips, read from the side's own set rather than by comparing
    /// candidates (`flips(of:)`), which cost as much as writing the side.
    private static func side<Sink: JSONSink & ~Copyable>(_ suggestion: Suggestion, _ candidate: Candidate?, isLighter: Bool, to sink: inout Sink) {
        guard let candidate else { return sink.null() }
        sink.beginObject()
        sink.key(Key.hex); sink.hex(candidate.colour)
        sink.key(Key.ratio); sink.number(suggestion.focusRatio(at: candidate))
        sink.key(Key.L); sink.number(candidate.lightness)
        sink.key(Key.flips)
        sink.beginArray()
        suggestion.forEachFlippedPair(lighterSide: isLighter) { sink.string($0) }
        sink.endArray()
        sink.endObject()
    }

    /// The member names, each encoded once (`JSONKey`).
    private enum Key {
        static let L = JSONKey("L")
        static let background = JSONKey("background")
        static let darker = JSONKey("darker")
        static let deltaL = JSONKey("deltaL")
        static let flips = JSONKey("flips")
        static let foreground = JSONKey("foreground")
        static let from = JSONKey("from")
        static let fromL = JSONKey("fromL")
        static let hex = JSONKey("hex")
        static let kind = JSONKey("kind")
        static let lighter = JSONKey("lighter")
        static let passes = JSONKey("passes")
        static let ratio = JSONKey("ratio")
        static let role = JSONKey("role")
        static let threshold = JSONKey("threshold")
        static let to = JSONKey("to")
        static let toL = JSONKey("toL")
        static let unmet = JSONKey("unmet")
    }

    private static func rule<Sink: JSONSink & ~Copyable>(_ rule: Rule, to sink: inout Sink) {
        sink.beginObject()
        sink.key(Key.kind); sink.string(rule.kind.name)
        sink.key(Key.foreground); sink.string(rule.foreground)
        sink.key(Key.background); sink.string(rule.background)
        sink.key(Key.threshold); sink.number(rule.threshold)
        sink.endObject()
    }
}
