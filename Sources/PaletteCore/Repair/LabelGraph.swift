/// Minimum of a separable cost over chains of labels under monotone two-variable constraints,
/// solved exactly as one minimum cut (Ishikawa 2003, "Exact optimization for Markov random
/// fields with convex priors", §3, without pairwise costs; Hochbaum 2001, "An efficient
/// algorithm for image segmentation, Markov random fields and related problems", for monotone
/// inequalities of two variables).
///
/// Variable v takes a label in 0..<n. Node (v, k), k in 1..<n, stands for "x_v ≥ k": on the
/// source side of the cut exactly when it holds. The chain s → (v,1) → … → (v,n−1) → t carries
/// cost(k) on the edge leaving label k, and infinite edges (v,k+1) → (v,k) keep each chain cut
/// once. "x_D ≥ j implies x_U ≥ m(j)" is one infinite edge (D,j) → (U,m(j)). Labels no edge
/// tells apart share one node (`Segments`).
struct LabelGraph {
    /// One cost per label; `MinimumCut.infinite` forbids a label.
    var costs: [[Int64]]
    /// `atLeast[j]` for x_D = j: the least label x_U may take (n_U when none may).
    struct Implication {
        let upper: Int
        let lower: Int
        let atLeast: [Int]
    }
    var implications: [Implication] = []

    init(costs: [[Int64]]) {
        self.costs = costs
    }

    /// A solved graph: the labels of a minimum-cost assignment (the least labels among the
    /// minimum-cost ones: the cut is the one nearest the source), its cost, and when asked for,
    /// each label's reduced cost (see `solve(withReducedCosts:)`).
    struct Solution {
        let labels: [Int]
        let cost: Int64
        /// Per variable and label: a lower bound on how much more than `cost` any assignment
        /// meeting the constraints and taking that label costs; `MinimumCut.infinite` for a
        /// label no such assignment takes.
        let reducedCosts: [[Int64]]?
    }

