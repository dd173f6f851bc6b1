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

    /// How many times each item was transformed, counted from every worker.
    final class Calls: Sendable {
        private let counts: Mutex<[Int]>
        init(_ count: Int) { counts = Mutex([Int](repeating: 0, count: count)) }
        func note(_ item: Int) { counts.withLock { $0[item] += 1 } }
        func all(_ test: (Int) -> Bool) -> Bool { counts.withLock { $0.allSatisfy(test) } }
    }
}
