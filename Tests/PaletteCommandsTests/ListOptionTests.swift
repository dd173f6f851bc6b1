import Testing
@testable import PaletteCommands
import PaletteKit
import PaletteTestSupport

/// Options whose value is a list separated by commas (`--keep ROLE,…`) are declared as lists and
/// read by one reader: every command refuses an empty or repeated item in the same words, and
/// the shell completes the items' kind after each comma.
@Suite struct ListOptionTests {
    static var listOptions: [(syntax: CommandSyntax, option: CommandOption)] {
        (CommandLineTool.commands.map(\.syntax) + ShellEngine.commands.map(\.syntax)).flatMap { syntax in
            syntax.options.compactMap { option in
                guard case .list? = option.kind else { return nil }
                return (syntax, option)
            }
        }
    }

    static func parsed(_ syntax: CommandSyntax, _ option: CommandOption, _ value: String) -> ParsedArguments {
        var parsed = ParsedArguments(syntax: syntax)
        parsed.occurrences = [(option, [value])]
        return parsed
    }

    @Test(arguments: ["paper,,plate", ",paper", "paper,", "paper,paper", "paper, paper", " , "])
    func everyListOptionRefusesAnEmptyOrRepeatedItem(_ value: String) throws {
        let options = Self.listOptions
        // fix --only/--keep (one-shot and shell), style --given, lint --keep.
        #expect(options.count >= 6)
        for (syntax, option) in options {
            let items = option.kind == .list(.role) ? "role names" : "names"
            #expect(throws: ToolError.badOptionValue(command: syntax.command, option: option.name, value: value,
                                                     expected: items + " separated by commas, each once")) {
                _ = try Self.parsed(syntax, option, value).list(option, command: syntax.command)
            }
        }
    }

    @Test func itemsAreTrimmedAndKeptInOrder() throws {
        for (syntax, option) in Self.listOptions {
            #expect(try Self.parsed(syntax, option, " plate , paper,ink ").list(option, command: syntax.command) == ["plate", "paper", "ink"])
            #expect(try ParsedArguments(syntax: syntax).list(option, command: syntax.command) == nil)
        }
    }

    /// Through each command as a user runs it (lint skipped empty items before, and fix and
    /// style each split the words themselves).
    @Test(arguments: [
        (["fix", "Palettes/nord.json", "--keep", "paper,paper"], "palette-repl: fix: bad value 'paper,paper' for --keep; expected role names separated by commas, each once"),
        (["style", "--given", "paper,"], "palette-repl: style: bad value 'paper,' for --given; expected role names separated by commas, each once"),
        (["lint", "a.css", "--pair", "--a", "--b", "--fix", "--keep", "--a,,--b"], "palette-repl: lint: bad value '--a,,--b' for --keep; expected names separated by commas, each once"),
    ])
    func eachCommandReadsItsListThroughTheReader(arguments: [String], expected: String) {
        let harness = CommandHarness(files: ["Palettes/nord.json": RepositoryFiles.lightPalette, "a.css": ":root { --a: #777; --b: #888; }"])
        let run = harness.run(arguments)
        #expect(run.code == .usage)
        #expect(run.errors == expected + "\n")
    }

    /// No command splits a list itself.
    @Test func listsAreReadByTheirDeclaration() throws {
        for (path, text) in try SourceFiles.read("Sources/PaletteCommands/Commands") {
            #expect(!text.contains("split(separator: \",\""), "\(path)")
        }
    }

    @Test func theShellCompletesTheItemsKindAfterEachComma() {
        let session = ShellCompletionKindTests.session
        let roles = session.palette.schema.roleNames.map(\.rawValue).filter { $0.hasPrefix("pl") }
        #expect(!roles.isEmpty)
        #expect(ShellCompletion.candidates(lineBeforeWord: "fix --only ", word: "pl", session: session) == roles)
        #expect(ShellCompletion.candidates(lineBeforeWord: "fix --keep paper,", word: "pl", session: session) == roles)
    }
}
