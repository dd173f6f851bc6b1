/// A strict RFC 8259 parser for the small documents this tool reads (palette files).
package enum JSONParser {
    package struct Failure: Error, Hashable, Sendable {
        /// Byte offset into the UTF-8 text.
        package let offset: Int
        package let expected: String
    }

    package static func parse(_ text: String) throws(Failure) -> JSONValue {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw reader.failure("end of document") }
        return value
    }

    /// Parses and also tells where each object member's name starts, by the path of member names
    /// (array items by their index) from the root: for errors that name a line in a file a
    /// person wrote.
    package static func parseWithMemberOffsets(_ text: String) throws(Failure) -> (value: JSONValue, memberOffsets: [[String]: Int]) {
        var reader = Reader(bytes: Array(text.utf8))
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

        func failure(_ expected: String) -> Failure { Failure(offset: position, expected: expected) }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < Self.maximumDepth else { throw failure("less deeply nested values") }
            skipSpace()
            guard position < bytes.count else { throw failure("a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
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
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("a member name in quotes") }
                let start = position
                let key = try string()
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

        mutating func string() throws(Failure) -> String {
            position += 1
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
                case UInt8(ascii: "\""):
                    try flushRaw()
                    return String(scalars)
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
    }
}
