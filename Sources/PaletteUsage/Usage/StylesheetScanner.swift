import PaletteCore
import PaletteExport

/// One pass over a stylesheet (CSS, SCSS, Less): each statement is a declaration (`color: …`,
/// `--card: …`, `$brand: …`) or a block's prelude. A custom property's value is its body: a
/// `var(--paper)` there counts only if the property is itself read. Raw colours in values are
/// hard-coded; `@apply` utilities are uses.
struct StylesheetScanner {
    private let bytes: [UInt8]
    private let language: SourceLanguage
    private let vocabulary: UsageVocabulary
    private var scan = SourceScan()

    static func scan(_ bytes: [UInt8], language: SourceLanguage, vocabulary: UsageVocabulary) -> SourceScan {
        var scanner = StylesheetScanner(bytes: bytes, language: language, vocabulary: vocabulary)
        scanner.run()
        return scanner.scan
    }

    private init(bytes: [UInt8], language: SourceLanguage, vocabulary: UsageVocabulary) {
        self.bytes = bytes
        self.language = language
        self.vocabulary = vocabulary
    }

    private mutating func run() {
        // Comments become spaces (newlines kept), so statements can be cut at `;`, `{` and `}`.
        var text = bytes
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == 0x22 || byte == 0x27 {
                // A string's contents are text, not values (`content: "var(--x)"`): blanked.
                index += 1
                while index < text.count, text[index] != byte, text[index] != 0x0A {
                    if text[index] == 0x5C { text[index] = 0x20; index += 1 }
                    if index < text.count { text[index] = 0x20 }
                    index += 1
                }
                index += 1
            } else if byte == 0x2F, index + 1 < text.count, text[index + 1] == 0x2A {
                while index < text.count, !(text[index] == 0x2A && index + 1 < text.count && text[index + 1] == 0x2F) {
                    if text[index] != 0x0A { text[index] = 0x20 }
                    index += 1
                }
                if index < text.count { text[index] = 0x20; text[index + 1] = 0x20 }
                index += 2
            } else if language == .scss, byte == 0x2F, index + 1 < text.count, text[index + 1] == 0x2F, index == 0 || text[index - 1] != 0x3A {
                while index < text.count, text[index] != 0x0A { text[index] = 0x20; index += 1 }
            } else {
                index += 1
            }
        }
        var start = 0, line = 1, startLine = 1
        for (offset, byte) in text.enumerated() {
            if byte == 0x3B || byte == 0x7B || byte == 0x7D {
                statement(text[start..<offset], line: startLine, isPrelude: byte == 0x7B)
                start = offset + 1
                startLine = line
            }
            if byte == 0x0A { line += 1 }
        }
        statement(text[start...], line: startLine, isPrelude: false)
    }

    private mutating func statement(_ bytes: ArraySlice<UInt8>, line: Int, isPrelude: Bool) {
        let text = Substring(decoding: bytes, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace }
        guard !trimmed.isEmpty else { return }
        // The statement's first line: blank lines and spaces before it moved `line` on.
        let firstLine = line + text.prefix(text.count - trimmed.count).filter { $0 == "\n" }.count
        if isPrelude { return }
        if trimmed.hasPrefix("@apply") {
            utilities(trimmed.dropFirst(6), line: firstLine, declaration: nil)
            return
        }
        // An at-rule (`@media`, `@import`) is not a declaration; a Less variable (`@brand: …`) is.
        if trimmed.hasPrefix("@") {
            let name = trimmed.dropFirst().prefix { UtilityText.isNameByte($0) }
            guard trimmed.dropFirst(1 + name.count).drop(while: { $0 == " " || $0 == "\t" }).first == ":" else { return }
        }
        guard let colon = trimmed.firstIndex(of: ":") else { return }
        let property = trimmed[..<colon].trimmingCharacters
        let value = trimmed[trimmed.index(after: colon)...]
        var declaration: Int?
        if property.hasPrefix("--") || property.hasPrefix("$") || property.hasPrefix("@") {
            scan.declarations.append(.init(name: String(property), line: firstLine))
            declaration = scan.declarations.count - 1
        }
        utilities(value, line: firstLine, declaration: declaration)
        if property.hasPrefix("$") || language == .scss { scssVariables(value, line: firstLine, declaration: declaration) }
        // A variable's definition (`--brand: #2E3440`, `$brand`, `@brand`) is a token file's line,
        // not a colour hard-coded where it is used.
        if declaration == nil { rawColours(value, line: firstLine) }
    }

    /// `var(--paper)` and utility names in a value or `@apply`; every `--name` mentioned.
    private mutating func utilities(_ text: Substring, line: Int, declaration: Int?) {
        UtilityText(vocabulary: vocabulary).record(text, into: &scan, line: line, declaration: declaration)
    }

    /// `$brand` in SCSS values: a mention of the variable.
    private mutating func scssVariables(_ text: Substring, line: Int, declaration: Int?) {
        var rest = text[...]
        while let dollar = rest.firstIndex(of: "$") {
            let name = rest[rest.index(after: dollar)...].prefix { UtilityText.isNameByte($0) }
            if !name.isEmpty { scan.mention("$" + name, in: declaration, line: line) }
            rest = rest[rest.index(after: dollar)...]
        }
    }

    /// Hex colours and colour functions in a value (not inside `url(…)`).
    private mutating func rawColours(_ value: Substring, line: Int) {
        let characters = Array(value.utf8)
        var index = 0
        var lineHere = line
        while index < characters.count {
            let byte = characters[index]
            if byte == 0x0A { lineHere += 1 }
            if byte == 0x23, index == 0 || !UtilityText.isNameByte(characters[index - 1]) {
                var end = index + 1
                while end < characters.count, isHexDigit(characters[end]) { end += 1 }
                let digits = end - index - 1
                if [3, 4, 6, 8].contains(digits), end == characters.count || !UtilityText.isNameByte(characters[end]) {
                    let text = String(decoding: characters[index..<end], as: UTF8.self)
                    if let colour = try? ColourParser.parse(text) { scan.literals.append(.init(line: lineHere, text: text, colour: colour)) }
                }
                index = end
                continue
            }
            if isNameStart(byte), index == 0 || !UtilityText.isNameByte(characters[index - 1]) {
                var end = index
                while end < characters.count, UtilityText.isNameByte(characters[end]) { end += 1 }
                let name = String(decoding: characters[index..<end], as: UTF8.self).lowercased()
                if end < characters.count, characters[end] == 0x28 {
                    var close = end + 1, depth = 1
                    while close < characters.count, depth > 0 {
                        if characters[close] == 0x28 { depth += 1 }
                        if characters[close] == 0x29 { depth -= 1 }
                        close += 1
                    }
                    if name == "url" || name == "var" { index = close; continue }
                    if StylesheetScanner.colourFunctions.contains(name), depth == 0 {
                        let text = String(decoding: characters[index..<close], as: UTF8.self)
                        if !text.contains("var("), let colour = try? ColourParser.parse(text) {
                            scan.literals.append(.init(line: lineHere, text: text, colour: colour))
                        }
                        index = close
                        continue
                    }
                }
                index = end
                continue
            }
            index += 1
        }
    }

    static let colourFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    private func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    private func isNameStart(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) }
}

extension Substring {
    /// Without spaces, tabs and line breaks at either end.
    var trimmingCharacters: Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return self[endIndex...] }
        return self[first...last]
    }
}
