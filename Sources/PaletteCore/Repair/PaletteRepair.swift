/// The nearest palette in which every rule passes: `fix`.
///
/// The model (see docs/fix.md, "The model"): every moving role takes a candidate of its
/// lightness line (`RepairChain`); every rule whose sides are set must pass as `check` measures
/// it and keep its pair's order (the lighter side by WCAG luminance stays lighter; a lightness
/// rule is met with the lighter side ahead); the ground keeps the palette light or dark. Among
/// assignments that meet all of that, the answer minimises the sum of |ΔL| (OKLCH lightness, in
/// units of 1e-7), then the largest single |ΔL|, then the number of roles moved, exactly
/// (`RepairSearch`).
public struct PaletteRepair: Sendable {
    /// The palette as it was given.
    public let input: Palette
    /// Where the repair started: the input, or its draft of the other kind under `--invert`.
    public let start: Palette
    /// The repaired palette when one passes; else the start.
    public let result: Palette
    public let passes: Bool
    /// Roles whose colour differs from the input, in schema order.
    public let moves: [Move]
    /// Small sets of rules that cannot hold together (empty when the repair passes).
    public let conflicts: [[Rule]]
    /// Rules that failed in the input and pass in the result.
    public let repairedRules: [Rule]
    /// Roles the repair could move, and roles it was told to keep.
    public let movingRoles: [RoleName]
    public let keptRoles: [RoleName]
    /// Line candidates left out to keep each chain in order (see `RepairChain`). The four
    /// counters are for palette-bench and the tests (`@_spi(Testing) import PaletteKit`), not the
    /// library's users.
    @_spi(Testing) public let candidatesSetAside: Int
    /// Minimum cuts the search solved.
    @_spi(Testing) public let cutsSolved: Int
    /// Translucent pairs whose implication the search rebuilt from the whole table.
    @_spi(Testing) public let tablesRebuilt: Int
    /// Boxes of failing pairs of a signal rule the search left out instead of branching.
    @_spi(Testing) public let boxesLeftOut: Int

    public struct Move: Sendable, Equatable {
        public let role: RoleName
        public let from: Colour
        public let to: Colour
        /// What the role follows when it moved with it (`plate`, `paper.stepped(0.04)`); nil for a
        /// role the search moved on its own.
        public let follows: String?
        public var fromLightness: Double { from.lightness }
        public var toLightness: Double { to.lightness }
        public var deltaL: Double { to.lightness - from.lightness }
    }

    /// Σ|ΔL| of the roles moved on their own (from the input colours): what the search
    /// minimises. A role that follows another moves with it and adds nothing.
    public var totalDeltaL: Double { moves.reduce(0) { $0 + ($1.follows == nil ? abs($1.deltaL) : 0) } }

