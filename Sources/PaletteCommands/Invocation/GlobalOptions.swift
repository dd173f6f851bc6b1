/// The options every one-shot command takes, declared once: the dispatch reads them before a
/// command's own options, and the overview, each command's completion and the manual page list
/// them from here.
enum GlobalOptions {
    static let help = CommandOption.flag("--help", "print the command's usage, options and notes (also -h; alone, the command list)")
    static let shortHelp = "-h"
    static let version = CommandOption.flag("--version", "print the version (alone)")

    /// `--schema FILE`, then `--help`: what every command's line may hold beside its own options.
    static let everyCommand: [CommandOption] = [SchemaLoading.option, help]
    static let all: [CommandOption] = [SchemaLoading.option, help, version]

    /// Whether the words ask for help: `--help` or `-h` before any `--`, and not as the value of
    /// the option before it (`--out --help` names a file).
    static func asksForHelp(_ words: [String], command: CommandDescriptor) -> Bool {
        for word in CommandWords(words, options: command.options + everyCommand).words {
            switch word {
            case .optionsEnd: return false
            case .option(help, _, inline: false): return true
            case .positional(shortHelp): return true
            default: continue
            }
        }
        return false
    }
}
