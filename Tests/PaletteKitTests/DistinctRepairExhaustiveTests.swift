import Testing
@_spi(Testing) @testable import PaletteKit
@_spi(Testing) @testable import PaletteCore
@testable import PaletteDraft
@_spi(Testing) @testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// `fix` with `signal` rules (measure `distinct`) against the exhaustive search: the shipped
/// palettes with the signal colours their schemes gave them, which collide, only their signal
/// roles free (each pair's order kept), every combination cheaper than the repair's
/// answer enumerated from `ReferenceLine` and measured by `ReferenceDistinct`, never by the
/// product's measure.
@Suite struct DistinctRepairExhaustiveTests {
    /// The signal colours the shipped palettes' schemes gave them, before each session's `fix`
    /// separated them (Palettes/ at 29e19db).
    static let schemeSignals: [String: [RoleName: String]] = [
        "amberLinen": ["success": "#3B6E2A", "warning": "#8F5B00", "destructive": "#A8321E"],
        "apricotPlum": ["success": "#2F6B3E", "warning": "#8A5200", "destructive": "#A82A20"],
        "gruvbox": ["success": "#B8BB26", "warning": "#FE8019", "destructive": "#FB4934"],
        "nord": ["success": "#A3BE8C", "warning": "#EBCB8B", "destructive": "#BF616A"],
        "kanagawa": ["success": "#98BB6C", "warning": "#FF9E3B", "destructive": "#FF5D62"],
        "rosePineDawn": ["success": "#56949F", "warning": "#C87D00", "destructive": "#B4637A"],
    ]

    /// A shipped palette's colours with its scheme's signal colours, following nothing.
    static func withSignals(_ id: String) throws -> Palette {
        let shipped = try ExportTests.shipped(id)
        var palette = Palette(id: shipped.id, schema: .stream)
        for role in Schema.stream.roleNames { palette[role] = shipped[role] }
        for (role, colour) in schemeSignals[id]! { palette[role] = try ColourParser.parse(colour) }
        return palette
    }

    @Test(arguments: [("amberLinen", ["warning", "destructive"]), ("apricotPlum", ["warning", "destructive"]),
                      ("gruvbox", ["success", "warning"]), ("nord", ["success", "warning"]), ("kanagawa", ["success", "destructive"]),
                      ("rosePineDawn", ["warning", "destructive"])])
    func signalsAreSeparatedExactly(_ id: String, _ roles: [RoleName]) throws {
        try Self.expectSeparatedExactly(try Self.withSignals(id), roles: roles)
    }

    /// A draft whose signals fail, repaired with only `roles` free: it passes, and no combination
    /// the exhaustive search measures is cheaper. Returns the repair.
    @discardableResult
    static func expectSeparatedExactly(_ draft: Palette, roles: [RoleName], sourceLocation: SourceLocation = #_sourceLocation) throws -> PaletteRepair {
        #expect(RuleEvaluator.evaluateAll(draft).contains { $0.rule.kind.name == "signal" && $0.status == .fail }, "the instance starts failing",
                sourceLocation: sourceLocation)
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft, only: roles))
        #expect(repair.passes, sourceLocation: sourceLocation)
        ExhaustiveRepair(draft: draft, roles: roles).expectAgrees(with: repair, sourceLocation: sourceLocation)
        return repair
    }

    /// Instances where the measure is not monotone along the lines, so the search leaves out
    /// boxes of failing pairs (`RepairSearch.failingBox`) and splits what is left of a node around
    /// them: craftDark with the signal colours `PalettePerturbation` gave it for `palette-bench`
    /// (seed 20261131), and gruvbox with its scheme's.
    @Test(arguments: [("craftDark", ["success": "#00A861", "warning": "#F5B544", "destructive": "#E8554B"], ["success", "destructive"]),
                      ("gruvbox", schemeSignals["gruvbox"]!, ["success", "warning"])])
    func boxesLeftOutKeepTheOptimum(_ id: String, _ signals: [RoleName: String], _ roles: [RoleName]) throws {
        var draft = try ExportTests.shipped(id)
        for (role, colour) in signals { draft[role] = try ColourParser.parse(colour) }
        let repair = try Self.expectSeparatedExactly(draft, roles: roles)
        #expect(repair.boxesLeftOut > 0, "the search leaves out a box")
    }

    /// The oracle's measure is ColorAide's to 1e-6 on its fixtures, so it judges as ColorAide does.
    @Test func theOraclesMeasureIsColorAides() {
        for pair in DistinctMeasureTests.fixture.pairs {
            let value = ReferenceDistinct.value(try! ColourParser.parse(pair.foreground), try! ColourParser.parse(pair.background))
            #expect(abs(value - pair.value) < 1e-6, "\(pair.foreground)/\(pair.background)")
        }
    }

    /// `check` names the vision a failing pair is least apart under, in text and JSON.
    @Test func checkNamesTheVision() throws {
        let palette = try Self.withSignals("amberLinen")
        let failing = RuleEvaluator.evaluateAll(palette).filter { $0.rule.kind.name == "signal" && $0.status == .fail }
        #expect(failing.map { $0.rule.pairName + " " + $0.detail! } == [
            "success/destructive under deuteranopia", "warning/destructive under deuteranopia", "success/warning under protanopia"])
        let json = JSONWriter.write(RuleResultJSON.encode(failing[1]))
        #expect(json.contains("\"detail\": \"under deuteranopia\""), "\(json)")
    }
}
