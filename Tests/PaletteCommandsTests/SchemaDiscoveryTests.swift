import Testing
@testable import PaletteCommands
import PaletteKit

/// Without `--schema`, a command uses the `palette-schema.json` of the folder its palette is in,
/// found from the words as the command's declaration reads them: the value of an option that
/// writes a file (`fix --out`) names no palette, wherever it stands on the line.
@Suite struct SchemaDiscoveryTests {
    static let palette = BuiltInPalettes.palettes(for: .app)[0]
    static let files = [
        "P/palette-schema.json": SchemaFile.encode(.app),
        "P/appLight.json": PaletteFile.encode(palette),
    ]
    static let written = "x/\(palette.id).json"

    @Test(arguments: [
        ["fix", "--out", written, "P/appLight.json"],
        ["fix", "--out=" + written, "P/appLight.json"],
        ["fix", "P/appLight.json", "--out", written],
        ["check", "P/appLight.json"],
        ["suggest", "accent", "--palette", "P/appLight.json"],
    ])
    func thePaletteFolderGivesTheSchema(_ line: [String]) throws {
        let harness = CommandHarness(files: Self.files)
        try harness.fileSystem.createDirectory(at: "x")
        let result = harness.run(line)
        #expect(result.errors == "", "\(line): \(result.errors)")
        #expect(result.code == .success, "\(line)")
    }
}
