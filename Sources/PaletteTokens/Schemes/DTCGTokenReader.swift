import PaletteCore

/// Colour tokens of a Design Tokens Community Group file (format 2025.10, and the string
/// colours of the drafts before it): nested groups flattened to dotted names
/// (`color.brand.primary`), `$type` inherited from groups, `$extends` copying a group's
/// tokens, aliases (`{color.brand}` and `$ref` JSON pointers to a token) resolved within the
/// file. Tokens of other types are passed over; a colour token that cannot be read is the
/// file's error.
enum DTCGTokenReader {
    struct Token {
        let name: String
        let type: String?
        let value: JSONValue?
        /// The dotted name a `$ref` pointer names.
        let reference: String?
        let line: Int?
        /// The path of member keys where it is written (differs from the name under `$extends`).
        var source: [String] = []
        /// Written in Style Dictionary's form (`value`, `type`, no `$`): its value is under
        /// `value`, and an alias may end in `.value` (`{color.base.red.value}`).
        var styleDictionary = false
        /// Primer's `mix` and `alpha` as the token writes them (`TokenTransform`), `null`
        /// members included; nil when it writes neither.
        var writtenTransform: TokenTransform?

        /// The transform applied to the value: nil when none changes it.
        var transform: TokenTransform? { writtenTransform.flatMap { $0.changesValue ? $0 : nil } }
    }

    /// Style Dictionary's own members of a token (https://styledictionary.com/info/tokens/):
    /// its value, type and documentation.
    static let styleDictionaryMembers: Set<String> = ["value", "type", "comment", "description", "attributes", "name", "themeable"]

    /// A token written as Style Dictionary writes it: a `value` that is not a group, no `$value`.
    static func isStyleDictionaryToken(_ object: JSONValue) -> Bool {
        object["$value"] == nil && object["$ref"] == nil && object["value"] != nil && object["value"]?.members == nil
    }

    /// Whether any object in the document is a token, which a flat name → colour file never has.
    static func looksLikeTokens(_ value: JSONValue) -> Bool {
        if let members = value.members {
            return members.contains { member in
                member.key == "$value" || member.key == "$type" || member.key == "$ref" || isStyleDictionaryToken(member.value) || looksLikeTokens(member.value)
            }
        }
        return value.arrayValue?.contains(where: looksLikeTokens) ?? false
    }

    /// A group may `$extend` another, copying its tokens; these bound what copies can cost, as
    /// the JSON reader bounds nesting: no real file comes near them.
    static let maximumExtendsDepth = 16
    static let maximumTokens = 1_000_000

    static func read(_ document: JSONValue, lineOf: @escaping ([String]) -> Int?,
                     sharedTokens: [String: Token] = [:]) throws(SchemeFileError) -> [Swatch] {
        guard let members = document.members else { throw SchemeFileError(line: 1, .notJSON(expected: "an object of groups and tokens")) }
        var collector = Collector(root: document, lineOf: lineOf)
        try collector.collect(members, named: [], from: [], inheritedType: nil, extending: [])
        let tokens = collector.tokens
        let groups = collector.groups
        // An alias may name a token of another file given together; the file's own wins.
        var byName: [String: Token] = sharedTokens
        var named: [String: Int] = [:]
        for token in tokens {
            byName[token.name] = token
            named[token.name, default: 0] += 1
        }
        var resolved: [String: Colour?] = [:]
        var entries: [(swatch: Swatch, line: Int?)] = []
        for token in tokens {
            // A name written twice is resolved once per place, so that the two values are compared.
            var own: [String: Colour?] = [:]
            if let colour = named[token.name]! > 1 ? try colour(of: token, byName: byName, groups: groups, resolved: &own)
                                                   : try colour(of: token, byName: byName, groups: groups, resolved: &resolved) {
                entries.append((Swatch(name: token.name, colour: colour), token.line))
            }
        }
        // A key written twice, or a dotted group (`"a.b"`) beside a nested one (`a` → `b`), names
        // one token twice: the same rule as every scheme format.
        return try SchemeFile.unique(entries)
    }

    /// Walks groups into tokens. A token's name is where it appears (`names`), its line where it
    /// is written (`source`): the two differ for tokens a group takes with `$extends`.
    struct Collector {
        let root: JSONValue
        let lineOf: ([String]) -> Int?
        var tokens: [Token] = []
        /// Dotted names of the groups, so an alias to one is named as such.
        var groups: Set<String> = []

