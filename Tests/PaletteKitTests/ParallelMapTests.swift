import Synchronization
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

@Suite struct ParallelMapTests {
    /// Every item once, in input order, whatever the count against the number of stripes, among
    /// them counts that leave the last runs empty when items are cut into runs.
    @Test(arguments: [0, 1, 2, 63, 64, 65, 848, 4096, 4097])
    func mapsEveryItemInOrder(count: Int) {
        let items = Array(0..<count)
        #expect(ParallelMap.map(items) { $0 * 3 + 1 } == items.map { $0 * 3 + 1 })
    }

    /// With a state per worker: every item once, in input order, each by a worker holding one
    /// of the states, for one worker, two, more workers than cores, and fewer items than
    /// workers.
    @Test(arguments: [(0, 2), (1, 2), (3, 8), (10_000, 1), (10_000, 2), (10_000, 16)])
    func mapsEveryItemOnceWithAStatePerWorker(count: Int, workers: Int) {
        let calls = Calls(count)
        let states = Array(100..<100 + workers)
        let results = ParallelMap.map(Array(0..<count), states: states) { item, state in
            calls.note(item)
            return [item * 3, state]
        }
        #expect(results.map { $0[0] } == (0..<count).map { $0 * 3 })
        #expect(results.allSatisfy { states.contains($0[1]) })
        #expect(calls.all { $0 == 1 })
    }

    /// Items yielded by a producer on the calling thread: every item once, in the order
    /// yielded, for no items, one, and many, with one worker (the calling thread alone), two and
    /// more than the cores; the producer's own state is its own to change.
    @Test(arguments: [(0, 2), (1, 1), (1, 2), (500, 1), (500, 2), (500, 5)])
    func mapsWhatAProducerYieldsInItsOrder(count: Int, workers: Int) {
        let calls = Calls(count)
        var yielded: [Int] = []
        // Not in ascending order, so results in index order would not pass for yielded order.
        let order = (0..<count).map { ($0 * 7919) % max(count, 1) }
        let results = ParallelMap.map(workers: workers, whileProducing: { yield in
            for item in order {
                yielded.append(item)
                yield(item)
            }
        }) { item in
            calls.note(item)
            return item * 3 + 1
        }
        #expect(yielded == order)
        #expect(results == order.map { $0 * 3 + 1 })
        #expect(calls.all { $0 == 1 })
    }

    /// Largest first: results in input order, and with one stripe the items are taken in
    /// descending cost, equal costs in input order.
    @Test func startsTheCostliestItemsFirst() {
        let costs = [3, 9, 1, 9, 5, 0, 7]
        let started = Mutex<[Int]>([])
        let results = ParallelMap.map(Array(costs.indices), stripes: 1, largestFirst: { costs[$0] }) { index in
            started.withLock { $0.append(index) }
            return costs[index] * 10
        }
        #expect(results == costs.map { $0 * 10 })
        #expect(started.withLock { $0 } == [1, 3, 6, 4, 0, 2, 5])
        let many = Array(0..<1000)
        #expect(ParallelMap.map(many, stripes: 2, largestFirst: { ($0 * 31) % 97 }) { $0 + 1 } == many.map { $0 + 1 })
    }

    /// How many times each item was transformed, counted from every worker.
    final class Calls: Sendable {
        private let counts: Mutex<[Int]>
        init(_ count: Int) { counts = Mutex([Int](repeating: 0, count: count)) }
        func note(_ item: Int) { counts.withLock { $0[item] += 1 } }
        func all(_ test: (Int) -> Bool) -> Bool { counts.withLock { $0.allSatisfy(test) } }
    }
}
