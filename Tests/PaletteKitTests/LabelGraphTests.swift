import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `LabelGraph.solve` against every assignment of small random instances, enumerated and
/// checked against the constraints directly (no graph, no cut): the least cost, the least
/// assignment among those of least cost (component-wise, as the cut nearest the source gives),
/// infeasibility, and each reduced cost as a lower bound on what taking its label costs.
///
/// The instances are built to exercise what the graph merges (`LabelGraph.Segments`): long
/// chains that few thresholds read, forbidden labels inside and at the ends, equal costs.
@Suite struct LabelGraphTests {
    struct Instance {
        let costs: [[Int64]]
        let implications: [LabelGraph.Implication]
    }

    static func instance(seed: UInt64) -> Instance {
        var random = SplitMix64(seed: seed)
        let variables = Int.random(in: 2...4, using: &random)
        let costs = (0..<variables).map { _ -> [Int64] in
            let count = Int.random(in: 1...7, using: &random)
            // A V-shaped cost about a start, as the repair's |ΔL| is, with ties and holes.
            let start = Int.random(in: 0..<count, using: &random)
            return (0..<count).map { label -> Int64 in
                if Int.random(in: 0..<7, using: &random) == 0 { return MinimumCut.infinite }
                return Int64(abs(label - start) * Int.random(in: 1...3, using: &random))
            }
        }
        var implications: [LabelGraph.Implication] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let upper = Int.random(in: 0..<variables, using: &random)
            var lower = Int.random(in: 0..<variables, using: &random)
            if lower == upper { lower = (upper + 1) % variables }
            // Non-decreasing thresholds, up to one past the upper chain (no upper label allowed).
            var least = 0
            let atLeast = (0..<costs[lower].count).map { _ -> Int in
                least = min(costs[upper].count, least + Int.random(in: 0...2, using: &random))
                return least
            }
            implications.append(LabelGraph.Implication(upper: upper, lower: lower, atLeast: atLeast))
        }
        return Instance(costs: costs, implications: implications)
    }

    /// Every assignment meeting the constraints with no forbidden label, with its cost.
    static func feasibleAssignments(_ instance: Instance) -> [(labels: [Int], cost: Int64)] {
        var found: [(labels: [Int], cost: Int64)] = []
        var labels = [Int](repeating: 0, count: instance.costs.count)
        func visit(_ variable: Int) {
            if variable == labels.count {
                let meets = instance.implications.allSatisfy { labels[$0.upper] >= $0.atLeast[labels[$0.lower]] }
                let costs = labels.indices.map { instance.costs[$0][labels[$0]] }
                if meets && costs.allSatisfy({ $0 < MinimumCut.infinite }) { found.append((labels, costs.reduce(0, +))) }
                return
            }
            for label in instance.costs[variable].indices {
                labels[variable] = label
                visit(variable + 1)
            }
        }
        visit(0)
        return found
    }

    @Test(arguments: 0..<400)
    func matchesEveryAssignment(_ seed: Int) {
        let instance = Self.instance(seed: UInt64(seed))
        var graph = LabelGraph(costs: instance.costs)
        graph.implications = instance.implications
        let solution = graph.solve(withReducedCosts: true)
        let feasible = Self.feasibleAssignments(instance)
        guard let least = feasible.map(\.cost).min() else {
            #expect(solution == nil, "seed \(seed): no assignment is feasible, yet the graph gives \(solution!.labels)")
            return
        }
        guard let solution else {
            Issue.record("seed \(seed): the graph finds nothing, yet \(feasible[0].labels) is feasible")
            return
        }
        #expect(solution.cost == least, "seed \(seed): cost")
        let optimal = feasible.filter { $0.cost == least }.map(\.labels)
        let componentwiseLeast = instance.costs.indices.map { variable in optimal.map { $0[variable] }.min()! }
        #expect(solution.labels == componentwiseLeast, "seed \(seed): labels")
        let reduced = solution.reducedCosts!
        for variable in instance.costs.indices {
            for label in instance.costs[variable].indices {
                let taking = feasible.filter { $0.labels[variable] == label }.map(\.cost).min()
                #expect(reduced[variable][label] >= 0, "seed \(seed): a negative reduced cost")
                if let taking {
                    #expect(solution.cost + reduced[variable][label] <= taking,
                            "seed \(seed): label \(label) of variable \(variable) costs \(taking), bound \(solution.cost + reduced[variable][label])")
                }
            }
        }
    }
}
