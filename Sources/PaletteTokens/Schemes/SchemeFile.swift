import PaletteCore

/// A designer's own scheme file (`source FILE`): DTCG tokens, CSS custom properties, a
/// base16/base24 YAML scheme or a flat JSON object of name → colour, read into a swatch library
/// named by the file's stem (`Schemes/mytheme.yaml` → `mytheme`, so `mytheme.base08`).
/// Reading is all or nothing: the first unreadable entry is the error, with its line.
package enum SchemeFile {
    package enum Format: String, Sendable {
        case dtcg = "DTCG tokens"
        case cssCustomProperties = "CSS custom properties"
        case base16 = "base16/base24 scheme"
        case flatJSON = "JSON colours"
    }

    /// Reads `text`, the contents of the file at `path`.
    /// The name endings `read` tells formats by.
    package static let extensions = ["css", "json", "json5", "yaml", "yml"]

    package static func read(_ text: String, path: String) throws(SchemeFileError) -> SwatchLibrary {
        try read(text, path: path, sharedTokens: [:])
    }

    /// `sharedTokens`: DTCG tokens of the other files given together, by name, which an alias
    /// here may name (a file's own token of the same name wins).
    static func read(_ text: String, path: String, sharedTokens: [String: DTCGTokenReader.Token]) throws(SchemeFileError) -> SwatchLibrary {
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        let lowered = fileName.lowercased()
        let format: Format
        let swatches: [Swatch]
        if lowered.hasSuffix(".css") {
            format = .cssCustomProperties
            swatches = try CSSCustomPropertyReader.read(text)
        } else if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
            format = .base16
            swatches = try Base16SchemeReader.read(text)
        } else if lowered.hasSuffix(".json") || lowered.hasSuffix(".json5") {
            let document: JSONValue
            let offsets: [[String]: Int]
            let lineIndex = LineIndex(text)
            do throws(JSONParser.Failure) {
                (document, offsets) = try JSONParser.parseWithMemberOffsets(text, json5: lowered.hasSuffix(".json5"))
            } catch {
                throw SchemeFileError(line: lineIndex.line(ofOffset: error.offset), .notJSON(expected: error.expected))
            }
            let lines = { (path: [String]) -> Int? in offsets[path].map(lineIndex.line(ofOffset:)) }
            if DTCGTokenReader.looksLikeTokens(document) {
                format = .dtcg
                swatches = try DTCGTokenReader.read(document, lineOf: lines, sharedTokens: sharedTokens)
            } else {
                format = .flatJSON
                swatches = try FlatJSONSchemeReader.read(document, lineOf: lines)
            }
        } else {
            throw SchemeFileError(line: nil, .unknownFormat(fileName: fileName))
        }
        return try library(swatches, format: format, path: path)
    }

    /// The DTCG tokens of a JSON or JSON5 file by name, for the files given with it to alias; none
    /// for any other file or one that does not read.
    static func dtcgTokens(_ text: String, path: String) -> [DTCGTokenReader.Token] {
        let lowered = path.lowercased()
        guard lowered.hasSuffix(".json") || lowered.hasSuffix(".json5"),
              let document = try? JSONParser.parse(text, json5: lowered.hasSuffix(".json5")), DTCGTokenReader.looksLikeTokens(document),
              let members = document.members else { return [] }
        var collector = DTCGTokenReader.Collector(root: document, lineOf: { _ in nil })
        guard (try? collector.collect(members, named: [], from: [], inheritedType: nil, extending: [])) != nil else { return [] }
        return collector.tokens
    }

    /// Whether `path` names a stylesheet (read by `CSSCustomPropertyReader`).
    static func isStylesheet(_ path: String) -> Bool {
        String(path.split(separator: "/").last ?? Substring(path)).lowercased().hasSuffix(".css")
    }

    /// The library of the file at `path`: named by its stem, and not empty.
    static func library(_ swatches: [Swatch], format: Format, path: String) throws(SchemeFileError) -> SwatchLibrary {
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        guard !swatches.isEmpty else { throw SchemeFileError(line: nil, .noColours) }
        return SwatchLibrary(name: libraryName(forFileName: fileName), title: format.rawValue, provenance: path, swatches: swatches)
    }

    /// The stem up to the first dot (`nord.tokens.json` → `nord`), as an identifier: other
    /// characters become `_`, and a leading digit gets one before it.
    package static func libraryName(forFileName fileName: String) -> String {
        let stem = fileName.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? fileName
        var name = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if name.isEmpty || name.first!.isNumber { name = "_" + name }
        return name
    }

    /// A name given twice with the same colour is one swatch; with two colours it is the error,
    /// as the file does not say which it means. An empty name is refused here too, for every
    /// format: a swatch is used by its name, so a nameless one (`{"": "white"}`, a fuzz harness
    /// input) could never be used.
    static func unique(_ entries: [(swatch: Swatch, line: Int?)]) throws(SchemeFileError) -> [Swatch] {
        var first: [String: (colour: Colour, line: Int?)] = [:]
        var swatches: [Swatch] = []
        for entry in entries {
            if entry.swatch.name.isEmpty { throw SchemeFileError(line: entry.line, .emptyName) }
            if let earlier = first[entry.swatch.name] {
                guard earlier.colour == entry.swatch.colour else {
                    throw SchemeFileError(line: entry.line, .duplicateName(entry.swatch.name, firstLine: earlier.line ?? 0))
                }
                continue
            }
            first[entry.swatch.name] = (entry.swatch.colour, entry.line)
            swatches.append(entry.swatch)
        }
        return swatches
    }
}
