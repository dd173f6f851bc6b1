import PaletteKit

extension InspectionCommands {
    static let history = ShellCommand(name: "history", summary: "The commands accepted in this session.") { _, _, session, context throws(ToolError) in
        for (index, line) in session.acceptedCommands.enumerated() {
            context.output.line("\(String(index + 1).leftPadded(to: 4))  \(line.escapingControlCharacters)")
        }
    }
}
