/// Whether whoever asked for a computation still wants its answer: the shell's Ctrl-C, a newer
/// line that makes a derivation in the background moot. Long computations (the joint repair,
/// and everything built on it: levels, the other kind, drafts) ask between steps of bounded
/// length and stop with `RepairProblem.cancelled`, leaving nothing half-done: they return
/// values and change nothing.
public struct Cancellation: Sendable {
    private let check: @Sendable () -> Bool

    /// `isCancelled` is asked from the computing thread, often (between cuts of the repair,
    /// about a millisecond apart): it reads a flag, and must be cheap and thread-safe.
    public init(_ isCancelled: @escaping @Sendable () -> Bool) {
        check = isCancelled
    }

    /// A computation nobody cancels.
    public static let never = Cancellation { false }

    public var isCancelled: Bool { check() }
}
