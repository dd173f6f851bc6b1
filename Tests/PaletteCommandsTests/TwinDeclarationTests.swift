import Testing
@testable import PaletteCommands

/// A one-shot command and its twin in the shell (`fix`, `suggest`, `export`) come from one
/// declaration (`SharedCommand`): the same summary before each side's note, the same options
/// with the same help, the same notes, in both `help`s. (They were declared twice, with
/// different summaries and two `--against` and `--out` of different help.)
@Suite struct TwinDeclarationTests {
    /// Commands of both tables that are not twins, with the reason.
    static let notTwins: [String: String] = [
        "check": "the shell's measures the session's palette as it is edited; the one-shot reads files, with --ids and --levels",
        "draft": "the shell's drafts roles of the open palette; the one-shot a whole palette file",
        "preview": "the shell's serves the open palette live; the one-shot writes a page of files",
    ]

    @Test(arguments: SharedCommand.all.map(\.name))
    func bothSidesComeFromTheSharedDeclaration(name: String) throws {
        let shared = try #require(SharedCommand.all.first { $0.name == name })
        let oneShot = try #require(CommandLineTool.commands.first { $0.name == name })
        let shell = try #require(ShellEngine.command(named: name))
        #expect(oneShot.summary.hasPrefix(shared.summary + " "))
        #expect(shell.summary.hasPrefix(shared.summary + " "))
        #expect(oneShot.summary != shell.summary)
        for option in shared.options {
            let mine = try #require(oneShot.options.first { $0.name == option.name }, "\(option.name)")
            let theirs = try #require(shell.options.first { $0.name == option.name }, "\(option.name)")
            #expect(mine.shown == theirs.shown && mine.help == theirs.help, "\(name) \(option.name)")
        }
        #expect(Array(oneShot.details.prefix(shared.details.count)) == shared.details)
        #expect(shell.details == shared.details)
        // Both helps say the shared summary, every shared option's help and every note.
        let oneShotHelp = CommandHarness().run(["help", name]).output.replacingOccurrences(of: "\n ", with: " ")
        var harness = ShellHarness()
        let shellHelp = harness.run("help \(name)").replacingOccurrences(of: "\n ", with: " ")
        for text in [shared.summary] + shared.options.map(\.help) + shared.details {
            #expect(Self.flattened(oneShotHelp).contains(Self.flattened(text)), "\(name): one-shot help lacks '\(text)'")
            #expect(Self.flattened(shellHelp).contains(Self.flattened(text)), "\(name): shell help lacks '\(text)'")
        }
    }

    /// Every command name in both tables is a twin or is named here with the reason it is not,
    /// so a new pair cannot drift apart unnoticed.
    @Test func everyNameInBothTablesIsATwinOrSaysWhyNot() {
        let both = Set(CommandLineTool.commands.map(\.name)).intersection(ShellEngine.commands.map(\.name))
        #expect(both == Set(SharedCommand.all.map(\.name)).union(Self.notTwins.keys))
    }

    /// Wrapped help text with its runs of spaces made one.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
}
