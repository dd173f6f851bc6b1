/// A strict RFC 8259 parser for the small documents this tool reads (palette files); with
/// `json5`, JSON5 (https://spec.json5.org, 1.0.0) as design systems keep their token sources:
/// comments, trailing commas, unquoted and single-quoted names, single-quoted strings, hex
/// numbers, a leading `+`, a bare decimal point, `Infinity` and `NaN`.
package enum JSONParser {
    package struct Failure: Error, Hashable, Sendable {
        /// Byte offset into the UTF-8 text.
        package let offset: Int
        package let expected: String
    }

    package static func parse(_ text: String, json5: Bool = false) throws(Failure) -> JSONValue {
        var reader = Reader(bytes: Array(text.utf8))
        reader.json5 = json5
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw reader.failure("end of document") }
        return value
    }

    /// Parses and also tells where each object member's name starts, by the path of member names
    /// (array items by their index) from the root: for errors that name a line in a file a
    /// person wrote.
    package static func parseWithMemberOffsets(_ text: String, json5: Bool = false) throws(Failure) -> (value: JSONValue, memberOffsets: [[String]: Int]) {
        var reader = Reader(bytes: Array(text.utf8))
        reader.json5 = json5
        reader.memberOffsets = [:]
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw reader.failure("end of document") }
        return (value, reader.memberOffsets ?? [:])
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        static let maximumDepth = 64
        /// Recorded only when asked for; the path is kept only then.
        var memberOffsets: [[String]: Int]?
        var path: [String] = []
        var json5 = false

        func failure(_ expected: String) -> Failure { Failure(offset: position, expected: expected) }

        mutating func skipSpace() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || (json5 && (byte == 0x0B || byte == 0x0C)) {
                    position += 1
                } else if json5, byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                } else if json5, byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == 0x2A && bytes[position + 1] == 0x2F) { position += 1 }
                    position = min(position + 2, bytes.count)
                } else if json5, byte >= 0x80, let (scalar, length) = scalar(at: position), Self.isJSON5Space(scalar) {
                    position += length
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < Self.maximumDepth else { throw failure("less deeply nested values") }
            skipSpace()
            guard position < bytes.count else { throw failure("a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "'") where json5: return .string(try string(closing: UInt8(ascii: "'")))
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return .number(try number())
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            let expected = Array(word.utf8)
            guard position + expected.count <= bytes.count,
                  Array(bytes[position..<position + expected.count]) == expected else { throw failure(word) }
            position += expected.count
        }

        mutating func expect(_ character: Character) throws(Failure) {
            skipSpace()
            guard position < bytes.count, bytes[position] == character.asciiValue else { throw failure("'\(character)'") }
            position += 1
        }

        mutating func peek(_ character: Character) -> Bool {
            skipSpace()
            return position < bytes.count && bytes[position] == character.asciiValue
        }

        mutating func object(depth: Int) throws(Failure) -> JSONValue {
            try expect("{")
            var members: [JSONValue.Member] = []
            if peek("}") { position += 1; return .object(members) }
            repeat {
                skipSpace()
                // JSON5: a comma may end the list.
                if json5, peek("}") { position += 1; return .object(members) }
                let start = position
                let key: String
                if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                    key = try string()
                } else if json5, position < bytes.count, bytes[position] == UInt8(ascii: "'") {
                    key = try string(closing: UInt8(ascii: "'"))
                } else if json5, let name = identifier() {
                    key = name
                } else {
                    throw failure(json5 ? "a member name" : "a member name in quotes")
                }
                try expect(":")
                if memberOffsets != nil {
                    path.append(key)
                    memberOffsets![path] = start
                }
                members.append(JSONValue.Member(key, try value(depth: depth + 1)))
                if memberOffsets != nil { path.removeLast() }
            } while try separator(closing: "}")
            return .object(members)
        }

        mutating func array(depth: Int) throws(Failure) -> JSONValue {
            try expect("[")
            var items: [JSONValue] = []
            if peek("]") { position += 1; return .array(items) }
            repeat {
                if json5, peek("]") { position += 1; return .array(items) }
                if memberOffsets != nil { path.append(String(items.count)) }
                items.append(try value(depth: depth + 1))
                if memberOffsets != nil { path.removeLast() }
            } while try separator(closing: "]")
            return .array(items)
        }

        /// True after a comma, false after the closing bracket.
        mutating func separator(closing: Character) throws(Failure) -> Bool {
            if peek(",") { position += 1; return true }
            try expect(closing)
            return false
        }

        /// JSON5 white space (1.0.0 §8): JSON's, vertical tab, form feed, and U+00A0, U+2028,
        /// U+2029, U+FEFF and every other space separator (Unicode category Zs).
        static func isJSON5Space(_ scalar: Unicode.Scalar) -> Bool {
            [0x0B, 0x0C, 0xA0, 0x2028, 0x2029, 0xFEFF].contains(scalar.value) || scalar.properties.generalCategory == .spaceSeparator
        }

        /// The scalar whose UTF-8 starts at `index`, and its length in bytes; nil for a bad byte.
        func scalar(at index: Int) -> (Unicode.Scalar, Int)? {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            guard length > 0, index + length <= bytes.count,
                  let text = String(validating: bytes[index..<(index + length)], as: UTF8.self) else { return nil }
            return text.unicodeScalars.first.map { ($0, length) }
        }

        /// A JSON5 member name without quotes, an ECMAScript 5.1 IdentifierName (JSON5 1.0.0 §3):
        /// a letter, `$`, `_` or a `\uXXXX` escape of one first, then those, combining marks,
        /// digits, connector punctuation, ZWNJ and ZWJ. Nil, with nothing read, when none starts here.
        mutating func identifier() -> String? {
            let start = position
            var scalars = String.UnicodeScalarView()
            while position < bytes.count {
                var next: (Unicode.Scalar, Int)?
                if bytes[position] == UInt8(ascii: "\\") {
                    // `\uXXXX`: exactly four hex digits naming a character the name may hold there.
                    guard position + 6 <= bytes.count, bytes[position + 1] == UInt8(ascii: "u"),
                          let value = UInt32(String(decoding: bytes[(position + 2)..<(position + 6)], as: UTF8.self), radix: 16),
                          let escaped = Unicode.Scalar(value) else { break }
                    next = (escaped, 6)
                } else {
                    next = scalar(at: position)
                }
                guard let (scalar, length) = next, Self.isIdentifierPart(scalar, first: scalars.isEmpty) else { break }
                scalars.append(scalar)
                position += length
            }
            guard !scalars.isEmpty else {
                position = start
                return nil
            }
            return String(scalars)
        }

        static func isIdentifierPart(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            if scalar == "$" || scalar == "_" { return true }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: return true
            case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return !first
            default: return !first && (scalar.value == 0x200C || scalar.value == 0x200D)
            }
        }

        mutating func string(closing quote: UInt8 = UInt8(ascii: "\"")) throws(Failure) -> String {
            position += 1
            // Most strings have no escape: their text is their bytes, validated once.
            var end = position
            while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
            if end < bytes.count, bytes[end] == quote {
                let text = String(validating: bytes[position..<end], as: UTF8.self)
                position = end + 1
                guard let text else { throw failure("valid UTF-8") }
                return text
            }
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flushRaw() throws(Failure) {
                guard !raw.isEmpty else { return }
                guard let text = String(validating: raw, as: UTF8.self) else { throw failure("valid UTF-8") }
                scalars.append(contentsOf: text.unicodeScalars)
                raw.removeAll()
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case quote:
                    try flushRaw()
                    return String(scalars)
                case UInt8(ascii: "\\") where json5 && position < bytes.count && (bytes[position] == 0x0A || bytes[position] == 0x0D):
                    // A line continuation: the backslash and the line break are not in the string.
                    try flushRaw()
                    if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
                    position += 1
                case UInt8(ascii: "\\"):
                    try flushRaw()
                    scalars.append(try escape())
                case 0..<0x20:
                    position -= 1
                    throw failure("no control characters inside a string")
                default:
                    raw.append(byte)
                }
            }
            throw failure("closing quote")
        }

        mutating func escape() throws(Failure) -> Unicode.Scalar {
            guard position < bytes.count else { throw failure("an escape") }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "'") where json5: return "'"
            case UInt8(ascii: "v") where json5: return "\u{0B}"
            case UInt8(ascii: "0") where json5: return "\u{00}"
            case UInt8(ascii: "x") where json5:
                guard position + 2 <= bytes.count, let value = UInt32(String(decoding: bytes[position..<position + 2], as: UTF8.self), radix: 16) else {
                    throw failure("two hex digits")
                }
                position += 2
                return Unicode.Scalar(value)!
            case UInt8(ascii: "u"):
                let first = try hexQuad()
                if (0xD800...0xDBFF).contains(first) {
                    try literal("\\u")
                    let second = try hexQuad()
                    guard (0xDC00...0xDFFF).contains(second) else { throw failure("a low surrogate") }
                    let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return Unicode.Scalar(combined)!
                }
                guard let scalar = Unicode.Scalar(first) else { throw failure("a valid code point") }
                return scalar
            default:
                position -= 1
                throw failure("a valid escape")
            }
        }

        mutating func hexQuad() throws(Failure) -> UInt32 {
            guard position + 4 <= bytes.count,
                  let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
            else { throw failure("four hex digits") }
            position += 4
            return value
        }

        mutating func number() throws(Failure) -> Double {
            if json5 { return try json5Number() }
            let start = position
            func digits() -> Int {
                let begin = position
                while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
                return position - begin
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { position = start; throw failure("a value") }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw failure("digits after the decimal point") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { throw failure("exponent digits") }
            }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else { throw failure("a number") }
            return value
        }

        /// JSON5's numbers: JSON's, and a `+` sign, `0x` hex, a bare leading or trailing decimal
        /// point, `Infinity` and `NaN`.
        mutating func json5Number() throws(Failure) -> Double {
            let start = position
            var negative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                negative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            let rest = bytes[position...]
            if rest.starts(with: Array("Infinity".utf8)) { position += 8; return negative ? -.infinity : .infinity }
            if rest.starts(with: Array("NaN".utf8)) { position += 3; return .nan }
            if rest.starts(with: Array("0x".utf8)) || rest.starts(with: Array("0X".utf8)) {
                position += 2
                let digitsStart = position
                while position < bytes.count, (bytes[position] >= 0x30 && bytes[position] <= 0x39) || (bytes[position] | 0x20 >= 0x61 && bytes[position] | 0x20 <= 0x66) { position += 1 }
                guard position > digitsStart, let value = UInt64(String(decoding: bytes[digitsStart..<position], as: UTF8.self), radix: 16) else { throw failure("hex digits") }
                return negative ? -Double(value) : Double(value)
            }
            let numberStart = position
            while position < bytes.count, (bytes[position] >= 0x30 && bytes[position] <= 0x39) || bytes[position] == UInt8(ascii: ".")
                || bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
                || ((bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) && position > numberStart && (bytes[position - 1] | 0x20) == UInt8(ascii: "e")) {
                position += 1
            }
            var text = String(decoding: bytes[numberStart..<position], as: UTF8.self)
            if text.hasPrefix(".") { text = "0" + text }
            if text.hasSuffix(".") { text += "0" }
            guard !text.isEmpty, let value = Double(text) else { position = start; throw failure("a value") }
            return negative ? -value : value
        }
    }
}
