import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct SchemaTests {
    let schema = Schema.stream

    @Test func thirtyNineRolesInSixGroupsInOrder() {
        #expect(schema.roles.count == 39)
        #expect(schema.roleNames.prefix(3) == ["paper", "plate", "sunken"])
        #expect(schema.roleNames.last == "stageHairline")
        #expect(schema.groups == ["surfaces", "ink", "markers", "fills", "capsules", "stage"])
        let counts = schema.groups.map { schema.roles(in: $0).count }
        #expect(counts == [8, 7, 6, 7, 5, 6])
        let groupsInOrder = schema.roles.map(\.group)
        #expect(groupsInOrder == groupsInOrder.sorted { schema.groups.firstIndex(of: $0)! < schema.groups.firstIndex(of: $1)! })
    }

    @Test func everyRuleNamesKnownTokens() {
        for rule in schema.rules {
            for token in rule.tokens {
                #expect(schema.baseRole(of: token) != nil, "\(rule.pairName)")
            }
        }
    }

    @Test func ruleCountsPerKind() {
        let counts = Dictionary(grouping: schema.rules, by: \.kind).mapValues(\.count)
        #expect(counts == [.title: 5, .body: 17, .marker: 8, .fill: 12, .capsule: 5, .ladder: 8, .darkStep: 3, .signal: 3])
        #expect(Set(schema.rules.filter { $0.kind == .title }.map(\.threshold)) == [7])
        #expect(Set(schema.rules.filter { $0.kind == .ladder }.map(\.threshold)) == [1.05])
    }

    @Test func onlyPaperMustBeOpaque() {
        #expect(schema.roles.filter(\.mustBeOpaque).map(\.name) == ["paper"])
    }

    @Test func derivedTokensReachRulesThroughTheirBase() {
        #expect(schema.rules(involving: "paper").contains { $0.foreground == "body" && $0.background == "controlFill" })
        #expect(schema.rules(involving: "plate").contains { $0.foreground == "pressedPlate" })
    }

    @Test(arguments: [("nord", true), ("craftLight", true), ("a", true), ("Nord", false), ("1abc", false),
                      ("has-dash", false), ("", false), (String(repeating: "a", count: 64), true),
                      (String(repeating: "a", count: 65), false), ("naïve", false)])
    func paletteIDs(text: String, valid: Bool) {
        #expect((PaletteID(text) != nil) == valid)
    }

    @Test func twelveShippedIDs() {
        #expect(Schema.stream.ids.count == 12)
        #expect(Schema.stream.ids.allSatisfy { PaletteID($0) != nil })
    }
}
