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
        (["contrast", "#FFF", "#000", "extra"], "palette-repl: contrast: unexpected 'extra'"),
        (["roles", "--json", "x"], "palette-repl: roles: unexpected 'x'"),
        // The command is named, not the option twice.
        (["open", "nord", "--color", "sometimes"], "palette-repl: open: bad value 'sometimes' for --color; expected always, never or auto"),
        (["roles", "--jason"], "palette-repl: roles: unknown option '--jason' (did you mean '--json'?)"),
        (["check", "--json"], "palette-repl: check: missing FILE"),
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
    /// A line that fits `form`: a word for each argument (the first of its fixed words, if any),
    /// the required options, and `extra` when the form allows it.
    static func line(_ form: CommandForm, with extra: CommandOption? = nil) -> [String]? {
        if let extra, !(form.required + form.optional).contains(extra) { return nil }
        let arguments = form.arguments.filter { $0.arity != .optional }.map { sample($0.kind) }
        var options = form.required + (extra.map { form.required.contains($0) ? [] : [$0] } ?? [])
        options += options.compactMap { option in form.optional.first { $0.name == option.needs } }
        return arguments + options.flatMap { [$0.name] + Array(repeating: value(for: $0), count: $0.valueWords) }
    }

    /// A word an option takes: one of its kind (the scan reads it as that kind).
    static func value(for option: CommandOption) -> String { option.kind.map(sample) ?? "x" }

    /// A word of `kind`: the first it offers when it offers fixed words (any other is refused by
    /// the scan), a colour for a colour, else "x".
    static func sample(_ kind: ValueKind) -> String {
        switch kind {
        case .words(let words), .choice(let words): return words[0]
        case .colour: return "#808080"
        default: return "x"
        }
    }

    /// The table pairs each name with the descriptor of that name: `command(named:)` builds only
    /// the one asked for, so a name paired with another command's descriptor would run it.
    @Test func eachNameFindsTheCommandOfThatName() {
        #expect(CommandLineTool.names == CommandLineTool.commands.map(\.name))
        #expect(Set(CommandLineTool.names).count == CommandLineTool.names.count)
        for name in CommandLineTool.names { #expect(CommandLineTool.command(named: name)?.name == name) }
        #expect(CommandLineTool.command(named: "nosuch") == nil)
    }

    @Test(arguments: CommandLineTool.commands.map(\.name))
    func everyDeclaredOptionIsParsedShownAndHelped(name: String) throws {
        let command = try #require(CommandLineTool.command(named: name))
        for option in command.options {
            #expect(command.usage.contains(option.name), "\(name): usage lacks \(option.name)")
            #expect(command.helpText.contains(option.shown + " "), "\(name): help lacks \(option.name)")
            // Each option parses in some form that allows it, its value of as many words as declared.
            let lines = command.forms.compactMap { Self.line($0, with: option) }
            #expect(!lines.isEmpty, "\(name): no form allows \(option.name)")
            for words in lines {
                let parsed = try command.parse(words)
                #expect(parsed.has(option))
                if option.kind != nil { #expect(parsed[option] == Self.value(for: option)) }
            }
        }
        #expect(throws: ToolError.self) { try command.parse(["--no-such-option"]) }
        for form in command.forms {
            for option in form.required + form.optional {
                #expect(command.options.contains(option), "\(name): form names undeclared \(option.name)")
            }
            let words = try #require(Self.line(form))
            #expect(throws: Never.self, "\(name): \(words)") { try command.parse(words) }
        }
    }

    @Test(arguments: ShellEngine.commands.map(\.name))
    func shellCommandsCompleteAndParseTheirOptions(name: String) throws {
        let command = try #require(ShellEngine.command(named: name))
        let session = Session(paths: SessionPaths(directory: "work", id: PaletteID("nord")!), palette: Palette(id: PaletteID("nord")!), saved: false)
        for option in command.options {
            #expect(command.usage.contains(option.name))
            #expect(ShellCompletion.candidates(lineBeforeWord: name + " ", word: "--", session: session).contains(option.name))
            let words = try #require(command.syntax.forms.compactMap { Self.line($0, with: option) }.first)
            let parsed = try command.parse(words)
            #expect(parsed.has(option))
            if option.kind != nil { #expect(parsed[option] == Self.value(for: option)) }
        }
    }
}
