import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// Status colours stay recognisable: the schema's bands (`RoleBand`) are kept by `fix`, `--invert`
/// and every level as rules are, and a band that cannot hold with a rule is named beside it. The
/// oracles are the bands' numbers written out here (OKLCH lightness 0.35–0.80, chroma ≥ 0.06 in
/// the light twin) measured with the tests' own colour maths (`ReferenceColour`), never
/// `RoleBand.admits`.
@Suite struct RoleBandTests {
    /// OKLCH lightness and chroma by the tests' own maths.
    static func lightnessAndChroma(_ colour: Colour) -> (lightness: Double, chroma: Double) {
        let lab = ReferenceColour.oklab(colour)
        return (lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot())
    }

    /// A dark palette whose destructive is #DC2626, a plain red: each shipped dark palette with
    /// it, and its success and warning as they are.
    static func darkWithRed(_ id: String) throws -> Palette {
        var palette = try ExportTests.shipped(id)
        palette["destructive"] = try ColourParser.parse("#DC2626")
        return palette
    }

    /// The stream schema with its bands held at every level (it holds them at `standard` only:
    /// see `Schema.stream`'s bands), for the light twin's high variant.
    static func bandedAtEveryLevel() throws -> Schema {
        try SchemaFile.decode(SchemaFile.encode(.stream).replacingOccurrences(of: ",\n      \"levels\": [\n        \"standard\"\n      ]", with: ""))
    }

    static func moved(_ palette: Palette, to schema: Schema) -> Palette {
        Palette(id: palette.id, schema: schema,
                colours: Dictionary(uniqueKeysWithValues: schema.roleNames.compactMap { role in palette[role].map { (role, $0) } }))
    }

