import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// A draft's repair against the exhaustive search (`ExhaustiveRepair`: candidates from the tests'
/// own line scan, orders and measures by the tests' own maths) on reduced instances: a shipped
/// palette with all but two or three roles given as keys, those placed in the style of the other
/// eleven palettes, then repaired with the keys kept and the style's orders kept.
@Suite struct DraftRepairExhaustiveTests {
    struct Instance: CustomTestStringConvertible, Sendable {
        let id: String
        let roles: [RoleName]
        var testDescription: String { "\(id) \(roles.map(\.rawValue).joined(separator: ","))" }
    }

    static let instances: [Instance] = [
        Instance(id: "gruvbox", roles: ["secondary", "faint"]),
        Instance(id: "catppuccinLatte", roles: ["body", "secondary", "faint"]),
        Instance(id: "nord", roles: ["plate", "raised"]),
        Instance(id: "rosePineDawn", roles: ["highlight", "body"]),
        Instance(id: "obsidian", roles: ["accent", "inkOnAccent", "accentPressed"]),
        Instance(id: "kanagawa", roles: ["plate", "sheet", "bar"]),
        Instance(id: "blushPaper", roles: ["destructive", "badge", "badgeInk"]),
        Instance(id: "everforest", roles: ["marker", "faint", "grabber"]),
        // Placements the repair moves (found by drafting every rule's pair of each palette).
        Instance(id: "apricotPlum", roles: ["plate", "paper"]),
        Instance(id: "apricotPlum", roles: ["body", "paper", "plate"]),
        Instance(id: "blushPaper", roles: ["body", "highlight"]),
        Instance(id: "catppuccinLatte", roles: ["markerActive", "bar"]),
        Instance(id: "craftLight", roles: ["ink", "plate", "sheet"]),
        Instance(id: "gruvbox", roles: ["body", "raised"]),
        Instance(id: "kanagawa", roles: ["accent", "plate"]),
    ]

    /// Each instance's draft in the order of `instances`, made once for both tests and in
    /// parallel: a draft derives every level besides its repair, which is most of its time.
    static let drafts: [Result<PaletteDraft, any Error>] = ParallelMap.map(instances, stripes: instances.count) { instance in
        Result { try draft(instance) }
    }

    static func drafted(_ instance: Instance) throws -> PaletteDraft {
        try drafts[instances.firstIndex { $0.id == instance.id && $0.roles == instance.roles }!].get()
    }

    static func draft(_ instance: Instance) throws -> PaletteDraft {
        let shipped = try ExportTests.shipped(instance.id)
        let others = try Schema.stream.ids.filter { $0 != instance.id }.map(ExportTests.shipped)
        let given = Schema.stream.roleNames.filter { !instance.roles.contains($0) }
            .map { DraftRequest.Given(role: $0, colour: shipped[$0]!, source: .key) }
        var request = DraftRequest(id: shipped.id, schema: .stream, given: given, isLight: shipped.isLight!, palettes: others)
        // The keys kept exactly, as the model keeps them (a failing key is not moved: `--exact`).
        request.exactKeys = true
        return try PaletteDraft.draft(request)
    }

    @Test(arguments: instances)
    func matchesExhaustiveSearch(_ instance: Instance) throws {
        let draft = try Self.drafted(instance)
        let placed = draft.placed
        // The model's orders: pairs of two keys keep the keys' own order, every other pair the
        // style's majority where it has one, else the placed palette's own.
        let orders = placed.schema.rules.map { rule -> Bool? in
            guard let own = ExhaustiveRepair.order(of: rule, in: placed) else { return nil }
            let sides = rule.tokens.compactMap(placed.schema.baseRole(of:))
            if sides.allSatisfy({ !instance.roles.contains($0) }) { return own }
            return draft.style.orders[rule.pairName] ?? own
        }
        ExhaustiveRepair(draft: placed, roles: instance.roles, orders: orders).expectAgrees(with: draft.repair)
        #expect(Set(draft.repair.moves.map(\.role)).isSubset(of: Set(instance.roles)), "a key moved")
    }

    /// The instances are not all trivial: some placement fails a rule the repair must clear.
    @Test func someInstancePlacesARoleTheRepairMoves() throws {
        let moved = try Self.instances.filter { !(try Self.drafted($0).repair.moves.isEmpty) }.count
        #expect(moved >= 5, "only \(moved) instances needed the repair")
    }
}
