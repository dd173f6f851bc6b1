import Foundation
import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// `source FILE…` in the shell: several files, one library each, `var()`
/// resolved across the stylesheets given (Open Props' `theme.light.css` uses `var(--indigo-7)` of
/// `props.colors.css`); the journal names every file from the palette folder; a bad file is named
/// with its line and nothing is applied.
@Suite struct SourceSeveralFilesTests {
    static let openProps = "Tests/Fixtures/lint/real/open-props"

    /// Open Props' files as committed; `theme.light.css` up to the end of its colour
    /// declarations (line 17): the rest sets button properties from `var(--red-6)` and others
    /// that the committed excerpt of `props.colors.css` leaves out, and a display-p3 `--link`
    /// under `@supports`, a second value `source` refuses (one theme per file).
    static func files() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in ["src/props.colors.css", "src/extra/theme.light.css", "src/props.gray-oklch.css"] {
            files["op/" + name.split(separator: "/").last!] = try String(contentsOf: LintCommandTests.root.appendingPathComponent("\(openProps)/\(name)"), encoding: .utf8)
        }
        files["op/theme.light.css"] = files["op/theme.light.css"]!.split(separator: "\n", omittingEmptySubsequences: false).prefix(17).joined(separator: "\n") + "\n}\n"
        files["op/theme.whole.css"] = try String(contentsOf: LintCommandTests.root.appendingPathComponent("\(openProps)/src/extra/theme.light.css"), encoding: .utf8)
        // A colour built from parts, aliased: the alias reads the substituted colour.
        files["alias-parts.css"] = ":root {\n  --a: oklch(var(--l) 0 0);\n  --l: 50%;\n  --b: var(--a);\n  --c: var(--d);\n  --d: var(--nowhere, #0a0b0c);\n}\n"
        files["mine.yaml"] = SchemeSourceTests.base16
        files["bad.css"] = ":root {\n  --fine: #fff;\n  --broken: rgb(1 2);\n}\n"
        files["a.css"] = ":root {\n  --x: var(--y);\n}\n"
        files["b.css"] = ":root {\n  --y: var(--x);\n  --z: #fff;\n}\n"
        files["hues.css"] = ":root {\n  --indigo-7: #4263eb;\n  --purple-7: #ae3ec9;\n}\n"
        files["parts.css"] = ":root {\n  --c: oklch(50% var(--chroma) 250);\n}\n"
        files["chroma.css"] = ":root {\n  --chroma: 0.1;\n  --solid: #010203;\n}\n"
        return files
    }

    /// A line accepted: the libraries it loads, in order, a swatch of one and its colour (from
    /// the file's own text), and the journal line.
    @Test(arguments: [
        ("source op/props.colors.css op/theme.light.css", ["props", "theme"], "theme.link", "#4263EB",
         "source ../op/props.colors.css ../op/theme.light.css"),
        // The order the files are given in does not matter to var().
        ("source op/theme.light.css op/props.colors.css", ["theme", "props"], "theme.text-2", "#495057",
         "source ../op/theme.light.css ../op/props.colors.css"),
        // Open Props' oklch grays use var() with fallbacks of their own; the theme reads the first definition.
        ("source op/props.gray-oklch.css hues.css op/theme.light.css", ["props", "hues", "theme"], "theme.surface-1", "oklch(99% none none)",
         "source ../op/props.gray-oklch.css ../hues.css ../op/theme.light.css"),
        // A value built from parts defined in another file; formats mixed.
        ("source parts.css chroma.css mine.yaml", ["parts", "chroma", "mine"], "parts.c", "oklch(50% 0.1 250)",
         "source ../parts.css ../chroma.css ../mine.yaml"),
        ("source   mine.yaml", ["mine"], "mine.base0F", "#F0F0F0", "source ../mine.yaml"),
        // One file whose alias ends at a colour built from parts (never refused as a bad colour).
        ("source alias-parts.css", ["alias_parts"], "alias_parts.b", "oklch(50% 0 0)", "source ../alias-parts.css"),
        // An alias to an alias whose variable is defined nowhere takes that one's fallback.
        ("source alias-parts.css", ["alias_parts"], "alias_parts.c", "#0a0b0c", "source ../alias-parts.css"),
    ])
    func severalFilesAreLoadedTogether(line: String, libraries: [String], swatch: String, colour: String, journalled: String) throws {
        var shell = ShellHarness(files: try Self.files())
        let (outcome, output) = shell.outcome(line)
        #expect(outcome == .accepted, "\(output)")
        #expect(shell.session.current.libraries.map(\.name) == libraries)
        #expect(output.split(separator: "\n").map { String($0.split(separator: ":")[0]) } == libraries.map { "source \($0)" }, "\(output)")
        let parts = swatch.split(separator: ".").map(String.init)
        let library = try #require(shell.session.current.libraries.first { $0.name == parts[0] })
        #expect(library.colour(named: parts[1]) == (try ColourParser.parse(colour)))
        #expect(shell.journal == journalled + "\n")
        // The names resolve in expressions, and one undo takes the whole line back.
        #expect(shell.outcome("set paper \(swatch)").0 == .accepted)
        shell.run("undo", "undo")
        #expect(shell.session.current.libraries.isEmpty)
    }

    /// A line refused: the error names the file (and line) at fault, and the session, the
    /// journal and the undo history are as they were.
    @Test(arguments: [
        // Alone, the theme's var(--indigo-7) is defined nowhere.
        ("source op/theme.light.css", "error: op/theme.light.css:6: link refers to --indigo-7, which this file does not define; nothing was loaded"),
        ("source op/props.colors.css bad.css", "error: bad.css:3: broken: bad colour 'rgb(1 2)': "),
        ("source bad.css op/props.colors.css", "error: bad.css:3: broken: bad colour 'rgb(1 2)': "),
        // A cycle across files, named where it closes.
        ("source a.css b.css", "error: b.css:2: aliases go round in a circle: y → x → y; nothing was loaded"),
        ("source parts.css", "error: parts.css:2: c refers to --chroma, which this file does not define; nothing was loaded"),
        // Two files that would be one library.
        ("source op/props.colors.css op/props.gray-oklch.css",
         "error: op/props.gray-oklch.css: would be the library 'props', as 'op/props.colors.css' is; expected files whose names differ before the first dot; nothing was loaded"),
        ("source mine.yaml mine.yaml", "error: mine.yaml: would be the library 'mine', as 'mine.yaml' is; "),
        ("source op/props.colors.css nowhere.css", "error: cannot read 'nowhere.css'"),
        // The whole theme file: its button properties alias names no file given defines.
        ("source op/props.colors.css op/theme.whole.css", "error: op/theme.whole.css:31: _highlight refers to --_highlight-light, which this file does not define; nothing was loaded"),
        // A published scheme's name is given alone.
        ("source nord mine.yaml", "error: "),
    ])
    func aBadFileIsNamedAndNothingIsApplied(line: String, error: String) throws {
        var shell = ShellHarness(files: try Self.files())
        shell.run("source nord", "set paper nord0")
        let before = (shell.session.current, shell.journal, shell.session.undoStack.count)
        let (outcome, output) = shell.outcome(line)
        guard case .rejected = outcome else { Issue.record("\(line): \(outcome)"); return }
        #expect(output.hasPrefix(error), "\(output)")
        #expect(output.split(separator: "\n").count == 1, "\(output)")
        #expect(shell.session.current == before.0)
        #expect(shell.journal == before.1)
        #expect(shell.session.undoStack.count == before.2)
    }

    /// The journal replays as a session file (paths from the palette folder) to the same
    /// palette, saved byte for byte, and the line it journals there is the line it read.
    @Test func theJournalReplaysToTheSamePaletteFile() throws {
        var shell = ShellHarness(id: "op", files: try Self.files())
        shell.run("source op/props.colors.css op/theme.light.css", "set paper theme.surface-1", "set ink theme.text-1", "set link theme.link")
        shell.fillPassingPalette(except: ["paper", "ink", "link"])
        #expect(shell.run("save --force").hasPrefix("saved work/Palettes/op.json"))
        let saved = try #require(shell.fileSystem.files["work/Palettes/op.json"])
        let session = "new op\n" + shell.journal
        #expect(session.contains("\nsource ../op/props.colors.css ../op/theme.light.css\n"))

        let again = MemoryFileSystem(files: try Self.files())
        let result = SessionReplay.run(session, directory: "work", fileSystem: again, transcript: nil)
        #expect(result.failure == nil, "\(String(describing: result.failure))")
        #expect(again.files["work/Palettes/op.json"] == saved)
        #expect(result.session?.current.libraries.map(\.name) == ["props", "theme"])

        // Read from the palette folder itself (as replay and resume read it), the line is kept as written.
        let line = try #require(ShellLine("source ../op/props.colors.css ../op/theme.light.css"))
        let context = ShellContext(output: TextBuffer(), style: .plain, fileSystem: again, pathBase: "work")
        #expect(ShellEngine.journalLine("source ../op/props.colors.css ../op/theme.light.css", parsed: line, command: SessionCommands.source,
                                        paths: shell.paths, context: context) == "source ../op/props.colors.css ../op/theme.light.css")
    }

    /// The shell offers the files `source` reads wherever it takes one (after a file too); other
    /// commands' arguments are offered no paths.
    @Test(arguments: [
        ("source ", "op/pr", ["op/props.colors.css"]),
        ("source ", "nor", []),
        ("source op/props.colors.css ", "", ["mine.yaml", "op/"]),
        ("source op/props.colors.css ", "op/th", ["op/theme.light.css"]),
        ("source mine.yaml op/props.colors.css ", "op", ["op/"]),
        ("source nord ", "", ["mine.yaml", "op/"]),
        ("set paper ", "op/props.colors.css", []),
        ("swatches op/x.css ", "", []),
    ])
    func completionOffersFilesForEveryArgument(before: String, word: String, paths: [String]) {
        let files = MemoryFileSystem(files: ["work/op/props.colors.css": "", "work/op/theme.light.css": "", "work/mine.yaml": "", "work/notes.txt": ""])
        let session = Session(paths: SessionPaths(directory: "work", id: PaletteID("nord")!), palette: Palette(id: PaletteID("nord")!), saved: false)
        let offered = ShellCompletion.candidates(lineBeforeWord: before, word: word, session: session, files: { files.fileNames(in: $0) })
        #expect(offered.filter { $0.contains("/") || $0.contains(".") } == paths, "\(before)|\(word)")
    }

    /// DTCG token files given together resolve aliases across them, as CSS files do var(): a
    /// semantic file over a base file read alone could not ("which this file does not define").
    @Test func dtcgAliasesResolveAcrossTheFilesGivenTogether() {
        var shell = ShellHarness(files: [
            "base.tokens.json": "{\"color\": {\"base\": {\"$type\": \"color\", \"$value\": \"#336699\"}}}",
            "semantic.tokens.json5": "{color: {ink: {$type: 'color', $value: '{color.base}'}}}",
        ])
        let text = shell.run("source base.tokens.json semantic.tokens.json5")
        #expect(text.contains("source semantic: 1 colour from DTCG tokens"), "\(text)")
        #expect(shell.run("swatches semantic").contains("color.ink  #336699"))
        let (_, alone) = shell.outcome("source semantic.tokens.json5")
        #expect(alone.contains("refers to {color.base}, which this file does not define"), "\(alone)")
    }
}
