/// Exit codes: 0 success, 1 a rule fails / a palette is incomplete / nothing passes,
/// 2 usage, unreadable input, or output that cannot be written (standard output refused: main.swift).
package enum ExitCode: Int32, Sendable, Comparable {
    case success = 0
    case failure = 1
    case usage = 2

    package static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ToolError {
    /// The one place an error's exit code is decided: a palette that is incomplete or breaks a
    /// rule is 1 in every command; everything else a user or a file got wrong is 2.
    package var exitCode: ExitCode {
        switch self {
        case .incompletePalette, .failingRules, .export(.incomplete): return .failure
        default: return .usage
        }
    }
}
