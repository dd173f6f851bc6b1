import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct PaletteFileTests {
    @Test func roundTripKeepsSchemaOrderAndCanonicalHex() throws {
        let text = PaletteFile.encode(TestPalettes.light)
        let decoded = try PaletteFile.decode(text, requireComplete: true)
        #expect(decoded == TestPalettes.light)
        #expect(text.hasPrefix("{\n  \"format\": \"palette-repl/1\",\n  \"id\": \"craftLight\",\n  \"roles\": {\n    \"paper\": \"#FAF7F2\",\n    \"plate\": \"#FFFFFF\","))
        #expect(text.contains("\"highlight\": \"#FFD54F99\""))
        #expect(PaletteFile.encode(decoded) == text)
    }

    @Test func draftsLoadUnlessCompletenessIsRequired() throws {
        let text = ##"{"format": "palette-repl/1", "id": "draft", "roles": {"paper": "#fff"}}"##
        let draft = try PaletteFile.decode(text)
        #expect(draft.filledRoles == ["paper"])
        #expect(throws: PaletteLoadError(problems: [.missingRoles(Array(Schema.stream.roleNames.dropFirst()))])) {
            try PaletteFile.decode(text, requireComplete: true)
        }
    }

    @Test func everyProblemIsReportedAtOnce() {
        let text = ##"{"format": "palette-repl/2", "id": "Bad-Id", "roles": {"papr": "#FFF", "plate": "#12345", "paper": "#FFFFFF80", "ink": 3}, "extra": 1}"##
        let expected: [PaletteFileProblem] = [
            .unknownMember("extra"),
            .unknownFormat("palette-repl/2"),
            .badID("Bad-Id"),
            .unknownRole("papr", nearest: "paper"),
            .malformedColour(role: "plate", ColourParseError(input: "#12345", problem: .hexLength(5))),
            .translucentGround(role: "paper", value: "#FFFFFF80"),
            .colourNotAString(role: "ink"),
        ]
        #expect(throws: PaletteLoadError(problems: expected)) { try PaletteFile.decode(text) }
    }

    @Test(arguments: ["", "[]", "{", "{\"format\": }", "nul", "{\"a\":1}x"])
    func malformedDocumentsAreErrorsNotCrashes(text: String) {
        #expect(throws: PaletteLoadError.self) { try PaletteFile.decode(text) }
    }

    @Test func failingRulesAreRecorded() throws {
        var palette = TestPalettes.light
        palette["ink"] = TestPalettes.colour("#999999")
        let failing = RuleEvaluator.evaluateAll(palette).filter { $0.status == .fail }
        let text = PaletteFile.encode(palette, failing: failing)
        #expect(text.contains("\"failing\": ["))
        #expect(text.contains("\"foreground\": \"ink\""))
        #expect(try PaletteFile.decode(text) == palette)
    }
}