        mutating func collect(_ members: [JSONValue.Member], named names: [String], from source: [String],
                              inheritedType: String?, extending: [[String]]) throws(SchemeFileError) {
            let type = members.first { $0.key == "$type" }?.value.stringValue ?? inheritedType
            if let reference = members.first(where: { $0.key == "$extends" })?.value.stringValue {
                try extend(members, named: names, from: source, to: reference, type: type, extending: extending)
            }
            for member in members {
                if member.key.hasPrefix("$") && member.key != "$root" { continue }
                let memberSource = source + [member.key]
                let name = member.key == "$root" ? (names.isEmpty ? "root" : names.joined(separator: ".")) : (names + [member.key]).joined(separator: ".")
                guard let inner = member.value.members else {
                    throw SchemeFileError(line: lineOf(memberSource), .notATokenOrGroup(name: name))
                }
                let styleDictionary = DTCGTokenReader.isStyleDictionaryToken(member.value)
                if member.value["$value"] != nil || member.value["$ref"] != nil || styleDictionary {
                    // A token holds only DTCG's `$` members (and Style Dictionary's own, in its
                    // form), the metadata Style Dictionary's output adds, and the transforms
                    // applied here (Primer's `mix` and `alpha`); any other is a build's transform
                    // of the value, never dropped in silence.
                    let allowed = (styleDictionary ? DTCGTokenReader.styleDictionaryMembers : [])
                        .union(DTCGTokenReader.styleDictionaryMetadata).union(TokenTransform.members)
                    if let other = inner.first(where: { !$0.key.hasPrefix("$") && !allowed.contains($0.key) }) {
                        throw SchemeFileError(line: lineOf(memberSource + [other.key]) ?? lineOf(memberSource), .unappliedMember(name: name, member: other.key))
                    }
                    let transform = DTCGTokenReader.isBuiltByStyleDictionary(member.value)
                        ? TokenTransform(mix: nil, alpha: nil, written: TokenTransform.members)
                        : try TokenTransform.read(member.value, name: name) { lineOf(memberSource + [$0]) ?? lineOf(memberSource) }
                    guard tokens.count < maximumTokens else { throw SchemeFileError(line: lineOf(memberSource), .tooManyTokens(limit: maximumTokens)) }
                    let ownType = (styleDictionary ? member.value["type"]?.stringValue : nil) ?? member.value["$type"]?.stringValue
                    tokens.append(Token(name: name, type: ownType ?? type, value: styleDictionary ? member.value["value"] : member.value["$value"],
                                        reference: member.value["$ref"]?.stringValue.map { pointerPath($0).joined(separator: ".") }, line: lineOf(memberSource),
                                        source: memberSource, styleDictionary: styleDictionary, writtenTransform: transform))
                } else {
                    groups.insert((names + [member.key]).joined(separator: "."))
                    try collect(inner, named: names + [member.key], from: memberSource, inheritedType: type, extending: extending)
                }
            }
        }

        /// The group `reference` names, its members under this group's name, except those this
        /// group writes itself (format 2025.10, groups: `$extends`).
        mutating func extend(_ members: [JSONValue.Member], named names: [String], from source: [String], to reference: String,
                             type: String?, extending: [[String]]) throws(SchemeFileError) {
            let line = lineOf(source + ["$extends"])
            let groupName = names.isEmpty ? "the file" : names.joined(separator: ".")
            let target = reference.hasPrefix("#") ? pointerPath(reference) : curlyPath(reference) ?? []
            var group: JSONValue? = root
            for key in target { group = group?[key] }
            guard let group, let groupMembers = group.members, group["$value"] == nil, !target.isEmpty else {
                throw SchemeFileError(line: line, .unknownAlias(name: groupName, target: reference))
            }
            let chain = extending + [source]
            // A group extending itself, one that extends it, or a group it sits in would copy forever.
            if chain.contains(target) || source.starts(with: target) {
                throw SchemeFileError(line: line, .aliasCycle((chain + [target]).map { $0.joined(separator: ".") }))
            }
            guard chain.count <= maximumExtendsDepth else { throw SchemeFileError(line: line, .extendsTooDeep(limit: maximumExtendsDepth)) }
            let own = Set(members.map(\.key))
            let inherited = groupMembers.filter { $0.key == "$extends" || !own.contains($0.key) }
            try collect(inherited, named: names, from: target, inheritedType: group["$type"]?.stringValue ?? type, extending: chain)
        }
    }

    /// `#/color/brand/$value` or `#/color/brand` → `["color", "brand"]` (RFC 6901 escapes undone).
    static func pointerPath(_ pointer: String) -> [String] {
        var parts = pointer.drop(while: { $0 == "#" }).split(separator: "/").map(unescaped)
        if parts.last == "$value" { parts.removeLast() }
        return parts
    }

