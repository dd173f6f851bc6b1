/// The exact search behind `PaletteRepair`: one minimum cut when every rule is monotone in its
/// sides, branch and bound over the roles translucent colours are composited over otherwise.
///
/// A rule between two opaque roles is a monotone implication between their chains (both are
/// ordered by every measure, see `RepairChain`), so the minimum cut of `LabelGraph` is the
/// optimum. A translucent side is seen composited over its backdrop (the ground, or the
/// background under a translucent foreground); as the backdrop moves, what is seen moves with
/// it, and the rule is not monotone in the backdrop. Such a rule is dropped while a backdrop it
/// needs can still take several labels (the cut is then a lower bound, and `relax` keeps what
/// necessary condition it can), and enforced once the branch has fixed each of its moving
/// backdrops to one label; the search halves a backdrop's labels, the half holding the relaxed
/// answer's label first. A node whose bound is no better than the best complete answer is
/// pruned, so the result is the optimum.
///
/// With its backdrops fixed, a translucent rule is a function of its sides that grows with
/// them but is rounded twice (compositing, then 8 bits), so its implication is built assuming
/// order and the answer is checked; a rule whose check fails is rebuilt from the full table of
/// its two chains, which is exact, and the node is solved again.
struct RepairSearch {
    let chains: [RepairChain]
    /// Schema index of each variable's role.
    let variableRoles: [Int]
    let rules: [RepairRule]
    /// Every role's colour by schema index, the moving ones at their start.
    let startColours: [Colour?]
    let isLight: Bool
    let ground: Int
    /// How Σ|ΔL| and the number of moved roles share one cost.
    let packing: RepairCost

    let variableOfRole: [Int: Int]
    /// Per rule: its moving backdrops (the variables the search branches on), and its other
    /// moving roles, as variables.
    let branchVariables: [[Int]]
    let freeVariables: [[Int]]
    private var exactTables: Set<EnforcedRule> = []
    private var implicationCache: [EnforcedRule: LabelGraph.Implication] = [:]
    private var unaryCache: [EnforcedRule: [Bool]] = [:]
    /// Per rule relaxed over one backdrop with one other moving role: its verdict on each pair of
    /// their labels, filled as nodes ask (see `relax`).
    var pairVerdicts: [Int: [UInt8]] = [:]
    /// Per such rule whose translucent foreground is composited over the backdrop it is measured
    /// against: bounds over blocks of the backdrop's labels (`BackdropBlocks`); nil where they do
    /// not apply.
    var backdropBlocks: [Int: BackdropBlocks?] = [:]
    /// Per such rule, the backdrop window last relaxed over and, for each label of the other
    /// role, whether some pair with a label of that window passes: 0 not known, 1 yes, 2 no.
    var backdropWindowVerdicts: [Int: (window: ClosedRange<Int>, verdicts: [UInt8])] = [:]
    /// Per rule of `relax`'s second kind, the windows (foreground, background, ground) of its
    /// last projections, and the projections.
    var lastProjections: [Int: (windows: [ClosedRange<Int>], implications: [LabelGraph.Implication])] = [:]
    /// Per rule: its sides as variables when it is a rule of a measure scanned along the line
    /// between two opaque moving roles (see `ScannedPair`), else nil.
    let scannedSides: [(foreground: Int, background: Int)?]
    /// Per such rule, what the search has measured of it, made when the first search asks whether
    /// the start keeps it (`projectStartFailures`) or a node first asks.
    var scannedPairs: [ScannedPair?]
    /// Rules of a measure scanned along the line that the start breaks, or that a node's answer
    /// broke while they were left out: only these are relaxed to their projection (see `relax`);
    /// the others are left out, which is a relaxation too, and costs nothing while the answers
    /// keep them.
    var projectedRules: Set<Int> = []

    /// A rule with the labels its moving backdrops are fixed to where it is enforced.
    private struct EnforcedRule: Hashable {
        let rule: Int
        let backdropLabels: [Int]
    }
    /// Nodes solved, for the benchmark and tests.
    private(set) var nodesSolved = 0
    /// Translucent pairs whose implication had to be rebuilt from the whole table (see above).
    private(set) var tablesRebuilt = 0
    /// Boxes of failing pairs of a scanned rule the search left out (`failingBox`), for the
    /// benchmark and tests.
    private(set) var boxesLeftOut = 0

