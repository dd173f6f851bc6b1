import PaletteCore

/// A base16 or base24 scheme (https://github.com/tinted-theming/home, styling guidelines):
/// `base00` … `base0F` (and `base10` … `base17` for base24) as six hex digits, quoted or not,
/// with or without `#`, at the top level (spec 0.2) or under `palette:` (spec 0.11). Other keys
/// (scheme, name, author, variant, …) are read past. This is the YAML such files use — one
/// `key: value` per line — not all of YAML.
enum Base16SchemeReader {
    static let base16Keys = (0..<16).map { "base0" + String($0, radix: 16, uppercase: true) }
    static let base24Keys = (0..<8).map { "base1" + String($0) }

    static func read(_ text: String) throws(SchemeFileError) -> [Swatch] {
        var entries: [(swatch: Swatch, line: Int?)] = []
        var schemeName = "scheme"
        for (offset, rawLine) in TextLines.split(text).enumerated() {
            let line = offset + 1
            let content = rawLine.trimmingSpaces
            if content.isEmpty || content.hasPrefix("#") || content == "---" { continue }
            guard let colon = content.firstIndex(of: ":") else { throw SchemeFileError(line: line, .malformedLine(content)) }
            let key = content[..<colon].trimmingSpaces
            let value = unquoted(withoutComment(String(content[content.index(after: colon)...])).trimmingSpaces)
            guard !key.isEmpty, !key.contains(" ") else { throw SchemeFileError(line: line, .malformedLine(content)) }
            if key == "scheme" || key == "name", !value.isEmpty { schemeName = value }
            guard let name = (base16Keys + base24Keys).first(where: { $0.lowercased() == key.lowercased() }) else { continue }
            let hex = value.hasPrefix("#") ? value : "#" + value
            guard hex.count == 7 else {
                throw SchemeFileError(line: line, .malformedColour(name: name, ColourParseError(input: value, problem: .hexLength(hex.count - 1))))
            }
            do throws(ColourParseError) {
                entries.append((Swatch(name: name, colour: try ColourParser.parse(hex)), line))
            } catch {
                throw SchemeFileError(line: line, .malformedColour(name: name, ColourParseError(input: value, problem: error.problem)))
            }
        }
        let swatches = try SchemeFile.unique(entries)
        let present = Set(swatches.map(\.name))
        let wanted = present.isDisjoint(with: base24Keys) ? base16Keys : base16Keys + base24Keys
        let missing = wanted.filter { !present.contains($0) }
        guard missing.isEmpty else { throw SchemeFileError(line: nil, .missingBase16(scheme: schemeName, keys: missing)) }
        return wanted.compactMap { key in swatches.first { $0.name == key } }
    }

    /// A comment starts at ` #` outside quotes; a value that is itself `#RRGGBB` is kept.
    private static func withoutComment(_ value: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (index, character) in zip(value.indices, value) {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t",
                      !value[..<index].trimmingSpaces.isEmpty {
                return String(value[..<index])
            }
            previous = character
        }
        return value
    }

    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else { return value }
        return String(value.dropFirst().dropLast())
    }
}
