import Foundation
import Testing
@testable import PaletteKit
import PaletteReference
import PaletteTestSupport

/// `fix`: no-op on passing palettes, repairs perturbed ones keeping orders and kind, and matches
/// an exhaustive search over the same candidates on small instances.
@Suite struct PaletteRepairTests {
    static let shippedIDs = Schema.stream.ids

    @Test(arguments: shippedIDs)
    func shippedPalettesDoNotMove(_ id: String) throws {
        let palette = try ExportTests.shipped(id)
        let repair = try PaletteRepair.repair(RepairRequest(palette: palette))
        let passes = repair.passes
        #expect(passes)
        #expect(repair.moves.isEmpty, "\(id): \(repair.moves.map(\.role))")
    }

    @Test(arguments: shippedIDs)
    func perturbedPalettesAreRepaired(_ id: String) throws {
        let palette = try ExportTests.shipped(id)
        let draft = PalettePerturbation.perturbed(palette, failing: 10...25, seed: UInt64(id.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        // Timing belongs to palette-bench (release build), not to a test.
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft))
        RepairChecks.expectValid(repair, from: draft)
    }
}

/// What every repair of a draft that can be repaired must satisfy whatever the search did: it
/// passes (a repair that did not is a failure, not a silent return), every rule measured in the
/// draft passes, the kind holds, every move stays on the role's own lightness line (an
/// independent scan, `ReferenceLine`), and every pair keeps its order (`ExhaustiveRepair.order`,
/// reference luminance).
enum RepairChecks {
    static func expectValid(_ repair: PaletteRepair, from draft: Palette, sourceLocation: SourceLocation = #_sourceLocation) {
        guard repair.passes else {
            Issue.record("the repair did not pass: conflicts \(repair.conflicts.map { $0.map(\.pairName) })", sourceLocation: sourceLocation)
            return
        }
        let result = repair.result
        #expect(result.isLight == draft.isLight, "kind changed", sourceLocation: sourceLocation)
        for rule in draft.schema.rules {
            let before = RuleEvaluator.evaluate(rule, in: draft), after = RuleEvaluator.evaluate(rule, in: result)
            #expect(before.status == .pending ? after.status == .pending : after.status != .fail, "\(rule.pairName) \(after.status)", sourceLocation: sourceLocation)
        }
        // Every move stays on the role's own lightness line: hue, chroma and alpha kept.
        for move in repair.moves {
            #expect(ReferenceLine(through: move.from).colours.contains(move.to), "\(move.role) \(move.from) → \(move.to) is off its line", sourceLocation: sourceLocation)
        }
        // Every pair keeps its order.
        for rule in draft.schema.rules {
            if let before = ExhaustiveRepair.order(of: rule, in: draft), let after = ExhaustiveRepair.order(of: rule, in: result) {
                #expect(before == after, "\(rule.pairName) flipped", sourceLocation: sourceLocation)
            }
        }
    }
}
