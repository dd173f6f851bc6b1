/// Minimum of a separable cost over chains of labels under monotone two-variable constraints,
/// solved exactly as one minimum cut (Ishikawa 2003, "Exact optimization for Markov random
/// fields with convex priors", §3, without pairwise costs; Hochbaum 2001, "An efficient
/// algorithm for image segmentation, Markov random fields and related problems", for monotone
/// inequalities of two variables).
///
/// Variable v takes a label in 0..<n. Node (v, k), k in 1..<n, stands for "x_v ≥ k": on the
/// source side of the cut exactly when it holds. The chain s → (v,1) → … → (v,n−1) → t carries
/// cost(k) on the edge leaving label k, and infinite edges (v,k+1) → (v,k) keep each chain cut
/// once. "x_D ≥ j implies x_U ≥ m(j)" is one infinite edge (D,j) → (U,m(j)).
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

    /// The labels of a minimum-cost assignment and its cost; nil when every assignment breaks a
    /// constraint or takes a forbidden label.
    func solve() -> (labels: [Int], cost: Int64)? {
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
        var base: [Int] = []
        var nodeCount = 2
        for chain in costs {
            base.append(nodeCount)
            nodeCount += chain.count - 1
        }
        let source = 0, sink = 1
        func node(_ variable: Int, _ label: Int) -> Int {
            if label <= 0 { return source }
            if label >= costs[variable].count { return sink }
            return base[variable] + label - 1
        }
        let edgeCount = 2 * nodeCount + implications.reduce(0) { $0 + $1.atLeast.count }
        var cut = MinimumCut(nodeCount: nodeCount, edgeCount: edgeCount)
        var constant: Int64 = 0
        for (variable, chain) in costs.enumerated() {
            if chain.allSatisfy({ $0 >= MinimumCut.infinite }) { return nil }
            if chain.count == 1 {
                constant += chain[0]
                continue
            }
            for label in chain.indices {
                cut.addEdge(from: node(variable, label), to: node(variable, label + 1), capacity: min(chain[label], MinimumCut.infinite))
                if label >= 1 && label + 1 < chain.count {
                    cut.addEdge(from: node(variable, label + 1), to: node(variable, label), capacity: MinimumCut.infinite)
                }
            }
        }
        for implication in implications {
            var previous = implication.atLeast[0]
            for lowerLabel in 1..<max(1, implication.atLeast.count) where implication.atLeast[lowerLabel] > previous {
                previous = implication.atLeast[lowerLabel]
                guard previous < costs[implication.upper].count else { break }
                cut.addEdge(from: node(implication.lower, lowerLabel), to: node(implication.upper, previous), capacity: MinimumCut.infinite)
            }
        }
        let flow = cut.maximumFlow(from: source, to: sink)
        guard flow < MinimumCut.infinite else { return nil }
        let side = cut.sourceSide(from: source)
        var labels: [Int] = []
        var total = constant
        for (variable, chain) in costs.enumerated() {
            var label = 0
            while label + 1 < chain.count && side[node(variable, label + 1)] { label += 1 }
            labels.append(label)
            if chain.count > 1 { total += chain[label] }
        }
        return (labels, total)
    }
}
