/// `{"role", "from", "to", "ratio", "fromL", "toL", "deltaL", "passes", "lighter", "darker", "unmet"}`:
/// the JSON form of a suggestion (`suggest --json`, each `suggest --batch` line), described once,
/// member by member, to any `JSONSink`.
package enum SuggestionJSON {
    package static func encode(_ suggestion: Suggestion) -> JSONValue {
        var tree = JSONTree()
        write(suggestion, to: &tree)
        return tree.value
    }

    /// An answer as compact bytes (`suggest --batch`): a line of its own so that the shape is
    /// made concrete here, beside `JSONLine`, where its pieces inline; written generically from
    /// another module, each key, bracket and number would be a call through the conformance.
    package static func write(_ suggestion: Suggestion, to line: inout JSONLine) {
        write(suggestion, toSink: &line)
    }

    package static func write<Sink: JSONSink & ~Copyable>(_ suggestion: Suggestion, to sink: inout Sink) {
        write(suggestion, toSink: &sink)
    }

    @inline(__always)
    private static func write<Sink: JSONSink & ~Copyable>(_ suggestion: Suggestion, toSink sink: inout Sink) {
        let to = suggestion.proposed
        let keys = Keys.shared
        sink.beginObject()
        sink.key(keys.role); sink.string(suggestion.role.rawValue)
        sink.key(keys.from); sink.hex(suggestion.original.colour)
        sink.key(keys.to); sink.hex(to.colour)
        sink.key(keys.ratio); sink.number(suggestion.focusRatio(at: to))
        sink.key(keys.fromL); sink.number(suggestion.original.lightness)
        sink.key(keys.toL); sink.number(to.lightness)
        sink.key(keys.deltaL); sink.number(to.lightness - suggestion.original.lightness)
        sink.key(keys.passes); sink.bool(suggestion.passes)
        sink.key(keys.lighter); side(suggestion, suggestion.lighter, isLighter: true, keys: keys, to: &sink)
        sink.key(keys.darker); side(suggestion, suggestion.darker, isLighter: false, keys: keys, to: &sink)
        sink.key(keys.unmet)
        sink.beginArray()
        for rule in suggestion.compromise?.broken ?? [] { self.rule(rule, keys: keys, to: &sink) }
        sink.endArray()
        sink.endObject()
    }

    /// A side with the pairs it flips, read from the side's own set rather than by comparing
    /// candidates (`flips(of:)`), which costs as much as writing the side.
    private static func side<Sink: JSONSink & ~Copyable>(_ suggestion: Suggestion, _ candidate: Candidate?, isLighter: Bool, keys: Keys, to sink: inout Sink) {
        guard let candidate else { return sink.null() }
        sink.beginObject()
        sink.key(keys.hex); sink.hex(candidate.colour)
        sink.key(keys.ratio); sink.number(suggestion.focusRatio(at: candidate))
        sink.key(keys.L); sink.number(candidate.lightness)
        sink.key(keys.flips)
        sink.beginArray()
        suggestion.forEachFlippedPair(lighterSide: isLighter) { sink.string($0) }
        sink.endArray()
        sink.endObject()
    }

    /// The member names, each encoded once (`JSONKey`), in one object read once an answer: a
    /// static per name would be an initialisation check per key, eighteen a line.
    private final class Keys: Sendable {
        static let shared = Keys()
        let L = JSONKey("L")
        let background = JSONKey("background")
        let darker = JSONKey("darker")
        let deltaL = JSONKey("deltaL")
        let flips = JSONKey("flips")
        let foreground = JSONKey("foreground")
        let from = JSONKey("from")
        let fromL = JSONKey("fromL")
        let hex = JSONKey("hex")
        let kind = JSONKey("kind")
        let lighter = JSONKey("lighter")
        let passes = JSONKey("passes")
        let ratio = JSONKey("ratio")
        let role = JSONKey("role")
        let threshold = JSONKey("threshold")
        let to = JSONKey("to")
        let toL = JSONKey("toL")
        let unmet = JSONKey("unmet")
    }

    private static func rule<Sink: JSONSink & ~Copyable>(_ rule: Rule, keys: Keys, to sink: inout Sink) {
        sink.beginObject()
        sink.key(keys.kind); sink.string(rule.kind.name)
        sink.key(keys.foreground); sink.string(rule.foreground)
        sink.key(keys.background); sink.string(rule.background)
        sink.key(keys.threshold); sink.number(rule.threshold)
        sink.endObject()
    }
}
