import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
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
        // A nudge past white comes back grey (craftDark's warning becomes #D4D4D4): a grey has no
        // hue whose chroma a band could raise, so the repair names that band alone.
        let greys = draft.schema.bands.filter { band in
            let lab = ReferenceColour.oklab(draft[band.role]!)
            return band.holds(at: draft.schema.level) && (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot() < 1e-6
        }
        guard greys.isEmpty else {
            #expect(!repair.passes)
            #expect(repair.conflicts.contains { $0.count == 1 && $0[0].isBand && greys.map(\.role.rawValue).contains($0[0].foreground) })
            return
        }
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
        // Every move stays on the role's own lightness line: hue, chroma and alpha kept; a role
        // whose colour has less chroma than its band asks keeps its hue and alpha and takes at
        // least the band's chroma.
        for move in repair.moves {
            let from = ReferenceColour.oklab(move.from), to = ReferenceColour.oklab(move.to)
            let chroma = { (lab: [Double]) in (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot() }
            if let band = draft.schema.band(of: move.role), chroma(from) < band.leastChroma {
                let turn = abs(remainder(atan2(to[2], to[1]) - atan2(from[2], from[1]), 2 * .pi))
                #expect(chroma(to) >= band.leastChroma && turn < 0.15 && move.to.alpha == move.from.alpha,
                        "\(move.role) \(move.from) → \(move.to) left its hue or stayed below its band's chroma", sourceLocation: sourceLocation)
                continue
            }
            #expect(ReferenceLine(through: move.from).colours.contains(move.to), "\(move.role) \(move.from) → \(move.to) is off its line", sourceLocation: sourceLocation)
        }
        // Every band holds (the tests' own lightness and chroma).
        if let isLight = result.isLight {
            for band in draft.schema.bands {
                guard let colour = result[band.role] else { continue }
                let lab = ReferenceColour.oklab(colour), chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
                let lightness = isLight ? band.lightInLight : band.lightInDark
                #expect(lightness.contains(lab[0]) && chroma >= band.leastChroma, "\(band.role) \(colour.hex) outside its band", sourceLocation: sourceLocation)
            }
        }
        // Every pair keeps its order.
        for rule in draft.schema.rules {
            if let before = ExhaustiveRepair.order(of: rule, in: draft), let after = ExhaustiveRepair.order(of: rule, in: result) {
                #expect(before == after, "\(rule.pairName) flipped", sourceLocation: sourceLocation)
            }
        }
    }
}