    /// Status colours survive the inversion: the light twin, and its high variant, keep
    /// destructive, success and warning within OKLCH lightness 0.35–0.80 and chroma ≥ 0.06
    /// (without the bands, the inversion takes destructive to #4C0000, L 0.26, and the high
    /// variant's success to #001A00). The twin is made with the stream schema; its high variant
    /// with the bands held at `high` too.
    @Test(arguments: ["obsidian"], [LevelName.standard, "high"])
    func theLightTwinOfADarkPaletteKeepsItsStatusColours(_ id: String, _ level: LevelName) throws {
        let dark = try Self.darkWithRed(id)
        #expect(dark.isLight == false)
        let twin = try PaletteRepair.repair(RepairRequest(palette: dark, inverts: true))
        #expect(twin.passes)
        var light = twin.result
        #expect(light.isLight == true)
        if level != LevelName.standard {
            let schema = try Self.bandedAtEveryLevel()
            #expect(schema.bands.allSatisfy { $0.levels == nil })
            let variant = try PaletteRepair.variant(of: Self.moved(light, to: schema), at: level)
            #expect(variant.passes)
            light = variant.result
        }
        for role in ["destructive", "success", "warning"] as [RoleName] {
            let (lightness, chroma) = Self.lightnessAndChroma(light[role]!)
            #expect((0.35...0.80).contains(lightness), "\(id) \(level) \(role) \(light[role]!.hex) L \(lightness)")
            #expect(chroma >= 0.06, "\(id) \(level) \(role) \(light[role]!.hex) C \(chroma)")
        }
        for result in RuleEvaluator.evaluateAll(light) { #expect(result.status != .fail, "\(id) \(level) \(result.rule.pairName)") }
    }

    /// Every shipped dark palette with destructive #DC2626 turns into a light twin that keeps the
    /// stream schema's bands.
    @Test(arguments: ["obsidian", "craftDark", "nord", "gruvbox", "kanagawa", "everforest"])
    func everyDarkPalettesTwinKeepsTheBands(_ id: String) throws {
        let twin = try PaletteRepair.repair(RepairRequest(palette: try Self.darkWithRed(id), inverts: true))
        #expect(twin.passes)
        for role in ["destructive", "success", "warning"] as [RoleName] {
            let (lightness, chroma) = Self.lightnessAndChroma(twin.result[role]!)
            #expect((0.35...0.80).contains(lightness) && chroma >= 0.06, "\(id) \(role) \(twin.result[role]!.hex)")
        }
    }

    /// Where a band and a rule cannot both hold, the conflict names both: destructive's light
    /// band raised to 0.75–0.80 cannot keep `destructive/paper fill ≥ 3` on a light paper (a fill
    /// of contrast 3 on L 0.96 has L below about 0.68), and a band on a kept role names the band.
    @Test(arguments: [
        (band: "[0.75, 0.8]", keep: [RoleName](), withRules: true),
        (band: "[0.35, 0.8]", keep: ["destructive"], withRules: false),
    ])
    func aBandThatCannotHoldIsNamedWithTheRule(_ band: String, _ keep: [RoleName], _ withRules: Bool) throws {
        var text = SchemaFile.encode(.stream)
        let start = try #require(text.range(of: "\"bands\""))
        text = String(text[..<start.lowerBound])
            + "\"bands\": {\"destructive\": {\"lightness\": {\"light\": \(band), \"dark\": [0.35, 0.95]}, \"chroma\": 0.06, \"reason\": \"a test\"}}\n}\n"
        let schema = try SchemaFile.decode(text)
        var palette = Self.moved(try ExportTests.shipped("craftLight"), to: schema)
        if !keep.isEmpty { palette["destructive"] = try ColourParser.parse("#4C0000") }
        let repair = try PaletteRepair.repair(RepairRequest(palette: palette, keep: keep))
        #expect(!repair.passes)
        let conflict = try #require(repair.conflicts.first { $0.contains(where: \.isBand) })
        #expect(conflict.filter(\.isBand).map(\.foreground) == ["destructive"])
        // The rules it cannot hold with read destructive (a fill on the paper, or a signal pair).
        let rules = conflict.filter { !$0.isBand }
        #expect(rules.isEmpty == !withRules, "\(rules.map(\.pairName))")
        #expect(rules.allSatisfy { $0.tokens.contains("destructive") || $0.tokens.contains("warning") || $0.tokens.contains("success") })
    }

    /// A malformed band is refused with its place named.
    @Test(arguments: [
        ("{\"destructive\": {\"lightness\": [0.8, 0.35], \"chroma\": 0.06, \"reason\": \"r\"}}", "bands.destructive.lightness", SchemaProblem.Kind.bandOutOfOrder(lower: 0.8, upper: 0.35)),
        ("{\"destructive\": {\"lightness\": [0.35, 1.2], \"chroma\": 0.06, \"reason\": \"r\"}}", "bands.destructive.lightness", .lightnessOutOfRange(1.2)),
        ("{\"destructive\": {\"lightness\": [0.35, 0.8], \"chroma\": 0.5, \"reason\": \"r\"}}", "bands.destructive.chroma", .chromaOutOfRange(0.5)),
        ("{\"destructive\": {\"lightness\": [0.35, 0.8], \"chroma\": 0.06}}", "bands.destructive", .missing("reason")),
        ("{\"destructive\": {\"lightness\": [0.35, 0.8], \"chroma\": 0.06, \"reason\": \"r\", \"levels\": [\"hihg\"]}}", "bands.destructive.levels", .unknownLevel("hihg", nearest: "high")),
        ("{\"destructiv\": {\"lightness\": [0.35, 0.8], \"chroma\": 0.06, \"reason\": \"r\"}}", "bands.destructiv", .unknownRole("destructiv", nearest: "destructive")),
    ])
    func aMalformedBandIsRefused(_ bands: String, _ place: String, _ kind: SchemaProblem.Kind) throws {
        var text = SchemaFile.encode(.stream)
        let start = try #require(text.range(of: "\"bands\""))
        text = String(text[..<start.lowerBound]) + "\"bands\": " + bands + "\n}\n"
        #expect(throws: SchemaLoadError(problems: [SchemaProblem(place, kind)])) { try SchemaFile.decode(text) }
    }

    /// The built-in schema's bands hold for the twelve shipped palettes as they are, at every
    /// level, so `fix` leaves them and their sessions as they were.
    @Test(arguments: Schema.stream.ids)
    func theShippedPalettesKeepTheBands(_ id: String) throws {
        #expect(Schema.stream.bands.map(\.role) == ["accent", "destructive", "success", "warning"])
        let palette = try ExportTests.shipped(id)
        for role in ["destructive", "success", "warning", "accent"] as [RoleName] {
            let (lightness, chroma) = Self.lightnessAndChroma(palette[role]!)
            let band: ClosedRange<Double> = palette.isLight! ? 0.35...0.80 : 0.35...0.95
            #expect(band.contains(lightness), "\(id) \(role) L \(lightness)")
            #expect(chroma >= (role == "accent" ? 0.05 : 0.06), "\(id) \(role) C \(chroma)")
        }
    }
}

/// `draft --key`: a key that fails is moved to the nearest passing colour and said so; `--exact`
/// keeps it, and the draft fails with a conflict naming accent. The key is teal #14B8A6 as a light
/// palette's accent, which fails accent/paper fill ≥ 3; moved, it lands darker on its own
/// lightness line and no rule fails.
@Suite struct DraftKeyMoveTests {
    @Test(arguments: [(exact: false, passes: true), (exact: true, passes: false)])
    func aFailingKeyIsMovedUnlessExact(_ exact: Bool, _ passes: Bool) throws {
        let teal = try ColourParser.parse("#14B8A6")
        var request = DraftRequest(id: PaletteID("reader")!, schema: .stream, given: [.init(role: "accent", colour: teal, source: .key)],
                                   isLight: true, palettes: BuiltInPalettes.palettes(for: .stream))
        request.exactKeys = exact
        let draft = try PaletteDraft.draft(request)
        #expect(draft.repair.passes == passes)
        if passes {
            #expect(draft.movedKeys.map(\.role) == ["accent"])
            #expect(draft.movedKeys[0].failed.contains { $0.pairName == "accent/paper" })
            let moved = draft.palette["accent"]!
            #expect(moved != teal)
            // On the teal's own lightness line (the tests' own scan), and darker: a fill on a light paper.
            #expect(ReferenceLine(through: teal).colours.contains(moved), "\(moved.hex)")
            #expect(ReferenceColour.lightness(moved) < ReferenceColour.lightness(teal))
            for result in RuleEvaluator.evaluateAll(draft.palette) { #expect(result.status != .fail, "\(result.rule.pairName)") }
        } else {
            #expect(draft.movedKeys.isEmpty)
            #expect(draft.palette["accent"] == teal || !draft.repair.passes)
            #expect(draft.repair.conflicts.contains { $0.contains { $0.tokens.contains("accent") } })
        }
    }
}
