/// One entry of the command table: `help` and completion read the same table that dispatch uses.
package struct CommandDescriptor: Sendable {
    package let name: String
    package let usage: String
    package let summary: String
    /// Further lines for `help NAME`.
    package let details: [String]
    package let run: @Sendable ([String], ToolContext) throws(ToolError) -> ExitCode

    package init(name: String, usage: String, summary: String, details: [String] = [],
                run: @escaping @Sendable ([String], ToolContext) throws(ToolError) -> ExitCode) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.details = details
        self.run = run
    }

    package var helpText: String {
        (["usage: \(usage)", "", summary] + (details.isEmpty ? [] : [""] + details)).joined(separator: "\n")
    }
}
