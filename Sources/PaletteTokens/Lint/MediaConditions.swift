import PaletteCore

/// What the lint reads of an `@media` condition: custom media expanded, and which conditions
/// cannot hold at once.
enum MediaConditions {
    /// Media features (Media Queries Level 5) a device or a user setting gives exactly one value
    /// at a time: `(prefers-color-scheme: dark)` and `(prefers-color-scheme: light)` never hold
    /// together. `color-gamut` is not among them: a P3 screen matches `srgb` too.
    static let singleValued: Set<String> = [
        "prefers-color-scheme", "prefers-contrast", "forced-colors", "prefers-reduced-motion",
        "prefers-reduced-transparency", "inverted-colors", "prefers-reduced-data",
    ]

    /// `@media (--OSdark)` read as `@media (prefers-color-scheme: dark)` when
    /// `@custom-media --OSdark (prefers-color-scheme: dark);` is given; other conditions as written.
    static func expanded(_ condition: String, customMedia: [String: String]) -> String {
        guard condition.lowercased().hasPrefix("@media"), condition.contains("(--"), !customMedia.isEmpty else { return condition }
        var result = condition
        // A custom media query may name another; a cycle stops after as many rounds as names.
        for _ in 0..<customMedia.count {
            var changed = false
            for (name, query) in customMedia where result.contains("(--" + name + ")") {
                let wrapped = isOneGroup(query) ? query : "(" + query + ")"
                result = result.replacing("(--" + name + ")", with: wrapped)
                changed = true
            }
            if !changed { break }
        }
        return result
    }

    /// `(a: b)` rather than `(a) or (b)`: the first parenthesis closes at the last character.
    static func isOneGroup(_ query: String) -> Bool {
        guard query.first == "(", query.last == ")" else { return false }
        var depth = 0
        for (offset, character) in query.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { return offset == query.count - 1 } }
        }
        return false
    }

    /// Whether two of `conditions` ask a single-valued feature for different values. Only
    /// `@media` conditions joined by `and` are read; a list, `or` or `not` asserts nothing here.
    static func contradict(_ conditions: [String]) -> Bool {
        var asserted: [String: String] = [:]
        for condition in conditions {
            for (feature, value) in features(condition) {
                if let other = asserted[feature], other != value { return true }
                asserted[feature] = value
            }
        }
        return false
    }

    /// `(feature: value)` pairs of a single-valued feature an `@media … and …` condition asserts.
    static func features(_ condition: String) -> [(String, String)] {
        let lowered = condition.lowercased()
        guard lowered.hasPrefix("@media") else { return [] }
        let query = lowered.dropFirst("@media".count)
        if query.contains(",") || query.contains(" or ") || query.contains("not ") { return [] }
        var pairs: [(String, String)] = []
        var rest = Substring(query)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let inside = rest[rest.index(after: open)..<close]
            if let colon = inside.firstIndex(of: ":") {
                let feature = inside[..<colon].trimmingSpaces, value = inside[inside.index(after: colon)...].trimmingSpaces
                if singleValued.contains(feature) { pairs.append((feature, value)) }
            }
            rest = rest[rest.index(after: close)...]
        }
        return pairs
    }
}
