import PaletteCore

/// The short names of a stylesheet's modes and element kinds: `default`, `dark`, `dark · p3`,
/// `high contrast`, `dark · button[disabled]`, at most `maximumLength` characters; the scope in
/// full (`CSSScope`) is in `--format json`.
///
/// A condition is named by what it asks of the device or the user (`(prefers-color-scheme:
/// dark)` as `dark`, `(prefers-contrast: more)` as `high contrast`, `(color-gamut: p3)` and
/// `@supports (color: color(display-p3 …))` as `p3`), custom media expanded; a theme by the last
/// class or attribute value of its selector (`.dark-theme` as `dark-theme`,
/// `[data-color-mode="light"][data-light-theme="dark_dimmed"]` as `dark_dimmed`). The theme
/// comes first, then the colour scheme, the contrast, other conditions as written, and the
/// gamut; a part another part already says (`p3` beside `hdr or p3`) is left out.
enum CSSScopeName {
    static let maximumLength = 40
    static let separator = " · "
    /// The mode with no condition and no theme.
    static let base = "default"

    /// `conditions`: with custom media expanded. `theme`: the root compound that names it.
    static func mode(conditions: [String], theme: CSSSelector?) -> String {
        var parts: [(rank: Int, text: String)] = []
        if let theme, let name = themeName(theme) { parts.append((-1, name)) }
        for condition in conditions {
            let named = self.condition(condition)
            parts.append((named.rank, named.text))
        }
        var kept: [String] = []
        for part in parts.enumerated().sorted(by: { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }).map(\.element.text) {
            let saidElsewhere = parts.contains { other in other.text != part && other.text.split(separator: " or ").contains(Substring(part)) }
            if !kept.contains(part), !saidElsewhere { kept.append(part) }
        }
        return shortened(kept.isEmpty ? base : kept.joined(separator: separator))
    }

    /// The mode's name and the element kind's, shortened to fit: the kind's end gives way first.
    static func scope(mode: String, element: String?) -> String {
        guard let element else { return mode }
        let room = maximumLength - mode.count - separator.count
        guard room >= 8 else { return shortened(mode + separator + element) }
        return mode + separator + (element.count <= room ? element : String(element.prefix(room - 1)) + "…")
    }

    /// `name (2)`: the number kept whole, the name shortened to leave room for it (a name
    /// already at the limit would otherwise lose the number and never become distinct).
    static func numbered(_ name: String, _ number: Int) -> String {
        let suffix = " (\(number))"
        return shortened(name, leaving: suffix.count) + suffix
    }

    /// `text` cut to fit `maximumLength` with `room` characters to spare, `…` where it is cut.
    static func shortened(_ text: String, leaving room: Int = 0) -> String {
        let length = maximumLength - room
        return text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }

    /// The last class, attribute value (or name) or id the theme's compound gives the root;
    /// `host` for `:host`.
    static func themeName(_ theme: CSSSelector) -> String? {
        var name: String?
        func visit(_ compound: CSSSelector.Compound) {
            for simple in compound.simples {
                switch simple {
                case .id(let value), .className(let value): name = value
                case .attribute(let attribute): name = attribute.value.isEmpty ? attribute.name : attribute.value
                case .isAny(let list), .whereAny(let list): if let first = list.first { visit(first.subject) }
                case .host(let list): name = name ?? "host"; if let first = list.first { visit(first.subject) }
                default: continue
                }
            }
        }
        visit(theme.subject)
        return name
    }

    /// Words for one `@media`, `@supports` or `@container` condition, and where it goes in a name.
    static func condition(_ condition: String) -> (rank: Int, text: String) {
        let lowered = condition.lowercased()
        if lowered.hasPrefix("@supports") {
            let inside = lowered.dropFirst("@supports".count).trimmingSpaces
            for (needle, word) in [("display-p3", "p3"), ("rec2020", "rec2020"), ("oklch(", "oklch"), ("oklab(", "oklab"), ("color-mix(", "color-mix")]
            where inside.contains(needle) { return (3, word) }
            return (2, "supports " + inside)
        }
        guard lowered.hasPrefix("@media") else { return (2, condition.trimmingSpaces) }
        var rank = 2
        let text = query(String(condition.dropFirst("@media".count)), rank: &rank)
        return (rank, text.isEmpty ? "all" : text)
    }

    /// A media query list's words: alternatives (`,`, `or`) joined by `or`, conditions by
    /// `and`, a group in parentheses read inside.
    static func query(_ text: String, rank: inout Int) -> String {
        let alternatives = split(text.trimmingSpaces, at: [",", " or "]).map { alternative in
            split(alternative, at: [" and "]).compactMap { part -> String? in
                let trimmed = part.trimmingSpaces
                if trimmed.hasPrefix("("), trimmed.hasSuffix(")"), MediaConditions.isOneGroup(trimmed),
                   split(String(trimmed.dropFirst().dropLast()), at: [",", " or ", " and "]).count > 1 {
                    return query(String(trimmed.dropFirst().dropLast()), rank: &rank)
                }
                let named = feature(trimmed)
                if let named { rank = min(rank, named.rank) }
                return named?.text
            }.joined(separator: " and ")
        }
        return alternatives.filter { !$0.isEmpty }.joined(separator: " or ")
    }

    /// `text` split at each separator outside parentheses.
    static func split(_ text: String, at separators: [String]) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var rest = Substring(text)
        while let character = rest.first {
            if depth == 0, let separator = separators.first(where: { rest.hasPrefix($0) }) {
                parts.append(current)
                current = ""
                rest = rest.dropFirst(separator.count)
                continue
            }
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            current.append(character)
            rest = rest.dropFirst()
        }
        parts.append(current)
        return parts.map(\.trimmingSpaces).filter { !$0.isEmpty }
    }

    /// One media feature (`(prefers-color-scheme: dark)`) or media type (`screen`, dropped as it
    /// says nothing of colours; `print` kept).
    static func feature(_ text: String) -> (rank: Int, text: String)? {
        var inside = text
        var negated = false
        if inside.lowercased().hasPrefix("not ") { negated = true; inside = String(inside.dropFirst(4)).trimmingSpaces }
        guard inside.hasPrefix("("), inside.hasSuffix(")") else {
            let type = inside.lowercased()
            return ["screen", "all", "only screen", ""].contains(type) ? nil : (2, (negated ? "not " : "") + type)
        }
        inside = String(inside.dropFirst().dropLast()).trimmingSpaces
        let parts = inside.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces.lowercased() }
        let name = parts[0], value = parts.count > 1 ? parts[1] : ""
        let named: (Int, String)
        switch (name, value) {
        case ("prefers-color-scheme", _): named = (0, value)
        case ("prefers-contrast", "more"): named = (1, "high contrast")
        case ("prefers-contrast", "less"): named = (1, "low contrast")
        case ("prefers-contrast", _): named = (1, value + " contrast")
        case ("forced-colors", "active"): named = (1, "forced colors")
        case ("inverted-colors", "inverted"): named = (1, "inverted colors")
        case ("color-gamut", _): named = (3, value)
        case ("dynamic-range", "high"), ("video-dynamic-range", "high"): named = (3, "hdr")
        default: named = (2, value.isEmpty ? name : name + ": " + value)
        }
        return negated ? (named.0, "not " + named.1) : named
    }
}
