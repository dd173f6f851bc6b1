/// A chain of labels cut down to what the constraints can tell apart, so that the minimum cut
/// runs on a graph of a few thousand nodes instead of one node per label.
///
/// The constraints read a variable only through its nodes "x_v ≥ k" that an implication edge
/// leaves or enters: the referenced labels. Between two consecutive referenced labels a and b,
/// every label of a…b−1 puts the same referenced nodes on the source side, so it meets exactly
/// the same constraints; those labels form one segment, and an assignment taking any of them
/// can take the segment's cheapest instead. So the segment is one label costing its least cost,
/// taken by its first label of that cost. The minimum is unchanged, and so is the least
/// minimum-cost assignment (`LabelGraph.Solution`): it takes, in each segment it lands in, the
/// first label of least cost, and segments are ordered as their labels are.
///
/// The largest graphs of `palette-bench --only fix` read under half their labels: on nord's
/// perturbed draft 6,850 of 15,218 nodes and 7,535 of 17,378. A chain no implication reads
/// becomes one constant.
extension LabelGraph {
    struct Segments {
        /// Each segment's least cost, and the first label of its chain with that cost.
        let costs: [Int64]
        let cheapest: [Int]
        /// The segment each label of the chain lies in.
        let segmentOfLabel: [Int]

        var count: Int { costs.count }

        /// `referenced[k]`: an implication reads "x ≥ k" (label 0 always starts a segment).
        init(costs chain: [Int64], referenced: [Bool]) {
            var costs: [Int64] = [], cheapest: [Int] = []
            var segmentOfLabel = [Int](repeating: 0, count: chain.count)
            for label in chain.indices {
                if label == 0 || referenced[label] {
                    costs.append(chain[label])
                    cheapest.append(label)
                } else if chain[label] < costs[costs.count - 1] {
                    costs[costs.count - 1] = chain[label]
                    cheapest[cheapest.count - 1] = label
                }
                segmentOfLabel[label] = costs.count - 1
            }
            self.costs = costs
            self.cheapest = cheapest
            self.segmentOfLabel = segmentOfLabel
        }
    }
}
