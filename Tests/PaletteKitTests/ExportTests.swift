import Foundation
import Testing
@_spi(Testing) @testable import PaletteKit
@_spi(Testing) @testable import PaletteCore
@testable import PaletteDraft
@_spi(Testing) @testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
@testable import PaletteCommands
import PaletteTestSupport

/// Golden files for each export format over two shipped palettes (one light, one dark).
/// Re-record with `RECORD_SNAPSHOTS=1 swift test --filter ExportTests`.
@Suite struct ExportTests {
    static let root = RepositoryFiles.root
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func shipped(_ id: String) throws -> Palette {
        let text = try String(contentsOf: root.appendingPathComponent("Palettes/\(id).json"), encoding: .utf8)
        return try PaletteFile.decode(text, requireComplete: true)
    }

    static func matchSnapshot(_ text: String, _ name: String) throws {
        if let mismatch = try Snapshot.mismatch(text, file: snapshots.appendingPathComponent(name), name: name) {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test(arguments: [(ExportFormat.swift, DTCGColourForm.object, "export.swift.txt"), (.dtcg, .object, "export.tokens.json"),
                      (.dtcg, .legacyHex, "export.legacy.tokens.json"), (.css, .object, "export.css")])
    func goldenFiles(format: ExportFormat, form: DTCGColourForm, name: String) throws {
        let palettes = [try Self.shipped("craftLight"), try Self.shipped("nord")]
        let files = try PaletteExporter.export(palettes, as: format, dtcgColours: form)
        #expect(files.count == 1)
        try Self.matchSnapshot(files[0].text, name)
    }

    @Test func resolverExportIsOneResolverAndATokenFilePerPalette() throws {
        let palettes = [try Self.shipped("craftLight"), try Self.shipped("nord")]
        let files = try PaletteExporter.export(palettes, as: .dtcgResolver)
        #expect(files.map(\.name) == ["palettes.resolver.json", "craftLight.tokens.json", "nord.tokens.json", "contrast.high.tokens.json"])
        try Self.matchSnapshot(files[0].text, "export.resolver.json")
        try Self.matchSnapshot(files[2].text, "export.nord.tokens.json")
        #expect(throws: ExportProblem.needsMorePalettes(.dtcgResolver, needed: 2)) { try PaletteExporter.export([palettes[1]], as: .dtcgResolver) }
    }

    @Test func derivedTokensAreComputedNotStored() throws {
        let nord = try Self.shipped("nord")
        let css = try PaletteExporter.export([nord], as: .css)[0].text
        #expect(css.contains("  --controlFill: \(nord.colour(of: "controlFill")!.hex); /* paper.stepped(0.12) */\n"))
        let swift = try PaletteExporter.export([nord], as: .swift)[0].text
        #expect(swift.contains("public var controlFill: RGBA { paper.stepped(0.12, towardBlack: isLight) }"))
        #expect(!swift.contains("public let controlFill"))
        let dtcg = try PaletteExporter.export([nord], as: .dtcg)[0].text
        #expect(dtcg.contains("\"$value\": \"{nord.plate}\""))
    }

    @Test func incompleteAndDuplicatePalettesAreRefused() throws {
        var draft = try Self.shipped("nord")
        draft["ink"] = nil
        #expect(throws: ExportProblem.incomplete(id: "nord", missing: ["ink"])) { try PaletteExporter.export([draft], as: .css) }
        let nord = try Self.shipped("nord")
        #expect(throws: ExportProblem.duplicateID("nord")) { try PaletteExporter.export([nord, nord], as: .swift) }
        #expect(throws: ExportProblem.noPalettes) { try PaletteExporter.export([], as: .swift) }
    }

    @Test func previewShowsEveryRuleAndNeedsNoNetworkOrScript() throws {
        let html = PreviewPage.html(for: [try Self.shipped("craftLight"), try Self.shipped("nord")])
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.components(separatedBy: "<tr><td>").count - 1 == 2 * Schema.stream.rules.count)
        #expect(html.contains("[data-palette=\"nord\"] { --paper: #2E3440;"))
    }

    @Test(arguments: [
        ("nord\ngruvbox\n", ["nord", "gruvbox"], [IDRegistry.Problem]()),
        ("nord\ngruvbox\n", ["nord"], [.disappeared("gruvbox", newIDs: [])]),
        ("nord\ngruvbox\n", ["nord", "gruvboxDark"], [.disappeared("gruvbox", newIDs: ["gruvboxDark"]), .unlisted("gruvboxDark")]),
        ("nord\ngruvbox\ngruvbox -> gruvboxDark  # 2026 rename\n", ["nord", "gruvboxDark"], []),
        ("nord\nnord -> nordic\n", ["nord"], [.migrationTargetMissing(old: "nord", new: "nordic")]),
    ] as [(String, [String], [IDRegistry.Problem])])
    func idRegistry(list: String, present: [String], expected: [IDRegistry.Problem]) throws {
        #expect(try IDRegistry.parse(list).problems(present: present) == expected)
    }

    @Test func idListRejectsMalformedLines() {
        #expect(throws: IDRegistry.ParseFailure(line: 2, text: "Not-An-Id")) { try IDRegistry.parse("nord\nNot-An-Id\n") }
    }
}

/// Exports carry the contrast levels: every value a level's switch selects is the
/// palette's variant, `fix --level high`'s colours exactly.
@Suite struct LevelExportTests {
    static let palettes = [try! ExportTests.shipped("craftLight"), try! ExportTests.shipped("nord")]
    static func high(_ palette: Palette) -> Palette { try! PaletteRepair.variant(of: palette, at: "high").result }

