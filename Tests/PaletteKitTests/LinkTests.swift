import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// Links: a role set from other roles follows them, in the palette, its file and the repair, until
/// it is set to something else.
@Suite struct LinkTests {
    static func link(_ text: String, _ schema: Schema = .stream) -> RoleLink {
        RoleLink(try! ColourExpressionParser.parse(text), schema: schema)!
    }

    /// paper, plate, sheet = plate, bar = paper.stepped(0.04), accent, accentPressed = accent.stepped(0.15).
    static func linked() -> Palette {
        var palette = TestPalettes.palette(["paper": "#F4F1EA", "plate": "#FFFFFF", "accent": "#1F5FA8"])
        try! palette.assign("sheet", nil, following: link("plate"))
        try! palette.assign("bar", nil, following: link("paper.stepped(0.04)"))
        try! palette.assign("accentPressed", nil, following: link("accent.stepped(0.15)"))
        return palette
    }

    @Test func aLinkedRoleFollowsWhatItReadsUntilItIsSetToSomethingElse() throws {
        var palette = Self.linked()
        #expect(palette["sheet"] == TestPalettes.colour("#FFFFFF"))
        #expect(palette["bar"] == TestPalettes.colour("#F4F1EA").stepped(0.04, inLightPalette: true))
        try palette.assign("plate", TestPalettes.colour("#FBFAF7"), following: nil)
        #expect(palette["sheet"] == TestPalettes.colour("#FBFAF7"))
        try palette.assign("sheet", TestPalettes.colour("#EEEEEE"), following: nil)
        try palette.assign("plate", TestPalettes.colour("#FFFFFF"), following: nil)
        #expect(palette["sheet"] == TestPalettes.colour("#EEEEEE"), "set to a colour, sheet follows nothing")
        #expect(palette.links["sheet"] == nil)
    }

