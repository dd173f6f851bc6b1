/// One entry of the command table: `help` and completion read the same table that dispatch uses.
public struct CommandDescriptor: Sendable {
    public let name: String
    public let usage: String
    public let summary: String
    /// Further lines for `help NAME`.
    public let details: [String]
    public let run: @Sendable ([String], ToolContext) throws(ToolError) -> ExitCode

    public init(name: String, usage: String, summary: String, details: [String] = [],
                run: @escaping @Sendable ([String], ToolContext) throws(ToolError) -> ExitCode) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.details = details
        self.run = run
    }

    public var helpText: String {
        (["usage: \(usage)", "", summary] + (details.isEmpty ? [] : [""] + details)).joined(separator: "\n")
    }
}