    /// Asked before every cut; once it says stop, every search returns nil at once and
    /// `wasCancelled` is set (`PaletteRepair` then throws `.cancelled`).
    let cancellation: Cancellation
    private(set) var wasCancelled = false

    init(chains: [RepairChain], variableRoles: [Int], rules: [RepairRule], startColours: [Colour?], isLight: Bool, ground: Int,
         cancellation: Cancellation = .never) {
        self.cancellation = cancellation
        self.chains = chains
        self.variableRoles = variableRoles
        self.rules = rules
        self.startColours = startColours
        self.isLight = isLight
        self.ground = ground
        packing = RepairCost(movingRoles: chains.count)
        let variableOfRole = Dictionary(uniqueKeysWithValues: variableRoles.enumerated().map { ($1, $0) })
        self.variableOfRole = variableOfRole
        // A rule that reads one moving role is a mask of that role's labels, enforced exactly in
        // every node: it has nothing to branch on, even when that role is its backdrop.
        branchVariables = rules.map { rule in
            rule.dependencies.filter { variableOfRole[$0] != nil }.count <= 1 ? [] : rule.backdrops.compactMap { variableOfRole[$0] }
        }
        freeVariables = zip(rules, branchVariables).map { rule, branches in
            rule.dependencies.compactMap { variableOfRole[$0] }.filter { !branches.contains($0) }
        }
        scannedSides = rules.map { rule in
            guard rule.rule.kind.measure.alongTheLine == .scanned, rule.isSimple, rule.foreground != rule.background,
                  let foreground = variableOfRole[rule.foreground], let background = variableOfRole[rule.background] else { return nil }
            return (foreground, background)
        }
        scannedPairs = Array(repeating: nil, count: rules.count)
    }

    struct Answer {
        let labels: [Int]
        let cost: Int64
    }

    /// The minimum-cost labels under the rules `active` (indices into `rules`), with no label
    /// further than `unitLimit` (in `RepairChain.units`) from its start; nil when none exists.
    ///
    /// Costs are never negative, so no label costing more than a whole answer can be in a better
    /// one: the search first allows labels within a small bound of their start, and when the
    /// answer found there costs no more than the bound, it is the optimum over all labels.
    /// Otherwise the bound grows (to the answer's cost, or fourfold when nothing was found).
    /// Most repairs move little, so the graphs stay a few dozen labels per role.
    /// `sumCeiling` (in units) prunes every answer whose Σ|ΔL| exceeds it (the tie-breaks ask
    /// only for answers as good as one already found) and starts the bound there.
    mutating func optimum(active: [Int], unitLimit: Int64 = .max, sumCeiling: Int64? = nil) -> Answer? {
        let limit = min(unitLimit, Self.wholeLine)
        var bound = min(limit, sumCeiling ?? Self.firstBound)
        // One more than the largest cost an answer within the ceiling can have.
        let costCeiling = sumCeiling.map(packing.ceiling(aboveSum:))
        var incumbent: Answer?
        var feasibleSomewhere = false
        while true {
            // A round whose bound is below an answer it finds cannot show that answer optimal,
            // so it stops at the first one and the next round starts from it.
            if let answer = branchAndBound(active: active, unitLimit: bound, incumbent: incumbent, costCeiling: costCeiling,
                                           stopAboveBound: bound < limit) {
                let sum = packing.sum(of: answer.cost)
                if sum <= bound || bound >= limit { return answer }
                // Feasible under any larger bound too: it prunes the next round from the start.
                incumbent = answer
                bound = min(limit, sum)
            } else {
                if bound >= limit || wasCancelled { return nil }
                // Nothing within a bound past the first: when nothing on the whole lines meets the
                // rules either (a test with every cost zero, which stops at the first answer), no
                // wider bound will find one. (Most repairs that find nothing within the first bound
                // find an answer within the second.)
                if limit == Self.wholeLine && sumCeiling == nil && !feasibleSomewhere && bound > Self.firstBound {
                    if isFeasible(active: active, nodeBudget: Self.unboundedNodes) == false { return nil }
                    feasibleSomewhere = true
                }
                bound = min(limit, bound * 4)
            }
        }
    }

