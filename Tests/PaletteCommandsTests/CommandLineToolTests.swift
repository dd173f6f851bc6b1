import Testing
import PaletteKit
@testable import PaletteCommands

@Suite struct CommandLineToolTests {
    @Test(arguments: [
        (["contrast", "#000", "#FFF"], ExitCode.success, "21.00\n"),
        (["contrast", "rgb(119 119 119)", "#FFFFFF"], .success, "4.48\n"),
        (["contrast", "oklch(1 0 0)", "#FFF"], .success, "1.00\n"),
        (["contrast", "#FFF", "#000", "--json"], .success, "{\n  \"foreground\": \"#FFFFFF\",\n  \"background\": \"#000000\",\n  \"ratio\": 21\n}\n"),
    ])
    func contrast(arguments: [String], code: ExitCode, output: String) {
        let result = CommandHarness().run(arguments)
        #expect(result.code == code)
        #expect(result.output == output)
        #expect(result.errors == "")
    }

    @Test(arguments: [
        (["contrast", "#GGGGGG", "#FFF"], "palette-repl: bad colour '#GGGGGG': hex colour has a character that is not 0-9 or A-F; expected #RGB"),
        (["contrast", "rgb(1 2)", "#FFF"], "palette-repl: bad colour 'rgb(1 2)': rgb() takes 3 values, found 2; expected"),
        (["contrast", "oklch(0.5 0.1 wide)", "#FFF"], "palette-repl: bad colour 'oklch(0.5 0.1 wide)': 'wide' is not a number; expected"),
        (["contrast", "", "#FFF"], "palette-repl: bad colour: empty colour; expected"),
        (["contrast", "#FFF", "#000", "extra"], "palette-repl: contrast: wrong arguments"),
        (["roles", "--json", "x"], "palette-repl: roles: wrong arguments"),
        (["roles", "--jason"], "palette-repl: roles: unknown option '--jason' (did you mean '--json'?)"),
        (["check", "--json"], "palette-repl: check: wrong arguments"),
        (["help", "nothing"], "palette-repl: unknown command 'nothing'"),
        (["rolse"], "palette-repl: unknown command 'rolse' (did you mean 'roles'?)"),
        (["contrast", "\u{1B}[31m", "#FFF"], "palette-repl: bad colour '\\u{1B}[31m': not a colour"),
    ])
    func errorsAreOneLineAndExitTwo(arguments: [String], prefix: String) {
        let result = CommandHarness().run(arguments)
        #expect(result.code == .usage)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix(prefix), "\(result.errors)")
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func checkCountsStatusesOfADraft() {
        let harness = CommandHarness(files: ["draft.json": ##"{"format":"palette-repl/1","id":"draft","roles":{"paper":"#2E3440","plate":"#3B4252","raised":"#434C5E"}}"##])
        let result = harness.run(["check", "draft.json"])
        #expect(result.code == .failure)
        #expect(result.output.contains("incomplete, missing 36: sunken, bar, sheet"))
        #expect(result.output.contains("  fail    darkStep  raised/plate              0.037 < 0.05"))
        #expect(result.output.contains("  pass    ladder    plate/paper"))
        #expect(result.output.contains("  pending title     ink/paper                 needs ink\n"))
    }

    @Test func failingValuesNeverPrintAsTheirThreshold() {
        let rule = Schema.stream.rules[0]
        let result = RuleResult(rule: rule, status: .fail, value: 6.9999)
        #expect(RuleText.comparison(result) == "6.99 < 7")
        #expect(RuleText.comparison(RuleResult(rule: rule, status: .pass, value: 7.004)) == "7.00 ≥ 7")
    }
}

/// Each command's options are declared once: usage, help and the parser all come from it.
@Suite struct CommandDeclarationTests {
    @Test(arguments: CommandLineTool.commands.map(\.name))
    func everyDeclaredOptionIsParsedShownAndHelped(name: String) throws {
        let command = try #require(CommandLineTool.command(named: name))
        for option in command.options {
            #expect(command.usage.contains(option.name), "\(name): usage lacks \(option.name)")
            #expect(command.helpText.contains(option.name + (option.value.map { " " + $0 } ?? "") + " "), "\(name): help lacks \(option.name)")
            // An option whose value is several words (`--pair FG BG`) takes that many.
            let words = [option.name] + (option.value.map { Array(repeating: "x", count: $0.split(separator: " ").count) } ?? [])
            let parsed = try command.parse(words)
            #expect(option.value == nil ? parsed.has(option.name) : parsed[option.name] == "x")
        }
        #expect(throws: ToolError.self) { try command.parse(["--no-such-option"]) }
        for form in command.forms {
            for option in form.required + form.optional {
                #expect(command.options.contains { $0.name == option }, "\(name): form names undeclared \(option)")
            }
        }
    }

    @Test(arguments: ShellEngine.commands.map(\.name))
    func shellCommandsCompleteAndParseTheirOptions(name: String) throws {
        let command = try #require(ShellEngine.command(named: name))
        for option in command.options {
            #expect(command.usage.contains(option.name))
            #expect(command.completionWords.contains(option.name))
            let parsed = try command.parse([option.name] + (option.value == nil ? [] : ["x"]))
            #expect(option.value == nil ? parsed.has(option.name) : parsed[option.name] == "x")
        }
    }
}
