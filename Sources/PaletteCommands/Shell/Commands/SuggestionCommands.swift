import PaletteKit

/// `suggest ROLE [--against ROLE]`, `suggest ladder` and `fix` inside the shell.
enum SuggestionCommands {
    static let all: [ShellCommand] = [suggest, fix]

    static let against = CommandOption.option("--against", "ROLE", .role, "only the rules between the two roles")

}