    public static func repair(_ request: RepairRequest) throws(RepairProblem) -> PaletteRepair {
        // `fix --unlink` lets every role move on its own; else links are kept (`RepairLinks`),
        // in the other kind only those of the same colour.
        let input = request.unlinks ? request.palette.unlinked() : request.inverts ? request.palette.keepingOnlySameColourLinks() : request.palette
        let schema = input.schema
        for name in (request.only ?? []) + request.keep where !schema.hasRole(name) {
            throw .unknownRole(name.rawValue, nearest: NearestName.nearest(to: name.rawValue, among: schema.roleNames.map(\.rawValue)))
        }
        for name in request.only ?? [] where input[name] == nil { throw .unsetRole(name) }
        for name in request.only ?? [] { if let link = input.links[name] { throw .linkedRole(name, follows: link.text) } }
        if request.inverts && input[schema.ground] == nil { throw .invertWithoutGround(schema.ground) }
        let links = RepairLinks(input, keep: request.keep)
        let kept = Set(request.keep).union(links.held)
        let moving = input.filledRoles.filter {
            (request.only.map { Set($0).contains } ?? { _ in true })($0) && !kept.contains($0) && input.links[$0] == nil
        }
        // A role moving with its source is neither moved on its own nor kept.
        let keptRoles = input.filledRoles.filter { !moving.contains($0) && links.followers[$0] == nil }
        let ground = schema.index(ofRole: schema.ground)!
        let inputIsLight = input.isLight
        // Under --invert the repair starts from the schema's draft of the other kind.
        var start = request.inverts ? input.draftOfOtherKind()! : input
        // Linked roles follow their sources' inversion, not their own.
        start.refreshLinks()
        // The kind the result keeps: the input's, or under --invert the opposite (unless the
        // ground is kept, when its inversion decides).
        let isLight: Bool?
        if request.inverts {
            isLight = moving.contains(schema.ground) ? !inputIsLight! : start.isLight
        } else {
            isLight = inputIsLight
        }
        let startColours = schema.roleNames.map { start[$0] }

        var rules: [RepairRule] = []
        for rule in schema.rules where Self.isMeasured(rule, in: start, isLight: isLight) {
            // The order every pair keeps: the input's; under --invert flipped, unless the
            // schema's other kind keeps it (a card above its ground in both kinds).
            let inputOrder = request.orders[rule.pairName] ?? Self.foregroundIsLighter(rule, in: input, isLight: inputIsLight ?? true)
            let flips = request.inverts && !schema.kindMapping.keepsOrder(of: rule, in: schema)
            rules.append(RepairRule(rule, schema: schema, colours: startColours, ground: ground,
                                    foregroundLighter: flips ? !inputOrder : inputOrder, links: links))
        }
        // The schema's hierarchy, kept as rules are: each tier's earlier role at least as far
        // from the ground as the next (lighter in a dark palette, darker in a light one), each
        // state a step of its kind from its role, on the side it is.
        if let hierarchy = schema.hierarchy {
            for (further, nearer) in hierarchy.tierPairs where start[further] != nil && start[nearer] != nil {
                rules.append(RepairRule(Rule(Hierarchy.tierKind, further.rawValue, on: nearer.rawValue), schema: schema, colours: startColours, ground: ground,
                                        foregroundLighter: !(isLight ?? true), links: links))
            }
            for rule in hierarchy.stateRules(in: schema) where Self.isMeasured(rule, in: start, isLight: isLight) {
                let inputOrder = request.orders[rule.pairName] ?? Self.foregroundIsLighter(rule, in: input, isLight: inputIsLight ?? true)
                rules.append(RepairRule(rule, schema: schema, colours: startColours, ground: ground,
                                        foregroundLighter: request.inverts ? !inputOrder : inputOrder, links: links))
            }
        }
        // The schema's bands, kept as rules are (`RoleBand`): each set role's colour in its band
        // for the kind the result keeps (a palette without a ground has no kind yet, and no band).
        if let isLight {
            for band in schema.bands where start[band.role] != nil && band.holds(at: schema.level) {
                rules.append(RepairRule(band.rule(isLight: isLight), schema: schema, colours: startColours, ground: ground,
                                        foregroundLighter: !isLight, links: links, band: band))
            }
        }
        // A start that already meets everything is the answer: every move costs something.
        let startKindHolds = start[schema.ground] == nil || start.isLight == isLight
        if startKindHolds && rules.allSatisfy({ $0.holds(startColours, isLight: isLight ?? true, ground: ground) }) {
            return PaletteRepair(input: request.palette, start: start, result: start, passes: true, moves: Self.moves(from: input, to: start),
                                 conflicts: [], repairedRules: Self.repairedRules(input, start), movingRoles: moving,
                                 keptRoles: keptRoles, candidatesSetAside: 0, cutsSolved: 0, tablesRebuilt: 0, boxesLeftOut: 0)
        }
        if request.cancellation.isCancelled { throw .cancelled }
        // Walking a line for its 8-bit colours is most of the work: once per distinct colour
        // (palettes reuse colours across roles), on every core.
        // A role with a band walks the line through its colour, or, when that colour has less
        // chroma than the band asks, through the colour of its hue and lightness with the band's
        // least chroma (`RoleBand.lineColour`): no lightness of a greyer line could keep the band.
        let lineColour = Dictionary(uniqueKeysWithValues: moving.map { role in
            (role, schema.band(of: role).flatMap { $0.holds(at: schema.level) ? $0.lineColour(through: input[role]!) : nil } ?? input[role]!)
        })
        let distinct = Array(Set(moving.map { lineColour[$0]! })).sorted { $0.hex < $1.hex }
        let walked = ParallelMap.map(distinct) { colour in
            LightnessLine(through: colour).allColours()
        }
        let candidates = Dictionary(uniqueKeysWithValues: zip(distinct, walked))
        // A chain is made of the line, the start, the derived tokens' steps and the kind alone, so
        // roles that share all four share one chain (measuring and ordering a line's colours
        // costs nearly as much as walking the line).
        let chainKeys = moving.map { role in
            ChainKey(colour: lineColour[role]!, start: start[role]!, derivedSteps: schema.derivedTokens.filter { $0.base == role }.map { [$0.step] } + links.steps(following: role, schema: schema),
                     isGround: role == schema.ground)
        }
        var distinctKeys: [ChainKey] = []
        var chainOfKey: [ChainKey: Int] = [:]
        for key in chainKeys where chainOfKey[key] == nil {
            chainOfKey[key] = distinctKeys.count
            distinctKeys.append(key)
        }
        let distinctChains = ParallelMap.map(distinctKeys) { key in
            RepairChain(lineColours: candidates[key.colour]!, start: key.start, derivedSteps: key.derivedSteps, isLight: isLight,
                        kind: key.isGround ? isLight : nil)
        }
        let chains = chainKeys.map { distinctChains[chainOfKey[$0]!] }
        if request.cancellation.isCancelled { throw .cancelled }
        var search = RepairSearch(chains: chains, variableRoles: moving.map { schema.index(ofRole: $0)! }, rules: rules,
                                  startColours: startColours, isLight: isLight ?? true, ground: ground, cancellation: request.cancellation)
        let all = Array(rules.indices)
        var conflicts: [[Rule]] = []
        var result = start
        var passes = false
        if chains.allSatisfy({ $0.count > 0 }), let first = search.optimum(active: all) {
            let answer = Self.smallestLargestMove(first, search: &search, active: all)
            let colours = search.colours(for: answer.labels)
            for (index, role) in schema.roleNames.enumerated() { result[role] = colours[index] }
            // Linked roles take their sources' new colours as the search measured them.
            result.refreshLinks()
            passes = true
        } else {
            conflicts = chains.contains { $0.count == 0 } || !request.namesConflicts ? [] : Self.conflicts(search: &search, rules: rules).map { $0.map { rules[$0].rule } }
        }
        // A search stopped half-way proves nothing.
        if search.wasCancelled { throw .cancelled }
        return PaletteRepair(input: request.palette, start: start, result: result, passes: passes, moves: Self.moves(from: input, to: result),
                             conflicts: conflicts, repairedRules: Self.repairedRules(input, result), movingRoles: moving, keptRoles: keptRoles,
                             candidatesSetAside: chains.reduce(0) { $0 + $1.setAside }, cutsSolved: search.nodesSolved,
                             tablesRebuilt: search.tablesRebuilt, boxesLeftOut: search.boxesLeftOut)
    }

