import Foundation
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import PaletteTestSupport

/// Palettes for tests, built from hex so each case reads like a designer's draft.
enum TestPalettes {
    static func colour(_ hex: String) -> Colour { try! ColourParser.parse(hex) }

    static func palette(_ values: [RoleName: String], id: String = "draft") -> Palette {
        Palette(id: PaletteID(id)!, colours: values.mapValues(colour))
    }

    /// The complete passing light palette shared by every test target (Tests/Fixtures/light-palette.json).
    static let light: Palette = {
        try! PaletteFile.decode(RepositoryFiles.lightPalette, requireComplete: true)
    }()
}
