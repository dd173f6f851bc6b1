import PaletteKit

extension SessionCommands {
    static let helpTopic = CommandArgument("COMMAND", .command, .optional)

    static let help = ShellCommand(
        name: "help", arguments: [helpTopic], summary: "List the commands, or show one command's usage."
    ) { parsed, _, _, context throws(ToolError) in
        if let name = parsed[helpTopic] {
            guard let command = ShellEngine.command(named: name) else {
                throw .unknownCommand(name, nearest: NearestName.nearest(to: name, among: ShellEngine.commands.map(\.name)))
            }
            for line in ["usage: \(command.usage)", command.summary] {
                TextWrap.wrap(line, width: context.style.width, indent: 2).forEach { context.output.line($0) }
            }
            // Each option with its help, the help continuing under its own column.
            let optionWidth = command.options.map(\.shown.count).max() ?? 0
            for option in command.options {
                TextWrap.wrap("  " + option.shown.padding(to: optionWidth) + "  " + option.help, width: context.style.width, indent: optionWidth + 4)
                    .forEach { context.output.line($0) }
            }
            for detail in command.details { TextWrap.wrap("  " + detail, width: context.style.width, indent: 2).forEach { context.output.line($0) } }
            return
        }
        // A column as wide as the longest name (a usage can be ninety characters wide), each
        // summary wrapped at the terminal's width on word boundaries under its own column.
        let width = ShellEngine.commands.map(\.name.count).max() ?? 0
        for command in ShellEngine.commands {
            let line = "  " + command.name.padding(to: width) + "  " + command.summary
            TextWrap.wrap(line, width: context.style.width, indent: width + 4).forEach { context.output.line($0) }
        }
        context.output.line("'help COMMAND' shows its usage and options")
    }
}
