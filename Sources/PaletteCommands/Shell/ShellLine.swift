/// A typed line split into its command word, its arguments, and the raw text after the command
/// (expressions such as `mix(paper, ink, 0.5)` keep their spaces).
package struct ShellLine: Equatable, Sendable {
    package let command: String
    package let arguments: [String]
    package let argumentText: String

    /// Nil for blank lines and comments. A `#` starts a comment at the start of a line, or after
    /// a space when a space or the end of the line follows it (hex colours never do).
    package init?(_ line: String) {
        if let bytes = line.singleByteCharacters {
            guard let parsed = ShellLine(singleByteCharacters: bytes) else { return nil }
            self = parsed
            return
        }
        let text = ShellLine.withoutComment(line).trimmingShellSpaces
        guard !text.isEmpty else { return nil }
        let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        command = String(parts[0])
        argumentText = parts.count > 1 ? String(parts[1]).trimmingShellSpaces : ""
        arguments = argumentText.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// The line up to its comment: a `#` word alone (between spaces, or at an end), and, with
    /// `hashAtStartIsComment` (the shell's lines), any `#` the line starts with. A `suggest
    /// --batch` line starts with a colour (`#2E3440 #3B4252 # nord`), so there only the first rule holds.
    static func withoutComment(_ line: String, hashAtStartIsComment: Bool = true) -> String {
        if let bytes = line.singleByteCharacters {
            let end = commentStart(singleByteCharacters: bytes, hashAtStartIsComment: hashAtStartIsComment)
            return end == bytes.count ? line : String(decoding: bytes[..<end], as: UTF8.self)
        }
        let characters = Array(line)
        for index in characters.indices where characters[index] == "#" {
            let atStart = characters[..<index].allSatisfy { $0 == " " || $0 == "\t" }
            let afterSpace = index == 0 || characters[index - 1] == " " || characters[index - 1] == "\t"
            let beforeSpace = index + 1 == characters.count || characters[index + 1] == " " || characters[index + 1] == "\t"
            if (hashAtStartIsComment && atStart) || (afterSpace && beforeSpace) { return String(characters[..<index]) }
        }
        return line
    }

    /// `trimmingShellSpaces`' spaces among single-byte Characters (CR is never one here).
    private static func isShellSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    /// `withoutComment` on single-byte Characters: where the comment starts (the count when none).
    private static func commentStart(singleByteCharacters bytes: [UInt8], hashAtStartIsComment: Bool = true) -> Int {
        var atStart = true
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                let afterSpace = index == 0 || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09
                let beforeSpace = index + 1 == bytes.count || bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09
                if (hashAtStartIsComment && atStart) || (afterSpace && beforeSpace) { return index }
            }
            if byte != 0x20 && byte != 0x09 { atStart = false }
        }
        return bytes.count
    }

    /// `init?` on single-byte Characters, step for step.
    private init?(singleByteCharacters bytes: [UInt8]) {
        var end = Self.commentStart(singleByteCharacters: bytes)
        var start = 0
        while start < end && Self.isShellSpace(bytes[start]) { start += 1 }
        while end > start && Self.isShellSpace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        // The command runs to the first space (a tab does not end it); the rest is trimmed.
        var commandEnd = start
        while commandEnd < end && bytes[commandEnd] != 0x20 { commandEnd += 1 }
        command = String(decoding: bytes[start..<commandEnd], as: UTF8.self)
        var restStart = commandEnd
        while restStart < end && Self.isShellSpace(bytes[restStart]) { restStart += 1 }
        argumentText = String(decoding: bytes[restStart..<end], as: UTF8.self)
        var arguments: [String] = []
        var index = restStart
        while index < end {
            while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
            let wordStart = index
            while index < end && bytes[index] != 0x20 && bytes[index] != 0x09 { index += 1 }
            if index > wordStart { arguments.append(String(decoding: bytes[wordStart..<index], as: UTF8.self)) }
        }
        self.arguments = arguments
    }
}

extension String {
    var trimmingShellSpaces: String {
        // ASCII without CR: every Character is one byte, so the spaces can be found byte-wise.
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let utf8 = self.utf8
            let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
            guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
            return first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) ? self : String(self[first...last])
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
