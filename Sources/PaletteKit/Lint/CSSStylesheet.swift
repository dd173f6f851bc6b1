/// The custom-property declarations of a stylesheet with the rule each sits in: its selector
/// and the `@media`/`@supports` conditions around it (CSS Syntax Level 3, simplified to what
/// style sheets of tokens hold: qualified rules, nested at-rules and nested rules, comments,
/// strings). Offsets are UTF-8 byte offsets, so a value can be rewritten in place.
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
        /// The selector of the innermost rule (nested rules joined with a space); nil at top level.
        package let selector: String?
    }

    package let declarations: [Declaration]

    package init(_ text: String) {
        var parser = Parser(bytes: Array(text.utf8))
        parser.block(conditions: [], selector: nil, depth: 0)
        declarations = parser.found
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        var found: [Declaration] = []

        static let maximumDepth = 64

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
                guard depth < Self.maximumDepth else { skipBlock(); return }
                if prelude.hasPrefix("@") {
                    let lowered = prelude.lowercased()
                    if lowered.hasPrefix("@media") || lowered.hasPrefix("@supports") || lowered.hasPrefix("@container") {
                        block(conditions: conditions + [prelude], selector: selector, depth: depth + 1)
                    } else if lowered.hasPrefix("@layer") || lowered.hasPrefix("@scope") {
                        block(conditions: conditions, selector: selector, depth: depth + 1)
                    } else {
                        skipBlock()  // @font-face, @keyframes, @property: no custom properties of a theme
                    }
                } else {
                    let nested = selector.map { $0 + " " + prelude.replacingAmpersand() } ?? prelude
                    block(conditions: conditions, selector: nested, depth: depth + 1)
                }
                return
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ";") { position += 1 }
            declaration(start..<end, line: startLine, hasComment: hasComment, conditions: conditions, selector: selector)
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
                                     conditions: conditions, selector: selector))
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

private extension String {
    /// `&.dark` inside a rule reads as its own selector here; the `&` is the parent already written.
    func replacingAmpersand() -> String {
        hasPrefix("&") ? String(dropFirst()).trimmingSpaces : self
    }
}
