import PaletteCore
import PaletteExport

/// One pass over HTML or Android resource XML, comments (`<!-- … -->`) skipped. HTML: class
/// lists and `var(--…)` anywhere (as Tailwind reads it). Android: `@color/NAME` is a use of
/// a token (or of the app's own `<color name="NAME">`, whose value is its body); a raw
/// `#RRGGBB` in a layout or a drawable is hard-coded, and one that is a `<color>`'s value
/// defines that resource.
struct MarkupScanner {
    static func scan(_ bytes: [UInt8], language: SourceLanguage, vocabulary: UsageVocabulary) -> SourceScan {
        var scan = SourceScan()
        var text = bytes
        // Comments become spaces, newlines kept.
        var index = 0
        while index + 3 < text.count, let open = text.firstIndex(of: 0x3C, in: index..<(text.count - 3)) {
            index = open
            guard text[index + 1] == 0x21, text[index + 2] == 0x2D, text[index + 3] == 0x2D else {
                index += 1
                continue
            }
            while index < text.count, !(text[index] == 0x2D && index + 2 < text.count && text[index + 1] == 0x2D && text[index + 2] == 0x3E) {
                if text[index] != 0x0A { text[index] = 0x20 }
                index += 1
            }
            for offset in 0..<3 where index + offset < text.count { text[index + offset] = 0x20 }
            index += 3
        }
        var lineStart = 0, line = 1
        var colourDeclaration: Int?
        while lineStart <= text.count {
            let offset = text.firstIndex(of: 0x0A, in: lineStart..<text.count) ?? text.count
            if language == .html {
                UtilityText(vocabulary: vocabulary).record(Substring(decoding: text[lineStart..<offset], as: UTF8.self), into: &scan, line: line,
                                                           declaration: nil)
            } else if Self.mayMatter(text[lineStart..<offset]) {
                androidLine(Substring(decoding: text[lineStart..<offset], as: UTF8.self), bytes: text[lineStart..<offset], line: line, scan: &scan,
                            vocabulary: vocabulary, declaration: &colourDeclaration)
            }
            lineStart = offset + 1
            line += 1
        }
        return scan
    }

    /// `bytes`: the line's UTF-8. A line whose bytes lack what a search looks for is not searched
    /// by characters: no character of those searched for has another spelling.
    private static func androidLine(_ text: Substring, bytes: ArraySlice<UInt8>, line: Int, scan: inout SourceScan, vocabulary: UsageVocabulary,
                                    declaration: inout Int?) {
        var rest = text[...]
        if bytes.containsBytes(colourOpening), let range = rest.firstRange(of: "<color name=\"") {
            let name = rest[range.upperBound...].prefix { $0 != "\"" }
            scan.declarations.append(.init(name: "@color/" + name, line: line))
            declaration = scan.declarations.count - 1
        }
        let hasReference = bytes.containsBytes(colourReference)
        while hasReference, let range = rest.firstRange(of: "@color/") {
            let name = rest[range.upperBound...].prefix { UtilityText.isNameByte($0) && $0 != "-" }
            scan.mention("@color/" + name, in: declaration, line: line)
            if let token = vocabulary.androidResource(name) {
                scan.reads.append(.init(token: token, line: line, form: .androidResource, declaration: declaration, receiver: nil,
                                        spelling: "@color/" + name))
            }
            rest = rest[range.upperBound...]
        }
        var search = text[...]
        let hasHash = bytes.contains(UInt8(ascii: "#"))
        while hasHash, let hash = search.firstIndex(of: "#") {
            let digits = search[search.index(after: hash)...].prefix { $0.isHexDigit }
            let before = hash == text.startIndex ? " " : text[text.index(before: hash)]
            let after = search[search.index(after: hash)...].dropFirst(digits.count).first
            // A colour is a whole value (`="#FF2E3440"`, `>#2E3440<`); `Issue #123456` in a text is not one.
            if [3, 4, 6, 8].contains(digits.count), before == "\"" || before == ">", after == "\"" || after == "<" {
                if let colour = androidColour(digits) {
                    scan.literals.append(.init(line: line, text: "#" + digits, colour: colour, declaration: declaration, inDefinition: declaration != nil))
                }
            }
            search = search[search.index(after: hash)...]
        }
        if bytes.containsBytes(colourClosing), text.contains("</color>") { declaration = nil }
    }

    /// Whether an Android line may hold what `androidLine` looks for: every search there is for
    /// `#` or for text with `color` in it (`<color name="`, `@color/`, `</color>`). Most lines of a
    /// layout or a drawable hold neither, and are not made text.
    private static func mayMatter(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.containsBytes(hash) || bytes.containsBytes(colourWord)
    }

    private static let hash = [UInt8(ascii: "#")]

    private static let colourWord = Array("color".utf8)
    private static let colourOpening = Array("<color name=\"".utf8)
    private static let colourReference = Array("@color/".utf8)
    private static let colourClosing = Array("</color>".utf8)

    /// Android writes `#RGB`, `#ARGB`, `#RRGGBB` and `#AARRGGBB` (alpha first).
    private static func androidColour(_ digits: Substring) -> Colour? {
        var full = String(digits)
        if full.count <= 4 { full = full.map { "\($0)\($0)" }.joined() }
        guard let value = UInt32(full, radix: 16) else { return nil }
        if full.count == 6 { return Colour(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF)) }
        return Colour(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF), alpha: UInt8(value >> 24))
    }
}
