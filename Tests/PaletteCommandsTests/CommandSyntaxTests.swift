import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// The scanner enforces each command's declaration before the command runs: arity, options given
/// once, the combinations its forms allow, and an option with the one it needs. Each refusal is
/// the one-line error a user reads, with the command's usage.
@Suite struct CommandSyntaxTests {
    static let palette = ##"{"format":"palette-repl/1","id":"draft","roles":{"paper":"#2E3440","plate":"#3B4252"}}"##

    @Test(arguments: [
        // Wrong arity.
        (["contrast", "#000"], "palette-repl: contrast: missing BACKGROUND after '#000'; usage: palette-repl contrast FOREGROUND BACKGROUND [--json]"),
        (["contrast", "#000", "#FFF", "#777"], "palette-repl: contrast: unexpected '#777'; usage: palette-repl contrast FOREGROUND BACKGROUND [--json]"),
        (["fix"], "palette-repl: fix: missing FILE; usage: palette-repl fix FILE [--only ROLE,…] [--keep ROLE,…] [--invert] [--unlink] [--level NAME] [--out FILE] [--id ID] [--json] [--color always|never|auto]"),
        (["roles", "extra"], "palette-repl: roles: unexpected 'extra'; usage: palette-repl roles [--json]"),
        (["schema", "check"], "palette-repl: schema: missing FILE after 'check'; usage: palette-repl schema check FILE | schema show [FILE]"),
        (["schema", "list"], "palette-repl: schema: unexpected 'list'; expected check, show, retire or rename; usage: palette-repl schema check FILE | schema show [FILE] | schema retire ROLE... [--dir DIR] [--app PATH] [--force] [--json] | schema rename OLD NEW [--dir DIR] [--json]"),
        (["manual", "now"], "palette-repl: manual: unexpected 'now'; usage: palette-repl manual"),
        // The nearest form is the one whose fixed words match, not the first declared.
        (["schema", "show", "a.json", "b.json"], "palette-repl: schema: unexpected 'b.json'; usage: palette-repl schema check FILE | schema show [FILE]"),
        (["schema"], "palette-repl: schema: missing check, show, retire or rename; usage: palette-repl schema check FILE | schema show [FILE] | schema retire ROLE... [--dir DIR] [--app PATH] [--force] [--json] | schema rename OLD NEW [--dir DIR] [--json]"),
        // An option given twice.
        (["fix", "draft.json", "--out", "a.json", "--out", "b.json"], "palette-repl: fix: --out is given twice; usage: palette-repl fix FILE"),
        (["contrast", "#000", "#FFF", "--json", "--json"], "palette-repl: contrast: --json is given twice; usage: palette-repl contrast"),
        // A forbidden combination.
        (["check", "draft.json", "--levels", "--level", "high"], "palette-repl: check: --levels and --level do not go together; usage: palette-repl check FILE... [--ids] [--json] [--level NAME] [--levels]"),
        (["replay", "a.session", "--quiet", "--transcript"], "palette-repl: replay: --quiet and --transcript do not go together; usage: palette-repl replay FILE..."),
        (["suggest", "ladder", "--palette", "draft.json", "--against", "paper"], "palette-repl: suggest: 'ladder' does not take --against; usage: palette-repl suggest ROLE|ladder --palette FILE"),
        (["suggest", "--ground", "#000", "--palette", "draft.json"], "palette-repl: suggest: --ground does not go with --palette; usage: palette-repl suggest ROLE|ladder --palette FILE"),
        (["suggest", "--batch", "--json"], "palette-repl: suggest: --batch does not go with --json; usage: palette-repl suggest ROLE|ladder --palette FILE"),
        (["preview", "draft.json"], "palette-repl: preview: needs --out FILE.html; usage: palette-repl preview FILE... --out FILE.html"),
        // An option without the one it needs.
        (["lint", "tokens.json", "--write"], "palette-repl: lint: --write needs --fix; expected '--fix --write'"),
    ])
    func theScannerRefusesWhatTheDeclarationDoesNot(arguments: [String], message: String) {
        let result = CommandHarness(files: ["draft.json": Self.palette]).run(arguments)
        #expect(result.code == .usage)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix(message), "\(result.errors)")
        #expect(result.errors.filter { $0 == "\n" }.count == 1, "\(result.errors)")
    }

    @Test(arguments: [
        ("set paper", "error: set: missing COLOR after 'paper'; usage: set ROLE COLOR\n"),
        ("unset", "error: unset: missing ROLE; usage: unset ROLE\n"),
        ("apply sideways", "error: apply: unexpected 'sideways'; expected lighter or darker; usage: apply [lighter|darker]\n"),
        ("apply lighter darker", "error: apply: unexpected 'darker'; usage: apply [lighter|darker]\n"),
        ("undo now", "error: undo: unexpected 'now'; usage: undo\n"),
        ("suggest ladder --against paper", "error: suggest: 'ladder' does not take --against; usage: suggest ROLE|ladder [--against ROLE]\n"),
        ("suggest plate --against paper --against ink", "error: suggest: --against is given twice; usage: suggest ROLE|ladder [--against ROLE]\n"),
        ("preview off --out page.html", "error: preview: 'off' does not take --out; usage: preview [off] [--out FILE]\n"),
        ("save --force --force", "error: save: --force is given twice; usage: save [--force]\n"),
        ("fix --only", "error: fix: option '--only' needs a value\n"),
    ])
    func theShellRefusesWhatTheDeclarationDoesNot(line: String, message: String) {
        var shell = ShellHarness()
        shell.run("set paper #2E3440", "set plate #3B4252")
        let (outcome, output) = shell.outcome(line)
        guard case .rejected = outcome else { Issue.record("\(line) accepted: \(output)"); return }
        #expect(output == message)
    }

