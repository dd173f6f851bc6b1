/// The lines of a text file. Split on the scalar U+000A, not on `Character`: in Swift "\r\n" is
/// one Character, so a CRLF file split on "\n" would read as a single line. A trailing "\r" is
/// dropped, so files saved by editors on other systems read the same as plain ones.
package enum TextLines {
    package static func split(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = Substring.UnicodeScalarView(scalars)
            if line.last == "\r" { line.removeLast() }
            return String(line)
        }
    }
}
