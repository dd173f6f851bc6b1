import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// Recursive parsers and the "did you mean" search are bounded by their input's shape, not its
/// size: no case here crashes the process or takes seconds.
@Suite struct ParserLimitTests {
    static func nested(_ depth: Int, function: String = "mix(") -> String {
        let tail = function == "mix(" ? ", #000, 0.5)" : ", 0.1)"
        return String(repeating: function, count: depth) + "#FFF" + String(repeating: tail, count: depth)
    }

    @Test(arguments: ["mix(", "lighten(", "darken("])
    func twentyThousandLevelsAreRefusedNotAStackOverflow(function: String) {
        #expect(throws: ExpressionError.tooDeep(limit: 32)) { try ColourExpressionParser.parse(Self.nested(20_000, function: function)) }
    }

    /// The limit counts functions, as its message says: 32 nested mix() are accepted, 33 refused
    /// (the innermost colour is not a level: counting it would refuse 32).
    @Test(arguments: ["mix(", "lighten(", "darken("])
    func theDepthLimitIsExact(function: String) throws {
        _ = try ColourExpressionParser.parse(Self.nested(32, function: function))
        #expect(throws: ExpressionError.tooDeep(limit: 32)) { try ColourExpressionParser.parse(Self.nested(33, function: function)) }
    }

    /// A run of steps nests as deeply as functions do: 90,000 in a palette file's link overflowed
    /// the stack evaluating and freeing it. 32 in a row are accepted, 33 refused.
    @Test func aLongRunOfStepsIsRefusedNotAStackOverflow() throws {
        func steps(_ count: Int) -> String { "paper" + String(repeating: ".stepped(0.01)", count: count) }
        _ = try ColourExpressionParser.parse(steps(32))
        #expect(throws: ExpressionError.tooDeep(limit: 32)) { try ColourExpressionParser.parse(steps(33)) }
        #expect(throws: ExpressionError.tooDeep(limit: 32)) { try ColourExpressionParser.parse(steps(90_000)) }
    }

    @Test func deepJSONIsRefusedNotAStackOverflow() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test func aCallOfAnUnsupportedColourFunctionIsNamedInAnExpression() {
        #expect(throws: ExpressionError.badColour(ColourParseError(input: "color-mix(in oklch, red, blue)", problem: .unsupportedForm("color-mix()")))) {
            try ColourExpressionParser.parse("mix(paper, color-mix(in oklch, red, blue), 0.5)")
        }
    }

    /// A megabyte of unknown name against the 39 roles: answered without a 10^6 × 10 edit table.
    @Test func didYouMeanIgnoresInputsNoCandidateIsNear() {
        let huge = String(repeating: "paper", count: 200_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(Schema.stream.nearestRole(to: huge) == nil) }
        // Linear work takes about a millisecond here; an unbounded search takes seconds.
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
        #expect(Schema.stream.nearestRole(to: "papr") == "paper")
        #expect(NearestName.nearest(to: "gruvbox", among: ["gruvboxDark", "gruvboxLight"]) == "gruvboxDark")
    }
}