    /// What a role's `RepairChain` is made of.
    private struct ChainKey: Hashable, Sendable {
        let colour: Colour
        let start: Colour
        let derivedSteps: [[Double]]
        let isGround: Bool
    }

    private static func moves(from input: Palette, to result: Palette) -> [Move] {
        input.schema.roleNames.compactMap { role -> Move? in
            guard let from = input[role], let to = result[role], from != to else { return nil }
            return Move(role: role, from: from, to: to, follows: result.links[role]?.text)
        }
    }

    private static func repairedRules(_ input: Palette, _ result: Palette) -> [Rule] {
        input.schema.rules.filter { rule in
            RuleEvaluator.evaluate(rule, in: input).status == .fail && RuleEvaluator.evaluate(rule, in: result).status == .pass
        }
    }

    /// Among answers with the least sum, the one whose largest |ΔL| is least (then fewest moved):
    /// a bisection over the largest move allowed, each step an exact solve.
    private static func smallestLargestMove(_ first: RepairSearch.Answer, search: inout RepairSearch, active: [Int]) -> RepairSearch.Answer {
        let sum = search.packing.sum(of: first.cost)
        guard sum > 0 else { return first }
        let largest = zip(search.chains, first.labels).map { $0.deltaUnits($1) }.max()!
        // Usually no answer with a smaller largest move keeps the sum: one solve shows it.
        let nearest = search.chains.lazy.flatMap(\.units).filter { $0 < largest }.max()
        guard let nearest, let below = search.optimum(active: active, unitLimit: nearest, sumCeiling: sum),
              search.packing.sum(of: below.cost) == sum else { return first }
        let limits = Set(search.chains.flatMap(\.units)).filter { $0 < largest }.sorted()
        var best = below
        var low = 0, high = limits.count - 1
        // Invariant: limits[high] keeps the sum; no limit below `low` does.
        while low < high {
            let middle = (low + high) / 2
            if let answer = search.optimum(active: active, unitLimit: limits[middle], sumCeiling: sum), search.packing.sum(of: answer.cost) == sum {
                best = answer
                high = middle
            } else {
                low = middle + 1
            }
        }
        return best
    }

