import Dispatch
import Synchronization

/// `map` with the work shared among the cores, results in input order. Pure work only: the
/// transform must not touch shared state.
package enum ParallelMap {
    /// At most `stripes` workers, each taking the next item when it finishes one (below), so
    /// uneven items even out.
    package static func map<Element: Sendable, Result: Sendable>(_ items: [Element], stripes: Int = 64,
                                                                  _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        return map(items, states: [Void](repeating: (), count: max(1, min(items.count, stripes)))) { item, _ in transform(item) }
    }

    /// `map` by one worker per element of `states`, each reading only its own state: a worker
    /// takes the next item when it finishes one, so the cores finish together however uneven
    /// the items, and a worker that finds none left ends. For work that reads shared values
    /// (a schema, its rules) whose reference counts, changed from every core, would move
    /// between the cores at every change: each worker reads its own copy.
    package static func map<Element: Sendable, Result: Sendable, State: Sendable>(
        _ items: [Element], states: [State], _ transform: @Sendable (Element, State) -> Result) -> [Result] {
        guard items.count > 1, states.count > 1 else { return items.map { transform($0, states[0]) } }
        let slots = Slots<Result>(count: items.count)
        defer { slots.release() }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: states.count) { worker in
            let state = states[worker]
            while case let index = next.wrappingAdd(1, ordering: .relaxed).oldValue, index < items.count {
                slots.store(transform(items[index], state), at: index)
            }
        }
        return slots.values()
    }

    /// Each index is written by exactly one worker and read only after all have finished.
    private final class Slots<Value>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        func store(_ value: Value, at index: Int) { buffer[index] = value }
        func values() -> [Value] { buffer.map { $0! } }

        func release() {
            buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