    /// The resolver's contrast=high context is aliases into each token file's `contrast-high`
    /// group: resolved as the Resolver module says (palette file, then the contrast file, aliases
    /// last), every token is the variant's.
    @Test func theResolversHighContextResolvesToEachPalettesVariant() throws {
        let files = try PaletteExporter.export(Self.palettes, as: .dtcgResolver)
        let aliases = try JSONParser.parse(files.first { $0.name == "contrast.high.tokens.json" }!.text)
        let resolver = try JSONParser.parse(files[0].text)
        #expect(resolver["modifiers"]?["contrast"]?["default"]?.stringValue == "standard")
        #expect(resolver["resolutionOrder"]?.arrayValue?.count == 2)
        for palette in Self.palettes {
            let tokens = try JSONParser.parse(files.first { $0.name == "\(palette.id).tokens.json" }!.text)
            let variant = Self.high(palette)
            for member in aliases.members! {
                let target = member.value["$value"]!.stringValue!.dropFirst().dropLast().split(separator: ".").map(String.init)
                var value: JSONValue? = tokens
                for key in target { value = value?[key] }
                var resolved = value?["$value"]
                if let alias = resolved?.stringValue, alias.hasPrefix("{") {  // a step-0 token aliases its base in the group
                    resolved = alias.dropFirst().dropLast().split(separator: ".").map(String.init).reduce(tokens as JSONValue?) { $0?[$1] }?["$value"]
                }
                #expect(resolved?["hex"]?.stringValue == variant.colour(of: member.key)!.opaque.hex, "\(palette.id) \(member.key)")
            }
        }
    }

    @Test func cssSwitchesToTheHighVariantUnderPrefersContrastMore() throws {
        let css = try PaletteExporter.export(Self.palettes, as: .css)[0].text
        let media = try #require(css.range(of: "@media (prefers-contrast: more) {\n"))
        let block = css[media.upperBound...]
        for palette in Self.palettes {
            let variant = Self.high(palette)
            let start = try #require(block.range(of: "[data-palette=\"\(palette.id)\"]:not([data-contrast]) {\n"))
            let body = block[start.upperBound...].prefix { $0 != "}" }
            for role in palette.schema.roleNames { #expect(body.contains("--\(role): \(variant[role]!.hex);"), "\(palette.id) \(role)") }
            #expect(css.contains("[data-palette=\"\(palette.id)\"][data-contrast=\"high\"] {\n"))
        }
    }
}