    /// Whether any labels meet the rules `active`: the same search with every cost zero; nil
    /// when it would take more than `nodeBudget` cuts to tell (a proof of infeasibility may have
    /// to visit every label of a translucent colour's backdrop).
    ///
    /// Answers found by earlier tests are tried first: a test of fewer rules, or of others that an
    /// earlier answer happens to meet too (the deletion filter's tests share most of their
    /// rules), needs no search.
    mutating func isFeasible(active: [Int], nodeBudget: Int) -> Bool? {
        for labels in witnesses.reversed() {
            let colours = colours(for: labels)
            if active.allSatisfy({ holds($0, labels: labels, colours: colours) }) { return true }
        }
        feasibilityOnly = true
        defer { feasibilityOnly = false; cutLimit = nil }
        cutLimit = nodesSolved + nodeBudget
        let answer = branchAndBound(active: active, unitLimit: Self.wholeLine, incumbent: nil, costCeiling: nil, stopAboveBound: false)
        if answer == nil && (nodesSolved > cutLimit! || wasCancelled) { return nil }
        if let answer {
            witnesses.append(answer.labels)
            if witnesses.count > Self.witnessesKept { witnesses.removeFirst() }
        }
        return answer != nil
    }

    /// Answers of feasibility tests, the newest last (`isFeasible`).
    private var witnesses: [[Int]] = []
    /// How many `witnesses` are kept: a test that none of the newest meets is searched.
    static let witnessesKept = 8

    /// A node budget no search reaches.
    static let unboundedNodes = 1 << 40

    private var cutLimit: Int?
    private var startFailuresProjected = false

    /// Scanned rules the start breaks are projected from the first cut, the row of the lower
    /// side's label nearest its start measured in each new window that holds both sides' nearest
    /// labels (`scannedProjection`): a relaxed answer that left them out, or bounded that row by
    /// the order alone, would most often keep both roles there, break the rule and cost a cut
    /// solved again. A projection is a relaxation whichever rows it measures.
    private mutating func projectStartFailures() {
        startFailuresProjected = true
        for index in rules.indices where scannedSides[index] != nil {
            let sides = scannedSides[index]!
            guard !scannedPasses(index, foreground: chains[sides.foreground].nearest, background: chains[sides.background].nearest) else { continue }
            projectedRules.insert(index)
            scannedPairs[index]!.failsAtStart = true
        }
    }

    /// |ΔL| can never exceed 1.
    static let wholeLine = RepairChain.units(1) + 1
    /// Signal pairs that collide ask for moves of a few hundredths of lightness: a first round
    /// below that finds nothing, and costs a cut or more before the bound grows.
    static let firstBound = RepairChain.units(0.05)
    private var feasibilityOnly = false

    /// What a node's cut tells every node below it: the cut costs `cost`, and an answer taking
    /// label k of v costs at least `cost + reducedCosts[v][k − low[v]]`
    /// (`LabelGraph.Solution.reducedCosts`). A child's constraints imply its parent's (its
    /// backdrop's window is narrower or fixed, and a fixed backdrop's implication keeps only pairs
    /// the relaxation over a window holding it keeps), so the bound holds for every answer below
    /// the node; a label it puts at or above the best cost so far cannot be in a better answer
    /// and is left out, and a child none of whose backdrop labels is left needs no cut. A table
    /// rebuilt from the whole table may keep a pair the one it replaces did not, so a rebuild
    /// drops every bound made before it.
    private struct NodeBound {
        let cost: Int64
        let low: [Int]
        let reducedCosts: [[Int64]]
        /// `tablesRebuilt` when the bound was made.
        let rebuilds: Int

        /// Whether an answer taking `label` of `variable` costs at least `ceiling`.
        func excludes(_ variable: Int, label: Int, ceiling: Int64) -> Bool {
            cost + reducedCosts[variable][label - low[variable]] >= ceiling
        }

        /// Whether every label of `variable` within `window` costs at least `ceiling`.
        func excludes(_ variable: Int, window: ClosedRange<Int>, ceiling: Int64) -> Bool {
            window.allSatisfy { excludes(variable, label: $0, ceiling: ceiling) }
        }
    }

