import Testing
@testable import PaletteKit

/// `fix` with `signal` rules (measure `distinct`) against the exhaustive search: the shipped
/// palettes whose signals collide, read with the stream schema plus the three signal rules, only
/// their signal roles free (each pair's order kept), every combination cheaper than the repair's
/// answer enumerated from `ReferenceLine` and measured by `ReferenceDistinct`, never by the
/// product's measure.
@Suite struct DistinctRepairExhaustiveTests {
    /// The stream schema with `signal` (distinct ≥ 9) over success/destructive,
    /// warning/destructive and success/warning.
    static let signalSchema: Schema = {
        let stream = Schema.stream
        let signal = RuleKind("signal", measure: .named("distinct")!, threshold: 9)
        let rules = ["success/destructive", "warning/destructive", "success/warning"].map { pair in
            let sides = pair.split(separator: "/").map(String.init)
            return Rule(signal, sides[0], on: sides[1])
        }
        return Schema(name: "stream", groups: stream.groups, roles: stream.roles, derivedTokens: stream.derivedTokens,
                      ruleKinds: stream.ruleKinds + [signal], rules: stream.rules + rules, ground: "paper", plate: "plate",
                      ids: stream.ids, swiftNames: stream.swiftNames, levels: stream.levels, hierarchy: stream.hierarchy)
    }()

    /// A shipped palette's colours under `signalSchema`, following nothing.
    static func withSignals(_ id: String) throws -> Palette {
        let shipped = try ExportTests.shipped(id)
        var palette = Palette(id: shipped.id, schema: signalSchema)
        for role in signalSchema.roleNames { palette[role] = shipped[role] }
        return palette
    }

    @Test(arguments: [("amberLinen", ["warning", "destructive"]), ("apricotPlum", ["warning", "destructive"]),
                      ("gruvbox", ["success", "warning"]), ("nord", ["success", "warning"]), ("kanagawa", ["success", "destructive"]),
                      ("rosePineDawn", ["warning", "destructive"])])
    func signalsAreSeparatedExactly(_ id: String, _ roles: [String]) throws {
        let draft = try Self.withSignals(id)
        #expect(RuleEvaluator.evaluateAll(draft).contains { $0.rule.kind.name == "signal" && $0.status == .fail }, "the instance starts failing")
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft, only: roles))
        #expect(repair.passes)
        ExhaustiveRepair(draft: draft, roles: roles).expectAgrees(with: repair)
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
