import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct TextLinesTests {
    /// The definition, scalar by scalar: split on U+000A (empty pieces kept), one trailing
    /// U+000D dropped from each piece. `TextLines.split` works on the UTF-8 bytes instead.
    static func byScalars(_ text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if line.last == "\r" { line.removeLast() }
                lines.append(String(line))
                line = String.UnicodeScalarView()
            } else {
                line.append(scalar)
            }
        }
        if line.last == "\r" { line.removeLast() }
        lines.append(String(line))
        return lines
    }

    @Test(arguments: [
        "", "\n", "\n\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "\r", "\r\r\n", "\ra\r", "a\rb\n",
        "é\n😀\r\n日本\n", "e\u{301}\r\nx", "\r\u{301}\n", "#comment\r\nset paper #FFFFFF\n\n", "\u{FEFF}new x\r\n",
        "tab\there\n\u{85}\n\u{2028}x",
    ])
    func splitsAsTheDefinitionSays(text: String) {
        let lines = TextLines.split(text)
        #expect(lines == Self.byScalars(text))
        #expect(lines.map { Array($0.unicodeScalars) } == Self.byScalars(text).map { Array($0.unicodeScalars) })
    }
}
