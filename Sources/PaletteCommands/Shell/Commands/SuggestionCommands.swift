import PaletteKit

/// `suggest ROLE [--against ROLE]` and `suggest ladder` inside the shell.
enum SuggestionCommands {
    static let all: [ShellCommand] = [suggest]

    static let usage = "suggest ROLE [--against ROLE] | suggest ladder"

    static let suggest = ShellCommand(
        name: "suggest", usage: usage,
        summary: "The nearest lightness at which a role passes its rules (hue and chroma kept); 'apply' takes it.",
        argumentKind: .role, words: ["ladder", "--against"], journals: true
    ) { arguments, _, session, context throws(ToolError) in
        let palette = session.palette
        if arguments == ["ladder"] {
            let suggestions = try LadderQuery.suggestions(in: palette)
            for line in LadderText.lines(suggestions) { context.output.line(line) }
            session.lastSuggestions = suggestions
            return
        }
        let partner: String?
        switch arguments.count {
        case 1: partner = nil
        case 3 where arguments[1] == "--against": partner = arguments[2]
        default: throw .wrongArguments(command: "suggest", usage: usage)
        }
        let role = try EditingCommands.checkedRole(arguments[0], in: palette)
        if let partner { _ = try EditingCommands.checkedRole(partner, in: palette) }
        let suggestion = Solver.suggest(try SuggestionQueries.moving(role, in: palette, against: partner))
        for line in SuggestionText.lines(suggestion) { context.output.line(line) }
        session.lastSuggestions = [suggestion]
    }
}
