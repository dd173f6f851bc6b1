import Testing
import PaletteKit
@testable import PaletteCommands

/// Formats as data: every `ExportFormat` is found in each place a user meets it, so a
/// format added to the enum cannot be missing from usage, help, completion, the man page or the
/// shell's `export`; and the shell exports each one-palette format into nested folders.
@Suite struct ExportFormatTableTests {
    static let export = ExportCommand.descriptor

    @Test(arguments: ExportFormat.allCases)
    func eachFormatIsInUsageHelpCompletionAndTheManPage(format: ExportFormat) {
        #expect(Self.export.usage.contains(format.name + "|") || Self.export.usage.contains("|" + format.name + " "), "usage: \(Self.export.usage)")
        let help = Self.export.helpText
        #expect(help.contains(format.name.padding(to: 15) + format.summary), "help export")
        #expect(Self.export.summary.contains(format.name))
        for shell in CompletionScript.Shell.allCases {
            let script = CompletionScript.text(for: shell, commands: CommandLineTool.commands, roles: Schema.stream.roleNames)
            let line = script.split(separator: "\n").first { $0.contains("export") && $0.contains("dtcg-resolver") }
            #expect(line?.contains(" " + format.name) == true || line?.contains("(" + format.name) == true || line?.contains("'" + format.name) == true
                    || line?.contains("\"" + format.name) == true, "\(shell): \(line ?? "no line lists the formats")")
        }
        let manual = ManualPage.text(commands: CommandLineTool.commands, version: "test")
        let roffName = format.name.replacingOccurrences(of: "-", with: "\\-")
        #expect(manual.contains(roffName + " "), "man page")
        for option in format.options {
            #expect(Self.export.options.contains { $0.name == "--" + option.rawValue }, "--\(option.rawValue)")
        }
    }

    @Test(arguments: ExportFormat.allCases)
    func theShellExportsEachOnePaletteFormat(format: ExportFormat) {
        let shell = SessionCommands.export
        #expect(shell.words.contains(format.name) == (format.palettesNeeded <= 1))
        #expect(shell.usage.contains(format.name) == (format.palettesNeeded <= 1), "\(shell.usage)")
        let session = Session(paths: SessionPaths(directory: "work", id: PaletteID("nord")!), palette: Palette(id: PaletteID("nord")!), saved: false)
        let offered = ShellCompletion.candidates(lineBeforeWord: "export ", word: "", session: session)
        #expect(offered.contains(format.name) == (format.palettesNeeded <= 1), "\(offered)")
    }

    /// A format switch given to a format it does not change is refused, naming the formats it is for.
    @Test func aSwitchForAnotherFormatIsRefused() {
        #expect(ErrorText.message(for: .optionNotForFormat(.figmaREST, .css)) == "--rest does not apply to export css; it is for figma")
        #expect(ErrorText.message(for: .optionNotForFormat(.dtcgLegacy, .figma)) == "--dtcg-legacy does not apply to export figma; it is for dtcg, dtcg-resolver")
    }

    @Test func theShellWritesAnAssetCatalogIntoNestedFoldersAndNothingOnError() {
        var harness = ShellHarness(id: "craftLight")
        let refused = harness.run("export xcassets")
        #expect(refused.hasPrefix("error: cannot export craftLight: 39 roles missing"), "\(refused)")
        #expect(!harness.fileSystem.files.keys.contains { $0.contains("xcassets") })
        harness.fillPassingPalette()
        let wrote = harness.run("export xcassets")
        #expect(wrote == "wrote work/Exports/Palettes.xcassets (44 files)\n")
        #expect(harness.fileSystem.files["work/Exports/Palettes.xcassets/craftLight/paper.colorset/Contents.json"]?.contains("\"red\": \"0x") == true)
        #expect(harness.fileSystem.directories.contains("work/Exports/Palettes.xcassets/craftLight/paper.colorset"))
        #expect(harness.run("export android --out out") == "wrote out/res (1 file) and out/StreamPalette.kt\n")
        #expect(harness.run("export figma --rest --out out") == "wrote out/stream.variables.json\n")
        #expect(harness.run("export tailwind --rest").hasPrefix("error: --rest does not apply to export tailwind"))
    }

    /// The shell has one palette: a format of several is refused as such (it said "give 2 palette
    /// files or more", which the shell cannot, or listed it among the formats it takes).
    @Test func theShellNamesOnlyTheFormatsItCanWrite() {
        var harness = ShellHarness()
        harness.fillPassingPalette()
        #expect(harness.run("export dtcg-resolver") == "error: export dtcg-resolver needs 2 palettes or more, and the shell has one; save, then run 'palette-repl export dtcg-resolver FILE FILE…'\n")
        #expect(harness.run("export bogus") == "error: unknown export format 'bogus'; expected swift, dtcg, css, xcassets, android, tailwind, figma\n")
    }
}
