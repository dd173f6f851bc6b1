import Foundation
import Testing
@testable import PaletteKit
import PaletteReference

/// Status colours stay recognisable: the schema's bands (`RoleBand`) are kept by
/// `fix`, `--invert` and every level as rules are, and a band that cannot hold with a rule is
/// named beside it. The oracles are the numbers (OKLCH lightness 0.35–0.80, chroma ≥ 0.06
/// in the light twin) measured with the tests' own colour maths (`ReferenceColour`), never
/// `RoleBand.admits`.
@Suite struct RoleBandTests {
    /// OKLCH lightness and chroma by the tests' own maths.
    static func lightnessAndChroma(_ colour: Colour) -> (lightness: Double, chroma: Double) {
        let lab = ReferenceColour.oklab(colour)
        return (lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot())
    }

    /// A dark palette whose destructive is #DC2626 (the issue's): each shipped dark palette with
    /// it, and its success and warning as they are.
    static func darkWithRed(_ id: String) throws -> Palette {
        var palette = try ExportTests.shipped(id)
        palette["destructive"] = try ColourParser.parse("#DC2626")
        return palette
    }

    static func moved(_ palette: Palette, to schema: Schema) -> Palette {
        Palette(id: palette.id, schema: schema,
                colours: Dictionary(uniqueKeysWithValues: schema.roleNames.compactMap { role in palette[role].map { (role, $0) } }))
    }

    /// The shipped dark palettes, each with destructive #DC2626 (`darkWithRed`), and whether its
    /// light twin's `high` variant needs a status hue turned. On a light ground at `high` (fill ≥
    /// 4.5, signal ≥ 12 under every colour vision) red, green and amber lines keep OKLCH L ≥ 0.35
    /// and stay apart only when one hue leaves the red-green axis that deuteranopia folds, which
    /// moving lightness never does; obsidian's twin's own hues do.
    static let darkTwins: [(id: String, turnsAtHigh: Bool)] = [
        ("obsidian", false), ("craftDark", true), ("nord", true),
        ("gruvbox", true), ("kanagawa", true), ("everforest", true),
    ]

    /// The bands by the numbers, not the schema's: OKLCH lightness 0.35–0.80 in a light
    /// palette and 0.35–0.95 in a dark one; chroma ≥ 0.06 for the status roles, ≥ 0.05 for the
    /// accent. Each role's colour outside them, named.
    static func bandFailures(_ palette: Palette, roles: [RoleName] = ["destructive", "success", "warning", "accent"]) -> [String] {
        roles.compactMap { role in
            let colour = palette[role]!
            let (lightness, chroma) = lightnessAndChroma(colour)
            let band: ClosedRange<Double> = palette.isLight! ? 0.35...0.80 : 0.35...0.95
            let least = role == "accent" ? 0.05 : 0.06
            guard !band.contains(lightness) || chroma < least else { return nil }
            return "\(role) \(colour.hex) L \(DecimalText.fixed(lightness, 3)) C \(DecimalText.fixed(chroma, 3))"
        }
    }

    /// The palette as an app shows it at `level`: itself at standard, else its derived variant,
    /// which must derive.
    static func atLevel(_ palette: Palette, _ level: LevelName) throws -> Palette {
        guard level != LevelName.standard else { return palette }
        let variant = try PaletteRepair.variant(of: palette, at: level)
        let derives = variant.passes
        try #require(derives, "\(palette.id) \(level) cannot be derived: \(variant.conflicts.map { $0.map(\.conflictName) })")
        return variant.result
    }

