import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// Every string of the committed fixture (tools/make_css_colour_fixture.py: named colours,
/// rgb/hsl/hwb in both syntaxes, lab, lch, oklab, oklch, color() in three spaces, none, angle
/// units, alpha) parses to the 8-bit colour ColorAide gives it.
@Suite struct CSSColourFixtureTests {
    struct Entry: Decodable {
        let input: String
        let hex: String
    }

    struct Fixture: Decodable {
        let colours: [Entry]
    }

    @Test func everyStringAgreesWithColorAide() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/css-colours.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        #expect(fixture.colours.count >= 300)
        var disagreements: [String] = []
        for entry in fixture.colours {
            do {
                let parsed = try ColourParser.parse(entry.input)
                if parsed.hex != entry.hex { disagreements.append("\(entry.input): \(parsed.hex), ColorAide \(entry.hex)") }
            } catch {
                disagreements.append("\(entry.input): \(error)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(fixture.colours.count): \(disagreements.prefix(12).joined(separator: "; "))")
    }
}
