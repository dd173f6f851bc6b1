/// Exit codes: 0 success, 1 a rule fails / a palette is incomplete / nothing passes,
/// 2 usage or unreadable input.
public enum ExitCode: Int32, Sendable, Comparable {
    case success = 0
    case failure = 1
    case usage = 2

    public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
