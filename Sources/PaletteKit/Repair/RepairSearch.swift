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

    private let variableOfRole: [Int: Int]
    private var exactTables: Set<String> = []
    private var implicationCache: [String: LabelGraph.Implication] = [:]
    private var unaryCache: [String: [Bool]] = [:]
    /// Nodes solved, for the benchmark and tests.
    private(set) var nodesSolved = 0

    init(chains: [RepairChain], variableRoles: [Int], rules: [RepairRule], startColours: [Colour?], isLight: Bool, ground: Int) {
        self.chains = chains
        self.variableRoles = variableRoles
        self.rules = rules
        self.startColours = startColours
        self.isLight = isLight
        self.ground = ground
        variableOfRole = Dictionary(uniqueKeysWithValues: variableRoles.enumerated().map { ($1, $0) })
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
    mutating func optimum(active: [Int], unitLimit: Int64 = .max) -> Answer? {
        let limit = min(unitLimit, Self.wholeLine)
        var bound = min(limit, Self.firstBound)
        while true {
            if let answer = branchAndBound(active: active, unitLimit: bound) {
                let sum = answer.cost >> RepairChain.movedBits
                if sum <= bound || bound >= limit { return answer }
                bound = min(limit, sum)
            } else {
                if bound >= limit { return nil }
                bound = min(limit, bound * 4)
            }
        }
    }

    /// Whether any labels meet the rules `active`: the same search with every cost zero.
    mutating func isFeasible(active: [Int]) -> Bool {
        feasibilityOnly = true
        defer { feasibilityOnly = false }
        return branchAndBound(active: active, unitLimit: Self.wholeLine) != nil
    }

    /// |ΔL| can never exceed 1.
    static let wholeLine = RepairChain.units(1) + 1
    static let firstBound = RepairChain.units(0.02)
    private var feasibilityOnly = false

    private mutating func branchAndBound(active: [Int], unitLimit: Int64) -> Answer? {
        let root = chains.map { 0...($0.count - 1) }
        var stack: [(ranges: [ClosedRange<Int>], bound: Int64)] = [(root, 0)]
        var best: Answer?
        while let (ranges, bound) = stack.popLast() {
            if let best, bound >= best.cost { continue }
            guard let answer = solveNode(ranges: ranges, active: active, unitLimit: unitLimit) else { continue }
            if let best, answer.cost >= best.cost { continue }
            let colours = colours(for: answer.labels)
            var branchRole: Int?
            var rebuilt = false
            for index in active where !rules[index].holds(colours, isLight: isLight, ground: ground) {
                let fixedKey = enforcedKey(index, ranges: ranges)
                if let fixedKey {
                    // Enforced yet broken: its implication assumed an order rounding broke.
                    precondition(!exactTables.contains(fixedKey), "an exact table let a failing pair through")
                    exactTables.insert(fixedKey)
                    implicationCache[fixedKey] = nil
                    rebuilt = true
                    break
                }
                if branchRole == nil { branchRole = branchRoles(of: index).first { ranges[$0].count > 1 } }
            }
            if rebuilt {
                stack.append((ranges, bound))
                continue
            }
            guard let variable = branchRole else {
                best = answer
                continue
            }
            // Halve the backdrop's labels within the bound; the half holding the relaxed
            // answer's label is searched first.
            let label = answer.labels[variable], range = ranges[variable], chain = chains[variable]
            let low = range.first { chain.deltaUnits($0) <= unitLimit }!, high = range.reversed().first { chain.deltaUnits($0) <= unitLimit }!
            let middle = (low + high) / 2
            var children = [low...middle, (middle + 1)...high]
            if label > middle { children.reverse() }
            children.reverse()
            for child in children {
                var next = ranges
                next[variable] = child
                stack.append((next, answer.cost))
            }
        }
        return best
    }

    func colours(for labels: [Int]) -> [Colour?] {
        var colours = startColours
        for (variable, label) in labels.enumerated() { colours[variableRoles[variable]] = chains[variable].colours[label] }
        return colours
    }

    /// Moving backdrops of a rule, as variables: the roles the search branches on.
    private func branchRoles(of index: Int) -> [Int] {
        rules[index].backdrops.compactMap { variableOfRole[$0] }
    }

    /// A key naming the rule with its branch roles' fixed labels when the node enforces it; nil
    /// when it is relaxed there.
    private func enforcedKey(_ index: Int, ranges: [ClosedRange<Int>]) -> String? {
        var key = "\(index)"
        for variable in branchRoles(of: index) {
            guard ranges[variable].count == 1 else { return nil }
            key += ":\(variable)=\(ranges[variable].lowerBound)"
        }
        return key
    }

    private mutating func solveNode(ranges: [ClosedRange<Int>], active: [Int], unitLimit: Int64) -> Answer? {
        nodesSolved += 1
        // Each variable's window: its range in this node, within the bound. Lightness never
        // runs backwards along a chain, so the labels within the bound are one run.
        var windows: [ClosedRange<Int>] = []
        for variable in chains.indices {
            let chain = chains[variable], range = ranges[variable]
            guard let low = range.first(where: { chain.deltaUnits($0) <= unitLimit }),
                  let high = range.reversed().first(where: { chain.deltaUnits($0) <= unitLimit }) else { return nil }
            windows.append(low...high)
        }
        var costs = chains.indices.map { variable in
            windows[variable].map { label -> Int64 in
                chains[variable].deltaUnits(label) <= unitLimit ? (feasibilityOnly ? 0 : chains[variable].cost(label)) : MinimumCut.infinite
            }
        }
        var implications: [LabelGraph.Implication] = []
        for index in active {
            guard let key = enforcedKey(index, ranges: ranges) else {
                if let relaxed = relax(index, windows: windows, costs: &costs) { implications.append(relaxed) }
                continue
            }
            var colours = startColours
            for variable in branchRoles(of: index) { colours[variableRoles[variable]] = chains[variable].colours[ranges[variable].lowerBound] }
            let free = rules[index].dependencies.compactMap { variableOfRole[$0] }.filter { !branchRoles(of: index).contains($0) }
            switch free.count {
            case 0:
                guard rules[index].holds(colours, isLight: isLight, ground: ground) else { return nil }
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
        guard let solved = graph.solve() else { return nil }
        let labels = solved.labels.enumerated().map { windows[$0].lowerBound + $1 }
        return Answer(labels: labels, cost: solved.cost)
    }

    /// A rule whose backdrop still spans several labels of the node, relaxed to a necessary
    /// condition, so the cut stays a lower bound:
    /// - reading one other moving role: that role's labels that fail for every backdrop label
    ///   are forbidden;
    /// - a translucent background over the ground with an opaque foreground, both moving, under a
    ///   contrast rule: the ground is replaced by the channel-wise darkest (or lightest) of its
    ///   labels, whichever favours the rule. Compositing and rounding are monotone in each
    ///   channel and luminance grows with each, so no ground label of the node does better; the
    ///   implication is the tightest monotone one containing every passing pair.
    /// Any other rule is left out until its backdrops are fixed.
    private func relax(_ index: Int, windows: [ClosedRange<Int>], costs: inout [[Int64]]) -> LabelGraph.Implication? {
        let rule = rules[index]
        let branches = branchRoles(of: index)
        guard branches.count == 1 else { return nil }
        let backdrop = branches[0]
        let free = rule.dependencies.compactMap { variableOfRole[$0] }.filter { $0 != backdrop }
        var colours = startColours
        let backdropRole = variableRoles[backdrop]
        if free.count == 1 {
            let variable = free[0], role = variableRoles[variable]
            for label in windows[variable] where costs[variable][label - windows[variable].lowerBound] < MinimumCut.infinite {
                colours[role] = chains[variable].colours[label]
                let somewhere = windows[backdrop].contains { backdropLabel in
                    colours[backdropRole] = chains[backdrop].colours[backdropLabel]
                    return rule.holds(colours, isLight: isLight, ground: ground)
                }
                if !somewhere { costs[variable][label - windows[variable].lowerBound] = MinimumCut.infinite }
            }
            return nil
        }
        guard free.count == 2, backdropRole == ground, rule.backgroundTranslucent, !rule.foregroundTranslucent,
              rule.rule.kind.measure == .contrastRatio else { return nil }
        let grounds = windows[backdrop].map { chains[backdrop].colours[$0] }
        func extreme(_ channel: (Colour) -> UInt8) -> UInt8 {
            rule.foregroundLighter ? grounds.map(channel).min()! : grounds.map(channel).max()!
        }
        colours[backdropRole] = Colour(red: extreme(\.red), green: extreme(\.green), blue: extreme(\.blue))
        let upper = variableOfRole[rule.upper]!, lower = variableOfRole[rule.lower]!
        let upperWindow = windows[upper], lowerWindow = windows[lower]
        var firstPassing: [Int] = []
        for lowerLabel in lowerWindow {
            colours[rule.lower] = chains[lower].colours[lowerLabel]
            var found = upperWindow.count
            for upperLabel in upperWindow {
                colours[rule.upper] = chains[upper].colours[upperLabel]
                if rule.holds(colours, isLight: isLight, ground: ground) {
                    found = upperLabel - upperWindow.lowerBound
                    break
                }
            }
            firstPassing.append(found)
        }
        // The least non-decreasing bound below every row's first passing label.
        var atLeast = firstPassing
        for label in atLeast.indices.reversed().dropFirst() { atLeast[label] = min(atLeast[label], atLeast[label + 1]) }
        return LabelGraph.Implication(upper: upper, lower: lower, atLeast: atLeast)
    }

    private mutating func unaryMask(_ index: Int, key: String, variable: Int, colours: [Colour?]) -> [Bool] {
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
    private mutating func implication(_ index: Int, key: String, colours: [Colour?]) -> LabelGraph.Implication {
        if let cached = implicationCache[key] { return cached }
        let rule = rules[index]
        let upper = variableOfRole[rule.upper]!, lower = variableOfRole[rule.lower]!
        var colours = colours
        let upperCount = chains[upper].count
        func holds(_ upperLabel: Int, _ lowerLabel: Int) -> Bool {
            colours[rule.upper] = chains[upper].colours[upperLabel]
            colours[rule.lower] = chains[lower].colours[lowerLabel]
            return rule.holds(colours, isLight: isLight, ground: ground)
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
