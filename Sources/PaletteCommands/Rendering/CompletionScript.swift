import PaletteKit

/// Shell completion scripts generated from the command table, so that a command or option
/// added to the table completes without touching the scripts: command names, each command's
/// options, role names where a command takes a ROLE, and palette files (`*.json`) and folders
/// where it takes a FILE or DIR.
enum CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func text(for shell: Shell, commands: [CommandDescriptor], roles: [RoleName]) -> String {
        let roles = roles.map(\.rawValue)
        switch shell {
        case .bash: return bash(commands, roles: roles)
        case .zsh: return zsh(commands, roles: roles)
        case .fish: return fish(commands, roles: roles)
        }
    }

    /// Whether a command's positional arguments take roles, from their declared kinds.
    private static func takesRoles(_ command: CommandDescriptor) -> Bool {
        command.syntax.argumentKinds.contains { $0.includes(.role) }
    }

    /// Whether an argument or an option value is a file or a folder, from the declared kinds.
    private static func takesFiles(_ command: CommandDescriptor) -> Bool {
        (command.syntax.argumentKinds + command.options.compactMap(\.kind)).contains { $0.includes(.file) || $0.includes(.folder) }
    }

    /// The first argument's fixed words, and whether they are all it can be (then nothing else
    /// is offered there: `export <Tab>` offers the formats, `suggest <Tab>` roles and `ladder`).
    private static func firstWords(_ command: CommandDescriptor) -> (words: [String], only: Bool) {
        let words = command.words
        let only = !words.isEmpty && command.forms.allSatisfy { form in
            guard let first = form.arguments.first else { return true }
            if case .words = first.kind { return true }
            if case .choice = first.kind { return true }
            return false
        }
        return (words, only)
    }

    private static func optionNames(_ command: CommandDescriptor) -> [String] {
        command.options.map(\.name) + GlobalOptions.everyCommand.map(\.name)
    }

    private static func bash(_ commands: [CommandDescriptor], roles: [String]) -> String {
        let cases = commands.map { command in
            "        \(command.name)) options=\"\(optionNames(command).joined(separator: " "))\"; roles=\(takesRoles(command) ? "\"$all_roles\"" : "\"\""); files=\(takesFiles(command) ? 1 : 0); words=\"\(firstWords(command).words.joined(separator: " "))\"; only=\(firstWords(command).only ? 1 : 0) ;;"
        }
        return ([
            "# palette-repl completion for bash: source <(palette-repl completions bash)",
            "_palette_repl() {",
            "    local current=${COMP_WORDS[COMP_CWORD]}",
            "    local all_roles=\"\(roles.joined(separator: " "))\"",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " ")) help --help --version\" -- \"$current\"))",
            "        return",
            "    fi",
            "    local options=\"\" roles=\"\" files=0 words=\"\" only=0",
            "    case \"${COMP_WORDS[1]}\" in",
        ] + cases + [
            "        help) COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " "))\" -- \"$current\")); return ;;",
            "    esac",
            "    if [[ \"$current\" == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options\" -- \"$current\"))",
            "        return",
            "    fi",
            "    if [ \"$COMP_CWORD\" -eq 2 ] && [ \"$only\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"$words\" -- \"$current\"))",
            "        return",
            "    fi",
            "    [ \"$COMP_CWORD\" -eq 2 ] || words=\"\"",
            "    COMPREPLY=($(compgen -W \"$roles $words\" -- \"$current\"))",
            "    if [ \"$files\" -eq 1 ]; then",
            "        COMPREPLY+=($(compgen -f -X '!*.json' -- \"$current\") $(compgen -d -- \"$current\"))",
            "    fi",
            "}",
            "complete -o filenames -F _palette_repl palette-repl",
        ]).joined(separator: "\n") + "\n"
    }

    private static func zsh(_ commands: [CommandDescriptor], roles: [String]) -> String {
        let described = commands.map { "'\($0.name):\(zshQuoted($0.summary))'" }.joined(separator: " ")
        let cases = commands.map { command in
            "    \(command.name)) options=(\(optionNames(command).joined(separator: " "))); \(takesRoles(command) ? "roles=(\(roles.joined(separator: " ")))" : "roles=()"); files=\(takesFiles(command) ? 1 : 0); first=(\(firstWords(command).words.joined(separator: " "))); only=\(firstWords(command).only ? 1 : 0) ;;"
        }
        return ([
            "#compdef palette-repl",
            "# palette-repl completion for zsh: palette-repl completions zsh > \"${fpath[1]}/_palette-repl\"",
            "_palette-repl() {",
            "  local -a commands options roles first",
            "  local files=0 only=0",
            "  commands=(\(described) 'help:show a command'\"'\"'s usage')",
            "  if (( CURRENT == 2 )); then",
            "    _describe 'command' commands",
            "    return",
            "  fi",
            "  case $words[2] in",
        ] + cases + [
            "    help) _describe 'command' commands; return ;;",
            "  esac",
            "  if [[ $PREFIX == -* ]]; then",
            "    compadd -- $options",
            "    return",
            "  fi",
            "  if (( CURRENT == 3 && ${#first} )); then",
            "    compadd -- $first",
            "    (( only )) && return",
            "  fi",
            "  (( ${#roles} )) && compadd -- $roles",
            "  (( files )) && _files -g '*.json'",
            "}",
            "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then _palette-repl \"$@\"; else compdef _palette-repl palette-repl; fi",
        ]).joined(separator: "\n") + "\n"
    }

    private static func fish(_ commands: [CommandDescriptor], roles: [String]) -> String {
        var lines = [
            "# palette-repl completion for fish: palette-repl completions fish > ~/.config/fish/completions/palette-repl.fish",
            "complete -c palette-repl -f",
        ]
        for command in commands {
            lines.append("complete -c palette-repl -n __fish_use_subcommand -a \(command.name) -d '\(fishQuoted(command.summary))'")
            let seen = "'__fish_seen_subcommand_from \(command.name)'"
            for option in command.options + GlobalOptions.everyCommand where option.name.hasPrefix("--") {
                lines.append("complete -c palette-repl -n \(seen) -l \(option.name.dropFirst(2))\(option.value == nil ? "" : " -r") -d '\(fishQuoted(option.help))'")
            }
            let first = firstWords(command)
            if !first.words.isEmpty {
                lines.append("complete -c palette-repl -n '__fish_seen_subcommand_from \(command.name); and test (count (commandline -opc)) -eq 2' -a '\(first.words.joined(separator: " "))'")
            }
            // Past the first word when that word is all a fixed one can be.
            let rest = first.only ? "'__fish_seen_subcommand_from \(command.name); and test (count (commandline -opc)) -gt 2'" : seen
            if takesRoles(command) { lines.append("complete -c palette-repl -n \(rest) -a '\(roles.joined(separator: " "))'") }
            if takesFiles(command) { lines.append("complete -c palette-repl -n \(rest) -F") }
        }
        lines.append("complete -c palette-repl -n __fish_use_subcommand -a help -d 'show a command'\\''s usage'")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Inside zsh single quotes, as a `_describe` entry: a quote closes, escapes and reopens;
    /// a colon would end the name.
    private static func zshQuoted(_ text: String) -> String {
        escaped(text, ["'": "'\"'\"'", ":": "\\:"])
    }

    /// Inside fish single quotes: backslash and quote escaped.
    private static func fishQuoted(_ text: String) -> String {
        escaped(text, ["\\": "\\\\", "'": "\\'"])
    }

    private static func escaped(_ text: String, _ replacements: [Character: String]) -> String {
        var result = ""
        for character in text { result += replacements[character] ?? String(character) }
        return result
    }
}