    private mutating func branchAndBound(active: [Int], unitLimit: Int64, incumbent: Answer?, costCeiling: Int64?,
                                         stopAboveBound: Bool) -> Answer? {
        let root = chains.map { 0...($0.count - 1) }
        if !startFailuresProjected { projectStartFailures() }
        var stack: [(ranges: [ClosedRange<Int>], bound: Int64, parent: NodeBound?)] = [(root, 0, nil)]
        var best = incumbent
        while let (ranges, bound, popped) = stack.popLast() {
            if let cutLimit, nodesSolved > cutLimit { return nil }
            if wasCancelled || cancellation.isCancelled {
                wasCancelled = true
                return nil
            }
            if let best, bound >= best.cost { continue }
            let ceiling = min(best?.cost ?? .max, costCeiling ?? .max)
            let parent = popped.flatMap { $0.rebuilds == tablesRebuilt && ceiling < .max ? $0 : nil }
            if let parent, chains.indices.contains(where: { variable in
                window(variable, ranges: ranges, unitLimit: unitLimit).map { parent.excludes(variable, window: $0.low...$0.high, ceiling: ceiling) } ?? true
            }) { continue }
            guard let (answer, reduced) = solveNode(ranges: ranges, active: active, unitLimit: unitLimit, bound: parent, ceiling: ceiling,
                                                    wantsReducedCosts: !feasibilityOnly) else { continue }
            if let best, answer.cost >= best.cost { continue }
            if let costCeiling, answer.cost >= costCeiling { continue }
            let colours = colours(for: answer.labels)
            // The node was solved, so every variable has a window.
            let windows = windows(ranges: ranges, unitLimit: unitLimit)!
            var branchRole: Int?
            // A box of failing pairs of a scanned rule to split the node around, instead.
            var failingBox: (rule: Int, lowerLabels: ClosedRange<Int>, upperLabels: ClosedRange<Int>)?
            var rebuilt = false
            for index in active where !holds(index, labels: answer.labels, colours: colours) {
                let fixedKey = enforcedKey(index, ranges: ranges)
                if let fixedKey {
                    // Enforced yet broken: its implication assumed an order rounding broke.
                    precondition(!exactTables.contains(fixedKey), "an exact table let a failing pair through")
                    exactTables.insert(fixedKey)
                    tablesRebuilt += 1
                    implicationCache[fixedKey] = nil
                    rebuilt = true
                    break
                }
                if rules[index].rule.kind.measure.alongTheLine == .scanned {
                    // Left out and broken: the node is solved again with its projection. Projected
                    // and broken in rows bounded by the order alone: again, with those rows
                    // measured (`measureRows`).
                    let unprojected = projectedRules.insert(index).inserted
                    if scannedSides[index] != nil {
                        let (upper, lower) = scannedUpperAndLower(index)
                        let lowerLabel = answer.labels[lower], upperLabel = answer.labels[upper]
                        if measureRows(index, windows: windows, lowerLabel: lowerLabel, upperLabel: upperLabel) || unprojected {
                            rebuilt = true
                            break
                        }
                        if branchRole == nil && failingBox == nil {
                            let box = self.failingBox(index, windows: windows, lowerLabel: lowerLabel, upperLabel: upperLabel)
                            failingBox = (index, box.lowerLabels, box.upperLabels)
                        }
                        continue
                    }
                    if unprojected {
                        rebuilt = true
                        break
                    }
                }
                if branchRole == nil && failingBox == nil { branchRole = branchVariable(for: index, ranges: ranges, unitLimit: unitLimit) }
            }
            if rebuilt {
                stack.append((ranges, bound, nil))
                continue
            }
            let nodeBound = reduced.map { NodeBound(cost: answer.cost, low: windows.map(\.lowerBound), reducedCosts: $0, rebuilds: tablesRebuilt) }
            if let failingBox {
                boxesLeftOut += 1
                // Every pair of the box fails: what is left of the node is the labels of the
                // upper side below the box and above it, and the box's upper labels with the
                // lower side's rows below the box and above it.
                let (upper, lower) = scannedUpperAndLower(failingBox.rule)
                let upperWindow = windows[upper], lowerWindow = windows[lower]
                let boxUpper = failingBox.upperLabels, boxLower = failingBox.lowerLabels
                var parts: [[(variable: Int, labels: ClosedRange<Int>)]] = []
                if upperWindow.lowerBound < boxUpper.lowerBound { parts.append([(upper, upperWindow.lowerBound...(boxUpper.lowerBound - 1))]) }
                if boxUpper.upperBound < upperWindow.upperBound { parts.append([(upper, (boxUpper.upperBound + 1)...upperWindow.upperBound)]) }
                if lowerWindow.lowerBound < boxLower.lowerBound { parts.append([(upper, boxUpper), (lower, lowerWindow.lowerBound...(boxLower.lowerBound - 1))]) }
                if boxLower.upperBound < lowerWindow.upperBound { parts.append([(upper, boxUpper), (lower, (boxLower.upperBound + 1)...lowerWindow.upperBound)]) }
                for part in parts.reversed() {
                    var next = ranges
                    for (variable, labels) in part { next[variable] = labels }
                    stack.append((next, answer.cost, nodeBound))
                }
                continue
            }
            guard let variable = branchRole else {
                best = answer
                if stopAboveBound && packing.sum(of: answer.cost) > unitLimit { return answer }
                continue
            }
            // Halve the labels within the bound; the half holding the relaxed answer's label is
            // searched first.
            let label = answer.labels[variable]
            let low = windows[variable].lowerBound, high = windows[variable].upperBound
            let middle = (low + high) / 2
            var children = [low...middle, (middle + 1)...high]
            if label > middle { children.reverse() }
            children.reverse()
            for child in children {
                var next = ranges
                next[variable] = child
                stack.append((next, answer.cost, nodeBound))
            }
        }
        return best
    }

