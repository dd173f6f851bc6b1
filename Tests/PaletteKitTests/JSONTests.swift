import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct JSONTests {
    @Test(arguments: [
        #"{"a": [1, 2.5, -3e2, true, false, null], "b": "x\"\\\n\u00e9\ud83c\udfa8"}"#,
        "[]", "{}", "\"\"", "0", "[[[]]]",
    ])
    func parsesAndRewritesStably(text: String) throws {
        let value = try JSONParser.parse(text)
        let written = JSONWriter.write(value)
        #expect(try JSONParser.parse(written) == value)
        #expect(JSONWriter.write(try JSONParser.parse(written)) == written)
    }

    @Test func keepsMemberOrder() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": 2}"#)
        #expect(JSONWriter.write(value, pretty: false) == #"{"z":1,"a":2}"#)
    }

    @Test(arguments: ["{", "[1,]", "{\"a\" 1}", "01x", "\"\u{01}\"", "tru", "1.", "-", "\"\\x\"", String(repeating: "[", count: 100)])
    func rejectsMalformedText(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }
}
