import PaletteKit
@testable import PaletteCommands
import Testing

/// `ShellLine` parses lines of single-byte Characters (ASCII without CR, nearly every line)
/// byte by byte. Here it is held to the Character-by-Character definition, written out again
/// as it stood before that fast path, on fixed lines and on 20,000 seeded random ones.
@Suite struct ShellLineTests {
    struct Reference: Equatable {
        let command: String
        let arguments: [String]
        let argumentText: String

        static func parse(_ line: String) -> Reference? {
            let text = trimmed(withoutComment(line))
            guard !text.isEmpty else { return nil }
            let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            let argumentText = parts.count > 1 ? trimmed(String(parts[1])) : ""
            return Reference(command: String(parts[0]), arguments: argumentText.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init),
                             argumentText: argumentText)
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

        static func trimmed(_ text: String) -> String {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
            guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
            return String(text[first...last])
        }
    }

    static func check(_ line: String) {
        let parsed = ShellLine(line)
        #expect(parsed.map { Reference(command: $0.command, arguments: $0.arguments, argumentText: $0.argumentText) } == Reference.parse(line), "\(line.debugDescription)")
        #expect(ShellLine.withoutComment(line) == Reference.withoutComment(line), "\(line.debugDescription)")
        #expect(line.trimmingShellSpaces == Reference.trimmed(line), "\(line.debugDescription)")
    }

    @Test(arguments: [
        "", " ", "\t", "#", "# comment", "  # comment", "set paper #FFFFFF", "set paper #FFFFFF # note", "set paper #FFFFFF#x",
        "set\tpaper #FFF", "set  paper   mix(ink, paper, 0.5)  ", "apply lighter\n", "set paper\t#FFF\t", "a # b # c", "a #",
        "set paper #FFFFFF\r", "set é #FFF", "e\u{301} x", "#\u{301} x", " #\u{301}", "x \u{85} y", "\n\nset a b\n",
    ])
    func parsesAsTheDefinitionSays(line: String) { Self.check(line) }

    @Test func parsesRandomLinesAsTheDefinitionSays() {
        var random = SplitMix64(seed: 20261201)
        let alphabet: [String] = [" ", " ", "\t", "#", "#", "a", "b", "x", "(", ",", "\n", "é", "\r", "\u{301}"]
        for _ in 0..<20_000 {
            let count = Int(random.next() % 14)
            Self.check((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined())
        }
    }
}
