import Foundation
import Testing
@testable import PaletteCommands
import PaletteKit

/// Positional words are read by the argument they stand for (`parsed[file]`), declared once with
/// the command's forms, never by their place in the line.
@Suite struct ArgumentReadingTests {
    static let check = CommandArgument.word("check"), file = CommandArgument("FILE", .file)
    static let show = CommandArgument.word("show"), shown = CommandArgument("FILE", .file, .optional)
    static let rename = CommandArgument.word("rename"), old = CommandArgument("OLD", .text), new = CommandArgument("NEW", .text)
    static let roles = CommandArgument("ROLE", .text, .zeroOrMore), last = CommandArgument("LAST", .words(["end"]))
    static let syntax = CommandSyntax(command: "demo", forms: [
        .init([check, file]), .init([show, shown]), .init([rename, old, new]), .init([.word("list"), roles, last]),
    ], options: [])

    @Test(arguments: [
        (["check", "a.json"], file, ["a.json"]),
        (["check", "a.json"], shown, []),
        (["show"], shown, []),
        (["show", "b.json"], shown, ["b.json"]),
        (["rename", "ink", "title"], old, ["ink"]),
        (["rename", "ink", "title"], new, ["title"]),
        (["rename", "ink", "title"], rename, ["rename"]),
        (["rename", "ink", "title"], check, []),
        (["list", "end"], roles, []),
        (["list", "a", "b", "end"], roles, ["a", "b"]),
        (["list", "a", "b", "end"], last, ["end"]),
    ])
    func eachArgumentTakesItsWords(_ line: [String], _ argument: CommandArgument, _ words: [String]) throws {
        let parsed = try Self.syntax.scan(line)
        #expect(parsed.all(argument) == words)
        #expect(parsed[argument] == words.first)
    }

    /// No command reads `positionals` (by index or whole): only the parser and completion, which
    /// work on the words before a form is chosen.
    @Test func noCommandReadsPositionalWords() throws {
        let files = try SourceFiles.read("Sources/PaletteCommands")
            .filter { !$0.path.hasPrefix("Invocation/") && !$0.path.hasSuffix("/ShellCompletion.swift") }
        #expect(files.count > 50)
        for (path, text) in files {
            #expect(!text.contains("parsed.positionals") && !text.contains("parsed.form"), "\(path)")
        }
    }
}

/// An option of fixed words (`.choice`) is refused with another word once, by the scan, for every
/// command of both tables, in the words its declaration offers.
@Suite struct ChoiceOptionTests {
    @Test func everyChoiceOptionRefusesAnotherWord() throws {
        let syntaxes = CommandLineTool.commands.map(\.syntax) + ShellEngine.commands.map(\.syntax)
        var checked = 0
        for syntax in syntaxes {
            for option in syntax.options {
                guard case .choice(let choices)? = option.kind else { continue }
                checked += 1
                #expect(throws: ToolError.badOptionValue(command: syntax.command, option: option.name, value: "bogus", expected: Plural.alternatives(choices))) {
                    _ = try syntax.scan([option.name, "bogus"])
                }
                // An offered word gets past the option to the command's forms.
                do {
                    _ = try syntax.scan([option.name, choices[0]])
                } catch {
                    if case .badOptionValue = error { Issue.record("\(syntax.command) \(option.name) \(choices[0]): \(error)") }
                }
            }
        }
        #expect(checked >= 6)
    }

    /// Every option of fixed words is declared from an enumeration (`CommandOption.choice`) and
    /// read as its case (`parsed[option, as: Type.self]`): no command source declares one from a
    /// list of strings or compares its word to a string (lint and usage switched on "json",
    /// `--move` was compared with "ground", `--kind` with "light", `--color` converted by hand).
    @Test func choiceOptionsAreDeclaredAndReadByTheirType() throws {
        var found: [String] = []
        for (file, text) in try SourceFiles.read("Sources/PaletteCommands") where file != "Invocation/CommandOption+Choice.swift" {
            for line in text.split(separator: "\n") {
                let bareChoice = line.contains("CommandOption.option(") && line.contains(", .choice(") && !line.contains(".oneOf(")
                let wordCompared = line.contains("case \"json\"") || line.contains("== \"ground\"") || line.contains("== \"light\"")
                if bareChoice || wordCompared || line.contains("ColourMode(rawValue: parsed[") { found.append("\(file): \(line)") }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }
}

/// A contrast ratio at the command line is declared as one (`CommandOption.ratio`) and read by
/// its declaration: suggest's --min and lint's --min refuse the same words with the same message,
/// and take the same ones.
@Suite struct RatioValueTests {
    @Test func everyRatioOptionIsDeclaredAndReadAsOne() throws {
        let options = (CommandLineTool.commands.map(\.syntax) + ShellEngine.commands.map(\.syntax)).flatMap(\.options).filter { $0.value == "RATIO" }
        #expect(options.count >= 2)
        for option in options {
            #expect(option.kind == .ratio, "\(option.name)")
            #expect(throws: ToolError.badThreshold("x")) { _ = try option.ratio("x") }
            #expect(try option.ratio("4.5") == 4.5)
        }
        for (path, text) in try SourceFiles.read("Sources/PaletteCommands/Commands") {
            #expect(!text.contains("Double(text)") && !text.contains("Double(word)"), "\(path)")
        }
    }

    @Test(arguments: ["0.5", "22", "nan", "inf", "-3", "4,5", "x"])
    func bothMinimumsRefuseTheSameWord(_ word: String) {
        let files = ["a.css": ":root { --a: #fff; --b: #000; }"]
        let suggest = CommandHarness(files: files).run(["suggest", "--ground", "#FFF", "--plate", "#EEE", "--min", word])
        let lint = CommandHarness(files: files).run(["lint", "a.css", "--pair", "--a", "--b", "--min", word])
        let message = "palette-repl: bad threshold '\(word)'; expected a contrast ratio from 1 to 21\n"
        #expect(suggest.code == .usage && suggest.errors == message, "\(suggest.errors)")
        #expect(lint.code == .usage && lint.errors.hasSuffix("bad threshold '\(word)'; expected a contrast ratio from 1 to 21\n"), "\(lint.errors)")
    }

    @Test(arguments: ["1", "4.5", "21"])
    func bothMinimumsTakeTheSameWord(_ word: String) {
        let files = ["a.css": ":root { --a: #fff; --b: #000; }"]
        #expect(CommandHarness(files: files).run(["suggest", "--ground", "#FFF", "--plate", "#EEE", "--min", word]).errors == "")
        #expect(!CommandHarness(files: files).run(["lint", "a.css", "--pair", "--a", "--b", "--min", word]).errors.contains("bad threshold"))
    }
}
