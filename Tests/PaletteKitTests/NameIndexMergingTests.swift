import Testing
@testable import PaletteUsage

/// The app's names merge by their texts as Swift compares them, whichever way each file's name
/// comes in: an ASCII file's by its bytes (`intern(ascii:hash:)`), a file with a name that is not
/// ASCII by its text. The Kelvin sign (U+212A) is canonically `K`, so the two are one name in
/// either order; `é` written as one scalar or as `e` and a combining accent is one name too.
@Suite struct NameIndexMergingTests {
    enum Form: Sendable { case bytes, text }

    @Test(arguments: [
        (["K", "\u{212A}"], [Form.bytes, .text]),
        (["\u{212A}", "K"], [Form.text, .bytes]),
        (["accent", "accent", "ink"], [Form.bytes, .bytes, .bytes]),
        (["caf\u{E9}", "cafe\u{301}", "cafe"], [Form.text, .text, .bytes]),
    ])
    func namesMergeAsSwiftComparesTheirTexts(names: [String], forms: [Form]) {
        var index = NameIndex(capacity: 4)
        let ids = zip(names, forms).map { name, form -> Int32 in
            switch form {
            case .text:
                return index.intern(name, hash: NameTable.shortHash(name))
            case .bytes:
                var name = name
                return name.withUTF8 { index.intern(ascii: $0, hash: NameTable.shortHash(String(decoding: $0, as: UTF8.self))) }
            }
        }
        for (first, one) in names.enumerated() {
            for (second, other) in names.enumerated() {
                #expect((ids[first] == ids[second]) == (one == other), "\(one.unicodeScalars.map(\.value)) and \(other.unicodeScalars.map(\.value))")
            }
        }
    }
}
