import Testing
@testable import PaletteKit

/// Primer's `mix` and `alpha` (`TokenTransform`) give the colours Primer's own tests expect of
/// its build (primer/primitives `src/transformers/colorToHexMix.test.ts` at 4d2fdf1c1eae0317a098a2a0445a727742ad6dd8
/// and `colorToRgbAlpha.test.ts` at 178b8c88a88f05f566087c30d7a8ddefebe70805), and a token
/// file's transformed tokens read so in `source`'s reader and in `lint`'s.
@Suite struct TokenTransformTests {
    static let primerCases: [(String, String?, Double?, String)] = [
        // colorToHexMix.test.ts: opaque colours.
        ("#567", "{\"color\": \"#000\", \"weight\": 0.5}", nil, "#2B333C"),
        ("#556677", "{\"color\": \"#000\", \"weight\": 0.5}", nil, "#2B333C"),
        ("#556677", "{\"color\": \"#000\", \"weight\": 0.2}", nil, "#44525F"),
        // colorToRgbAlpha.test.ts: rgba(17, 34, 51, 0.2), rgba(52, 52, 52, 0.4), the hex8's own alpha disregarded.
        ("#123", nil, 0.2, "#11223333"),
        ("#343434", nil, 0.4, "#34343466"),
        ("#34343466", nil, 0.6, "#34343499"),
        ("rgb(100,200,255)", nil, 0.6, "#64C8FF99"),
    ]

    @Test(arguments: primerCases)
    func primersOwnExpectations(value: String, mix: String?, alpha: Double?, expected: String) throws {
        var members = ["\"$type\": \"color\"", "\"$value\": \"\(value)\""]
        if let mix { members.append("\"mix\": \(mix)") }
        if let alpha { members.append("\"alpha\": \(alpha)") }
        let text = "{\"t\": {" + members.joined(separator: ", ") + "}}"
        let swatches = try DTCGTokenReader.read(try JSONParser.parse(text), lineOf: { _ in 1 })
        #expect(swatches.map(\.colour.hex) == [expected])
    }

    /// Transitive, as Primer's transforms are: an alias of a transformed token takes its
    /// transformed colour; a transform's own value and mix colour may be aliases; a cycle through
    /// a transform is named; a translucent colour to mix is refused.
    @Test func aliasesAndCycles() throws {
        let text = """
            {"a": {"$type": "color", "$value": "#ffffff"}, "b": {"$type": "color", "$value": "#000000"},
             "m": {"$type": "color", "$value": "{a}", "mix": {"color": "{b}", "weight": 0.25}},
             "n": {"$type": "color", "$value": "{m}"}}
            """
        let swatches = try DTCGTokenReader.read(try JSONParser.parse(text), lineOf: { _ in 1 })
        #expect(swatches.map { "\($0.name) \($0.colour.hex)" } == ["a #FFFFFF", "b #000000", "m #BFBFBF", "n #BFBFBF"])
        let cycle = "{\"m\": {\"$type\": \"color\", \"$value\": \"{n}\", \"alpha\": 0.5}, \"n\": {\"$type\": \"color\", \"$value\": \"{m}\"}}"
        #expect(throws: SchemeFileError(line: 1, .aliasCycle(["m", "n", "m"]))) { try DTCGTokenReader.read(try JSONParser.parse(cycle), lineOf: { _ in 1 }) }
        let translucent = "{\"m\": {\"$type\": \"color\", \"$value\": \"#00000080\", \"mix\": {\"color\": \"#fff\", \"weight\": 0.5}}}"
        #expect(throws: SchemeFileError(line: 1, .malformedTransform(name: "m", member: "mix", expected: TokenTransform.opaqueMix))) {
            try DTCGTokenReader.read(try JSONParser.parse(translucent), lineOf: { _ in 1 })
        }
    }
}
