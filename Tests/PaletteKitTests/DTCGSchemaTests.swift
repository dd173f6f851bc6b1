import Foundation
import Testing
@_spi(Testing) @testable import PaletteKit
@_spi(Testing) @testable import PaletteCore
@testable import PaletteDraft
@_spi(Testing) @testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `export dtcg` and `export dtcg-resolver` against the official DTCG 2025.10 JSON schemas
/// (Fixtures/dtcg-schemas, copied from design-tokens/community-group; see SOURCE.md there).
@Suite struct DTCGSchemaTests {
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/dtcg-schemas/2025.10")
    static let format = "https://www.designtokens.org/schemas/2025.10/format.json"
    static let resolver = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    static func validator() throws -> JSONSchemaValidator { try JSONSchemaValidator(folder: schemas) }
    static func shippedPalettes() throws -> [Palette] { try Schema.stream.ids.map(ExportTests.shipped) }

    @Test func tokensOfEveryShippedPaletteValidate() throws {
        let files = try PaletteExporter.export(try Self.shippedPalettes(), as: .dtcg)
        let errors = try Self.validator().errors(in: try JSONParser.parse(files[0].text), schemaID: Self.format)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
    }

    @Test func resolverAndEachTokenFileValidate() throws {
        let palettes = try Self.shippedPalettes()
        let files = try PaletteExporter.export(palettes, as: .dtcgResolver)
        let validator = try Self.validator()
        let resolver = try JSONParser.parse(files[0].text)
        let resolverErrors = validator.errors(in: resolver, schemaID: Self.resolver)
        #expect(resolverErrors.isEmpty, "\(resolverErrors.prefix(5))")
        // What JSON Schema cannot say: the default is a context, and every context's file exists.
        let modifier = try #require(resolver["modifiers"]?["palette"])
        let contexts = try #require(modifier["contexts"]?.members)
        #expect(contexts.map(\.key) == palettes.map(\.id.rawValue))
        #expect(modifier["default"]?.stringValue == palettes[0].id.rawValue)
        let fileNames = Set(files.dropFirst().map(\.name))
        for context in contexts {
            #expect(fileNames.contains(context.value.arrayValue?.first?["$ref"]?.stringValue ?? ""), "\(context.key)")
        }
        var tokenNames: Set<[String]> = []
        for file in files.dropFirst() {
            let tokens = try JSONParser.parse(file.text)
            let errors = validator.errors(in: tokens, schemaID: Self.format)
            #expect(errors.isEmpty, "\(file.name): \(errors.prefix(5))")
            // The contrast and appearance modifiers' files are aliases into the palette files, not palettes.
            if !file.name.hasPrefix("contrast."), !file.name.hasPrefix("appearance.") { tokenNames.insert(tokens.members!.map(\.key)) }
        }
        #expect(tokenNames.count == 1, "every palette's file names the same tokens")
        #expect(files.contains { $0.name == "contrast.high.tokens.json" })
    }

    /// The validator can fail, and the legacy form is what the 2025.10 schema refuses.
    @Test(arguments: [
        ("legacy hex string", ##"{"nord": {"paper": {"$type": "color", "$value": "#2E3440"}}}"##, format),
        ("component above 1", ##"{"paper": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1.2, 0, 0]}}}"##, format),
        ("short hex fallback", ##"{"paper": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#F00"}}}"##, format),
        ("unknown colour space", ##"{"paper": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [1, 0, 0]}}}"##, format),
        ("dot in a token name", ##"{"paper.dark": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"##, format),
        ("alias to nothing-shaped", ##"{"plate": {"$type": "color", "$value": "{paper"}}"##, format),
        ("one context", ##"{"version": "2025.10", "modifiers": {"palette": {"contexts": {"nord": [{"$ref": "nord.tokens.json"}]}}}, "resolutionOrder": [{"$ref": "#/modifiers/palette"}]}"##, resolver),
        ("wrong version", ##"{"version": "2025.11", "resolutionOrder": [{"$ref": "#/modifiers/palette"}]}"##, resolver),
        ("no resolution order", ##"{"version": "2025.10"}"##, resolver),
    ])
    func malformedDocumentsAreRefused(_ label: String, document: String, schemaID: String) throws {
        #expect(!(try Self.validator().errors(in: try JSONParser.parse(document), schemaID: schemaID)).isEmpty, "\(label)")
    }

    @Test func legacyExportIsStillWritten() throws {
        let files = try PaletteExporter.export([try ExportTests.shipped("nord")], as: .dtcg, dtcgColours: .legacyHex)
        #expect(files[0].text.contains(##""$value": "#2E3440""##))
        #expect(!(try Self.validator().errors(in: try JSONParser.parse(files[0].text), schemaID: Self.format)).isEmpty)
    }
}
