import Testing
@_spi(Testing) @testable import PaletteKit
@_spi(Testing) @testable import PaletteCore
@testable import PaletteDraft
@_spi(Testing) @testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The resolver pairs twins: an `appearance` modifier with `light` and `dark` contexts, in the
/// shape the DTCG Resolver 2025.10 schema gives, whose every combination with `palette` and
/// `contrast` resolves, read by lint's resolver reader, to the palette that combination means.
@Suite struct ResolverAppearanceTests {
    static let palettes = [try! ExportTests.shipped("craftLight"), try! ExportTests.shipped("craftDark"), try! ExportTests.shipped("nord")]

    @Test func theAppearanceModifierHasTheResolverSchemasShape() throws {
        let files = try PaletteExporter.export(Self.palettes, as: .dtcgResolver)
        let validator = try DTCGSchemaTests.validator()
        let resolver = try JSONParser.parse(files[0].text)
        let errors = validator.errors(in: resolver, schemaID: DTCGSchemaTests.resolver)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        for file in files.dropFirst() {
            let fileErrors = validator.errors(in: try JSONParser.parse(file.text), schemaID: DTCGSchemaTests.format)
            #expect(fileErrors.isEmpty, "\(file.name): \(fileErrors.prefix(5))")
        }
        // What JSON Schema cannot say: each default is one of its contexts, every $ref is a file
        // of the export, and the order applies the appearance before the contrast level.
        let modifiers = try #require(resolver["modifiers"]?.members)
        #expect(modifiers.map(\.key) == ["palette", "appearance", "contrast"])
        let appearance = try #require(resolver["modifiers"]?["appearance"])
        #expect(appearance["contexts"]?.members?.map(\.key) == ["light", "dark"])
        #expect(appearance["default"]?.stringValue == "light")
        let names = Set(files.map(\.name))
        for modifier in modifiers {
            let contexts = try #require(modifier.value["contexts"]?.members)
            #expect(contexts.contains { $0.key == modifier.value["default"]?.stringValue }, "\(modifier.key)")
            for context in contexts {
                for source in context.value.arrayValue ?? [] { #expect(names.contains(source["$ref"]?.stringValue ?? ""), "\(modifier.key)=\(context.key)") }
            }
        }
        #expect(resolver["resolutionOrder"]?.arrayValue?.compactMap { $0["$ref"]?.stringValue } == modifiers.map { "#/modifiers/\($0.key)" })
    }

    @Test func everyCombinationResolvesToThePaletteItMeans() throws {
        let files = try PaletteExporter.export(Self.palettes, as: .dtcgResolver)
        let texts = Dictionary(uniqueKeysWithValues: files.map { ("out/" + $0.name, $0.text) })
        let modes = try DTCGResolverModes.read(resolverPath: "out/palettes.resolver.json", text: files[0].text, files: texts)
        #expect(modes.modes.count == 3 * 2 * 2)
        let byID = Dictionary(uniqueKeysWithValues: Self.palettes.map { ($0.id.rawValue, $0) })
        for mode in modes.modes {
            let chosen = Dictionary(uniqueKeysWithValues: mode.name.split(separator: ",").map { pair in
                let parts = pair.split(separator: "=").map(String.init)
                return (parts[0], parts[1])
            })
            let id = chosen["palette"] == "craftLight" && chosen["appearance"] == "dark" ? "craftDark" : chosen["palette"]!
            let standard = try #require(byID[id])
            let shown = chosen["contrast"] == "high" ? LevelExportTests.high(standard) : standard
            for token in TwinPairing.tokens(of: .stream) {
                #expect(mode.tokens[token]?.colour.hex == shown.colour(of: token)!.hex, "\(mode.name) \(token)")
            }
        }
    }

    /// Without a pair the resolver is as it was: no appearance modifier, no file for it.
    @Test func anExportWithoutAPairHasNoAppearance() throws {
        let files = try PaletteExporter.export([Self.palettes[0], Self.palettes[2]], as: .dtcgResolver)
        #expect(!files.contains { $0.name.hasPrefix("appearance.") })
        #expect(try JSONParser.parse(files[0].text)["modifiers"]?["appearance"] == nil)
    }
}
