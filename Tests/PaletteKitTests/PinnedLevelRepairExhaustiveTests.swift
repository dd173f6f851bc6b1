import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// A role pinned at a contrast level, as `set` pins it after `level high`: a shipped palette's
/// high variant with one role pinned to another colour, repaired with only the roles that role
/// shares rules with free, against the exhaustive search (`ExhaustiveRepair`: candidates from
/// `ReferenceLine`, orders and Σ|ΔL| from `ReferenceColour`, signals from `ReferenceDistinct`).
///
/// A pinned signal colour makes each signal rule it is in a rule of one moving role, and a
/// pinned translucent highlight does the same to `highlight/paper` over a moving paper: the search
/// enforces such a rule as a mask of that role's labels in every node instead of branching on it.
/// Feasible and infeasible instances both; catppuccinLatte's success pinned to #166534 at high
/// is among them.
@Suite struct PinnedLevelRepairExhaustiveTests {
    struct Instance: CustomTestStringConvertible, Sendable {
        let id: String
        let pinned: RoleName
        let colour: String
        let free: [RoleName]
        let derives: Bool
        var testDescription: String { "\(id) \(pinned) \(colour), \(free.map(\.rawValue).joined(separator: ",")) free" }
    }

    static let instances: [Instance] = [
        Instance(id: "nord", pinned: "success", colour: "#A3BE8C", free: ["warning", "destructive"], derives: true),
        Instance(id: "amberLinen", pinned: "warning", colour: "#8F5B00", free: ["success", "destructive"], derives: false),
        Instance(id: "everforest", pinned: "destructive", colour: "#E67E80", free: ["success", "warning"], derives: false),
        Instance(id: "catppuccinLatte", pinned: "highlight", colour: "#7287FD80", free: ["paper", "body"], derives: true),
        Instance(id: "catppuccinLatte", pinned: "success", colour: "#166534", free: ["warning", "destructive"], derives: false),
        Instance(id: "gruvbox", pinned: "success", colour: "#B8BB26", free: ["warning", "destructive"], derives: false),
        Instance(id: "craftDark", pinned: "success", colour: "#00A861", free: ["warning", "destructive"], derives: false),
        Instance(id: "craftLight", pinned: "highlight", colour: "#FFD60055", free: ["paper", "plate"], derives: false),
        Instance(id: "rosePineDawn", pinned: "highlight", colour: "#6E6A8614", free: ["paper", "body"], derives: false),
    ]

    @Test(arguments: instances)
    func matchesExhaustiveSearch(_ instance: Instance) throws {
        let high = try PaletteRepair.variant(of: try ExportTests.shipped(instance.id), at: "high")
        #expect(high.passes)
        // Roles pinned by hand follow nothing: every free role moves on its own.
        var draft = high.result.unlinked()
        draft[instance.pinned] = try ColourParser.parse(instance.colour)
        #expect(RuleEvaluator.evaluateAll(draft).contains { $0.status == .fail }, "the instance starts failing")
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft, only: instance.free))
        #expect(repair.passes == instance.derives)
        let exhaustive = ExhaustiveRepair(draft: draft, roles: instance.free)
        exhaustive.expectAgrees(with: repair)
        if !repair.passes {
            #expect(!repair.conflicts.isEmpty)
            exhaustive.expectMinimal(repair.conflicts)
        }
    }
}
