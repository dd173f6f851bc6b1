import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// JSON5 (https://spec.json5.org, 1.0.0), as design systems keep token sources (Primer's
/// `*.json5`): each case read as JSON5 and written back as strict JSON.
@Suite struct JSON5Tests {
    @Test(arguments: [
        ("// a comment\n{a: 1}", #"{"a":1}"#),
        ("{/* inline */ 'b': 'two', \"c\": [1, 2,],}", #"{"b":"two","c":[1,2]}"#),
        ("{a: {b: {c: 1}}}", #"{"a":{"b":{"c":1}}}"#),
        ("[{a: [1]},]", #"[{"a":[1]}]"#),
        ("{$value: '#FFF', _x1: +1, hex: 0x1F, lead: .5, trail: 5., neg: -0x10}", ##"{"$value":"#FFF","_x1":1,"hex":31,"lead":0.5,"trail":5,"neg":-16}"##),
        ("'line \\\ncontinued'", #""line continued""#),
        ("'it\\'s \\x41'", #""it's A""#),
    ])
    func readsJSON5(text: String, json: String) throws {
        let value = try JSONParser.parse(text, json5: true)
        #expect(JSONWriter.write(value).filter { !$0.isWhitespace } == json.filter { !$0.isWhitespace }, "\(text)")
    }

    @Test func infinityAndNaNAreNumbers() throws {
        let value = try JSONParser.parse("[Infinity, -Infinity, NaN]", json5: true)
        let numbers = value.arrayValue!.map { $0.numberValue! }
        #expect(numbers[0] == .infinity && numbers[1] == -.infinity && numbers[2].isNaN)
    }

    /// What JSON5 allows stays an error in JSON: palette and schema files are strict.
    @Test(arguments: ["{a: 1}", "{'a': 1}", "[1,]", "// c\n1", "0x1F"])
    func strictJSONRefusesIt(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test(arguments: ["{a: 1,,}", "{1a: 1}", "'open", "{a 1}"])
    func malformedJSON5IsRefused(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text, json5: true) }
    }
}
