import PaletteKit

/// `suggest ROLE [--against ROLE]`, `suggest ladder` and `fix` inside the shell.
enum SuggestionCommands {
    static let all: [ShellCommand] = [suggest, fix]


}
