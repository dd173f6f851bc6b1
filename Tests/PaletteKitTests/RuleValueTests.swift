import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `Rule` keeps its fields in a shared box; it must still behave as the plain value it was.
@Suite struct RuleValueTests {
    static let ladder = RuleKind("ladder", threshold: 1.05)

    @Test func rulesBuiltApartAreEqualAndHashAlikeWhenEveryFieldIs() {
        let first = Rule(Self.ladder, "plate", on: "paper"), second = Rule(Self.ladder, "plate", on: "paper")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        let others = [Rule(Self.ladder, "plate", on: "paper", threshold: 1.1), Rule(Self.ladder, "sheet", on: "paper"),
                      Rule(Self.ladder, "plate", on: "sheet"), Rule(RuleKind("ladder", threshold: 1.1), "plate", on: "paper", threshold: 1.05)]
        for other in others { #expect(first != other, "\(other)") }
    }

    @Test func aRuleIsPrintedWithItsFieldsNotItsStorage() {
        let rule = Rule(Self.ladder, "plate", on: "paper")
        #expect("\(rule)" == #"Rule(kind: PaletteCore.RuleKind(name: "ladder", measure: contrast, threshold: 1.05, appliesOnlyToDarkPalettes: false), foreground: "plate", background: "paper", threshold: 1.05)"#)
    }
}

/// The flip lists a suggestion keeps as indices list the same rules, in the same order.
@Suite struct RuleSubsetTests {
    @Test func membersAreListedInListOrderAcrossTheSixtyFourthIndex() {
        let rules = (0..<100).map { Rule(RuleValueTests.ladder, "role\($0)", on: "paper") }
        var subset = RuleSubset()
        #expect(subset.isEmpty && subset.rules(in: rules).isEmpty)
        let members = [99, 0, 63, 64, 5, 70, 64]
        for index in members { subset.insert(index) }
        #expect(!subset.isEmpty)
        #expect(subset.rules(in: rules) == Set(members).sorted().map { rules[$0] })
    }
}
