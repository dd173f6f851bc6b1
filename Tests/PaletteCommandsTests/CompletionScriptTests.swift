import Testing
import PaletteKit
@testable import PaletteCommands

/// The completion scripts come from the command table: every command and option is in each.
/// (bash runs its script in `InstallArtefactTests`; zsh and fish are not on this machine.)
@Suite struct CompletionScriptTests {
    @Test(arguments: CompletionScript.Shell.allCases)
    func everyCommandAndOptionIsOffered(shell: CompletionScript.Shell) {
        let script = CompletionScript.text(for: shell, commands: CommandLineTool.commands, roles: Schema.stream.roleNames)
        for command in CommandLineTool.commands {
            #expect(script.contains(command.name), "\(command.name)")
            for option in command.options {
                let written = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(script.contains(written), "\(command.name) \(option.name)")
            }
        }
        #expect(script.contains("selectionFill"))
    }

    @Test func eachShellRegistersTheScript() {
        let commands = CommandLineTool.commands, roles = Schema.stream.roleNames
        #expect(CompletionScript.text(for: .bash, commands: commands, roles: roles).hasSuffix("complete -o filenames -F _palette_repl palette-repl\n"))
        #expect(CompletionScript.text(for: .zsh, commands: commands, roles: roles).hasPrefix("#compdef palette-repl\n"))
        #expect(CompletionScript.text(for: .fish, commands: commands, roles: roles).contains("complete -c palette-repl -n __fish_use_subcommand -a check -d "))
    }
}
