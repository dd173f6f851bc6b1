import Testing
import PaletteKit
@testable import PaletteCommands

/// Counted nouns are written one way everywhere (`Plural.counted`): lines that wrote their own
/// plural said "1 rules", "1 colours" and "1 derived tokens".
@Suite struct CountedNounTests {
    @Test(arguments: [(0, "0 rules"), (1, "1 rule"), (2, "2 rules"), (58, "58 rules")])
    func aCountAndItsNoun(count: Int, expected: String) {
        #expect(Plural.counted(count, "rule") == expected)
    }

    /// The tally `rules` and `apply` print, for a palette measured by one rule and by two.
    @Test(arguments: [(1, "1 rule: 0 pass, 0 fail, 1 pending, 0 not applicable"),
                      (2, "2 rules: 0 pass, 0 fail, 2 pending, 0 not applicable")])
    func theRuleTally(rules: Int, expected: String) {
        let palette = Palette(id: PaletteID("tally")!)
        let results = Schema.stream.rules.prefix(rules).map { RuleEvaluator.evaluate($0, in: palette) }
        #expect(RuleText.tally(Array(results)) == expected)
    }
}
