import PaletteKit

/// `lint --format json|sarif|github` when it fails (a token file that cannot be read or parsed, a
/// bad option or schema, a write of `--fix --write`): the error goes to standard error as for every command, and the
/// format's own document to standard output, so that `lint --format sarif > lint.sarif` leaves a
/// file code scanning reads (an invocation that did not succeed, with the error as its
/// notification, SARIF 2.1.0 §3.20) instead of an empty one it rejects.
extension LintOutput {
    /// Where the error is, when it names a file (and a line).
    static func place(of error: ToolError) -> (path: String, line: Int?)? {
        switch error {
        case .tokenFile(let path, let line, _): return (path, line)
        case .schemeFile(let path, let problem): return (path, problem.line)
        case .unreadableFile(let problem): return (problem.path, nil)
        case .mixedTokenInputs(_, let second): return (second, nil)
        default: return nil
        }
    }

    /// The document of `format` for `error`; nil for text, which has standard error alone.
    static func failure(_ error: ToolError, format: ReportFormat, command: String = "lint") -> String? {
        let message = ErrorText.message(for: error), place = place(of: error)
        switch format {
        case .json:
            var members: [JSONValue.Member] = [.init("error", .string(message))]
            if let place {
                members.append(.init("file", .string(place.path)))
                if let line = place.line { members.append(.init("line", .number(Double(line)))) }
            }
            return JSONWriter.write(.object(members))
        case .sarif:
            var notification: [JSONValue.Member] = [.init("level", .string("error")), .init("message", .object([.init("text", .string(message))]))]
            if let place { notification.append(.init("locations", sarifLocations(place.path, line: place.line))) }
            let invocation: JSONValue = .object([.init("executionSuccessful", .bool(false)),
                                                 .init("toolExecutionNotifications", .array([.object(notification)]))])
            return JSONWriter.write(sarifDocument(rules: [], run: [.init("invocations", .array([invocation])), .init("results", .array([]))]))
        case .github:
            return githubError(file: place?.path, line: place?.line, title: "palette-repl " + command, message: message)
        case .text:
            return nil
        }
    }
}