    /// `{color.brand}` → `["color", "brand"]`; nil for text that is not in braces.
    static func curlyPath(_ text: String) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    private static func unescaped(_ part: Substring) -> String {
        var result = ""
        var escaping = false
        for character in part {
            if escaping {
                result.append(character == "1" ? "/" : character == "0" ? "~" : character)
                escaping = false
            } else if character == "~" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// nil for a token that is not a colour. Aliases are followed in a loop, not by recursion,
    /// and every token on the way is remembered: a file may chain thousands of them.
    /// A token with a transform (`TokenTransform`) ends its chain: its colour is its value's,
    /// transformed, and the tokens before it take that. `transforming` holds the tokens walked
    /// to reach a transformed token being worked out, so that one reached again through its own
    /// value is a cycle.
    private static func colour(of token: Token, byName: [String: Token], groups: Set<String>,
                               resolved: inout [String: Colour?], transforming: [String] = []) throws(SchemeFileError) -> Colour? {
        var chain = [token]
        var seen: Set<String> = [token.name]
        var end: Colour?
        while true {
            let current = chain.last!
            if let known = resolved[current.name] { end = known; break }
            guard current.type == nil || current.type == "color" else { end = nil; break }
            if let transform = current.transform {
                end = try transformed(current, transform, byName: byName, groups: groups, resolved: &resolved,
                                      transforming: transforming + chain.dropLast().map(\.name))
                break
            }
            guard let target = aliasTarget(of: current) else { end = try directColour(of: current); break }
            guard let next = byName[target] else {
                if groups.contains(target) { throw SchemeFileError(line: current.line, .aliasToGroup(name: current.name, target: "{\(target)}")) }
                throw SchemeFileError(line: current.line, .unknownAlias(name: current.name, target: "{\(target)}"))
            }
            guard seen.insert(next.name).inserted else {
                let start = chain.firstIndex { $0.name == next.name }!
                throw SchemeFileError(line: next.line, .aliasCycle(chain[start...].map(\.name) + [next.name]))
            }
            chain.append(next)
        }
        for (index, member) in chain.enumerated().reversed() {
            if end == nil, member.type == "color", index + 1 < chain.count {
                throw SchemeFileError(line: member.line, .aliasToNonColour(name: member.name, target: "{\(chain[index + 1].name)}"))
            }
            resolved[member.name] = end
        }
        return end
    }

    /// A transformed token's colour: its own value's (an alias followed, or the colour it
    /// writes), mixed and given its alpha.
    private static func transformed(_ token: Token, _ transform: TokenTransform, byName: [String: Token], groups: Set<String>,
                                    resolved: inout [String: Colour?], transforming: [String]) throws(SchemeFileError) -> Colour? {
        guard !transforming.contains(token.name) else {
            throw SchemeFileError(line: token.line, .aliasCycle(Array(transforming.drop { $0 != token.name }) + [token.name]))
        }
        let inner = transforming + [token.name]
        func colour(named target: String) throws(SchemeFileError) -> Colour? {
            guard let next = byName[target] else {
                if groups.contains(target) { throw SchemeFileError(line: token.line, .aliasToGroup(name: token.name, target: "{\(target)}")) }
                throw SchemeFileError(line: token.line, .unknownAlias(name: token.name, target: "{\(target)}"))
            }
            guard let found = try Self.colour(of: next, byName: byName, groups: groups, resolved: &resolved, transforming: inner) else {
                throw SchemeFileError(line: token.line, .aliasToNonColour(name: token.name, target: "{\(target)}"))
            }
            return found
        }
        let base: Colour?
        if let target = aliasTarget(of: token) { base = try colour(named: target) } else { base = try directColour(of: token) }
        guard let base else { return nil }
        var mixed: Colour?
        if let mix = transform.mix {
            if let path = curlyPath(mix.colour) {
                mixed = try colour(named: path.joined(separator: "."))
            } else {
                do throws(ColourParseError) { mixed = try ColourParser.parse(mix.colour) } catch {
                    throw SchemeFileError(line: token.line, .malformedColour(name: token.name + ".mix.color", error))
                }
            }
        }
        guard let result = transform.applied(to: base, mixed: mixed) else {
            throw SchemeFileError(line: token.line, .malformedTransform(name: token.name, member: "mix", expected: TokenTransform.opaqueMix))
        }
        return result
    }

    static func aliasTarget(of token: Token) -> String? {
        if let reference = token.reference { return reference }
        guard var path = token.value?.stringValue.flatMap(curlyPath) else { return nil }
        // Style Dictionary names a token's value in an alias (`{color.base.red.value}`).
        if token.styleDictionary, path.count > 1, path.last == "value" { path.removeLast() }
        return path.joined(separator: ".")
    }

    /// A token's own value: a colour string (the form before 2025.10) or a colour object.
    static func directColour(of token: Token) throws(SchemeFileError) -> Colour? {
        if let text = token.value?.stringValue {
            do throws(ColourParseError) {
                return try ColourParser.parse(text)
            } catch {
                guard token.type == "color" else { return nil }
                throw SchemeFileError(line: token.line, .malformedColour(name: token.name, error))
            }
        }
        guard let object = token.value, object["colorSpace"] != nil || token.type == "color" else { return nil }
        return try DTCGColourValue.colour(object, name: token.name, line: token.line)
    }
}