    /// The target: the light twin of a dark palette whose destructive is #DC2626, and its
    /// variant at each of the stream schema's levels, keep destructive, success and warning within
    /// OKLCH lightness 0.35–0.80 and chroma ≥ 0.06, and every rule passes. Where a twin's own
    /// lines cannot, its variant is refused naming a band, never derived to a red that reads as
    /// black (contrast alone reaches L 0.22–0.35), and the least turn of a status hue
    /// within the band's hues (`PaletteRepair.bandTurn`, what `fix --invert` and `draft` pin)
    /// derives it: the oracle is the numbers measured with the tests' own maths.
    @Test(arguments: darkTwins, Schema.stream.levelNames)
    func theLightTwinOfADarkPaletteKeepsItsStatusColours(_ dark: (id: String, turnsAtHigh: Bool), _ level: LevelName) throws {
        let palette = try Self.darkWithRed(dark.id)
        #expect(palette.isLight == false)
        let twin = try PaletteRepair.repair(RepairRequest(palette: palette, inverts: true))
        #expect(twin.passes)
        var light = twin.result
        #expect(light.isLight == true)
        if level != LevelName.standard {
            let unturned = try PaletteRepair.variant(of: light, at: level)
            #expect(unturned.passes == !dark.turnsAtHigh, "\(dark.id) \(level): \(unturned.conflicts.map { $0.map(\.conflictName) })")
            if dark.turnsAtHigh {
                #expect(unturned.conflicts.joined().contains { $0.conflictName.contains(" band OKLCH lightness") },
                        "\(dark.id) \(level): \(unturned.conflicts.map { $0.map(\.conflictName) })")
                let turn = try #require(try PaletteRepair.bandTurn(of: light, at: level), "\(dark.id) \(level): no turn derives it")
                // The turned hue stays within the band's hues, by the tests' own maths.
                let lab = ReferenceColour.oklab(turn.to)
                let hue = (atan2(lab[2], lab[1]) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
                let hues: ClosedRange<Double> = switch turn.role {
                case "success": 110...215
                case "warning": 40...110
                default: 0...360
                }
                #expect(turn.role == "destructive" ? (hue >= 345 || hue <= 45) : hues.contains(hue), "\(dark.id) \(turn.role) \(turn.to.hex) hue \(hue)")
                light.pin(turn.role, turn.to, at: level)
            } else {
                #expect(try PaletteRepair.bandTurn(of: light, at: level) == nil)
            }
        }
        let shown = try Self.atLevel(light, level)
        let failures = Self.bandFailures(shown, roles: ["destructive", "success", "warning"])
        #expect(failures.isEmpty, "\(dark.id) \(level): \(failures)")
        for result in RuleEvaluator.evaluateAll(shown) { #expect(result.status != .fail, "\(dark.id) \(level) \(result.rule.pairName)") }
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
        ("{\"destructive\": {\"lightness\": [0.35, 0.8], \"chroma\": 0.06, \"reason\": \"r\", \"hues\": [345, 400]}}", "bands.destructive.hues", .hueOutOfRange(400)),
        ("{\"destructive\": {\"lightness\": [0.35, 0.8], \"chroma\": 0.06, \"reason\": \"r\", \"hues\": 40}}", "bands.destructive.hues",
         .wrongType(expected: "[from, to], two OKLCH hues in degrees, such as [110, 200] (or [345, 45] through 0)")),
    ])
    func aMalformedBandIsRefused(_ bands: String, _ place: String, _ kind: SchemaProblem.Kind) throws {
        var text = SchemaFile.encode(.stream)
        let start = try #require(text.range(of: "\"bands\""))
        text = String(text[..<start.lowerBound]) + "\"bands\": " + bands + "\n}\n"
        #expect(throws: SchemaLoadError(problems: [SchemaProblem(place, kind)])) { try SchemaFile.decode(text) }
    }

    /// Every shipped palette, as it is and as each of its variants derives (its pins kept), keeps
    /// the bands and passes every rule: amberLinen's and catppuccinLatte's high variants only with
    /// their designer's pins at `high` (docs/schemas.md, "Bands").
    @Test(arguments: Schema.stream.ids, Schema.stream.levelNames)
    func everyShippedPaletteKeepsTheBandsAtEveryLevel(_ id: String, _ level: LevelName) throws {
        #expect(Schema.stream.bands.map(\.role) == ["accent", "destructive", "success", "warning"])
        let palette = try Self.atLevel(try ExportTests.shipped(id), level)
        #expect(Self.bandFailures(palette).isEmpty, "\(id) \(level): \(Self.bandFailures(palette))")
        for result in RuleEvaluator.evaluateAll(palette) { #expect(result.status != .fail, "\(id) \(level) \(result.rule.pairName)") }
    }
}

/// `draft --key`: a key that fails is moved to the nearest passing colour and said so; `--exact`
/// refuses. `--key accent=#14B8A6 --kind light` fails accent/paper fill ≥ 3 on a light paper.
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