    func colours(for labels: [Int]) -> [Colour?] {
        var colours = startColours
        for (variable, label) in labels.enumerated() { colours[variableRoles[variable]] = chains[variable].colours[label] }
        return colours
    }

    /// The labels of a variable in a node within the bound: the node's range cut to the chain's
    /// run within the bound (`RepairChain.labels(within:)`).
    private func window(_ variable: Int, ranges: [ClosedRange<Int>], unitLimit: Int64) -> (low: Int, high: Int)? {
        guard let allowed = chains[variable].labels(within: unitLimit) else { return nil }
        let range = ranges[variable], low = max(range.lowerBound, allowed.lowerBound), high = min(range.upperBound, allowed.upperBound)
        return low <= high ? (low, high) : nil
    }

    /// Every variable's window in a node (`window`); nil when one has no label within the bound.
    private func windows(ranges: [ClosedRange<Int>], unitLimit: Int64) -> [ClosedRange<Int>]? {
        var windows: [ClosedRange<Int>] = []
        for variable in chains.indices {
            guard let (low, high) = window(variable, ranges: ranges, unitLimit: unitLimit) else { return nil }
            windows.append(low...high)
        }
        return windows
    }

    /// The moving backdrop to split for a relaxed rule the answer breaks: the one with the most
    /// labels left; nil when each is down to one label.
    private func branchVariable(for index: Int, ranges: [ClosedRange<Int>], unitLimit: Int64) -> Int? {
        let candidates = branchVariables[index]
        let sizes = candidates.map { variable in window(variable, ranges: ranges, unitLimit: unitLimit).map { $0.high - $0.low + 1 } ?? 0 }
        guard let largest = sizes.max(), largest > 1 else { return nil }
        return candidates[sizes.firstIndex(of: largest)!]
    }

    /// A key naming the rule with its branch roles' fixed labels when the node enforces it; nil
    /// when it is relaxed there.
    private func enforcedKey(_ index: Int, ranges: [ClosedRange<Int>]) -> EnforcedRule? {
        let branches = branchVariables[index]
        if branches.isEmpty { return EnforcedRule(rule: index, backdropLabels: []) }
        var labels: [Int] = []
        for variable in branches {
            guard ranges[variable].count == 1 else { return nil }
            labels.append(ranges[variable].lowerBound)
        }
        return EnforcedRule(rule: index, backdropLabels: labels)
    }

