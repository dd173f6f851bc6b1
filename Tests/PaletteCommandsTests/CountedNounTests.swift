import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
@testable import PaletteCommands

/// Counted nouns are written one way everywhere (`Plural.counted`): lines that wrote their own
/// plural said "1 rules", "1 colours" and "1 derived tokens".
@Suite struct CountedNounTests {
    @Test(arguments: [(0, "0 rules"), (1, "1 rule"), (2, "2 rules"), (58, "58 rules")])
    func aCountAndItsNoun(count: Int, expected: String) {
        #expect(Plural.counted(count, "rule") == expected)
    }

    /// `missing` on a complete palette, for a schema of one role and for the stream schema's 39.
    @Test func missingOnACompletePalette() {
        let one = Schema(name: "one", groups: ["surface"], roles: [Role("paper", "surface", "the ground")], derivedTokens: [],
                         ruleKinds: [], rules: [], ground: "paper", plate: nil, swiftNames: .init(palette: "One"))
        var shell = ShellHarness(id: "single")
        shell.session = Session(paths: shell.paths, palette: Palette(id: PaletteID("single")!, schema: one, colours: ["paper": .white]), saved: false)
        #expect(shell.run("missing") == "its 1 role is set\n")
        var stream = ShellHarness()
        stream.fillPassingPalette()
        #expect(stream.run("missing") == "all 39 roles are set\n")
    }

    /// The line under a role's rules while some of them wait for their other role.
    @Test(arguments: [(1, "1 more rule pending until its roles are set"), (2, "2 more rules pending until their roles are set")])
    func pendingRules(count: Int, expected: String) {
        #expect(RoleReport.pendingRules(count) == expected)
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
