import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteCommands
import PaletteTestSupport

/// `lint --format sarif` against the SARIF 2.1.0 schema from the OASIS sarif-spec repository
/// (Fixtures/sarif, see SOURCE.md), with the tests' own JSON Schema validator.
@Suite struct LintSARIFTests {
    static let folder = ExportTests.root.appendingPathComponent("Tests/PaletteKitTests/Fixtures/sarif")
    static let schemaID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func sarif(_ files: [String: String], _ arguments: [String]) throws -> JSONValue {
        let output = TextBuffer(), errors = TextBuffer()
        let context = ToolContext(output: output, errors: errors, fileSystem: MemoryFileSystem(files: files))
        _ = CommandLineTool.run(["lint", "--format", "sarif"] + arguments, context: context)
        return try JSONParser.parse(output.text)
    }

    @Test func lintSARIFValidatesAgainstTheSARIFSchema() throws {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: #777777;\n  --muted: #aaaaaa;\n}\n[data-theme=\"my dark\"] {\n  --bg: #000000;\n}\n"
        let document = try Self.sarif(["my theme.css": css], ["--pair", "--fg", "--bg", "--pair", "--muted", "--bg", "--min", "3", "--pair", "--gone", "--bg", "my theme.css"])
        let errors = try JSONSchemaValidator(folder: Self.folder).errors(in: document, schemaID: Self.schemaID)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        let results = try #require(document["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        // fg in :root, muted in :root, gone in both modes.
        #expect(results.count == 4)
        let pair = try #require(results.first { $0["ruleId"] == .string("pair") })
        let location = pair["locations"]?.arrayValue?.first?["physicalLocation"]
        #expect(location?["artifactLocation"]?["uri"] == .string("my%20theme.css"))
        #expect(location?["region"]?["startLine"] == .number(3))
        #expect(results.map { $0["ruleId"]?.stringValue ?? "" }.sorted() == ["missingToken", "missingToken", "pair", "pair"])
    }

    /// Nothing checked (a token file that does not parse): still a valid SARIF log, an invocation
    /// that did not succeed with the error at its file and line, and no results.
    @Test func aFileThatCannotBeReadIsAFailedInvocation() throws {
        let document = try Self.sarif(["my theme.css": ":root { --bg: #fff; }", "x.tokens.json": "{"], ["--pair", "a", "b", "x.tokens.json"])
        let errors = try JSONSchemaValidator(folder: Self.folder).errors(in: document, schemaID: Self.schemaID)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        let run = try #require(document["runs"]?.arrayValue?.first)
        #expect(run["results"]?.arrayValue?.isEmpty == true)
        let invocation = try #require(run["invocations"]?.arrayValue?.first)
        #expect(invocation["executionSuccessful"] == .bool(false))
        let notification = try #require(invocation["toolExecutionNotifications"]?.arrayValue?.first)
        #expect(notification["level"] == .string("error"))
        #expect(notification["message"]?["text"]?.stringValue?.hasPrefix("x.tokens.json:1: ") == true, "\(notification)")
        #expect(notification["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"] == .string("x.tokens.json"))
    }

    /// The validator is not a rubber stamp: output broken in the ways SARIF forbids is refused.
    @Test(arguments: [
        #"{"version": "2.0.0", "runs": []}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x", "rules": [{"id": "a"}, {"id": "a"}]}}}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"region": {"startLine": 0}}}]}]}]}"#,
    ])
    func brokenSARIFIsRefused(text: String) throws {
        let errors = try JSONSchemaValidator(folder: Self.folder).errors(in: try JSONParser.parse(text), schemaID: Self.schemaID)
        #expect(!errors.isEmpty)
    }

    @Test func uniqueItemsRefusesEqualItemsOnly() throws {
        let validator = try JSONSchemaValidator(folder: Self.folder)
        let good = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x", "rules": [{"id": "a"}, {"id": "b"}]}}}]}"#
        #expect(validator.errors(in: try JSONParser.parse(good), schemaID: Self.schemaID).isEmpty)
    }
}
