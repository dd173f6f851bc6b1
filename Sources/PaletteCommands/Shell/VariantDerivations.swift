import Dispatch
import PaletteKit
import Synchronization

/// The shell's variants at contrast levels: a level's variant of the palette as it stands,
/// derived once per change and kept, so that a line's rules, its progress line and the next
/// `check` or `save` share one derivation (a variant is a joint repair).
///
/// A derivation runs on a worker thread while the line waits for it. In an interactive shell
/// the wait is bounded (`lineWait`): a derivation past it goes on, the line answers with what
/// it knows (`VariantState.deriving`), and `onReady` is called from the worker when it is done,
/// so the shell can show the verdict at its prompt. Replay, piped lines and `save` wait for the
/// answer (no bound). Ctrl-C (`Cancellation`) during a wait abandons the derivation and the
/// line; a derivation nobody waits for any more (the palette changed since) is abandoned too.
package final class VariantDerivations: Sendable {
    private struct Key: Equatable {
        let palette: Palette
        let level: LevelName
    }

    /// One derivation on a worker thread.
    private final class Job: Sendable {
        struct Progress {
            var outcome: Result<PaletteRepair, RepairProblem>?
            /// Whether a line answered `.deriving` for it, so its verdict is shown when ready.
            var announced = false
        }

        let key: Key
        let started = Atomic<Bool>(false)
        let abandoned = Atomic<Bool>(false)
        let finished = DispatchSemaphore(value: 0)
        /// The outcome and whether it was announced change together: a verdict that arrives as
        /// a line gives up waiting is either that line's answer or announced when ready.
        let progress = Mutex(Progress())

        init(key: Key) { self.key = key }

        var outcome: Result<PaletteRepair, RepairProblem>? { progress.withLock { $0.outcome } }
    }

    private struct State {
        /// Derived variants, the newest last.
        var derived: [(key: Key, repair: PaletteRepair)] = []
        var running: Job?
        /// A verdict derived in the background after a line said `.deriving`, not shown yet.
        var ready: Key?
    }

    private let state = Mutex(State())
    /// How long a line waits for a derivation before it answers `.deriving`; nil: until derived.
    private let lineWait: Duration?
    /// Called from the worker thread when a derivation a line answered `.deriving` for is done.
    private let onReady: @Sendable () -> Void

    /// Variants kept: a palette and its last few states (undo, redo) at each level.
    static let kept = 8

    /// Every wait until derived: replay, piped lines, tests.
    package convenience init() {
        self.init(lineWait: nil, onReady: {})
    }

    package init(lineWait: Duration?, onReady: @escaping @Sendable () -> Void) {
        self.lineWait = lineWait
        self.onReady = onReady
    }

    /// The variant of `palette` at `level` (not `standard`), derived if need be. Waits as long as
    /// `lineWait`, or until derived when `waitsForAnswer` (save, check, fix need the answer);
    /// Ctrl-C during the wait throws `.interrupted`.
    package func variant(of palette: Palette, at level: LevelName, waitsForAnswer: Bool = false,
                         cancellation: Cancellation) throws(ToolError) -> VariantState {
        let key = Key(palette: palette, level: level)
        let (known, job): (PaletteRepair?, Job?) = state.withLock { state in
            if let known = state.derived.last(where: { $0.key == key }) { return (known.repair, nil) }
            if let running = state.running, running.key == key { return (nil, running) }
            // A derivation of another state is moot: the palette has changed since.
            state.running?.abandoned.store(true, ordering: .relaxed)
            let job = Job(key: key)
            state.running = job
            return (nil, job)
        }
        if let known { return .derived(known) }
        guard let job else { preconditionFailure("a variant is derived or deriving") }
        if job.started.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged { start(job) }
        let deadline = waitsForAnswer ? nil : lineWait.map { ContinuousClock.now + $0 }
        // A line waits once: what it asks again (its progress line) is answered at once.
        if deadline != nil && job.progress.withLock({ $0.announced && $0.outcome == nil }) { return .deriving }
        while true {
            if let outcome = job.outcome {
                switch outcome {
                case .success(let repair): return .derived(repair)
                case .failure(.cancelled): throw .interrupted
                case .failure(let problem): throw ToolError.repair(problem)
                }
            }
            if cancellation.isCancelled {
                job.abandoned.store(true, ordering: .relaxed)
                throw .interrupted
            }
            if let deadline, ContinuousClock.now >= deadline, job.progress.withLock({ progress -> Bool in
                if progress.outcome != nil { return false }
                progress.announced = true
                return true
            }) {
                return .deriving
            }
            // Short waits, so that Ctrl-C is seen within a few milliseconds.
            _ = job.finished.wait(timeout: .now() + .milliseconds(5))
        }
    }

    /// The variant, waiting until it is derived (or Ctrl-C).
    package func derivedVariant(of palette: Palette, at level: LevelName, cancellation: Cancellation) throws(ToolError) -> PaletteRepair {
        guard case .derived(let repair) = try variant(of: palette, at: level, waitsForAnswer: true, cancellation: cancellation) else {
            preconditionFailure("a wait for the answer ends derived")
        }
        return repair
    }

    /// A variant derived already, without deriving it.
    package func derived(_ palette: Palette, at level: LevelName) -> PaletteRepair? {
        derived(Key(palette: palette, level: level))
    }

    /// Whether a derivation of `palette` at `level` is under way.
    package func isDeriving(_ palette: Palette, at level: LevelName) -> Bool {
        let key = Key(palette: palette, level: level)
        return state.withLock { $0.running?.key == key } && derived(key) == nil
    }

    /// The variant a line answered `.deriving` for, with its level, once derived, if it is
    /// still of `palette` (the session as it stands); each is given once.
    package func takeReady(for palette: Palette) -> (level: LevelName, variant: PaletteRepair)? {
        let key = state.withLock { state -> Key? in
            guard let ready = state.ready, ready.palette == palette else { return nil }
            state.ready = nil
            return ready
        }
        return key.flatMap { key in derived(key).map { (key.level, $0) } }
    }

    private func derived(_ key: Key) -> PaletteRepair? {
        state.withLock { state in state.derived.last { $0.key == key }?.repair }
    }

    private func start(_ job: Job) {
        let cancellation = Cancellation { job.abandoned.load(ordering: .relaxed) }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let outcome: Result<PaletteRepair, RepairProblem>
            do throws(RepairProblem) {
                outcome = .success(try PaletteRepair.variant(of: job.key.palette, at: job.key.level, cancellation: cancellation))
            } catch {
                outcome = .failure(error)
            }
            state.withLock { state in
                if case .success(let repair) = outcome {
                    state.derived.append((job.key, repair))
                    if state.derived.count > Self.kept { state.derived.removeFirst() }
                }
                if state.running === job { state.running = nil }
            }
            let announced = job.progress.withLock { progress -> Bool in
                progress.outcome = outcome
                return progress.announced
            }
            job.finished.signal()
            if announced, case .success = outcome {
                state.withLock { $0.ready = job.key }
                onReady()
            }
        }
    }
}

/// A level's variant as a line sees it.
package enum VariantState {
    /// Derived: it passes (`repair.passes`) or cannot be derived with its pins (`conflicts`).
    case derived(PaletteRepair)
    /// Still deriving in the background; the shell shows the verdict when it is ready.
    case deriving
}
