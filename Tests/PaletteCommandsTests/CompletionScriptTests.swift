import Foundation
import Testing
import PaletteKit
@testable import PaletteCommands

/// The completion scripts come from the command table: each script offers every command as a
/// first word and, in that command's own entry, exactly its options (plus the global `--schema`
/// and `--help` where the shell lists them). Each script is read back into a table of entries
/// with its own small parser, so an option offered under another command, or a command whose
/// entry is missing, fails, whatever other text the script holds.
/// (bash runs its script in `InstallArtefactTests`; zsh and fish are not on this machine.)
@Suite struct CompletionScriptTests {
    static let globalOptions: Set<String> = ["--schema", "--help"]

    /// What a script offers: the first words, and the options offered after each command.
    struct Offered {
        var commands: [String] = []
        var options: [String: [String]] = [:]
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func eachCommandsEntryOffersItsOwnOptions(shell: CompletionScript.Shell) throws {
        let script = CompletionScript.text(for: shell, commands: CommandLineTool.commands, roles: Schema.stream.roleNames)
        let offered = try Self.read(script, shell: shell)
        #expect(offered.commands.filter { !$0.hasPrefix("-") && $0 != "help" } == CommandLineTool.commands.map(\.name))
        for command in CommandLineTool.commands {
            let own = command.options.map(\.name)
            // fish writes no line for a command with nothing to offer after it.
            let entry = shell == .fish ? offered.options[command.name] ?? [] : try #require(offered.options[command.name], "\(shell): no entry for \(command.name)")
            #expect(Set(own).isSubset(of: entry), "\(shell) \(command.name): offers \(entry), not all of \(own)")
            #expect(Set(entry).isSubset(of: Set(own).union(Self.globalOptions)), "\(shell) \(command.name): offers \(entry), options of another command")
            #expect(entry.count == Set(entry).count, "\(shell) \(command.name): an option offered twice in \(entry)")
        }
        #expect(Set(offered.options.keys).isSubset(of: CommandLineTool.commands.map(\.name)), "\(shell): entries for \(offered.options.keys.sorted())")
        #expect(script.contains("selectionFill"))
    }

    /// bash: `compgen -W "…"` on the first word, then one `NAME) options="…"; …` case per command.
    /// zsh: `commands=('NAME:summary' …)`, then one `NAME) options=(…); …` case per command.
    /// fish: `-n __fish_use_subcommand -a NAME`, and `-n '__fish_seen_subcommand_from NAME' -l OPTION`
    /// per option.
    static func read(_ script: String, shell: CompletionScript.Shell) throws -> Offered {
        var offered = Offered()
        let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func between(_ line: String, _ start: String, _ end: String) -> String? {
            guard let open = line.range(of: start), let close = line.range(of: end, range: open.upperBound..<line.endIndex) else { return nil }
            return String(line[open.upperBound..<close.lowerBound])
        }
        func before(_ line: String, _ marker: String) -> String? { line.range(of: marker).map { String(line[..<$0.lowerBound]) } }
        func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
        switch shell {
        case .bash:
            let first = try #require(lines.first { $0.hasPrefix("COMPREPLY=($(compgen -W \"") && $0.contains("--version") })
            offered.commands = words(try #require(between(first, "compgen -W \"", "\"")))
            for line in lines {
                guard let name = before(line, ") options=\""), let options = between(line, ") options=\"", "\"") else { continue }
                offered.options[name] = words(options)
            }
        case .zsh:
            let list = try #require(lines.first { $0.hasPrefix("commands=(") })
            offered.commands = list.dropFirst("commands=(".count).split(separator: " ").compactMap { entry -> String? in
                guard entry.hasPrefix("'"), let colon = entry.firstIndex(of: ":") else { return nil }
                return String(entry[entry.index(after: entry.startIndex)..<colon])
            }
            for line in lines {
                guard let name = before(line, ") options=("), let options = between(line, ") options=(", ")") else { continue }
                offered.options[name] = words(options)
            }
        case .fish:
            for line in lines {
                if let name = between(line, "-n __fish_use_subcommand -a ", " ") { offered.commands.append(name) }
                // The condition may go on (`NAME; and test (count …) -eq 2` for a command's first word).
                guard let condition = between(line, "-n '__fish_seen_subcommand_from ", "'"),
                      let name = condition.split(separator: ";").first.map({ String($0) }) else { continue }
                offered.options[name, default: []] += between(line + " ", " -l ", " ").map { ["--" + $0] } ?? []
            }
        }
        return offered
    }

    /// The first words each command's entry offers, read back from the script.
    static func firstWords(_ script: String, shell: CompletionScript.Shell) -> [String: [String]] {
        var offered: [String: [String]] = [:]
        for line in script.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            func between(_ start: String, _ end: String) -> String? {
                guard let open = line.range(of: start), let close = line.range(of: end, range: open.upperBound..<line.endIndex) else { return nil }
                return String(line[open.upperBound..<close.lowerBound])
            }
            let name: String?, words: String?
            switch shell {
            case .bash: (name, words) = (line.range(of: ") options=\"").map { String(line[..<$0.lowerBound]) }, between("; words=\"", "\""))
            case .zsh: (name, words) = (line.range(of: ") options=(").map { String(line[..<$0.lowerBound]) }, between("; first=(", ")"))
            case .fish:
                guard line.contains("(count (commandline -opc)) -eq 2") else { continue }
                (name, words) = (between("__fish_seen_subcommand_from ", ";"), between(" -a '", "'"))
            }
            if let name, let words { offered[name] = words.split(separator: " ").map(String.init) }
        }
        return offered
    }

    /// `palette-repl export <Tab>` offers the formats, `suggest la<Tab>` `ladder`: the first words
    /// come from the arguments' declared kinds, in every script.
    @Test(arguments: CompletionScript.Shell.allCases)
    func eachCommandsFirstWordsAreOffered(shell: CompletionScript.Shell) {
        let script = CompletionScript.text(for: shell, commands: CommandLineTool.commands, roles: Schema.stream.roleNames)
        let offered = Self.firstWords(script, shell: shell)
        #expect(offered["export"] == ExportFormat.allCases.map(\.name), "\(shell): \(offered)")
        #expect(offered["suggest"] == ["ladder"], "\(shell): \(offered)")
        #expect(offered["schema"] == ["check", "show", "retire", "rename"], "\(shell): \(offered)")
        #expect(offered["completions"] == ["bash", "zsh", "fish"], "\(shell): \(offered)")
        #expect(offered["check"] ?? [] == [], "\(shell): \(offered)")
    }

    @Test func eachShellRegistersTheScript() {
        let commands = CommandLineTool.commands, roles = Schema.stream.roleNames
        #expect(CompletionScript.text(for: .bash, commands: commands, roles: roles).hasSuffix("complete -o filenames -F _palette_repl palette-repl\n"))
        #expect(CompletionScript.text(for: .zsh, commands: commands, roles: roles).hasPrefix("#compdef palette-repl\n"))
        #expect(CompletionScript.text(for: .fish, commands: commands, roles: roles).contains("complete -c palette-repl -n __fish_use_subcommand -a check -d "))
    }
}
