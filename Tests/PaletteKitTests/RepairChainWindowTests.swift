@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage
import Testing

/// The search cuts each node's labels to those within its bound by bisection
/// (`RepairChain.labels(within:)`); the oracle is the plain filter of every label's distance.
struct RepairChainWindowTests {
    @Test(arguments: [
        ("#2E3440", "#2E3440"), ("#ECEFF4", "#ECEFF4"), ("#BF616A", "#BF616A"), ("#A3BE8C", "#A3BE8C"),
        ("#EBCB8B", "#EBCB8B"), ("#000000", "#000000"), ("#FFFFFF", "#FFFFFF"), ("#88C0D0", "#3B4252"),
        ("#D08770", "#F0F0F0"), ("#5E81AC", "#101010"),
    ])
    func theRunWithinABoundIsEveryLabelWithinIt(through: String, start: String) {
        let line = LightnessLine(through: TestPalettes.colour(through)).allColours()
        let chain = RepairChain(lineColours: line, start: TestPalettes.colour(start), derivedSteps: [], isLight: nil, kind: nil)
        // Every distance a label has, one unit either side of it, none and the whole line.
        let limits = Set(chain.units.flatMap { [$0 - 1, $0, $0 + 1] } + [-1, 0, .max])
        for limit in limits.sorted() {
            let within = chain.units.indices.filter { chain.units[$0] <= limit }
            let expected = within.isEmpty ? nil : within.first!...within.last!
            #expect(chain.labels(within: limit) == expected, "limit \(limit) on the line through \(through) from \(start)")
            // One run: the search's windows assume no label inside is further than the bound.
            #expect(within.count == (expected?.count ?? 0), "limit \(limit) leaves a gap on the line through \(through)")
        }
    }

    @Test func aChainWithNoLabelsHasNoRun() {
        // The ground's chain keeps only colours of the palette's kind and can be left empty.
        let chain = RepairChain(lineColours: [TestPalettes.colour("#FFFFFF")], start: TestPalettes.colour("#FFFFFF"),
                                derivedSteps: [[]], isLight: true, kind: false)
        #expect(chain.count == 0)
        #expect(chain.labels(within: .max) == nil)
    }
}