    /// What the executable reads from standard input comes from the declaration, not a name.
    @Test func standardInputIsDeclared() {
        #expect(CommandLineTool.lineInput(for: ["new", "nord"]) == .shellLines)
        #expect(CommandLineTool.lineInput(for: ["open", "nord"]) == .shellLines)
        #expect(CommandLineTool.lineInput(for: ["suggest", "--batch"]) == .lines)
        #expect(CommandLineTool.lineInput(for: ["suggest", "plate", "--palette", "x.json"]) == .none)
        #expect(CommandLineTool.lineInput(for: ["check", "x.json"]) == .none)
        #expect(CommandLineTool.lineInput(for: []) == .none)
    }

    /// One type writes and reads the first line of a journal or session file.
    @Test(arguments: [
        SessionHeader(.new, id: "nord"),
        SessionHeader(.new, id: "editor", schemaPath: "schemas/editor.json"),
        SessionHeader(.open, id: "craftLight", schemaPath: "../s.json"),
    ])
    func aSessionHeaderReadsBackWhatItWrites(header: SessionHeader) throws {
        let line = try #require(ShellLine(header.line))
        #expect(SessionHeader.starts(line))
        #expect(try SessionHeader(line) == header)
    }

    @Test func aBadSessionHeaderSaysWhatAFileStartsWith() {
        let usage = "a session file starts with 'new ID [--schema FILE] [--file FILE]' or 'open ID [--schema FILE] [--file FILE]'"
        #expect(throws: ToolError.wrongArguments(command: "replay", usage: usage)) { try SessionHeader(ShellLine("set paper #000")!) }
        #expect(throws: ToolError.wrongArguments(command: "replay", usage: usage)) { try SessionHeader(ShellLine("new a b")!) }
        #expect(throws: ToolError.missingOptionValue(command: "new", option: "--schema")) { try SessionHeader(ShellLine("new a --schema")!) }
    }
}

/// The shell's readline completion reads the same declarations: what the argument at the
/// cursor is declared to be.
@Suite struct ShellCompletionKindTests {
    static let session = Session(paths: SessionPaths(directory: "work", id: PaletteID("nord")!), palette: Palette(id: PaletteID("nord")!), saved: false)

    @Test(arguments: [
        ("level ", "", ["standard", "high"]),
        ("export ", "c", ["css"]),
        ("suggest ", "la", ["ladder"]),
        ("suggest plate ", "--a", ["--against"]),
        ("apply ", "l", ["lighter"]),
        ("preview ", "", ["off", "--out"]),
        ("fix ", "--o", ["--only"]),
        ("unset plate ", "", []),
    ])
    func theArgumentAtTheCursorIsOffered(before: String, word: String, expected: [String]) {
        #expect(ShellCompletion.candidates(lineBeforeWord: before, word: word, session: Self.session) == expected)
    }

    /// A path under `~` is left to the terminal where a command takes a FILE, whichever command
    /// that is; every other path is offered by the shell (below).
    @Test func pathsCompleteWhereAFileIsDeclared() {
        let takingFiles = ShellEngine.commands.filter(\.readsFile).map(\.name)
        #expect(takingFiles == ["source"])
        for command in ShellEngine.commands {
            #expect(ShellCompletion.completesPaths(lineBeforeWord: command.name + " ", word: "~/x") == command.readsFile, "\(command.name)")
        }
    }

    /// `source oc<Tab>` offers `ocean.yaml` (it offered nothing without a dot or slash), and a
    /// folder offers its folders and the formats `source` reads, not PNGs and logs.
    @Test(arguments: [
        ("oc", ["ocean.yaml"]),
        ("", ["Schemes/", "ocean.yaml", "team.tokens.json"]),
        ("./", ["./Schemes/", "./ocean.yaml", "./team.tokens.json"]),
        ("Schemes/", ["Schemes/base16/", "Schemes/dusk.css"]),
        ("Schemes/d", ["Schemes/dusk.css"]),
        (".", [".hidden.yaml"]),
    ])
    func sourceOffersTheFilesItReads(word: String, expected: [String]) {
        let files = MemoryFileSystem(files: ["work/ocean.yaml": "", "work/logo.png": "", "work/build.log": "", "work/team.tokens.json": "",
                                             "work/Schemes/dusk.css": "", "work/Schemes/notes.txt": "", "work/Schemes/base16/a.yaml": "",
                                             "work/.hidden.yaml": ""])
        let offered = ShellCompletion.candidates(lineBeforeWord: "source ", word: word, session: Self.session, files: { files.fileNames(in: $0) })
        let builtIn = SwatchLibrary.all.map(\.name)
        #expect(offered.filter { word.isEmpty ? !builtIn.contains($0) : true } == expected.filter { !builtIn.contains($0) })
        if word.isEmpty { #expect(Set(builtIn).isSubset(of: offered)) }
    }
}
