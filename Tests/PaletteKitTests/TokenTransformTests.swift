import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

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

    /// A token a later file writes over an earlier one takes the members it writes and keeps the
    /// others, as Primer's build merges its files (Style Dictionary's `deepExtend`, 3.9.2): a
    /// high-contrast override's `mix: null` removes the base's mix (never refused with "its member
    /// 'mix' needs {…}"), and one writing only `$value` keeps the base's mix, as Primer's built
    /// `--fgColor-danger` of light high contrast is `#8a071e`, its `red.6` mixed with `red.4`.
    @Test(arguments: [
        (##"{"$value": "#86061d", "mix": null}"##, "#86061D"),
        (##"{"$value": "#86061d"}"##, "#8A071E"),
        (##"{"$value": "#86061d", "mix": {"color": "#ffffff", "weight": 0.5}}"##, "#C3838E"),
        (##"{"$value": "#86061d", "alpha": 0.5}"##, "#8A071E80"),
        (##"{"$value": "#86061d", "mix": null, "alpha": null}"##, "#86061D"),
    ])
    func anOverrideReplacesTheTransformMembersItWrites(override: String, expected: String) throws {
        let base = try DTCGTokenModes.ParsedFile(path: "base.json5", text: ##"{fg: {danger: {$type: 'color', $value: '#cf222e', mix: {color: '#d5232c', weight: 0.05}}}}"##, index: 0)
        let over = try DTCGTokenModes.ParsedFile(path: "override.json", text: ##"{"fg": {"danger": \##(override)}}"##, index: 1)
        let merged = try DTCGTokenModes.read([base, over], modePerFile: false)
        #expect(merged.modes[0].tokens["fg.danger"]?.colour.hex == expected)
    }

    /// Style Dictionary's output as it is: the members its formats write beside the value
    /// (`filePath`, `isSource`, `original`, `name`, `attributes`, `path`, `key`) are metadata, and
    /// the value is the build's, transforms applied, so the `mix` it still carries is not applied
    /// again; any other member that could change the value is still refused, named.
    @Test func styleDictionarysOutputReadsAsItIs() throws {
        let built = ##"""
            {"diffBlob-addition-bgColor-num": {"value": "#d1f8d9", "$type": "color", "mix": {"color": "#dafbe1", "weight": 0.8},
              "filePath": "src/tokens/functional/color/light/app-light.json5", "isSource": true,
              "original": {"value": "{base.color.green.1}", "$type": "color", "mix": {"color": "{base.color.green.0}", "weight": 0.8}},
              "name": "diffBlob-addition-bgColor-num", "attributes": {}, "path": ["diffBlob", "addition", "bgColor", "num"], "key": "{diffBlob.addition.bgColor.num}"}}
            """##
        let swatches = try DTCGTokenReader.read(try JSONParser.parse(built), lineOf: { _ in 1 })
        #expect(swatches.map { "\($0.name) \($0.colour.hex)" } == ["diffBlob-addition-bgColor-num #D1F8D9"])
        let other = ##"{"t": {"$type": "color", "$value": "#d1f8d9", "filePath": "a.json", "darken": 0.1}}"##
        #expect(throws: SchemeFileError(line: 1, .unappliedMember(name: "t", member: "darken"))) {
            try DTCGTokenReader.read(try JSONParser.parse(other), lineOf: { _ in 1 })
        }
    }
}
