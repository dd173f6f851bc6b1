import Foundation
import Testing
@testable import PaletteCommands

/// A command line a source comment shows (`palette-repl check FILE...`) is one the command
/// table declares, so comments cannot go stale: each is a form of the command's usage as `help`
/// prints it, either whole or without its optional `[--…]` parts, the command's name alone, or
/// an example the table's parser reads (`palette-repl new nord`). (`check`'s comment listed one
/// of its four options, `contrast`'s named its arguments FG BG.)
@Suite struct DocCommentUsageTests {
    /// Every `palette-repl …` in backticks in a `///` or `//` comment under Sources/, with its file.
    static func shownLines() throws -> [(file: String, line: String)] {
        var found: [(file: String, line: String)] = []
        for (file, text) in try SourceFiles.read("Sources") {
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                var rest = Substring(line)
                while let start = rest.range(of: "`palette-repl ") {
                    guard let end = rest[start.upperBound...].firstIndex(of: "`") else { break }
                    found.append((file, String(rest[rest.index(after: start.lowerBound)..<end])))
                    rest = rest[rest.index(after: end)...]
                }
            }
        }
        return found
    }

    /// A usage form without its bracketed options: `check FILE... [--ids] [--json]` → `check FILE...`.
    static func withoutOptionalOptions(_ form: String) -> String {
        var words: [String] = []
        var depth = 0
        for word in form.split(separator: " ").map(String.init) {
            if depth == 0, word.hasPrefix("[--") { depth = 1 }
            if depth == 0 { words.append(word) }
            if depth > 0, word.hasSuffix("]") { depth = 0 }
        }
        return words.joined(separator: " ")
    }

    /// Whether `shown` is `form` word for word, where a `…` stands for any one word and an
    /// upper-case placeholder (`FORMAT`) for a word of fixed alternatives (`swift|css|…`).
    static func matches(_ shown: [String], _ form: [String]) -> Bool {
        shown.count == form.count && zip(shown, form).allSatisfy { mine, theirs in
            mine == theirs || mine == "…" || (mine == mine.uppercased() && theirs.contains("|") && !theirs.hasPrefix("["))
        }
    }

    @Test func everyCommandLineInAComment() throws {
        let shown = try Self.shownLines()
        #expect(shown.count >= 20)
        for (file, line) in shown {
            // A shell pipe or redirection ends the command line.
            let words = line.split(separator: " ").dropFirst().prefix { !["|", "<", ">"].contains($0) }.map(String.init)
            // The generic form of the tool itself.
            if words.first == "COMMAND" { continue }
            guard let command = CommandLineTool.commands.first(where: { $0.name == words.first }) else {
                Issue.record("\(file): '\(line)' names no command of the table")
                continue
            }
            // The command by its name alone (`palette-repl check`).
            if words.count == 1 { continue }
            // Alternatives (`bash|zsh|fish`) are a usage's, not a value a command reads.
            let isUsage = words.contains { $0.hasPrefix("[") || $0 == "…" || ($0.first?.isUppercase ?? false) || $0.contains("|") }
            if !isUsage {
                // An example with values (`palette-repl new nord`): the table's parser reads it.
                #expect(throws: Never.self, "\(file): '\(line)'") { _ = try command.parse(Array(words.dropFirst())) }
                continue
            }
            let forms = command.usage.split(separator: " | ").enumerated().map { index, form in
                (index == 0 ? String(form.dropFirst("palette-repl ".count)) : String(form))
            }
            let accepted = forms.contains { form in
                Self.matches(words, form.split(separator: " ").map(String.init))
                    || Self.matches(words, Self.withoutOptionalOptions(form).split(separator: " ").map(String.init))
            }
            #expect(accepted, "\(file): '\(line)' is not a form of '\(command.usage)'")
        }
    }
}
