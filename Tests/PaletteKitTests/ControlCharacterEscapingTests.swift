import Testing
@testable import PaletteCore

@Suite struct ControlCharacterEscapingTests {
    /// Printable text, ASCII or not, comes back as it is; every C0 and C1 control and DEL comes
    /// back as an escape, wherever it stands.
    @Test(arguments: [
        ("Sources/App/Theme.swift", "Sources/App/Theme.swift"),
        ("", ""),
        (" ~", " ~"),
        ("café/Thème.swift", "café/Thème.swift"),
        ("a\nb", "a\\nb"),
        ("\tlead", "\\tlead"),
        ("trail\r", "trail\\r"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
        ("del\u{7F}", "del\\u{7F}"),
        ("c1\u{85}é\u{9F}", "c1\\u{85}é\\u{9F}"),
        ("\u{0}", "\\u{0}"),
    ])
    func escapesControlsAndKeepsTheRest(text: String, shown: String) {
        #expect(text.escapingControlCharacters == shown)
    }
}
