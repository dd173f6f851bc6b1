import PaletteCore

/// The custom-property declarations of a stylesheet with the rule each sits in: its selector
/// and the `@media`/`@supports` conditions around it (CSS Syntax Level 3, simplified to what
/// style sheets of tokens hold: qualified rules, nested at-rules and nested rules, comments,
/// strings), and the statements that change how they are read: `@import` and `@custom-media`
/// (Media Queries Level 5 §8). Tailwind CSS v4's `@theme` blocks (`@theme`, `@theme inline`,
/// `@theme default`) hold custom properties of the root element, as Tailwind writes them out.
/// Offsets are UTF-8 byte offsets, so a value can be rewritten in place.
package struct CSSStylesheet: Sendable {
    package struct Declaration: Sendable, Hashable {
        /// Without the leading dashes: `--surface-card` is `surface-card`.
        package let name: String
        /// Comments replaced by a space, runs of white space by one space, `!important` dropped.
        package let value: String
        package let line: Int
        /// The bytes of the value as written (trimmed, without `!important`).
        package let valueRange: Range<Int>
        /// Whether the value as written holds a comment (it is then not rewritten).
        package let hasComment: Bool
        /// `@media (prefers-color-scheme: dark)` and the like, outermost first.
        package let conditions: [String]
        /// The selector of the innermost rule (a nested rule's read with its parents, `nested`);
        /// nil at top level.
        package let selector: String?
        /// Declared in Tailwind's `@theme default`: any other definition of the property wins.
        package var yields = false
        /// The cascade layer it sits in (`@layer base { … }`; nested layers joined with `.`);
        /// nil when unlayered.
        package var layer: String?
    }

    /// `@import "tokens.css" supports(color: oklch(0 0 0)) screen;`: the file named, and the
    /// conditions it is read under (`@supports (…)`, `@media …`), outermost first.
    package struct Import: Sendable, Hashable {
        package let target: String
        package let conditions: [String]
        package let line: Int
    }

    package let declarations: [Declaration]
    /// The cascade layers in the order they are first named (`@layer a, b;` or a block):
    /// a later layer's declarations win over an earlier one's, and unlayered ones over both.
    package let layers: [String]
    package let imports: [Import]
    /// `@custom-media --name query;` as name (without dashes) and query, in the order written.
    package let customMedia: [(name: String, query: String)]
    /// The line of the first block nested deeper than `maximumDepth`, whose contents are not
    /// read: a reader refuses the stylesheet rather than check it without them.
    package let nestedTooDeep: Int?

    /// Blocks nested in blocks read at most this deep (each level is a frame of the parser's
    /// recursion); design systems nest a few levels.
    package static let maximumDepth = 256

    package init(_ text: String) {
        var parser = Parser(bytes: Array(text.utf8))
        parser.block(conditions: [], selector: nil, depth: 0)
        declarations = parser.found
        layers = parser.layers
        imports = parser.imports
        customMedia = parser.customMedia
        nestedTooDeep = parser.tooDeep
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        var found: [Declaration] = []
        var imports: [Import] = []
        var customMedia: [(name: String, query: String)] = []
        /// Inside `@theme default`.
        var yielding = false
        /// The layer the parser is in, and every layer in the order first named.
        var layer: String?
        var layers: [String] = []
        var anonymousLayers = 0

        mutating func named(_ name: String) -> String {
            let full = layer.map { $0 + "." + name } ?? name
            if !layers.contains(full) { layers.append(full) }
            return full
        }

        /// The line of the first block past `maximumDepth`.
        var tooDeep: Int?

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A byte-order mark is not part of the first rule.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }

        mutating func advance() {
            if bytes[position] == 0x0A { line += 1 }
            position += 1
        }

        /// Skips white space and comments.
        mutating func skipSpace() {
            while position < bytes.count {
                if isSpace(bytes[position]) { advance(); continue }
                if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    skipComment()
                    continue
                }
                break
            }
        }

        mutating func skipComment() {
            position += 2
            while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/")) {
                advance()
            }
            position = min(bytes.count, position + 2)
        }

        /// Items until the closing `}` (or the end): declarations, nested rules, at-rules.
        mutating func block(conditions: [String], selector: String?, depth: Int) {
            while true {
                skipSpace()
                guard position < bytes.count else { return }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return }
                if bytes[position] == UInt8(ascii: ";") { position += 1; continue }
                item(conditions: conditions, selector: selector, depth: depth)
            }
        }

        /// A declaration (`name: value;`) or a rule (`prelude { … }`), told apart by which of
        /// `;` and `{` comes first outside parentheses and strings.
        mutating func item(conditions: [String], selector: String?, depth: Int) {
            let start = position
            let startLine = line
            var parentheses = 0
            var hasComment = false
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { skipString(byte); continue }
                if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    hasComment = true
                    skipComment()
                    continue
                }
                if byte == UInt8(ascii: "(") { parentheses += 1 }
                if byte == UInt8(ascii: ")") { parentheses = max(0, parentheses - 1) }
                if parentheses == 0 && (byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{")) { break }
                advance()
            }
            let end = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "{") {
                position += 1
                let prelude = Self.collapsed(cleaned(start..<end))
                guard depth < CSSStylesheet.maximumDepth else {
                    if tooDeep == nil { tooDeep = startLine }
                    skipBlock()
                    return
                }
                if prelude.hasPrefix("@") {
                    let lowered = prelude.lowercased()
                    if lowered.hasPrefix("@media") || lowered.hasPrefix("@supports") || lowered.hasPrefix("@container") {
                        block(conditions: conditions + [prelude], selector: selector, depth: depth + 1)
                    } else if lowered.hasPrefix("@layer") {
                        let outer = layer
                        let name = prelude.dropFirst("@layer".count).trimmingSpaces
                        if name.isEmpty { anonymousLayers += 1 }
                        layer = named(name.isEmpty ? "(anonymous \(anonymousLayers))" : name)
                        block(conditions: conditions, selector: selector, depth: depth + 1)
                        layer = outer
                    } else if lowered.hasPrefix("@scope") {
                        block(conditions: conditions, selector: selector, depth: depth + 1)
                    } else if lowered == "@theme" || lowered.hasPrefix("@theme ") {
                        let outer = yielding
                        yielding = lowered.split(separator: " ").contains("default")
                        block(conditions: conditions, selector: selector, depth: depth + 1)
                        yielding = outer
                    } else {
                        skipBlock()  // @font-face, @keyframes, @property: no custom properties of a theme
                    }
                } else {
                    let nested = selector.map { CSSStylesheet.nested(prelude, in: $0) } ?? prelude
                    block(conditions: conditions, selector: nested, depth: depth + 1)
                }
                return
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ";") { position += 1 }
            if bytes[start] == UInt8(ascii: "@") {
                statement(Self.collapsed(cleaned(start..<end)), line: startLine, conditions: conditions)
                return
            }
            declaration(start..<end, line: startLine, hasComment: hasComment, conditions: conditions, selector: selector)
        }

        /// `@import` and `@custom-media`; other statements (`@layer a, b;`, `@charset`) change
        /// nothing a token reader needs.
        mutating func statement(_ text: String, line: Int, conditions: [String]) {
            let lowered = text.lowercased()
            if lowered.hasPrefix("@custom-media ") {
                let rest = text.dropFirst("@custom-media ".count).trimmingSpaces
                guard rest.hasPrefix("--"), let space = rest.firstIndex(of: " ") else { return }
                customMedia.append((String(rest[rest.index(rest.startIndex, offsetBy: 2)..<space]), rest[space...].trimmingSpaces))
            } else if lowered.hasPrefix("@layer ") {
                for name in text.dropFirst("@layer ".count).split(separator: ",") { _ = named(name.trimmingSpaces) }
            } else if lowered.hasPrefix("@import ") {
                guard let parsed = Self.importTarget(text.dropFirst("@import ".count).trimmingSpaces) else { return }
                imports.append(Import(target: parsed.target, conditions: conditions + parsed.conditions, line: line))
            }
        }

        /// The URL of an `@import` prelude (a string or `url()`), then `layer`/`layer(…)`,
        /// `supports(…)` and a media query list (CSS Cascading Level 5 §2).
        static func importTarget(_ prelude: String) -> (target: String, conditions: [String])? {
            var rest = Substring(prelude)
            let target: String
            if let quote = rest.first, quote == "\"" || quote == "'" {
                guard let close = rest.dropFirst().firstIndex(of: quote) else { return nil }
                target = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
            } else if rest.lowercased().hasPrefix("url(") {
                guard let close = rest.firstIndex(of: ")") else { return nil }
                var inside = rest[rest.index(rest.startIndex, offsetBy: 4)..<close].trimmingSpaces
                if let quote = inside.first, quote == "\"" || quote == "'", inside.count >= 2, inside.last == quote { inside = String(inside.dropFirst().dropLast()) }
                target = inside
                rest = rest[rest.index(after: close)...]
            } else {
                return nil
            }
            var conditions: [String] = []
            rest = Substring(rest.trimmingSpaces)
            if rest.lowercased().hasPrefix("layer(") {
                guard let close = Self.closingParenthesis(rest, from: rest.index(rest.startIndex, offsetBy: 5)) else { return nil }
                rest = Substring(rest[rest.index(after: close)...].trimmingSpaces)
            } else if rest.lowercased() == "layer" || rest.lowercased().hasPrefix("layer ") {
                rest = Substring(rest.dropFirst(5).trimmingSpaces)
            }
            if rest.lowercased().hasPrefix("supports(") {
                let open = rest.index(rest.startIndex, offsetBy: 8)
                guard let close = Self.closingParenthesis(rest, from: open) else { return nil }
                let inside = rest[rest.index(after: open)..<close].trimmingSpaces
                conditions.append("@supports " + (inside.hasPrefix("(") ? inside : "(" + inside + ")"))
                rest = Substring(rest[rest.index(after: close)...].trimmingSpaces)
            }
            if !rest.isEmpty { conditions.append("@media " + rest) }
            return (target, conditions)
        }

        /// The `)` closing the `(` at `open`.
        static func closingParenthesis(_ text: Substring, from open: Substring.Index) -> Substring.Index? {
            var depth = 0
            var index = open
            while index < text.endIndex {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
                index = text.index(after: index)
            }
            return nil
        }

        mutating func declaration(_ range: Range<Int>, line: Int, hasComment: Bool, conditions: [String], selector: String?) {
            var index = range.lowerBound
            while index < range.upperBound, isSpace(bytes[index]) { index += 1 }
            guard index + 1 < range.upperBound, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") else { return }
            let nameStart = index + 2
            var nameEnd = nameStart
            while nameEnd < range.upperBound, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            var colon = nameEnd
            while colon < range.upperBound, isSpace(bytes[colon]) { colon += 1 }
            guard nameEnd > nameStart, colon < range.upperBound, bytes[colon] == UInt8(ascii: ":") else { return }
            var valueStart = colon + 1
            var valueEnd = range.upperBound
            while valueStart < valueEnd, isSpace(bytes[valueStart]) { valueStart += 1 }
            while valueEnd > valueStart, isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
            var value = Self.collapsed(cleaned(valueStart..<valueEnd))
            if value.lowercased().hasSuffix("!important") {
                value = Self.collapsed(String(value.dropLast("!important".count)))
                if let bang = bytes[valueStart..<valueEnd].lastIndex(of: UInt8(ascii: "!")) {
                    valueEnd = bang
                    while valueEnd > valueStart, isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
                }
            }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            let valueLine = line + bytes[range.lowerBound..<index].filter { $0 == 0x0A }.count
            found.append(Declaration(name: name, value: value, line: valueLine, valueRange: valueStart..<valueEnd, hasComment: hasComment,
                                     conditions: conditions, selector: selector, yields: yielding, layer: layer))
        }

        mutating func skipString(_ quote: UInt8) {
            position += 1
            while position < bytes.count, bytes[position] != quote {
                if bytes[position] == UInt8(ascii: "\\") { position += 1 }
                if position < bytes.count { advance() }
            }
            position = min(bytes.count, position + 1)
        }

        /// A block whose contents are not read, braces balanced.
        mutating func skipBlock() {
            var depth = 1
            while position < bytes.count, depth > 0 {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { skipString(byte); continue }
                if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") { skipComment(); continue }
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth -= 1 }
                advance()
            }
        }

        /// The text of a range with comments as spaces.
        func cleaned(_ range: Range<Int>) -> String {
            var result: [UInt8] = []
            var index = range.lowerBound
            while index < range.upperBound {
                if bytes[index] == UInt8(ascii: "/"), index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < range.upperBound, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                    result.append(0x20)
                    continue
                }
                result.append(bytes[index])
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        }

        static func collapsed(_ text: String) -> String {
            text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).joined(separator: " ")
        }

        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }

        /// Name characters of CSS Syntax §4.2 (`ident code point`): letters, digits, `-`, `_`, non-ASCII.
        func isNameByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }
}

extension CSSStylesheet {
    /// A nested rule's selector as CSS Nesting Module §3 reads it: each `&` is the parent (a
    /// parent list as `:is(…)`), and a selector without `&` is a descendant of the parent; each
    /// member of a list is nested on its own. `&.dark` in `:root` is `:root.dark`, `.card &` is
    /// `.card :root`.
    static func nested(_ prelude: String, in parent: String) -> String {
        let parentText = topLevelMembers(parent).count > 1 ? ":is(" + parent + ")" : parent
        return topLevelMembers(prelude).map { member in
            member.contains("&") ? member.replacing("&", with: parentText) : parentText + " " + member
        }.joined(separator: ", ")
    }

    /// A selector list's members, split at commas outside parentheses and brackets.
    static func topLevelMembers(_ selector: String) -> [String] {
        var members: [String] = []
        var current = ""
        var depth = 0
        for character in selector {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
            if character == ",", depth == 0 {
                members.append(current.trimmingSpaces)
                current = ""
                continue
            }
            current.append(character)
        }
        members.append(current.trimmingSpaces)
        return members.filter { !$0.isEmpty }
    }
}
