import Testing
@testable import PaletteUsage

/// A file's names are kept as where they lie in it; their texts, made where asked, are the
/// identifiers as written: backticks dropped, `$0` whole, bytes that are not UTF-8 repaired, each
/// distinct name once in the order first met.
@Suite struct CodeFileNameTests {
    @Test(arguments: [
        ("let `default` = $0.ink + ink\n", SourceLanguage.swift, ["let", "default", "$0", "ink"]),
        ("val x = \"$ink ${paper.ink}\"", .kotlin, ["val", "x", "ink", "paper"]),
        ("@Preview #colorLiteral(red: 1)", .swift, ["Preview", "colorLiteral", "red"]),
        ("a\u{FF}b a\u{FF}b", .swift, ["a\u{FF}b"]),
        ("ThemeKt.ink + Kt + t", .swift, ["ThemeKt", "ink", "Kt", "t"]),
        ("Theme\u{212A}t.ink + Kt", .swift, ["Theme\u{212A}t", "ink", "Kt"]),
    ])
    func namesAreTheIdentifiersAsWritten(source: String, language: SourceLanguage, names: [String]) {
        let file = CodeFile(bytes: Array(source.utf8), language: language)
        #expect((0..<file.nameCount).map { file.name(Int32($0)) } == names)
        for (id, name) in names.enumerated() where name.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(file.nameIs(Int32(id), "default") == (name == "default"))
            #expect(file.nameIs(Int32(id), "colorLiteral") == (name == "colorLiteral"))
        }
        for (id, name) in names.enumerated() {
            #expect(file.name(Int32(id), endsWith: "Kt") == name.hasSuffix("Kt"), "\(name)")
        }
    }

    @Test func bytesThatAreNotUTF8AreRepairedInTheText() {
        let file = CodeFile(bytes: [0x61, 0xFF, 0x20, 0x61, 0xFF], language: .swift)
        #expect(file.nameCount == 1)
        #expect(file.name(0) == "a\u{FFFD}")
        #expect(!file.namesAreASCII)
    }
}
