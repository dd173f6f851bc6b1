import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// Twins by the designer: a palette file may name its twin of the other kind, and every export
/// pairs the two as it pairs the schema's twins.
@Suite struct DesignerTwinTests {
    @Test func aPaletteFileKeepsItsTwinAndRefusesABadOne() throws {
        var amber = try ExportTests.shipped("amberLinen")
        amber.twin = PaletteID("nord")
        let text = PaletteFile.encode(amber)
        #expect(text.contains("\"id\": \"amberLinen\",\n  \"twin\": \"nord\",\n  \"roles\""))
        #expect(try PaletteFile.decode(text) == amber)
        #expect(throws: PaletteLoadError(problems: [.twinIsItself("amberLinen")])) {
            try PaletteFile.decode(text.replacingOccurrences(of: "\"twin\": \"nord\"", with: "\"twin\": \"amberLinen\""))
        }
        #expect(throws: PaletteLoadError.self) { try PaletteFile.decode(text.replacingOccurrences(of: "\"twin\": \"nord\"", with: "\"twin\": 7")) }
    }

    /// The same files as when the schema names the pair: a twin named by either palette makes
    /// the asset catalog's dark appearance, Android's values-night, the Swift facade's
    /// `Appearance`, CSS's `prefers-color-scheme: dark` blocks and the resolver's `appearance`
    /// modifier. (Tailwind's `dark` variant covers every dark palette, paired or not.)
    @Test(arguments: ExportFormat.allCases.filter { $0.variants.contains(.darkTwin) && $0 != .tailwind })
    func aTwinNamedByAPaletteIsPairedAsASchemaTwinIs(format: ExportFormat) throws {
        let light = try ExportTests.shipped("amberLinen"), dark = try ExportTests.shipped("nord")
        let schemaTwins = Schema(name: "stream", groups: Schema.stream.groups, roles: Schema.stream.roles, derivedTokens: Schema.stream.derivedTokens,
                                 ruleKinds: Schema.stream.ruleKinds, rules: Schema.stream.rules, ground: "paper", plate: "plate", ids: Schema.stream.ids,
                                 twins: [.init(light: "amberLinen", dark: "nord")], swiftNames: Schema.stream.swiftNames, levels: Schema.stream.levels,
                                 hierarchy: Schema.stream.hierarchy, bands: Schema.stream.bands)
        func reschema(_ palette: Palette) -> Palette {
            var copy = Palette(id: palette.id, schema: schemaTwins)
            for role in schemaTwins.roleNames { copy[role] = palette[role] }
            for (role, link) in palette.links { copy.setLink(link, for: role) }
            for (level, pins) in palette.pins { for (role, colour) in pins { copy.pin(role, colour, at: level) } }
            return copy
        }
        let bySchema = try PaletteExporter.export([reschema(light), reschema(dark)], as: format)
        var named = light
        named.twin = dark.id
        let byPalette = try PaletteExporter.export([named, dark], as: format)
        #expect(byPalette.map(\.name) == bySchema.map(\.name))
        #expect(byPalette.map(\.text) == bySchema.map(\.text))
        var namedByDark = dark
        namedByDark.twin = light.id
        #expect(try PaletteExporter.export([light, namedByDark], as: format).map(\.text) == bySchema.map(\.text))
        let unpaired = try PaletteExporter.export([light, dark], as: format)
        #expect(unpaired.map(\.name) != bySchema.map(\.name) || unpaired.map(\.text) != bySchema.map(\.text))
    }

    @Test func twinsOfOneKindAreRefused() throws {
        var nord = try ExportTests.shipped("nord")
        nord.twin = PaletteID("gruvbox")
        #expect(throws: ExportProblem.twinOfWrongKind(id: "gruvbox", shouldBeLight: true, namedBy: "nord")) {
            try PaletteExporter.export([nord, try ExportTests.shipped("gruvbox")], as: .xcassets)
        }
    }
}
