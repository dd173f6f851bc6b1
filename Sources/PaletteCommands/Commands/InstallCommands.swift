import PaletteKit

/// `palette-repl completions bash|zsh|fish` and `palette-repl manual`: what an install puts next
/// to the binary, generated from the command table (`make install` writes them).
enum InstallCommands {
    static let shellArgument = TypedArgument.choice(CompletionScript.Shell.self, named: "SHELL")

    /// `completions`'s name, known without building its descriptor (`CommandLineTool.commands`).
    static let completionsName = "completions"

    static let completions = CommandDescriptor(
        name: completionsName,
        summary: "Print the completion script for bash, zsh or fish (commands, options, roles, palette files).",
        forms: [.init([shellArgument])],
        details: [
            "bash: source <(palette-repl completions bash), or save it as bash-completion/completions/palette-repl.",
            "zsh:  palette-repl completions zsh > \"${fpath[1]}/_palette-repl\"",
            "fish: palette-repl completions fish > ~/.config/fish/completions/palette-repl.fish",
        ]
    ) { parsed, context throws(ToolError) in
        context.output.write(CompletionScript.text(for: parsed[shellArgument], commands: CommandLineTool.commands, roles: context.schema.roleNames))
        return .success
    }

    /// `manual`'s name, known without building its descriptor (`CommandLineTool.commands`).
    static let manualName = "manual"

    static let manual = CommandDescriptor(
        name: manualName,
        summary: "Print the manual page, palette-repl(1), in roff: palette-repl manual | man -l -",
        forms: [.init()]
    ) { _, context throws(ToolError) in
        context.output.write(ManualPage.text(commands: CommandLineTool.commands, version: CommandLineTool.version))
        return .success
    }
}
