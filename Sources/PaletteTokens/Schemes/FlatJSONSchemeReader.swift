import PaletteCore

/// `{"name": "<colour>", …}`: every member a colour string in any form `ColourParser` reads.
enum FlatJSONSchemeReader {
    static func read(_ document: JSONValue, lineOf: ([String]) -> Int?) throws(SchemeFileError) -> [Swatch] {
        guard let members = document.members else { throw SchemeFileError(line: 1, .notJSON(expected: "an object of name → colour")) }
        var entries: [(swatch: Swatch, line: Int?)] = []
        for member in members {
            let line = lineOf([member.key])
            guard let text = member.value.stringValue else { throw SchemeFileError(line: line, .notAColourString(name: member.key)) }
            do throws(ColourParseError) {
                entries.append((Swatch(name: member.key, colour: try ColourParser.parse(text)), line))
            } catch {
                throw SchemeFileError(line: line, .malformedColour(name: member.key, error))
            }
        }
        return try SchemeFile.unique(entries)
    }
}
