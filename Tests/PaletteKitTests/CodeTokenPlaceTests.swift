import Testing
@testable import PaletteUsage

/// A token keeps where it starts and one field: where it ends comes from its name's length (a
/// name, an attribute, a `#` word) or its own, and its line from the file's line starts. Checked
/// against texts and lines written out by hand, each token's text being the bytes from its start
/// to its end: a string is its contents, on the line of its closing quote.
@Suite struct CodeTokenPlaceTests {
    static let swift = """
        let a = $0.ink == b
        @State var `default`: [Int] = []
        s = "x\\(y)z" + \"\"\"
        two
        lines
        \"\"\"
        c ..< d -> e
        #Preview { }
        """

    static let kotlin = "val x = \"$ink ${p.ink}\"\n"

    @Test(arguments: [
        (swift, SourceLanguage.swift, [
            ("let", 1), ("a", 1), ("=", 1), ("$0", 1), (".", 1), ("ink", 1), ("==", 1), ("b", 1),
            ("@State", 2), ("var", 2), ("default", 2), (":", 2), ("[", 2), ("Int", 2), ("]", 2), ("=", 2), ("[", 2), ("]", 2),
            ("s", 3), ("=", 3), ("x", 3), ("\\(", 3), ("y", 3), (")", 3), ("z", 3), ("+", 3), ("\ntwo\nlines\n", 6),
            ("c", 7), ("..<", 7), ("d", 7), ("->", 7), ("e", 7),
            ("#Preview", 8), ("{", 8), ("}", 8),
        ]),
        (kotlin, .kotlin, [
            ("val", 1), ("x", 1), ("=", 1), ("", 1), ("$", 1), ("ink", 1), ("", 1), (" ", 1), ("${", 1), ("p", 1), (".", 1),
            ("ink", 1), ("}", 1), ("", 1),
        ]),
    ])
    func eachTokenSpansItsTextOnItsLine(source: String, language: SourceLanguage, expected: [(String, Int)]) {
        let file = CodeFile(bytes: Array(source.utf8), language: language)
        let found = file.tokens.indices.map { index in
            (String(decoding: file.bytes[Int(file.tokens[index].start)..<Int(file.end(of: index))], as: UTF8.self), Int(file.line(of: index)))
        }
        #expect(found.map(\.0) == expected.map(\.0))
        #expect(found.map(\.1) == expected.map(\.1))
    }

    /// A line break escaped inside a string (a multi-line string's line continuation, Kotlin's
    /// `'\` at a line's end) still starts a line: the last name is on the line the line breaks
    /// before it say, counted here from the bytes.
    @Test(arguments: [
        ("let s = \"\"\"\n    one \\\n    two\n    \"\"\"\nlet x = ink\n", SourceLanguage.swift, 5),
        ("val c = '\\\n'\nval x = ink\n", .kotlin, 3),
    ])
    func anEscapedLineBreakStartsALine(source: String, language: SourceLanguage, line: Int) {
        let file = CodeFile(bytes: Array(source.utf8), language: language)
        let ink = file.tokens.count - 1
        let start = Int(file.tokens[ink].start)
        #expect(String(decoding: file.bytes[start..<Int(file.end(of: ink))], as: UTF8.self) == "ink")
        #expect(file.bytes[..<start].filter { $0 == 0x0A }.count + 1 == line)
        #expect(file.line(of: ink) == Int32(line))
    }

    /// A file that ends inside a string right after a backslash: the string ends at the file's
    /// end, not one byte past it (where reading its text traps).
    @Test(arguments: [("let c = Color(\"a\\", SourceLanguage.swift), ("val c = \"a\\", .kotlin), ("val c = '\\", .kotlin)])
    func aStringCutAfterABackslashEndsAtTheFilesEnd(source: String, language: SourceLanguage) {
        let file = CodeFile(bytes: Array(source.utf8), language: language)
        #expect(file.tokens.indices.allSatisfy { Int(file.end(of: $0)) <= file.bytes.count })
        #expect(file.tokens.last?.kind == .string)
    }

    /// Room is made for a token per five bytes of code; a denser file (`;;;…`, Kotlin's
    /// `"$a $a …"`, four for three bytes) still has every token, each ending where it should.
    @Test(arguments: [
        (String(repeating: ";", count: 1000), SourceLanguage.swift, 1000),
        ("\"" + String(repeating: "$a ", count: 500) + "\"", .kotlin, 2001),
    ])
    func aFileDenserThanCodeHasEveryToken(source: String, language: SourceLanguage, count: Int) {
        let file = CodeFile(bytes: Array(source.utf8), language: language)
        #expect(file.tokens.count == count)
        // The last token ends at the last byte (Kotlin's: the empty part before the closing quote).
        #expect(Int(file.end(of: file.tokens.count - 1)) == source.utf8.count - (language == .kotlin ? 1 : 0))
    }

    /// A Kotlin string of 200,000 `$name`s (a generated template, 600 KB): each name is read in
    /// turn, not each inside the last (which overflowed a debug build's stack).
    @Test func aStringOfManyKotlinNamesIsReadInTurn() {
        let source = "val s = \"" + String(repeating: "$a ", count: 200_000) + "\"\n"
        let file = CodeFile(bytes: Array(source.utf8), language: .kotlin)
        #expect(file.tokens.count == 3 + 1 + 200_000 * 4)
        #expect(file.tokens.filter { $0.kind == .name }.count == 2 + 200_000)
    }

    /// The last place of the largest file `usage` reads (16 MiB): an unterminated string at the
    /// very end starts at byte 2^24, one past what 24 bits hold.
    @Test func aTokenAtTheEndOfTheLargestFileKeepsItsPlace() {
        let size = 16 << 20
        var bytes = [UInt8](repeating: 0x20, count: size)
        bytes[size - 1] = 0x22
        let file = CodeFile(bytes: bytes, language: .swift)
        #expect(file.tokens.count == 1)
        #expect(file.tokens[0].kind == .string)
        #expect(file.tokens[0].start == Int32(size))
        #expect(file.end(of: 0) == Int32(size))
        #expect(file.line(of: 0) == 1)
    }
}
