import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct RuleEvaluatorTests {
    func rule(_ pair: String) -> Rule {
        Schema.stream.rules.first { $0.pairName == pair && $0.kind != .darkStep }!
    }

    func darkStep(_ pair: String) -> Rule {
        Schema.stream.rules.first { $0.pairName == pair && $0.kind == .darkStep }!
    }

    @Test func completeLightPalettePassesEverything() {
        let results = RuleEvaluator.evaluateAll(TestPalettes.light)
        let failing = results.filter { $0.status == .fail }.map(\.rule.pairName)
        #expect(failing.isEmpty, "\(failing)")
        #expect(results.filter { $0.status == .notApplicable }.count == 3)
        #expect(results.allSatisfy { $0.status != .pending })
    }

    @Test(arguments: [
        // pair, paper, foreground, background, expected status
        ("ink/paper", "#FFFFFF", "#000000", nil, RuleStatus.pass),
        ("ink/paper", "#FFFFFF", "#777777", nil, .fail),
        ("body/paper", "#FFFFFF", "#767676", nil, .pass),
        ("marker/paper", "#FFFFFF", "#C0C0C0", nil, .fail),
        ("capsule/plate", "#FFFFFF", "#F0F0F0", "#FFFFFF", .pass),
        ("plate/paper", "#FFFFFF", "#FAFAFA", nil, .fail),
        ("plate/paper", "#FFFFFF", "#F0F0F0", nil, .pass),
    ] as [(String, String, String, String?, RuleStatus)])
    func contrastKinds(pair: String, paper: String, foreground: String, background: String?, expected: RuleStatus) {
        let rule = rule(pair)
        var values: [RoleName: String] = ["paper": paper, RoleName(rule.foreground): foreground]
        if let background { values[RoleName(rule.background)] = background }
        let result = RuleEvaluator.evaluate(rule, in: TestPalettes.palette(values))
        #expect(result.status == expected, "\(pair): \(String(describing: result.value))")
    }

    @Test func pendingUntilBothRolesAreFilled() {
        let palette = TestPalettes.palette(["paper": "#FFFFFF"])
        #expect(RuleEvaluator.evaluate(rule("ink/paper"), in: palette).status == .pending)
        #expect(RuleEvaluator.evaluate(rule("ink/plate"), in: palette).status == .pending)
    }

    @Test func derivedTokensNeedTheGround() {
        let palette = TestPalettes.palette(["plate": "#FFFFFF"])
        #expect(RuleEvaluator.evaluate(rule("pressedPlate/plate"), in: palette).status == .pending)
        let withGround = TestPalettes.palette(["plate": "#FFFFFF", "paper": "#FAF7F2"])
        let result = RuleEvaluator.evaluate(rule("pressedPlate/plate"), in: withGround)
        #expect(result.status == .pass)
        #expect(result.foreground == TestPalettes.colour("#F2F2F2"))
    }

    @Test func darkStepAppliesOnlyToDarkPalettes() {
        let light = TestPalettes.palette(["paper": "#FFFFFF", "plate": "#FAFAFA"])
        #expect(RuleEvaluator.evaluate(darkStep("plate/paper"), in: light).status == .notApplicable)
        // Nord: nord1 plate on nord0 paper steps 0.05+, nord2 on nord1 only 0.037.
        let nord = TestPalettes.palette(["paper": "#2E3440", "plate": "#3B4252", "raised": "#434C5E"])
        let plate = RuleEvaluator.evaluate(darkStep("plate/paper"), in: nord)
        let raised = RuleEvaluator.evaluate(darkStep("raised/plate"), in: nord)
        #expect(plate.status == .pass)
        #expect(raised.status == .fail)
        #expect(abs(raised.value! - 0.0372) < 0.001)
        #expect(RuleEvaluator.evaluate(darkStep("raised/plate"), in: TestPalettes.palette(["plate": "#3B4252", "raised": "#434C5E"])).status == .pending)
    }

    @Test func translucentForegroundIsCompositedOverItsBackground() {
        let palette = TestPalettes.palette(["paper": "#FFFFFF", "highlight": "#FFE58A80", "body": "#2E2A25"])
        let result = RuleEvaluator.evaluate(rule("highlight/paper"), in: palette)
        #expect(result.foreground == Colour(red: 255, green: 242, blue: 196))
        #expect(result.status == .pass)
    }

    @Test func translucentBackgroundIsCompositedOverPaperFirst() {
        let palette = TestPalettes.palette(["paper": "#FFFFFF", "stageScrim": "#00000080", "inkOnStage": "#FFFFFF"])
        let result = RuleEvaluator.evaluate(rule("inkOnStage/stageScrim"), in: palette)
        #expect(result.background == Colour(red: 127, green: 127, blue: 127))
        #expect(abs(result.value! - WCAGContrast.ratio(.white, on: Colour(red: 127, green: 127, blue: 127))) < 1e-12)
        #expect(result.status == .pass)
        let withoutPaper = TestPalettes.palette(["stageScrim": "#00000080", "inkOnStage": "#FFFFFF"])
        #expect(RuleEvaluator.evaluate(rule("inkOnStage/stageScrim"), in: withoutPaper).status == .pending)
    }

    @Test func lightAndDarkFollowTheInkThePaperPrefers() {
        #expect(TestPalettes.palette(["paper": "#FFFFFF"]).isLight == true)
        #expect(TestPalettes.palette(["paper": "#2E3440"]).isLight == false)
        // #777777: 4.48 against white, 4.69 against black, so it prefers dark ink.
        #expect(TestPalettes.palette(["paper": "#777777"]).isLight == true)
        #expect(TestPalettes.palette(["paper": "#747474"]).isLight == false)
        #expect(TestPalettes.palette(["plate": "#FFFFFF"]).isLight == nil)
    }

    @Test func steppedGoesTowardBlackInLightAndWhiteInDark() {
        let light = TestPalettes.palette(["paper": "#FFFFFF"])
        let dark = TestPalettes.palette(["paper": "#000000"])
        #expect(light.colour(of: "controlFill") == Colour(red: 224, green: 224, blue: 224))
        #expect(dark.colour(of: "controlFill") == Colour(red: 31, green: 31, blue: 31))
    }
}

/// `RuleEvaluator.status` (what replay asks of a set role's rules) is `evaluate`'s status, for
/// palettes with any roles unset.
@Suite struct RuleStatusTests {
    @Test(arguments: 0..<20)
    func statusIsEvaluatesStatus(seed: Int) throws {
        var generator = SplitMix64(seed: 9_000 &+ UInt64(seed))
        var palette = try ExportTests.shipped(Schema.stream.ids[seed % Schema.stream.ids.count])
        for role in Schema.stream.roleNames where generator.next() % 3 == 0 { palette[role] = nil }
        for rule in palette.schema.rules {
            #expect(RuleEvaluator.status(of: rule, in: palette) == RuleEvaluator.evaluate(rule, in: palette).status, "\(rule.pairName)")
        }
    }
}
