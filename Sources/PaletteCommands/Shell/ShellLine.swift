/// A typed line split into its command word, its arguments, and the raw text after the command
/// (expressions such as `mix(paper, ink, 0.5)` keep their spaces).
package struct ShellLine: Equatable, Sendable {
    package let command: String
    package let arguments: [String]
    package let argumentText: String

    /// Nil for blank lines and comments. A `#` starts a comment at the start of a line, or after
    /// a space when a space or the end of the line follows it (hex colours never do).
    package init?(_ line: String) {
        let text = ShellLine.withoutComment(line).trimmingShellSpaces
        guard !text.isEmpty else { return nil }
        let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        command = String(parts[0])
        argumentText = parts.count > 1 ? String(parts[1]).trimmingShellSpaces : ""
        arguments = argumentText.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    static func withoutComment(_ line: String) -> String {
        let characters = Array(line)
        for index in characters.indices where characters[index] == "#" {
            let atStart = characters[..<index].allSatisfy { $0 == " " || $0 == "\t" }
            let afterSpace = index > 0 && (characters[index - 1] == " " || characters[index - 1] == "\t")
            let beforeSpace = index + 1 == characters.count || characters[index + 1] == " " || characters[index + 1] == "\t"
            if atStart || (afterSpace && beforeSpace) { return String(characters[..<index]) }
        }
        return line
    }
}

extension String {
    var trimmingShellSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
