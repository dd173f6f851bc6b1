extension String {
    /// The text with control characters shown as escapes (`\n`, `\u{1B}`), so names and values
    /// read from files cannot move the cursor or recolour the terminal when printed.
    package var escapingControlCharacters: String {
        // Printable ASCII, as nearly every path and name is, needs no escape: it is returned
        // as it is, without being rebuilt a character at a time.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