    /// Minimal sets of rules that cannot hold together: a deletion filter (each rule left out in
    /// turn, kept out when the rest still cannot hold, `deletionFilter`), repeated on what
    /// remains, at most eight. A rule whose test would take more than `nodeBudget` cuts stays in:
    /// the set still cannot hold, it may just not be the smallest.
    private static func conflicts(search: inout RepairSearch, rules: [RepairRule]) -> [[Int]] {
        let nodeBudget = 200
        var remaining = Array(rules.indices)
        var found: [[Int]] = []
        // The whole set is known not to hold (or a chain is empty: nothing can).
        var holds: Bool? = false
        while found.count < 8, holds == false, !remaining.isEmpty, !search.wasCancelled {
            let core = deletionFilter(remaining, search: &search, nodeBudget: nodeBudget)
            found.append(core)
            remaining.removeAll { core.contains($0) }
            holds = search.isFeasible(active: remaining, nodeBudget: nodeBudget)
        }
        return found
    }

    /// The deletion filter over `rules` (ascending indices that cannot hold together): each rule
    /// in turn is left out, and kept out when the rest still cannot hold. The filter leaves out
    /// a run of rules up to the first whose leaving-out lets the rest hold, and the rest can only
    /// hold more easily as more is left out, so that first rule is found by bisection over the
    /// run's length, each probe one test of the rules kept so far with every rule after the run:
    /// the same set as testing rule by rule, in about log₂ n tests for each rule kept instead of
    /// one for every rule (Junker 2004, "QuickXplain", gives the same preferred
    /// conflicts by divide and conquer).
    private static func deletionFilter(_ rules: [Int], search: inout RepairSearch, nodeBudget: Int) -> [Int] {
        var kept: [Int] = []
        var next = 0
        while next < rules.count, !search.wasCancelled {
            let left = rules.count - next
            // Whether the rules kept with those after the first `count` untested still cannot
            // hold: the filter then leaves out all `count`.
            func cannotHold(_ count: Int) -> Bool {
                search.isFeasible(active: kept + rules[(next + count)...], nodeBudget: nodeBudget) == false
            }
            // The least run length at which the rest holds: the filter keeps that run's last rule.
            // When none does, the rules kept cannot hold alone and the filter leaves out the rest.
            guard !cannotHold(left) else { break }
            var low = 1, high = left
            while low < high {
                let middle = (low + high) / 2
                if cannotHold(middle) { low = middle + 1 } else { high = middle }
            }
            kept.append(rules[next + high - 1])
            next += high
        }
        return kept
    }

    /// Whether `check` measures the rule (not pending, not inapplicable) in `palette` once it is
    /// of the kind `isLight` (nil: no ground yet).
    static func isMeasured(_ rule: Rule, in palette: Palette, isLight: Bool?) -> Bool {
        let schema = palette.schema
        var derived = false
        for token in rule.tokens {
            guard let base = schema.baseRole(of: token), palette[base] != nil else { return false }
            if base.rawValue != token { derived = true }
        }
        if derived && isLight == nil { return false }
        let background = palette[schema.baseRole(of: rule.background)!]!
        if palette[schema.ground] == nil && (!background.isOpaque || rule.kind.appliesOnlyToDarkPalettes) { return false }
        if rule.kind.appliesOnlyToDarkPalettes && isLight == true { return false }
        return true
    }

    /// Whether the rule's foreground is the lighter side in `palette` (nil while pending).
    package static func order(of rule: Rule, in palette: Palette) -> Bool? {
        guard isMeasured(rule, in: palette, isLight: palette.isLight) else { return nil }
        return foregroundIsLighter(rule, in: palette, isLight: palette.isLight ?? true)
    }

    /// Which side of a measured rule is lighter in `palette`, its derived tokens stepped as in a
    /// palette of the kind `isLight`.
    static func foregroundIsLighter(_ rule: Rule, in palette: Palette, isLight: Bool) -> Bool {
        func token(_ name: String) -> Colour {
            guard let derived = palette.schema.derivedToken(named: name) else { return palette[RoleName(name)]! }
            return palette[derived.base]!.stepped(derived.step, inLightPalette: isLight)
        }
        let (foreground, background) = RuleEvaluator.visible(token(rule.foreground), on: token(rule.background),
                                                             ground: palette[palette.schema.ground] ?? .black)
        return RepairRule.foregroundIsLighter(WCAGContrast.luminance(foreground), WCAGContrast.luminance(background), isLight: isLight)
    }
}
