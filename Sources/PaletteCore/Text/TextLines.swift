/// The lines of a text file. Split on the scalar U+000A, not on `Character`: in Swift "\r\n" is
/// one Character, so a CRLF file split on "\n" would read as a single line. A trailing "\r" is
/// dropped, so files saved by editors on other systems read the same as plain ones.
package enum TextLines {
    /// Split on the byte 0x0A of the UTF-8 form, which is U+000A and nothing else (bytes of a
    /// multi-byte scalar are all 0x80 or above), so every piece ends on a scalar boundary. A
    /// split of the scalar view would build each line scalar by scalar, far slower, and a replay
    /// splits every line of its session file.
    package static func split(_ text: String) -> [String] {
        var lines: [String] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while true {
            let newline = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
            var end = newline
            if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            lines.append(String(text[start..<end]))
            guard newline < utf8.endIndex else { return lines }
            start = utf8.index(after: newline)
        }
    }
}