    @Test func aChainFollowsInOrderAndACycleChangesNothing() throws {
        var palette = Self.linked()
        try palette.assign("field", nil, following: Self.link("sheet"))
        try palette.assign("plate", TestPalettes.colour("#FAFAFA"), following: nil)
        #expect(palette["field"] == TestPalettes.colour("#FAFAFA"))
        #expect(palette.followers(of: "plate") == ["sheet", "field"])
        let before = palette
        #expect(throws: LinkProblem.cycle(role: "plate", path: ["field", "sheet", "plate"])) {
            try palette.assign("plate", nil, following: Self.link("mix(field, #000000, 0.5)"))
        }
        #expect(palette == before)
    }

    /// The ground decides every step's direction: following a role, a step from it could flip
    /// the kind and the step with it, and no state would agree with its links.
    @Test func theGroundFollowsNoRole() {
        var palette = Self.linked()
        let before = palette
        #expect(throws: LinkProblem.groundFollows("paper")) { try palette.assign("paper", nil, following: Self.link("accentPressed")) }
        #expect(palette == before)
    }

    @Test func unsettingWhatALinkReadsGivesTheLinkUpAndKeepsTheColour() throws {
        var palette = Self.linked()
        let accentPressed = palette["accentPressed"]
        let broken = try palette.assign("accent", nil, following: nil)
        #expect(broken == [BrokenLink(role: "accentPressed", link: Self.link("accent.stepped(0.15)"), reason: .unsetRole("accent"))])
        #expect(palette["accentPressed"] == accentPressed)
        #expect(palette.links["accentPressed"] == nil)
    }

    @Test func thePaletteFileKeepsLinksAndRefusesOnesThatCannotStand() throws {
        let palette = Self.linked()
        let text = PaletteFile.encode(palette)
        #expect(text.contains("\"links\": {\n    \"bar\": \"paper.stepped(0.04)\",\n    \"sheet\": \"plate\",\n    \"accentPressed\": \"accent.stepped(0.15)\"\n  }"))
        #expect(try PaletteFile.decode(text) == palette)
        func problems(_ links: String) -> [PaletteFileProblem] {
            let edited = text.replacingOccurrences(of: "\"bar\": \"paper.stepped(0.04)\"", with: links)
            do { _ = try PaletteFile.decode(edited); return [] } catch { return error.problems }
        }
        let cases: [(String, [PaletteFileProblem])] = [
            ("\"bar\": \"paper.stepped(0.05)\"",
             [.badLink(role: "bar", expression: "paper.stepped(0.05)",
                       .differs(stored: palette["bar"], computed: palette["paper"]!.stepped(0.05, inLightPalette: true)))]),
            ("\"bar\": \"#FFFFFF\"", [.badLink(role: "bar", expression: "#FFFFFF", .readsNoRole)]),
            ("\"bar\": \"nord.nord0\"", [.badLink(role: "bar", expression: "nord.nord0", .unreadable(.unknownName("nord.nord0", nearest: nil)))]),
            ("\"bar\": \"papr\"", [.badLink(role: "bar", expression: "papr", .unreadable(.unknownName("papr", nearest: "paper")))]),
            ("\"bar\": \"bar.stepped(0.1)\"", [.badLink(role: "bar", expression: "bar.stepped(0.1)", .cycle(path: ["bar"]))]),
            ("\"bar\": \"mix(paper,\"", [.badLink(role: "bar", expression: "mix(paper,", .unreadable(.expected("a colour, a name or mix/lighten/darken", found: "end of input")))]),
            ("\"barr\": \"paper\"", [.unknownRole("barr", nearest: "bar")]),
            ("\"bar\": 5", [.badLink(role: "bar", expression: "", .notAString)]),
            ("\"bar\": \"mix(paper, nord.nord3, 0.5)\"",
             [.badLink(role: "bar", expression: "mix(paper, nord.nord3, 0.5)", .unreadable(.unknownName("nord.nord3", nearest: nil)))]),
            ("\"paper\": \"plate\"", [.badLink(role: "paper", expression: "plate", .ground)]),
        ]
        for (links, expected) in cases { #expect(problems(links) == expected, "\(links)") }
    }

    /// `fix` moves a linked role with its source, exactly: the search below places each follower
    /// with its source by its own stepping, and no combination it finds is cheaper.
    @Test(arguments: [("craftLight", ["paper", "plate"], UInt64(1)), ("kanagawa", ["plate", "paper"], 2), ("nord", ["accent", "paper"], 3),
                      ("amberLinen", ["paper", "accent"], 4), ("craftDark", ["paper", "accent"], 5)])
    func linkedRolesMoveWithTheirSourcesExactly(_ id: String, _ roles: [RoleName], _ seed: UInt64) throws {
        let shipped = try ExportTests.shipped(id)
        // The followers as the file spells them, read here: `role` or `role.stepped(t)`, a role
        // that follows another taking its steps first.
        func resolved(_ role: RoleName) -> (base: RoleName, steps: [Double]) {
            guard let text = shipped.links[role]?.text else { return (role, []) }
            let parts = text.split(separator: ".", maxSplits: 1)
            let source = resolved(RoleName(String(parts[0])))
            return (source.base, source.steps + (parts.count == 2 ? [Double(parts[1].dropFirst("stepped(".count).dropLast())!] : []))
        }
        var followers: [RoleName: (base: RoleName, steps: [Double])] = [:]
        for role in shipped.links.keys where roles.contains(resolved(role).base) { followers[role] = resolved(role) }
        #expect(!followers.isEmpty, "the instance moves a role that others follow")
        let draft = Self.nudged(shipped, roles: roles, seed: seed)
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft, only: roles))
        #expect(repair.passes)
        #expect(repair.result.links == shipped.links, "every link kept")
        for (follower, link) in followers {
            let expected = link.steps.reduce(repair.result[link.base]!) { ExhaustiveRepair.stepped($0, $1, isLight: draft.isLight!) }
            #expect(repair.result[follower] == expected, "\(follower)")
        }
        ExhaustiveRepair(draft: draft, roles: roles, followers: followers).expectAgrees(with: repair)
    }

    /// Sources nudged along their lines, followers recomputed, until a rule fails.
    static func nudged(_ palette: Palette, roles: [RoleName], seed: UInt64) -> Palette {
        var generator = SplitMix64(seed: seed)
        while true {
            var draft = palette
            for role in roles {
                let colour = palette[role]!
                let size = 0.01 + Double(generator.next() % 1000) / 1000 * 0.06
                draft[role] = LightnessLine(through: colour).colour(at: colour.lightness + (generator.next() % 2 == 0 ? size : -size))
            }
            draft.refreshLinks()
            let orders = palette.schema.rules.map { ExhaustiveRepair.order(of: $0, in: palette) }
            let keepsOrder = zip(palette.schema.rules, orders).allSatisfy { ExhaustiveRepair.order(of: $0, in: draft) == $1 }
            if draft.isLight == palette.isLight && keepsOrder && RuleEvaluator.evaluateAll(draft).contains(where: { $0.status == .fail }) { return draft }
        }
    }

    @Test func unlinkLetsEveryRoleMoveOnItsOwnAndOnlyRefusesALinkedRole() throws {
        let shipped = try ExportTests.shipped("craftLight")
        let draft = Self.nudged(shipped, roles: ["paper"], seed: 5)
        let linked = try PaletteRepair.repair(RepairRequest(palette: draft))
        let unlinked = try PaletteRepair.repair(RepairRequest(palette: draft, unlinks: true))
        #expect(linked.passes && unlinked.passes)
        #expect(unlinked.result.links.isEmpty)
        #expect(unlinked.totalDeltaL <= linked.totalDeltaL, "fewer ties, never a dearer answer")
        #expect(throws: RepairProblem.linkedRole("sheet", follows: "plate")) {
            try PaletteRepair.repair(RepairRequest(palette: draft, only: ["sheet"]))
        }
    }

    /// A level's variant and the other kind keep a role equal to another; a step from another is
    /// the standard palette's own, and the level or kind sets its own.
    @Test func variantsAndTheOtherKindKeepSameColourLinksOnly() throws {
        let shipped = try ExportTests.shipped("craftLight")
        let high = try PaletteRepair.variant(of: shipped, at: "high")
        #expect(high.passes)
        #expect(high.result["sheet"] == high.result["plate"])
        #expect(high.result["send"] == high.result["accent"])
        #expect(Set(high.result.links.keys) == ["sheet", "send"])
        let dark = try PaletteRepair.repair(RepairRequest(palette: shipped, inverts: true))
        #expect(dark.passes)
        #expect(dark.result.isLight == false)
        #expect(dark.result["sheet"] == dark.result["plate"])
        #expect(Set(dark.result.links.keys) == ["sheet", "send"])
    }

    @Test func aMigrationRenamesWhatLinksReadAndKeepsARetiredRolesColour() throws {
        let palette = Self.linked()
        let rename = SchemaMigration.rename(from: "plate", to: "card")
        let renamed = rename.migrate(palette, to: try rename.apply(to: .stream))
        #expect(renamed.links["sheet"]?.text == "card")
        let retire = SchemaMigration.retire(["accent"])
        let retired = retire.migrate(palette, to: try retire.apply(to: .stream))
        #expect(retired.links["accentPressed"] == nil, "a link left reading no role is a colour")
        #expect(retired["accentPressed"] == palette["accentPressed"])
        #expect(retired.links["bar"]?.text == "paper.stepped(0.04)")
    }
}
