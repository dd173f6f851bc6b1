/// Serialises `JSONValue` deterministically: members in stored order, numbers in the shortest
/// form that reads back exactly, two-space indentation when pretty.
///
/// Written as UTF-8 bytes and made a string once: `suggest --batch` writes an object per query,
/// and appending to a `String` scalar by scalar costs far more than appending bytes.
package enum JSONWriter {
    package static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        append(value, to: &output, indent: pretty ? 0 : nil)
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(_ value: JSONValue, to output: inout [UInt8], indent: Int?) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .number(let number): appendNumber(number, to: &output)
        case .string(let text): appendString(text, to: &output)
        case .array(let items):
            appendContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: items.count, to: &output, indent: indent) { index, output, inner in
                append(items[index], to: &output, indent: inner)
            }
        case .object(let members):
            appendContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, to: &output, indent: indent) { index, output, inner in
                appendString(members[index].key, to: &output)
                output.append(UInt8(ascii: ":"))
                if inner != nil { output.append(UInt8(ascii: " ")) }
                append(members[index].value, to: &output, indent: inner)
            }
        }
    }

    static func appendNumber(_ number: Double, to output: inout [UInt8]) {
        // Written as bytes, without a `String` between: a `suggest --batch` answer writes eight.
        if number.isFinite { DecimalText.appendShortest(number, to: &output) } else { output += "null".utf8 }
    }

    private static func appendContainer(
        open: UInt8, close: UInt8, count: Int, to output: inout [UInt8], indent: Int?,
        element: (Int, inout [UInt8], Int?) -> Void
    ) {
        output.append(open)
        guard count > 0 else { output.append(close); return }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let inner { newline(indent: inner, to: &output) }
            element(index, &output, inner)
        }
        if let indent { newline(indent: indent, to: &output) }
        output.append(close)
    }

    private static func newline(indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output += repeatElement(UInt8(ascii: " "), count: indent)
    }

    /// `appendString` into a line buffer: a string that needs no escape (keys, hex colours, role
    /// names, nearly every one) copied whole; any other through the array form.
    static func appendString(_ text: String, to output: inout ByteBuffer) {
        var text = text
        let clean = text.withUTF8 { bytes in
            if bytes.contains(where: needsEscape) { return false }
            output.append(UInt8(ascii: "\""))
            output.append(bytes)
            output.append(UInt8(ascii: "\""))
            return true
        }
        if clean { return }
        var escaped: [UInt8] = []
        appendString(text, to: &escaped)
        output.append(escaped)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }

    /// Quotes and escapes: the two characters JSON reserves and control characters; every other
    /// byte, multi-byte UTF-8 included, is copied as it is.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings (keys, hex colours, role names) need no escape: copied whole, after a scan
        // of their stored bytes (a scan through the generic UTF-8 view costs as much as the copy).
        var text = text
        let clean = text.withUTF8 { bytes in
            if bytes.contains(where: needsEscape) { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if clean {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += "\\\"".utf8
            case UInt8(ascii: "\\"): output += "\\\\".utf8
            case UInt8(ascii: "\n"): output += "\\n".utf8
            case UInt8(ascii: "\r"): output += "\\r".utf8
            case UInt8(ascii: "\t"): output += "\\t".utf8
            case _ where byte < 0x20:
                let digits: StaticString = "0123456789abcdef"
                output += "\\u00".utf8
                output.append(digits.utf8Start[Int(byte >> 4)])
                output.append(digits.utf8Start[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
