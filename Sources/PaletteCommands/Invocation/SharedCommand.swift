/// What a one-shot command and its twin in the shell declare once (`fix`, `suggest`, `export`):
/// the name, what it does, the options both take and the notes `help` prints. Each side adds its
/// arguments, its own options and a note on what becomes of the result (an exit code; `apply`).
package struct SharedCommand: Sendable {
    package let name: String
    package let summary: String
    package let options: [CommandOption]
    package let details: [String]

    /// Every shared declaration: `TwinDeclarationTests` holds each to both tables.
    package static let all: [SharedCommand] = [FixCommand.shared, SuggestCommand.shared, ExportCommand.shared]

    /// The summary with one side's note after it.
    func summary(adding note: String) -> String { summary + " " + note }
}
