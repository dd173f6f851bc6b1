import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// What a suggestion reports about its candidates (the focus ratio, the pairs each side turns
/// upside down) is what `RuleEvaluator` measures on the palette with the candidate put in: the
/// solver measures them on its resolved constraints, with shortcuts where nothing composites,
/// and these cases check each shortcut against the evaluator's own compositing.
@Suite struct SuggestionMeasuresTests {
    /// A seeded palette with some roles unset and some translucent (the ground among them in a
    /// few cases), and a role to move, with or without a partner.
    static func drafts(count: Int, seed: UInt64) -> [SuggestionQuery] {
        var generator = SplitMix64(seed: seed)
        let schema = Schema.stream
        var queries: [SuggestionQuery] = []
        while queries.count < count {
            var palette = Palette(id: PaletteID("draft")!)
            let ground = SolverPropertyTests.randomColour(&generator)
            for role in schema.roles where generator.next() % 5 != 0 {
                var colour = role.group == "surfaces" ? SolverPropertyTests.nearby(ground, &generator, spread: 14)
                                                      : SolverPropertyTests.randomColour(&generator)
                if generator.next() % 4 == 0 {
                    colour = Colour(red: colour.red, green: colour.green, blue: colour.blue, alpha: UInt8(truncatingIfNeeded: generator.next()))
                }
                palette[role.name] = colour
            }
            if generator.next() % 8 != 0 { palette[schema.ground] = ground }
            let filled = palette.filledRoles
            guard !filled.isEmpty else { continue }
            let role = filled[Int(generator.next() % UInt64(filled.count))]
            let partner = generator.next() % 2 == 0 ? filled[Int(generator.next() % UInt64(filled.count))] : nil
            if let query = try? SuggestionQuery.moving(role, in: palette, against: partner == role ? nil : partner) {
                queries.append(query)
            }
        }
        return queries
    }

    /// The palette with the query's role at `colour`.
    static func palette(_ query: SuggestionQuery, with colour: Colour) -> Palette {
        var palette = query.palette
        palette[query.role] = colour
        return palette
    }

    /// Whether the rule's foreground is the lighter of what is seen, as `RuleEvaluator`
    /// composites it; nil where it measures no pair.
    static func order(of rule: Rule, in palette: Palette) -> Bool? {
        let result = RuleEvaluator.evaluate(rule, in: palette)
        guard let foreground = result.foreground, let background = result.background else { return nil }
        return RepairRule.foregroundIsLighter(WCAGContrast.luminance(foreground), WCAGContrast.luminance(background),
                                              isLight: palette.isLight ?? true)
    }

    @Test func theFocusRatioOfEveryNamedCandidateIsTheEvaluatorsContrast() {
        var checked = 0, translucent = 0
        for query in Self.drafts(count: 1_500, seed: 2026_12_01) {
            let suggestion = Solver.suggest(query)
            guard let focus = suggestion.focus else { continue }
            let named = [suggestion.original, suggestion.lighter, suggestion.darker, suggestion.compromise?.candidate].compactMap { $0 }
            for candidate in named {
                let expected = RuleEvaluator.contrast(of: focus, in: Self.palette(query, with: candidate.colour))
                #expect(suggestion.focusRatio(at: candidate) == expected,
                        "\(query.role) at \(candidate.colour.hex), focus \(focus.pairName)")
                checked += 1
                if !candidate.colour.isOpaque || query.palette[query.palette.schema.ground].map({ !$0.isOpaque }) ?? true { translucent += 1 }
            }
        }
        #expect(checked > 2_000)
        #expect(translucent > 200, "only \(translucent) candidates were translucent or over a translucent or unset ground")
    }

    @Test func eachSideFlipsExactlyThePairsTheEvaluatorSeesTurnUpsideDown() {
        var flips = 0, sharedPairs = 0
        for query in Self.drafts(count: 1_500, seed: 2026_12_02) {
            let suggestion = Solver.suggest(query)
            for side in [suggestion.lighter, suggestion.darker].compactMap({ $0 }) {
                let moved = Self.palette(query, with: side.colour)
                let expected = query.rules.filter { rule in
                    guard let before = Self.order(of: rule, in: query.palette), let after = Self.order(of: rule, in: moved) else { return false }
                    return before != after
                }
                #expect(suggestion.flips(of: side) == expected, "\(query.role) to \(side.colour.hex)")
                // The pairs handed out for the side, each once, in rule order.
                var expectedPairs: [String] = []
                for rule in expected where !expectedPairs.contains(rule.pairName) { expectedPairs.append(rule.pairName) }
                var pairs: [String] = []
                suggestion.forEachFlippedPair(lighterSide: side == suggestion.lighter) { pairs.append($0) }
                #expect(pairs == expectedPairs, "\(query.role) to \(side.colour.hex)")
                if expectedPairs.count < expected.count { sharedPairs += 1 }
                flips += expected.count
            }
        }
        #expect(flips > 100)
        #expect(sharedPairs > 0, "no side flipped two rules of one pair")
    }
}
