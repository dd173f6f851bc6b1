import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// `fix --invert`: the other kind drafted from the schema's `otherKind` data and repaired with
/// the orders it declares. The oracles are the hand-made twins (craftLight and
/// craftDark, drawn by a designer) and the tests' own colour maths (`ReferenceColour`,
/// `ReferenceLine`, `ExhaustiveRepair`), never the repair's order or line walk.
@Suite struct OtherKindTests {
    /// From each craft twin, `--invert` keeps every pair order of the other twin and lands within a
    /// mean |ΔL| of 0.10 of its roles.
    @Test(arguments: [("craftLight", "craftDark", 61), ("craftDark", "craftLight", 58)])
    func aTwinInvertsToTheOtherTwinsHierarchy(_ from: String, _ to: String, _ measured: Int) throws {
        let input = try ExportTests.shipped(from), twin = try ExportTests.shipped(to)
        let repair = try PaletteRepair.repair(RepairRequest(palette: input, inverts: true))
        #expect(repair.passes)
        #expect(repair.result.isLight == twin.isLight)
        for result in RuleEvaluator.evaluateAll(repair.result) { #expect(result.status != .fail, "\(result.rule.pairName)") }
        var compared = 0
        for rule in twin.schema.rules {
            guard let order = ExhaustiveRepair.order(of: rule, in: twin) else { continue }
            compared += 1
            #expect(ExhaustiveRepair.order(of: rule, in: repair.result) == order, "\(rule.kind.name) \(rule.pairName) in the other order")
        }
        #expect(compared == measured)
        let distances = twin.schema.roleNames.map { abs(ReferenceColour.lightness(repair.result[$0]!) - ReferenceColour.lightness(twin[$0]!)) }
        let mean = distances.reduce(0, +) / Double(distances.count)
        #expect(mean <= 0.10, "mean |ΔL| \(mean) from \(to)")
    }

    /// The shipped dark palettes whose light twin's status colours cannot keep the stream
    /// schema's bands at `high` on their own lines (a designer pins one there, as amberLinen and
    /// catppuccinLatte do: docs/schemas.md, "Bands"); each names a band among what cannot hold.
    static let refusedAtHigh: Set<String> = ["craftDark", "gruvbox", "kanagawa"]

    /// Every shipped palette (and harbor, of the editor schema) turns into a palette of the other
    /// kind that passes every rule at each level, every role on its own lightness line, but for
    /// `refusedAtHigh` at `high`, refused with a band named.
    @Test(arguments: Schema.stream.ids, [LevelName.standard, "high"])
    func everyShippedPaletteInvertsAtEveryLevel(_ id: String, _ level: LevelName) throws {
        let palette = try ExportTests.shipped(id)
        let variant = try PaletteRepair.variant(of: palette, at: level, inverts: true)
        let refused = level != LevelName.standard && Self.refusedAtHigh.contains(id)
        #expect(variant.passes == !refused, "\(variant.conflicts.map { $0.map(\.conflictName) })")
        if refused {
            #expect(variant.conflicts.joined().contains { $0.conflictName.contains(" band OKLCH lightness") })
            return
        }
        #expect(variant.result.isLight == !palette.isLight!)
        for result in RuleEvaluator.evaluateAll(variant.result) { #expect(result.status != .fail, "\(result.rule.pairName)") }
        // On its line, by the tests' own scan (at the standard level: the high one walks the same lines).
        for move in variant.moves where level == LevelName.standard {
            #expect(ContrastLevelTests.isOnLine(move.to, through: move.from), "\(move.role) \(move.from.hex) → \(move.to.hex) left its line")
        }
    }

    /// The draft, recomputed here from the schema's data: each role at its reference's draft
    /// lightness plus or minus its scaled distance, within the 8-bit rounding of its line.
    @Test(arguments: ["craftLight", "craftDark", "nord"])
    func theDraftPlacesEachRoleFromItsReference(_ id: String) throws {
        let palette = try ExportTests.shipped(id)
        let schema = palette.schema, mapping = schema.kindMapping
        let draft = try #require(palette.draftOfOtherKind())
        let toDark = palette.isLight!
        var expected: [RoleName: Double] = [schema.ground: toDark ? mapping.darkGround : mapping.lightGround]
        func place(_ role: RoleName) -> Double {
            if let known = expected[role] { return known }
            let colour = palette[role]!, group = schema.role(role)!.group
            if mapping.unchangedRoles.contains(role) || mapping.unchangedGroups.contains(group) || colour.alpha < 255 {
                expected[role] = ReferenceColour.lightness(colour)
                return expected[role]!
            }
            let first = schema.rules.first { $0.foreground == role.rawValue && schema.baseRole(of: $0.background) != role }!
            let reference = schema.baseRole(of: first.background)!
            let scale = mapping.darkScales[group] ?? 1
            let distance = (ReferenceColour.lightness(colour) - ReferenceColour.lightness(palette[reference]!)) * (toDark ? scale : 1 / scale)
            let side: Double = mapping.keptOrders.contains(first.pairName) ? 1 : -1
            expected[role] = min(1, max(0, place(reference) + side * distance))
            return expected[role]!
        }
        for role in schema.roleNames where draft[role] != palette[role] || place(role) != ReferenceColour.lightness(palette[role]!) {
            // The colour of the role's line at the target lightness, by the tests' own gamut
            // mapping (CSS Color 4's, which may settle a saturated colour off the exact L).
            let lab = ReferenceColour.oklab(palette[role]!)
            let expected = ReferenceLine.mapped(lightness: place(role), chroma: (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(),
                                                hue: atan2(lab[2], lab[1]), alpha: palette[role]!.alpha)
            #expect(draft[role] == expected || ReferenceLine.oneStepApart(draft[role]!, expected),
                    "\(role): draft \(draft[role]!.hex), expected \(expected.hex) at L \(place(role))")
        }
        // The capture stage and translucent roles are the same in both kinds.
        for role in ["stage", "stageScrim", "slotGlow", "shutter", "recording", "stageHairline", "inkOnStage"] as [RoleName] {
            #expect(draft[role] == palette[role], "\(role)")
        }
    }

    /// Reduced instances of `--invert` (two or three free roles, the rest at their draft) against
    /// the exhaustive search, with the orders computed here: the input's, by the tests' own
    /// luminance, flipped except for the schema's kept pairs and pairs of unchanged roles.
    @Test(arguments: [
        // Drafts whose only failing rules are between the free roles (the rest of the draft passes),
        // and drafts that pass whole, where the answer must keep every declared order unmoved.
        ("amberLinen", ["body", "highlight"]), ("craftDark", ["highlight", "hairline"]), ("obsidian", ["hairline", "plate"]),
        ("everforest", ["grabber", "highlight", "hairline"]), ("blushPaper", ["plate", "raised"]), ("apricotPlum", ["sunken", "plate"]),
    ])
    func reducedInversionsMatchExhaustiveSearch(_ id: String, _ roles: [RoleName]) throws {
        try Self.expectReducedInversionAgrees(Self.withoutSignals(try ExportTests.shipped(id)), roles: roles)
    }

    /// A shipped palette under the stream schema less its signal rules: instances about surfaces
    /// and marks, whose draft would otherwise fail rules between roles that do not move (the
    /// draft mirrors the signals' lightness, which breaks the red's kept order until they move).
    static func withoutSignals(_ palette: Palette) -> Palette {
        let stream = Schema.stream
        let schema = Schema(name: stream.name, groups: stream.groups, roles: stream.roles, derivedTokens: stream.derivedTokens,
                            ruleKinds: stream.ruleKinds.filter { $0.name != "signal" }, rules: stream.rules.filter { $0.kind.name != "signal" },
                            ground: stream.ground, plate: stream.plate, ids: stream.ids, swiftNames: stream.swiftNames,
                            levels: stream.levels, otherKind: stream.otherKind, hierarchy: stream.hierarchy)
        var copy = Palette(id: palette.id, schema: schema)
        for role in schema.roleNames { copy[role] = palette[role] }
        return copy
    }

    static func expectReducedInversionAgrees(_ input: Palette, roles: [RoleName]) throws {
        let schema = input.schema, mapping = schema.kindMapping
        let draft = try #require(input.draftOfOtherKind())
        let orders = schema.rules.map { rule -> Bool? in
            let sides = [rule.foreground, rule.background].map { schema.role(schema.baseRole(of: $0)!)! }
            let unchanged = sides.allSatisfy { mapping.unchangedRoles.contains($0.name) || mapping.unchangedGroups.contains($0.group) }
            let keeps = mapping.keptOrders.contains(rule.pairName) || unchanged
            guard let order = Self.pairOrder(rule, in: input) else { return nil }
            // A rule the draft's kind does not measure (a dark step in a light palette) has no order.
            if rule.kind.appliesOnlyToDarkPalettes && draft.isLight == true { return nil }
            return keeps ? order : !order
        }
        let repair = try PaletteRepair.repair(RepairRequest(palette: input, only: roles, inverts: true))
        #expect(repair.passes, "every instance has an answer")
        ExhaustiveRepair(draft: draft, roles: roles, orders: orders, lines: input).expectAgrees(with: repair)
    }

    /// Which side of the rule's pair is lighter in `palette` (WCAG luminance by `ReferenceColour`
    /// of what is seen), measured even for a rule `check` does not apply to the palette's kind.
    static func pairOrder(_ rule: Rule, in palette: Palette) -> Bool? {
        if let order = ExhaustiveRepair.order(of: rule, in: palette) { return order }
        let foreground = palette.colour(of: rule.foreground), background = palette.colour(of: rule.background)
        guard let foreground, let background, foreground.isOpaque, background.isOpaque else { return nil }
        return ReferenceColour.luminance(foreground) > ReferenceColour.luminance(background)
    }

    /// References that form a cycle (each role the other's first background) are placed against
    /// the ground instead; the draft exists and the repair passes.
    @Test func aCycleOfReferencesFallsBackToTheGround() throws {
        let schema = try SchemaFile.decode("""
        {"format": "palette-repl-schema/1", "name": "loop", "groups": ["surfaces", "text"], "ground": "paper",
         "roles": [{"name": "paper", "group": "surfaces", "description": "ground", "opaque": true},
                   {"name": "left", "group": "text", "description": "one"}, {"name": "right", "group": "text", "description": "other"}],
         "ruleKinds": [{"name": "body", "measure": "contrast", "threshold": 1.5, "palettes": "all"}],
         "rules": {"body": ["left/right", "right/left", "left/paper", "right/paper"]},
         "otherKind": {"ground": {"light": 0.95, "dark": 0.2}}}
        """)
        let palette = Palette(id: PaletteID("loop")!, schema: schema,
                              colours: ["paper": TestPalettes.colour("#F5F5F5"), "left": TestPalettes.colour("#202020"), "right": TestPalettes.colour("#707070")])
        let draft = try #require(palette.draftOfOtherKind())
        #expect(draft.isLight == false)
        let repair = try PaletteRepair.repair(RepairRequest(palette: palette, inverts: true))
        #expect(repair.passes)
    }

    /// The other kind changes how `--invert` drafts, not what a palette is: it is left out of the
    /// hash (harbor.json, of the editor schema, still reads), and read back from the canonical text.
    @Test func theOtherKindLeavesTheSchemaHashAlone() throws {
        let stream = Schema.stream
        let without = Schema(name: stream.name, groups: stream.groups, roles: stream.roles, derivedTokens: stream.derivedTokens,
                             ruleKinds: stream.ruleKinds, rules: stream.rules, ground: stream.ground, plate: stream.plate,
                             ids: stream.ids, twins: stream.twins, swiftNames: stream.swiftNames, levels: stream.levels)
        #expect(SchemaFile.hash(without) == SchemaFile.hash(stream))
        #expect(without.kindMapping == .plain)
        let decoded = try SchemaFile.decode(SchemaFile.encode(stream))
        #expect(decoded.otherKind == stream.otherKind)
        #expect(decoded == stream)
    }
}
