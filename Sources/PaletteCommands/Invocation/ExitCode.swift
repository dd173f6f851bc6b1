/// Exit codes: 0 success, 1 a rule fails / a palette is incomplete / nothing passes,
/// 2 usage, unreadable input, or output that cannot be written (standard output refused: main.swift),
/// 130 interrupted by Ctrl-C.
package enum ExitCode: Int32, Sendable, Comparable {
    case success = 0
    case failure = 1
    case usage = 2
    /// Ctrl-C: 128 + SIGINT, as a shell reports a process that the signal ended.
    case interrupted = 130

    package static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ToolError {
    /// The one place an error's exit code is decided: a palette that is incomplete or breaks a
    /// rule is 1 in every command; everything else a user or a file got wrong is 2.
    package var exitCode: ExitCode {
        switch self {
        case .incompletePalette, .failingRules, .export(.incomplete): return .failure
        case .interrupted, .repair(.cancelled), .draft(.cancelled), .export(.cancelled): return .interrupted
        default: return .usage
        }
    }
}
