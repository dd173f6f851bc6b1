import Testing
@testable import PaletteCommands

/// `--schema`, `--help` and `--version` are declared once (`GlobalOptions`): the overview, the
/// manual page and every command's completion list them from there, and `--help` asks for help
/// only where it is an option, never as an option's value (`--out --help` names a file to write)
/// nor after `--`. Fish's completion offers `--schema` and `--help` too, as bash's and zsh's do.
@Suite struct GlobalOptionsTests {
    @Test func theOverviewAndTheManualPageListEachFromItsDeclaration() {
        let overview = CommandHarness().run([]).output
        let manual = CommandHarness().run(["manual"]).output
        for option in GlobalOptions.all {
            #expect(overview.contains(option.shown) && overview.contains(option.help), "\(option.name)")
            #expect(manual.contains(option.name.replacingOccurrences(of: "-", with: "\\-")), "\(option.name)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func everyCommandCompletesTheOptionsEveryCommandTakes(shell: String) {
        let script = CommandHarness().run(["completions", shell]).output
        for option in GlobalOptions.everyCommand {
            let offered = shell == "fish" ? "-l " + option.name.dropFirst(2) : option.name
            #expect(script.contains(offered), "\(shell) \(option.name)")
        }
    }

    @Test(arguments: [
        (["contrast", "#000", "#fff", "--help"], true),
        (["contrast", "-h", "#000", "#fff"], true),
        // The value of an option, and a word after `--`, are not the option.
        (["preview", "a.json", "--out", "--help"], false),
        (["check", "--", "--help"], false),
    ])
    func helpIsAskedForOnlyAsAnOption(words: [String], asks: Bool) throws {
        let command = try #require(CommandLineTool.command(named: words[0]))
        #expect(GlobalOptions.asksForHelp(Array(words.dropFirst()), command: command) == asks)
    }
}
