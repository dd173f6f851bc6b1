import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteReference

/// The schema's hierarchy kept by every level's variant, measured with the tests' own WCAG maths
/// (`ReferenceColour`): the text tiers in contrast against the ground, and the pressed accent a
/// ladder step from the accent. catppuccinLatte's and craftDark's high variants are the cases
/// that matter: a variant that ignores the hierarchy makes their pressed accent the accent itself.
@Suite struct HierarchyTests {
    static func contrast(_ first: Colour, _ second: Colour) -> Double {
        let a = ReferenceColour.luminance(first), b = ReferenceColour.luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test(arguments: PaletteRepairTests.shippedIDs)
    func everyLevelKeepsTheHierarchy(_ id: String) throws {
        let palette = try ExportTests.shipped(id)
        for level in palette.schema.levelNames {
            let measured = level == LevelName.standard ? palette : try PaletteRepair.variant(of: palette, at: level).result
            let paper = measured["paper"]!
            let tiers = ["ink", "body", "secondary", "faint"].map { Self.contrast(measured[$0]!, paper) }
            for index in tiers.indices.dropLast() {
                #expect(tiers[index] >= tiers[index + 1] - 1e-12, "\(id) at \(level): tier \(index) \(tiers)")
            }
            let ladder = measured.schema.ruleKinds.first { $0.name == "ladder" }!.threshold
            let step = Self.contrast(measured["accentPressed"]!, measured["accent"]!)
            #expect(step >= ladder, "\(id) at \(level): accentPressed/accent \(step) < \(ladder)")
        }
    }

    /// `check` names a broken tier as a finding.
    @Test func aBrokenTierIsFound() throws {
        var palette = try ExportTests.shipped("nord")
        palette["body"] = palette["ink"]!
        palette["ink"] = palette["secondary"]!
        let broken = palette.schema.hierarchy!.broken(in: palette)
        #expect(broken.first?.hasPrefix("tier ink › body: body ") == true, "\(broken)")
    }
}
