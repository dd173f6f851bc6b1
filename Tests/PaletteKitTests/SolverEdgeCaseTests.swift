import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct SolverEdgeCaseTests {
    func colour(_ hex: String) -> Colour { TestPalettes.colour(hex) }

    func suggest(ground: String, plate: String, minimum: Double? = nil, movingGround: Bool = false) -> Suggestion {
        Solver.suggest(.groundAndPlate(ground: colour(ground), plate: colour(plate), minimum: minimum, movingGround: movingGround))
    }

    @Test func aPassingPlateIsItsOwnSuggestion() {
        let suggestion = suggest(ground: "#FFFFFF", plate: "#E0E0E0")
        #expect(suggestion.originalPasses)
        #expect(suggestion.best?.colour == colour("#E0E0E0"))
    }

    @Test func whiteGroundOnlyHasADarkerSide() {
        let suggestion = suggest(ground: "#FFFFFF", plate: "#FFFFFF")
        #expect(suggestion.lighter == nil)
        let darker = try! #require(suggestion.darker)
        #expect(WCAGContrast.ratio(darker.colour, on: .white) >= 1.05)
        // One step lighter fails.
        let lighterGrey = Colour(red: darker.colour.red + 1, green: darker.colour.green + 1, blue: darker.colour.blue + 1)
        #expect(WCAGContrast.ratio(lighterGrey, on: .white) < 1.05)
    }

    @Test func blackGroundOnlyHasALighterSideAndNeedsTheDarkStep() {
        let suggestion = suggest(ground: "#000000", plate: "#000000")
        #expect(suggestion.darker == nil)
        let lighter = try! #require(suggestion.lighter)
        #expect(lighter.lightness >= 0.05)
        #expect(WCAGContrast.ratio(lighter.colour, on: .black) >= 1.05)
    }

    @Test func thresholdOneAlwaysPasses() {
        let suggestion = suggest(ground: "#808080", plate: "#808080", minimum: 1)
        #expect(suggestion.originalPasses)
        #expect(suggestion.best?.colour == colour("#808080"))
    }

    @Test func thresholdTwentyOneNeedsBlackOnWhite() {
        let onWhite = suggest(ground: "#FFFFFF", plate: "#333333", minimum: 21)
        #expect(onWhite.best?.colour == .black)
        let impossible = suggest(ground: "#EEEEEE", plate: "#333333", minimum: 21)
        #expect(!impossible.passes)
        #expect(impossible.compromise?.broken.map(\.pairName) == ["plate/paper"])
    }

    @Test func translucentRolesKeepTheirAlphaAndAreMeasuredComposited() throws {
        var palette = TestPalettes.light
        palette["stageScrim"] = colour("#FFFFFFB3")
        let query = try SuggestionQuery.moving("stageScrim", in: palette)
        let suggestion = Solver.suggest(query)
        let best = try #require(suggestion.best)
        #expect(best.colour.alpha == 0xB3)
        let faint = Solver.suggest(try SuggestionQuery.moving("stageScrim", in: {
            var copy = palette
            copy["stageScrim"] = colour("#FFFFFF40")
            return copy
        }()))
        // At 25% even black over the white ground is too light for white text.
        #expect(!faint.passes)
        palette["stageScrim"] = best.colour
        #expect(RuleEvaluator.evaluate(involving: "stageScrim", in: palette).allSatisfy { $0.status != .fail })
    }

    @Test func outOfGamutLinesBendButStayExact() {
        // Saturated blue: raising its lightness at fixed chroma leaves sRGB almost at once.
        let suggestion = suggest(ground: "#0000FF", plate: "#0000FF", minimum: 3)
        let lighter = try! #require(suggestion.lighter)
        let line = LightnessLine(through: colour("#0000FF"))
        #expect(line.isMapped(at: lighter.lightness))
        #expect(WCAGContrast.ratio(lighter.colour, on: colour("#0000FF")) >= 3)
        #expect(OKLCH(lighter.colour).chroma < OKLCH(colour("#0000FF")).chroma)
    }

    @Test func movingTheGroundReportsTheGround() {
        let suggestion = suggest(ground: "#F5F5F5", plate: "#FFFFFF", movingGround: true)
        #expect(suggestion.role == "paper")
        let best = try! #require(suggestion.best)
        #expect(WCAGContrast.ratio(.white, on: best.colour) >= 1.05)
    }

    @Test func nordRaisedOnPlateNeedsTheDarkStep() throws {
        let palette = TestPalettes.palette(["paper": "#2E3440", "plate": "#3B4252", "raised": "#434C5E"], id: "nord")
        let query = try SuggestionQuery.moving("raised", in: palette)
        let suggestion = Solver.suggest(query)
        #expect(!suggestion.originalPasses)
        let best = try #require(suggestion.best)
        #expect(best.lightness - colour("#3B4252").lightness >= 0.05)
        #expect(suggestion.focus?.kind == .darkStep)
    }

    @Test func queriesNameWhatTheyCannotUse() {
        let palette = TestPalettes.palette(["paper": "#FFFFFF"])
        #expect(throws: SuggestionQuery.Problem.unsetRole("plate")) { try SuggestionQuery.moving("plate", in: palette) }
        #expect(throws: SuggestionQuery.Problem.unknownRole("plat", nearest: "plate")) { try SuggestionQuery.moving("plat", in: palette) }
        let both = TestPalettes.palette(["paper": "#FFFFFF", "shutter": "#000000"])
        #expect(throws: SuggestionQuery.Problem.noSharedRule(role: "paper", partner: "shutter")) {
            try SuggestionQuery.moving("paper", in: both, against: "shutter")
        }
    }

    @Test func impossibleCasesOfferTheFocusRuleWithFewestOthersBroken() throws {
        // Title ink must reach 7 on both a white ground and a black card: impossible together
        // (the best grey reaches about 4.6 on both).
        let palette = TestPalettes.palette(["paper": "#FFFFFF", "plate": "#000000", "ink": "#777777"])
        let query = try SuggestionQuery.moving("ink", in: palette)
        let suggestion = Solver.suggest(query)
        #expect(!suggestion.passes)
        let compromise = try #require(suggestion.compromise)
        #expect(compromise.broken.count == 1)
        #expect(!compromise.broken.contains(suggestion.focus!))
    }
}

extension LightnessLine {
    /// Whether the colour at `position` needed gamut mapping (its chroma was reduced).
    func isMapped(at position: Double) -> Bool {
        position > 0 && position < 1 && !OKLab(lightness: position, a: a, b: b).linearRGB.isInGamut
    }
}
