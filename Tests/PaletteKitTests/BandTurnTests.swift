import Foundation
import Testing
@testable import PaletteKit

/// The turn of a status hue that derives a level its bands keep from deriving
/// (`PaletteRepair.bandTurn`), and the arc of hues a band allows (`HueInterval`). The twins'
/// turns themselves are checked against the issue's numbers in `RoleBandTests`.
@Suite struct BandTurnTests {
    @Test(arguments: [
        (from: 110.0, to: 205.0, hue: 150.0, inside: true), (110, 205, 110, true), (110, 205, 205, true), (110, 205, 100, false),
        (110, 205, 206, false), (345, 45, 0, true), (345, 45, 350, true), (345, 45, 45, true), (345, 45, 50, false),
        (345, 45, 300, false), (345, 45, -10, true), (345, 45, 360, true), (345, 45, 725, true),
    ])
    func anArcHoldsItsHues(_ from: Double, _ to: Double, _ hue: Double, _ inside: Bool) {
        #expect(HueInterval(from: from, to: to).contains(hue) == inside)
    }

    /// 360° is 0°: an arc written to end at 360 reads as ending at 0; past 360 is refused.
    @Test func anArcEndingAt360EndsAt0() throws {
        let text = SchemaFile.encode(.stream)
        let arc = "\"hues\": [\n        110,\n        215\n      ]"
        #expect(text.contains(arc))
        let schema = try SchemaFile.decode(text.replacingOccurrences(of: arc, with: "\"hues\": [300, 360]"))
        #expect(schema.band(of: "success")?.hues == HueInterval(from: 300, to: 0))
        #expect(throws: SchemaLoadError(problems: [SchemaProblem("bands.success.hues", .hueOutOfRange(361))])) {
            try SchemaFile.decode(text.replacingOccurrences(of: arc, with: "\"hues\": [300, 361]"))
        }
    }

    /// A level that derives as it is needs no turn.
    @Test func aDerivingLevelIsNotTurned() throws {
        #expect(try PaletteRepair.bandTurn(of: try ExportTests.shipped("obsidian"), at: "high") == nil)
    }

    /// A schema whose bands allow no hues turns none: the level stays refused, naming the band.
    @Test func bandsWithoutHuesTurnNothing() throws {
        let text = SchemaFile.encode(.stream)
        let schema = try SchemaFile.decode(text.replacingOccurrences(of: #",\n      "hues": \[\n        \d+,\n        \d+\n      \]"#, with: "",
                                                                     options: .regularExpression))
        #expect(schema.bands.count == 4 && schema.bands.allSatisfy { $0.hues == nil })
        let twin = try PaletteRepair.repair(RepairRequest(palette: try RoleBandTests.darkWithRed("craftDark"), inverts: true)).result
        let light = RoleBandTests.moved(twin, to: schema)
        let variant = try PaletteRepair.variant(of: light, at: "high")
        #expect(!variant.passes && variant.conflicts.joined().contains(where: \.isBand))
        #expect(try PaletteRepair.bandTurn(of: light, at: "high") == nil)
        // With the stream schema's hues, the same twin turns success.
        #expect(try PaletteRepair.bandTurn(of: twin, at: "high")?.role == "success")
    }

    /// A turn's trials ask only whether a level derives: a repair that names no conflicts answers
    /// as one that does (passes and palette), with no conflicts when it fails.
    @Test func aRepairThatNamesNoConflictsAnswersAsOneThatDoes() throws {
        let twin = try PaletteRepair.repair(RepairRequest(palette: try RoleBandTests.darkWithRed("craftDark"), inverts: true)).result
        var cases = [(twin, LevelName("high"))]
        for id in ["nord", "amberLinen", "kanagawa"] { cases.append((try ExportTests.shipped(id), "high")) }
        var failed = 0
        for (palette, level) in cases {
            let named = try PaletteRepair.variant(of: palette, at: level)
            let unnamed = try PaletteRepair.variant(of: palette, at: level, namesConflicts: false)
            #expect(unnamed.passes == named.passes && unnamed.result == named.result)
            #expect(unnamed.conflicts.isEmpty)
            if !named.passes {
                failed += 1
                #expect(!named.conflicts.isEmpty)
            }
        }
        #expect(failed == 1, "the twin with a red cannot derive high as it is")
    }
}
