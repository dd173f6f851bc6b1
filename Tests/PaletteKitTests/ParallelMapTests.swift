import Testing
@testable import PaletteKit

@Suite struct ParallelMapTests {
    /// Every item once, in input order, whatever the count against the number of stripes
    /// (a version cutting items into runs crashed when the last runs came out empty).
    @Test(arguments: [0, 1, 2, 63, 64, 65, 848, 4096, 4097])
    func mapsEveryItemInOrder(count: Int) {
        let items = Array(0..<count)
        #expect(ParallelMap.map(items) { $0 * 3 + 1 } == items.map { $0 * 3 + 1 })
    }
}
