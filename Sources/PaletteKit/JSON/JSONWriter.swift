/// Serialises `JSONValue` deterministically: members in stored order, numbers in the shortest
/// form that reads back exactly, two-space indentation when pretty.
package enum JSONWriter {
    package static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var output = ""
        append(value, to: &output, indent: pretty ? 0 : nil)
        return output
    }

    private static func append(_ value: JSONValue, to output: inout String, indent: Int?) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.isFinite ? DecimalText.shortest(number) : "null"
        case .string(let text): appendString(text, to: &output)
        case .array(let items):
            appendContainer(open: "[", close: "]", count: items.count, to: &output, indent: indent) { index, output, inner in
                append(items[index], to: &output, indent: inner)
            }
        case .object(let members):
            appendContainer(open: "{", close: "}", count: members.count, to: &output, indent: indent) { index, output, inner in
                appendString(members[index].key, to: &output)
                output += inner == nil ? ":" : ": "
                append(members[index].value, to: &output, indent: inner)
            }
        }
    }

    private static func appendContainer(
        open: String, close: String, count: Int, to output: inout String, indent: Int?,
        element: (Int, inout String, Int?) -> Void
    ) {
        output += open
        guard count > 0 else { output += close; return }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let inner { output += "\n" + String(repeating: " ", count: inner) }
            element(index, &output, inner)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent) }
        output += close
    }

    private static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
