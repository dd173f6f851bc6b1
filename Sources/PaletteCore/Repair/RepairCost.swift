/// The repair's objective for one search packed into one integer per label, so that a minimum
/// cut, which adds costs, orders whole answers the way the objective does: Σ|ΔL| first (in
/// `RepairChain.units`, 1e-7 of OKLCH lightness), then the number of roles moved.
///
/// A label costs `units × scale`, plus one when its colour differs from the role's start.
/// `scale` is one more than the number of moving roles, so an answer's count of moved roles is
/// always below it and never carries into Σ|ΔL|; `sum(of:)` recovers Σ|ΔL| exactly. (A fixed
/// six-bit field let 64 or more moved roles spill into the sum; schemas have any number of roles.)
///
/// Range: the largest answer costs `n × wholeLine × (n + 1)` for n moving roles, which stays
/// below `MinimumCut.infinite` (2^61) up to `maximumMovingRoles` (about 480,000); a schema file
/// the tool reads (at most 1 MiB) has far fewer.
struct RepairCost {
    /// One more than the number of moving roles.
    let scale: Int64

    init(movingRoles: Int) {
        precondition(movingRoles <= Self.maximumMovingRoles, "a repair moves at most \(Self.maximumMovingRoles) roles, not \(movingRoles)")
        scale = Int64(movingRoles) + 1
    }

    /// The cost of a label `units` from its start, `moved` when its colour is not the start.
    func label(units: Int64, moved: Bool) -> Int64 {
        units * scale + (moved ? 1 : 0)
    }

    /// Σ|ΔL| of an answer (or of a bound) from its packed cost.
    func sum(of cost: Int64) -> Int64 { cost / scale }

    /// The least cost of an answer whose Σ|ΔL| exceeds `sum`.
    func ceiling(aboveSum sum: Int64) -> Int64 { (sum + 1) * scale }

    /// Moving roles for which the cost of a whole answer, at most n × `RepairSearch.wholeLine`
    /// × (n + 1) + n, stays below `MinimumCut.infinite`.
    static let maximumMovingRoles = Int((Double(MinimumCut.infinite) / Double(RepairSearch.wholeLine)).squareRoot()) - 2
}
