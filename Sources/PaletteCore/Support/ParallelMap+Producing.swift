import Dispatch
import Synchronization

extension ParallelMap {
    /// `transform` of every item `produce` yields, results in the order yielded, begun while
    /// `produce` still runs: the calling thread produces (a walk of folders) while the other
    /// workers transform what it has yielded so far, then it transforms what is left with them.
    /// The calling thread never waits for a worker to start, so this finishes even when no other
    /// thread is free. `produce` runs on the calling thread alone and may touch its own state;
    /// `transform` must not touch shared state.
    package static func map<Element: Sendable, Result: Sendable>(workers: Int = 2, whileProducing produce: (_ yield: (Element) -> Void) -> Void,
                                                                _ transform: @Sendable @escaping (Element) -> Result) -> [Result] {
        let queue = ProducedQueue<Element, Result>()
        let helpers = max(0, workers - 1)
        for _ in 0..<helpers {
            DispatchQueue.global().async { queue.work(transform) }
        }
        produce { queue.append($0) }
        queue.finish(waiters: helpers + 1)
        queue.work(transform)
        // Each result, not each helper: a helper no thread has started yet holds none, and
        // finds nothing left whenever it starts.
        return queue.results()
    }

    /// The items yielded so far, the next one to take, and each result by the item's index.
    /// `available` counts items yielded and, once production ends, one more per worker: a worker
    /// takes a count before it takes an item, so it never finds none left while more may come.
    /// `stored` counts results stored.
    private final class ProducedQueue<Element: Sendable, Result: Sendable>: Sendable {
        private struct State {
            var items: [Element] = []
            var results: [Result?] = []
            var next = 0
        }
        private let state = Mutex(State())
        private let available = DispatchSemaphore(value: 0)
        private let stored = DispatchSemaphore(value: 0)

        func append(_ item: Element) {
            state.withLock {
                $0.items.append(item)
                $0.results.append(nil)
            }
            available.signal()
        }

        func finish(waiters: Int) {
            for _ in 0..<waiters { available.signal() }
        }

        func work(_ transform: (Element) -> Result) {
            while true {
                available.wait()
                let taken: (Int, Element)? = state.withLock { state in
                    guard state.next < state.items.count else { return nil }
                    state.next += 1
                    return (state.next - 1, state.items[state.next - 1])
                }
                guard let (index, item) = taken else { return }
                let result = transform(item)
                state.withLock { $0.results[index] = result }
                stored.signal()
            }
        }

        /// Every result, in the order the items were yielded, once all are stored; called after
        /// production ends.
        func results() -> [Result] {
            let count = state.withLock { $0.items.count }
            for _ in 0..<count { stored.wait() }
            return state.withLock { $0.results.map { $0! } }
        }
    }
}
