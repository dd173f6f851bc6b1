import Foundation
import Testing

/// Exports never drop a palette: the shell's export carries every palette of the folder with the
/// open one; an export never replaces a file it did not write, nor one that holds palettes it
/// leaves out; the same set again is written.
@Suite struct ExportKeepsPalettesTests {
    static func folderWithTwoPalettes() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for id in ["nord", "gruvbox"] {
            try folder.write(try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Palettes/\(id).json"), encoding: .utf8), to: "Palettes/\(id).json")
        }
        return folder
    }

    @Test func theShellsExportCarriesEveryPaletteOfTheFolder() throws {
        let folder = try Self.folderWithTwoPalettes()
        let outcome = try BinaryRunner.run(["open", "nord", "--dir", "."], input: "set body #D8DEE9\nexport css\nquit\nquit\n", directory: folder.url)
        #expect(outcome.output.contains("wrote Exports/palettes.css (nord and 1 saved palette of Palettes)"), "\(outcome.output)")
        let css = try folder.read("Exports/palettes.css")
        #expect(css.contains("[data-palette=\"gruvbox\"]") && css.contains("[data-palette=\"nord\"]"))
    }

    @Test func anExportNeverDropsAPaletteNorReplacesAForeignFile() throws {
        let folder = try Self.folderWithTwoPalettes()
        let both = try BinaryRunner.run(["export", "css", "Palettes/nord.json", "Palettes/gruvbox.json", "--out", "out"], directory: folder.url)
        #expect(both.status == 0, "\(both.errors)")
        let written = try folder.read("out/palettes.css")
        let one = try BinaryRunner.run(["export", "css", "Palettes/nord.json", "--out", "out"], directory: folder.url)
        #expect(one.status == 2)
        #expect(one.errors == "palette-repl: export: out/palettes.css holds gruvbox, which this export leaves out; nothing was written (export them too, or remove the file first)\n")
        #expect(try folder.read("out/palettes.css") == written)
        let again = try BinaryRunner.run(["export", "css", "Palettes/gruvbox.json", "Palettes/nord.json", "--out", "out"], directory: folder.url)
        #expect(again.status == 0, "\(again.errors)")
        try folder.write("body { color: red; }\n", to: "mine/palettes.css")
        let foreign = try BinaryRunner.run(["export", "css", "Palettes/nord.json", "--out", "mine"], directory: folder.url)
        #expect(foreign.status == 2)
        #expect(foreign.errors == "palette-repl: export: mine/palettes.css exists and was not written by palette-repl; nothing was written (move it, or export into another --out folder)\n")
        #expect(try folder.read("mine/palettes.css") == "body { color: red; }\n")
    }
}