    /// The node's cut; with `bound`, labels its parent's bound puts at or above `ceiling` are left
    /// out (see `NodeBound`); with `wantsReducedCosts`, each label's reduced cost too.
    private mutating func solveNode(ranges: [ClosedRange<Int>], active: [Int], unitLimit: Int64, bound: NodeBound?, ceiling: Int64,
                                    wantsReducedCosts: Bool) -> (Answer, [[Int64]]?)? {
        nodesSolved += 1
        guard let windows = windows(ranges: ranges, unitLimit: unitLimit) else { return nil }
        // Every label of a window lies within the bound (`window`). Each row is made whole before
        // it joins `costs`: a write into an array of arrays checks, label by label, that the inner
        // array is not shared.
        var costs: [[Int64]] = []
        costs.reserveCapacity(chains.count)
        for (variable, chain) in chains.enumerated() {
            var row: [Int64] = []
            row.reserveCapacity(windows[variable].count)
            for label in windows[variable] {
                let excluded = bound?.excludes(variable, label: label, ceiling: ceiling) ?? false
                row.append(excluded ? MinimumCut.infinite : feasibilityOnly ? 0 : chain.cost(label, packing))
            }
            costs.append(row)
        }
        var implications: [LabelGraph.Implication] = []
        for index in active {
            // A node of a schema with hundreds of scanned rules takes long enough to ask here too.
            if cancellation.isCancelled {
                wasCancelled = true
                return nil
            }
            guard let key = enforcedKey(index, ranges: ranges) else {
                implications += relax(index, windows: windows, costs: &costs)
                continue
            }
            var colours = startColours
            for variable in branchVariables[index] { colours[variableRoles[variable]] = chains[variable].colours[ranges[variable].lowerBound] }
            let free = freeVariables[index]
            switch free.count {
            case 0:
                guard rules[index].holds(colours, isLight: isLight, ground: ground) else { return nil }
            case 1 where scannedSides[index] != nil:
                // The background is fixed: the foreground's labels that fail are left out.
                let sides = scannedSides[index]!, background = ranges[sides.background].lowerBound, window = windows[sides.foreground]
                for label in window where !scannedPasses(index, foreground: label, background: background) {
                    costs[sides.foreground][label - window.lowerBound] = MinimumCut.infinite
                }
            case 1:
                let passing = unaryMask(index, key: key, variable: free[0], colours: colours)
                let window = windows[free[0]]
                for label in window where !passing[label] { costs[free[0]][label - window.lowerBound] = MinimumCut.infinite }
            default:
                let whole = implication(index, key: key, colours: colours)
                let upper = windows[whole.upper], lower = windows[whole.lower]
                let upperCount = upper.count
                // Labels below the upper window are excluded anyway; beyond it, none may be taken.
                let atLeast = lower.map { label -> Int in
                    let least = whole.atLeast[label]
                    return least > upper.upperBound ? upperCount : max(0, least - upper.lowerBound)
                }
                implications.append(LabelGraph.Implication(upper: whole.upper, lower: whole.lower, atLeast: atLeast))
            }
        }
        var graph = LabelGraph(costs: costs)
        graph.implications = implications
        guard let solved = graph.solve(withReducedCosts: wantsReducedCosts) else { return nil }
        let labels = solved.labels.enumerated().map { windows[$0].lowerBound + $1 }
        return (Answer(labels: labels, cost: solved.cost), solved.reducedCosts)
    }

    private mutating func unaryMask(_ index: Int, key: EnforcedRule, variable: Int, colours: [Colour?]) -> [Bool] {
        if let cached = unaryCache[key] { return cached }
        var colours = colours
        let role = variableRoles[variable]
        let mask = chains[variable].colours.map { colour -> Bool in
            colours[role] = colour
            return rules[index].holds(colours, isLight: isLight, ground: ground)
        }
        unaryCache[key] = mask
        return mask
    }

    /// "The lower side at label j implies the upper side at label ≥ atLeast[j]".
    private mutating func implication(_ index: Int, key: EnforcedRule, colours: [Colour?]) -> LabelGraph.Implication {
        if let cached = implicationCache[key] { return cached }
        let rule = rules[index]
        let upper = variableOfRole[rule.upper]!, lower = variableOfRole[rule.lower]!
        let upperCount = chains[upper].count
        let foreground = variableOfRole[rule.foreground]!, background = variableOfRole[rule.background]!
        var table = PairTable(rule, foregroundChain: chains[foreground], backgroundChain: chains[background], groundColour: colours[ground], isLight: isLight)
        let foregroundIsUpper = upper == foreground
        func holds(_ upperLabel: Int, _ lowerLabel: Int) -> Bool {
            foregroundIsUpper ? table.holds(foreground: upperLabel, background: lowerLabel) : table.holds(foreground: lowerLabel, background: upperLabel)
        }
        var atLeast: [Int] = []
        atLeast.reserveCapacity(chains[lower].count)
        if exactTables.contains(key) {
            // The whole table: the least label above which every label holds, made monotone.
            for lowerLabel in 0..<chains[lower].count {
                var firstOfPassingRun = upperCount
                while firstOfPassingRun > 0 && holds(firstOfPassingRun - 1, lowerLabel) { firstOfPassingRun -= 1 }
                atLeast.append(max(atLeast.last ?? 0, firstOfPassingRun))
            }
        } else {
            var upperLabel = 0
            for lowerLabel in 0..<chains[lower].count {
                while upperLabel < upperCount && !holds(upperLabel, lowerLabel) { upperLabel += 1 }
                atLeast.append(upperLabel)
            }
        }
        let result = LabelGraph.Implication(upper: upper, lower: lower, atLeast: atLeast)
        implicationCache[key] = result
        return result
    }
}