    /// The labels of a minimum-cost assignment and its cost; nil when every assignment breaks a
    /// constraint or takes a forbidden label.
    ///
    /// Labels forbidden at either end of a chain are left out of the graph (no assignment can
    /// take them, so the assignments, their costs and the least optimal one are unchanged);
    /// searches that bound labels by the whole answer's cost leave many such labels.
    ///
    /// With `withReducedCosts`, each label's reduced cost: after a maximum flow F, any s–t cut
    /// costs F plus the residual capacities of the edges it cuts (each at least 0). The
    /// assignment taking label k of v costs what the same assignment taking the cheapest label
    /// of k's segment costs, plus cost(k) minus that least cost; that one cuts the edge leaving
    /// the segment, so the first costs at least F + residual(segment) + cost(k) − least.
    /// (Reduced-cost fixing; for example Nemhauser and Wolsey 1988, "Integer
    /// and Combinatorial Optimization", §II.5 on fixing variables by reduced costs, here with the
    /// max-flow residual graph as the dual.)
    func solve(withReducedCosts: Bool = false) -> Solution? {
        var costs = costs
        // Unary consequences first: x_U ≥ atLeast[0] always, and a lower label whose
        // implication no upper label meets is forbidden. Fewer infinite edges, same optimum.
        for implication in implications {
            let upperCount = costs[implication.upper].count
            for label in 0..<min(implication.atLeast[0], upperCount) { costs[implication.upper][label] = MinimumCut.infinite }
            if let first = implication.atLeast.firstIndex(where: { $0 >= upperCount }) {
                for label in first..<costs[implication.lower].count { costs[implication.lower][label] = MinimumCut.infinite }
            }
        }
        // Each chain trimmed to its first and last allowed label. Every `atLeast` here is
        // non-decreasing (the search builds them so), so "x_D = j implies x_U ≥ atLeast[j]" reads
        // the same on the trimmed labels: a threshold below U's first allowed label asks
        // nothing, one beyond its last allows no label of U.
        var first: [Int] = [], last: [Int] = []
        for chain in costs {
            guard let low = chain.firstIndex(where: { $0 < MinimumCut.infinite }) else { return nil }
            first.append(low)
            last.append(chain.lastIndex(where: { $0 < MinimumCut.infinite })!)
        }
        var trimmed = costs.indices.map { Array(costs[$0][first[$0]...last[$0]]) }
        let mapped = implications.map { implication -> Implication in
            let upper = implication.upper, lower = implication.lower
            let upperFirst = first[upper], upperCount = trimmed[upper].count
            let atLeast = implication.atLeast[first[lower]...last[lower]].map { least in
                least <= upperFirst ? 0 : min(least - upperFirst, upperCount)
            }
            return Implication(upper: upper, lower: lower, atLeast: atLeast)
        }
        // The trimmed lower chain starts at a label whose threshold may now bind.
        for implication in mapped {
            let upperCount = trimmed[implication.upper].count
            for label in 0..<min(implication.atLeast[0], upperCount) { trimmed[implication.upper][label] = MinimumCut.infinite }
            if let firstBlocked = implication.atLeast.firstIndex(where: { $0 >= upperCount }) {
                for label in firstBlocked..<trimmed[implication.lower].count { trimmed[implication.lower][label] = MinimumCut.infinite }
            }
        }
        // One edge per step of each threshold: "x_D ≥ j implies x_U ≥ m". The labels they read
        // split each chain into segments (`Segments`), one node per segment boundary.
        var edges: [(lower: Int, lowerLabel: Int, upper: Int, upperLabel: Int)] = []
        var referenced = trimmed.map { [Bool](repeating: false, count: $0.count) }
        for implication in mapped {
            var previous = implication.atLeast[0]
            for lowerLabel in 1..<max(1, implication.atLeast.count) where implication.atLeast[lowerLabel] > previous {
                previous = implication.atLeast[lowerLabel]
                guard previous < trimmed[implication.upper].count else { break }
                edges.append((implication.lower, lowerLabel, implication.upper, previous))
                referenced[implication.lower][lowerLabel] = true
                referenced[implication.upper][previous] = true
            }
        }
        let segments = trimmed.indices.map { Segments(costs: trimmed[$0], referenced: referenced[$0]) }
        var base: [Int] = []
        var nodeCount = 2
        for chain in segments {
            base.append(nodeCount)
            nodeCount += chain.count - 1
        }
        let source = 0, sink = 1
        // The node "segment ≥ k" of a variable.
        func node(_ variable: Int, _ segment: Int) -> Int {
            if segment <= 0 { return source }
            if segment >= segments[variable].count { return sink }
            return base[variable] + segment - 1
        }
        var cut = MinimumCut(nodeCount: nodeCount, edgeCount: 2 * nodeCount + edges.count)
        var constant: Int64 = 0
        // The edge leaving each segment of each chain (-1 for a chain of one segment).
        var chainEdges: [[Int]] = []
        for (variable, chain) in segments.enumerated() {
            if chain.costs.allSatisfy({ $0 >= MinimumCut.infinite }) { return nil }
            if chain.count == 1 {
                constant += chain.costs[0]
                chainEdges.append([-1])
                continue
            }
            var chainEdge: [Int] = []
            chainEdge.reserveCapacity(chain.count)
            for segment in 0..<chain.count {
                chainEdge.append(cut.addEdge(from: node(variable, segment), to: node(variable, segment + 1),
                                             capacity: min(chain.costs[segment], MinimumCut.infinite)))
                if segment >= 1 && segment + 1 < chain.count {
                    cut.addEdge(from: node(variable, segment + 1), to: node(variable, segment), capacity: MinimumCut.infinite)
                }
            }
            chainEdges.append(chainEdge)
        }
        for edge in edges {
            cut.addEdge(from: node(edge.lower, segments[edge.lower].segmentOfLabel[edge.lowerLabel]),
                        to: node(edge.upper, segments[edge.upper].segmentOfLabel[edge.upperLabel]), capacity: MinimumCut.infinite)
        }
        let flow = cut.maximumFlow(from: source, to: sink)
        guard flow < MinimumCut.infinite else { return nil }
        let side = cut.sourceSide(from: source)
        var labels: [Int] = []
        var total = constant
        for (variable, chain) in segments.enumerated() {
            var segment = 0
            while segment + 1 < chain.count && side[node(variable, segment + 1)] { segment += 1 }
            labels.append(first[variable] + chain.cheapest[segment])
            if chain.count > 1 { total += chain.costs[segment] }
        }
        var reducedCosts: [[Int64]]?
        if withReducedCosts {
            // A label costing more than its segment's cheapest costs that much more again.
            reducedCosts = costs.indices.map { variable in
                var reduced = [Int64](repeating: MinimumCut.infinite, count: costs[variable].count)
                let chain = segments[variable]
                for (label, cost) in trimmed[variable].enumerated() where cost < MinimumCut.infinite {
                    let segment = chain.segmentOfLabel[label], edge = chainEdges[variable][segment]
                    reduced[first[variable] + label] = (edge < 0 ? 0 : cut.residual(ofEdge: edge)) + cost - chain.costs[segment]
                }
                return reduced
            }
        }
        return Solution(labels: labels, cost: total, reducedCosts: reducedCosts)
    }
}
