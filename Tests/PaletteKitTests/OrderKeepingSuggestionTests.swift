import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// Single-role suggestions rank first the candidate that keeps every pair's order; one that
/// turns a pair upside down is still offered, with what it flips.
@Suite struct OrderKeepingSuggestionTests {
    /// Seeded drafts of a ground, plate and raised surface (plate within a few steps of both)
    /// until enough cases show the nearer side flipping a pair while the other keeps them all.
    @Test func theOrderKeepingSideIsTakenEvenWhenTheFlippingSideIsNearer() {
        var generator = SplitMix64(seed: 2026_11_30)
        var cases = 0, tries = 0
        while cases < 20 && tries < 200_000 {
            tries += 1
            let ground = SolverPropertyTests.randomColour(&generator)
            let plate = SolverPropertyTests.nearby(ground, &generator, spread: 12)
            let raised = SolverPropertyTests.nearby(plate, &generator, spread: 12)
            var palette = Palette(id: PaletteID("draft")!)
            palette["paper"] = ground
            palette["plate"] = plate
            palette["raised"] = raised
            guard let query = try? SuggestionQuery.moving("plate", in: palette) else { continue }
            let suggestion = Solver.suggest(query)
            guard !suggestion.originalPasses, let up = suggestion.lighter, let down = suggestion.darker else { continue }
            let upKeeps = suggestion.lighterFlips.isEmpty, downKeeps = suggestion.darkerFlips.isEmpty
            guard upKeeps != downKeeps else { continue }
            let keeping = upKeeps ? up : down, flipping = upKeeps ? down : up
            let original = suggestion.original.lightness
            guard abs(flipping.lightness - original) < abs(keeping.lightness - original) else { continue }
            cases += 1
            #expect(suggestion.best == keeping, "plate \(plate) on \(ground) under \(raised)")
            // What the flipping side flips is true of the palette it makes.
            var flipped = palette
            flipped["plate"] = flipping.colour
            for rule in suggestion.flips(of: flipping) {
                #expect(PaletteRepair.order(of: rule, in: flipped) != PaletteRepair.order(of: rule, in: palette))
            }
        }
        #expect(cases == 20, "only \(cases) cases in \(tries) drafts")
    }
}
