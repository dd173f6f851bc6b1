import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// Contrast levels: levels as schema data, pins in palette files, and variants
/// derived by the joint repair.
@Suite struct ContrastLevelTests {
    @Test func theStreamSchemasHighLevelRaisesEveryKindAndThePressedStep() throws {
        let high = try #require(Schema.stream.at(level: "high"))
        #expect(Schema.stream.levelNames == ["standard", "high"])
        #expect(high.level == "high" && high.standard == .stream)
        let thresholds = Dictionary(uniqueKeysWithValues: high.ruleKinds.map { ($0.name, $0.threshold) })
        #expect(thresholds == ["title": 10, "body": 7, "marker": 3, "fill": 4.5, "capsule": 1.25, "ladder": 1.15, "darkStep": 0.08, "signal": 12])
        for (standard, raised) in zip(Schema.stream.ruleKinds, high.ruleKinds) { #expect(raised.threshold >= standard.threshold) }
        #expect(high.rules.allSatisfy { $0.threshold == thresholds[$0.kind.name] })
        #expect(high.derivedToken(named: "pressedPlate")?.step == 0.08)
        #expect(high.derivedToken(named: "controlFill")?.step == 0.12)
        #expect(Schema.stream.at(level: "standard") == .stream)
        #expect(Schema.stream.at(level: "higher") == nil)
    }

    /// Levels are not part of the hash: a team that adds or raises a level keeps every palette file
    /// readable (the editor schema gained one; harbor.json still reads).
    @Test func levelsLeaveTheSchemaHashAlone() throws {
        let stream = Schema.stream
        let withoutLevels = Schema(name: stream.name, groups: stream.groups, roles: stream.roles, derivedTokens: stream.derivedTokens,
                                   ruleKinds: stream.ruleKinds, rules: stream.rules, ground: stream.ground, plate: stream.plate,
                                   ids: stream.ids, twins: stream.twins, swiftNames: stream.swiftNames)
        #expect(SchemaFile.hash(withoutLevels) == SchemaFile.hash(stream))
        #expect(SchemaFile.encode(withoutLevels) != SchemaFile.encode(stream))
        #expect(try SchemaFile.decode(SchemaFile.encode(stream)) == stream)
        #expect(SchemaIdentity(stream.at(level: "high")!) == SchemaIdentity(stream))
    }

    static func schemaText(levels: String) -> String {
        SchemaFile.encode(.stream).replacingOccurrences(of: "\n}\n", with: ",\n  \"levels\": \(levels)\n}\n", options: .backwards)
            .replacingOccurrences(of: ",\n  \"levels\": [\n    {\n      \"name\": \"high\"", with: ",\n  \"levelsWere\": [\n    {\n      \"name\": \"high\"")
    }

    @Test(arguments: [
        ("[{\"name\": \"high\", \"thresholds\": {\"body\": 3}}]", "levels[0].thresholds.body",
         SchemaProblem.Kind.levelLowersThreshold(kind: "body", standard: 3.5, level: 3)),
        ("[{\"name\": \"standard\", \"thresholds\": {}}]", "levels[0].name", .reservedLevelName("standard")),
        ("[{\"name\": \"high\", \"thresholds\": {\"bdy\": 7}}]", "levels[0].thresholds.bdy", .unknownKind("bdy", nearest: "body")),
        ("[{\"name\": \"high\", \"steps\": {\"pressedPlat\": 0.1}}]", "levels[0].steps.pressedPlat", .unknownDerivedToken("pressedPlat", nearest: "pressedPlate")),
        ("[{\"name\": \"high\", \"steps\": {\"pressedPlate\": 2}}]", "levels[0].steps.pressedPlate", .stepOutOfRange(2)),
        ("[{\"name\": \"high\", \"thresholds\": {\"body\": 30}}]", "levels[0].thresholds.body", .thresholdOutOfRange(30, measure: .named("contrast")!)),
        ("[{\"name\": \"high\"}, {\"name\": \"high\"}]", "levels[1].name", .duplicateName("high")),
        ("{\"high\": {}}", "levels", .wrongType(expected: "an array of level objects")),
    ])
    func aBadLevelIsRefusedWithItsPlace(levels: String, place: String, kind: SchemaProblem.Kind) {
        let base = SchemaFile.encode(.stream)
        let cut = base.range(of: ",\n  \"levels\"")!.lowerBound
        let text = String(base[..<cut]) + ",\n  \"levels\": \(levels)\n}\n"
        #expect(throws: SchemaLoadError.self) { try SchemaFile.decode(text) }
        do { _ = try SchemaFile.decode(text) } catch {
            #expect(error.problems.contains(SchemaProblem(place, kind)), "\(error.problems)")
        }
    }

    @Test func pinsRoundTripThroughThePaletteFileAndAnUnknownLevelIsNamed() throws {
        var palette = try ExportTests.shipped("nord")
        palette.pin("accent", try ColourParser.parse("#A0C5F3"), at: "high")
        let text = PaletteFile.encode(palette)
        #expect(text.contains("\"levels\": {\n    \"high\": {\n      \"accent\": \"#A0C5F3\"\n    }\n  }"))
        #expect(try PaletteFile.decode(text) == palette)
        #expect(!PaletteFile.encode(try ExportTests.shipped("nord")).contains("levels"))
        let wrong = text.replacingOccurrences(of: "\"high\": {", with: "\"hihg\": {")
        #expect(throws: PaletteLoadError(problems: [.unknownLevel("hihg", nearest: "high", levels: ["high"])])) { try PaletteFile.decode(wrong) }
    }

    /// `fix --level high` of every shipped palette passes every rule at that level, each move on its
    /// role's own line (an independent dense scan of the line), the kind kept.
    @Test(arguments: Schema.stream.ids)
    func everyShippedPalettesHighVariantDerives(_ id: String) throws {
        let palette = try ExportTests.shipped(id)
        let variant = try PaletteRepair.variant(of: palette, at: "high")
        #expect(variant.passes)
        #expect(variant.result.schema.level == "high")
        #expect(variant.result.isLight == palette.isLight)
        for result in RuleEvaluator.evaluateAll(variant.result) { #expect(result.status != .fail, "\(result.rule.pairName)") }
        for move in variant.moves {
            #expect(Self.isOnLine(move.to, through: move.from), "\(move.role) \(move.from.hex) → \(move.to.hex) left its line")
        }
    }

    /// Whether `colour` is one of the 8-bit colours of the lightness line through `start`, by the
    /// tests' own dense scan of the line (`ReferenceLine`, its own OKLab and gamut mapping).
    static func isOnLine(_ colour: Colour, through start: Colour) -> Bool {
        ReferenceLine(through: start).colours.contains(colour)
    }

    @Test func aPinnedRoleIsKeptAndTheRestDerived() throws {
        var palette = try ExportTests.shipped("nord")
        let pinned = try ColourParser.parse("#A0C5F3")
        palette.pin("accent", pinned, at: "high")
        let variant = try PaletteRepair.variant(of: palette, at: "high")
        #expect(variant.passes)
        #expect(variant.result["accent"] == pinned)
        #expect(variant.keptRoles.contains("accent"))
        // Too pale an accent for its white label at 7:1: the variant cannot be derived, and says why.
        palette.pin("accent", try ColourParser.parse("#5E81AC"), at: "high")
        let stuck = try PaletteRepair.variant(of: palette, at: "high")
        #expect(!stuck.passes)
        #expect(stuck.conflicts.contains { $0.map(\.pairName).contains("inkOnAccent/accent") })
    }

    /// Reduced instances at the high level: 2–3 free roles of a palette's high variant, moved off
    /// their passing colours; `fix` against an exhaustive search (`ExhaustiveRepair`: candidates
    /// from the tests' own scan of each line, orders from their own luminance), at the level.
    @Test(arguments: [("nord", ["body", "plate"], UInt64(21)), ("craftLight", ["paper", "plate"], 22), ("gruvbox", ["accent", "paper"], 23),
                      ("everforest", ["secondary", "plate", "paper"], 24), ("blushPaper", ["sunken", "field", "plate"], 25)])
    func highLevelRepairsMatchExhaustiveSearch(id: String, roles: [RoleName], seed: UInt64) throws {
        let variant = try PaletteRepair.variant(of: try ExportTests.shipped(id), at: "high")
        let draft = RepairExhaustiveTests.perturbed(variant.result, roles: roles, seed: seed)
        #expect(draft.schema.level == "high")
        let repair = try PaletteRepair.repair(RepairRequest(palette: draft, only: roles))
        #expect(repair.passes)
        ExhaustiveRepair(draft: draft, roles: roles).expectAgrees(with: repair)
    }
}
