/// The relaxations `RepairSearch` uses while a translucent rule's backdrop still spans several
/// labels: necessary conditions only, so every cut stays a lower bound.
extension RepairSearch {
    /// A rule whose backdrop still spans several labels of the node, relaxed to necessary
    /// conditions, so the cut stays a lower bound:
    /// - reading one other moving role: that role's labels that fail for every backdrop label
    ///   are forbidden;
    /// - a translucent background over the ground with an opaque foreground, all three moving,
    ///   under a contrast rule: two projections of the rule. With the ground replaced by the
    ///   channel-wise darkest (or lightest) of its labels, whichever favours the rule, it binds
    ///   foreground and background; with the background so replaced, it binds foreground and
    ///   ground. Compositing and rounding are monotone in each channel and luminance grows with
    ///   each, so no label of the replaced role does better; each implication is the tightest
    ///   monotone one containing every passing pair.
    /// - a rule of a measure scanned along the line between two opaque moving roles, once the
    ///   start or an answer has broken it (`projectedRules`; until then it is left out): a monotone
    ///   implication containing every passing pair of their windows, the tightest one over the
    ///   rows measured so far (`scannedProjection`).
    /// Any other rule is left out until its backdrops are fixed.
    ///
    /// The first kind's verdicts, one per pair of labels, are kept for the whole search
    /// (`pairVerdicts`): the rule reads only those two roles, and nodes ask for the same pairs
    /// again and again. Most labels it forbids fail with every backdrop label of a window of
    /// hundreds; where the backdrop is the opaque background a translucent foreground is
    /// composited over, blocks of backdrop labels are proven failing at once (`BackdropBlocks`)
    /// and only the pairs of blocks the bounds cannot settle are measured.
    mutating func relax(_ index: Int, windows: [ClosedRange<Int>], costs: inout [[Int64]]) -> [LabelGraph.Implication] {
        let rule = rules[index]
        let branches = branchVariables[index]
        guard branches.count == 1 else { return [] }
        if rule.rule.kind.measure.alongTheLine == .scanned {
            guard projectedRules.contains(index) else { return [] }
            if let sides = scannedSides[index], branches[0] == sides.background { return [scannedProjection(index, windows: windows)] }
        }
        let backdrop = branches[0]
        let free = freeVariables[index]
        var colours = startColours
        let backdropRole = variableRoles[backdrop]
        if free.count == 1 {
            let variable = free[0], role = variableRoles[variable]
            let backdropCount = chains[backdrop].count
            // 0: not measured yet, 1: holds, 2: fails.
            var verdicts = pairVerdicts.removeValue(forKey: index) ?? [UInt8](repeating: 0, count: chains[variable].count * backdropCount)
            var blocks = backdropBlocks.removeValue(forKey: index) ?? (role == rule.foreground && backdropRole == rule.background
                ? BackdropBlocks(rule: rule, backdrop: chains[backdrop], foregroundCount: chains[variable].count, isLight: isLight) : nil)
            // Whether some pair passes is asked again by every node with the same backdrop window.
            var somewhereKnown = backdropWindowVerdicts.removeValue(forKey: index).flatMap { $0.window == windows[backdrop] ? $0.verdicts : nil }
                ?? [UInt8](repeating: 0, count: chains[variable].count)
            defer { backdropWindowVerdicts[index] = (windows[backdrop], somewhereKnown) }
            for label in windows[variable] where costs[variable][label - windows[variable].lowerBound] < MinimumCut.infinite {
                if somewhereKnown[label] != 0 {
                    if somewhereKnown[label] == 2 { costs[variable][label - windows[variable].lowerBound] = MinimumCut.infinite }
                    continue
                }
                colours[role] = chains[variable].colours[label]
                let row = label * backdropCount
                func passes(_ backdropLabel: Int) -> Bool {
                    var verdict = verdicts[row + backdropLabel]
                    if verdict == 0 {
                        colours[backdropRole] = chains[backdrop].colours[backdropLabel]
                        verdict = rule.holds(colours, isLight: isLight, ground: ground) ? 1 : 2
                        verdicts[row + backdropLabel] = verdict
                    }
                    return verdict == 1
                }
                let somewhere = blocks == nil
                    ? windows[backdrop].contains(where: passes)
                    : blocks!.somePairMayPass(label: label, foreground: RepairRule.token(colours[role]!, step: rule.foregroundStep, isLight: isLight),
                                              window: windows[backdrop], passes: passes)
                somewhereKnown[label] = somewhere ? 1 : 2
                if !somewhere { costs[variable][label - windows[variable].lowerBound] = MinimumCut.infinite }
            }
            pairVerdicts[index] = verdicts
            backdropBlocks[index] = blocks
            return []
        }
        guard free.count == 2, backdropRole == ground, rule.backgroundTranslucent, !rule.foregroundTranslucent,
              rule.rule.kind.measure.alongTheLine == .wcagLuminance, let foreground = variableOfRole[rule.foreground],
              let background = variableOfRole[rule.background] else { return [] }
        // The projections depend on the three windows alone, and the tests of feasibility ask for
        // them again over the same whole lines.
        let key = [windows[foreground], windows[background], windows[backdrop]]
        if let last = lastProjections[index], last.windows == key { return last.implications }
        // A darker background or ground favours a lighter foreground, and the reverse.
        func favourable(_ variable: Int) -> Colour {
            let candidates = windows[variable].map { chains[variable].colours[$0] }
            func extreme(_ channel: (Colour) -> UInt8) -> UInt8 {
                rule.foregroundLighter ? candidates.map(channel).min()! : candidates.map(channel).max()!
            }
            return Colour(red: extreme(\.red), green: extreme(\.green), blue: extreme(\.blue), alpha: candidates[0].alpha)
        }
        let groundPhantom = favourable(backdrop), backgroundPhantom = favourable(background)
        // What the foreground is measured on, for each label of the other role: the background
        // over the ground made opaque, as `RuleEvaluator.visible` sees it (over a translucent
        // phantom the bound forbade passing pairs; `RepairTranslucentGroundTests`).
        let overBackground = windows[background].map { label in
            RepairRule.token(chains[background].colours[label], step: rule.backgroundStep, isLight: isLight).composited(over: groundPhantom.opaque).opaque
        }
        let overGround = windows[backdrop].map { label in
            RepairRule.token(backgroundPhantom, step: rule.backgroundStep, isLight: isLight).composited(over: chains[backdrop].colours[label].opaque).opaque
        }
        let implications = [projection(rule, foreground: foreground, other: background, seen: overBackground, windows: windows),
                            projection(rule, foreground: foreground, other: backdrop, seen: overGround, windows: windows)]
        lastProjections[index] = (key, implications)
        return implications
    }

    /// The tightest monotone implication between the foreground and `other` containing every
    /// pair that passes, where `seen[k]` is the opaque colour the foreground is measured on when
    /// `other` takes the k-th label of its window: the lighter side's least label for each label
    /// of the darker side, made non-decreasing from above.
    ///
    /// The least label is found by bisection instead of a scan from the bottom (a scan asks for
    /// a verdict at each label up to the first that passes, for every label of the other side).
    /// A contrast rule's verdict depends on the two luminances alone and, for a fixed darker
    /// side, can only turn from failing to passing as the lighter side's luminance grows (the
    /// order must hold and the ratio grows with it). So the first label that passes is the first
    /// at which the running maximum of the lighter side's luminance passes: that maximum is some
    /// label's own luminance at or below it, and passes whenever any label up to there does. The
    /// running maximum never decreases, so its verdict turns once and bisection finds where,
    /// giving exactly the scan's label.
    private func projection(_ rule: RepairRule, foreground: Int, other: Int, seen: [Colour], windows: [ClosedRange<Int>]) -> LabelGraph.Implication {
        precondition(rule.rule.kind.measure.alongTheLine == .wcagLuminance, "projections are made of contrast rules only (see relax)")
        let foregrounds = windows[foreground].map { label in
            RepairRule.token(chains[foreground].colours[label], step: rule.foregroundStep, isLight: isLight)
        }
        let foregroundLuminance = foregrounds.map(WCAGContrast.luminance)
        let seenLuminance = seen.map(WCAGContrast.luminance)
        let foregroundIsUpper = rule.foregroundLighter
        let upper = foregroundIsUpper ? foreground : other, lower = foregroundIsUpper ? other : foreground
        // A contrast rule never asks for lightness.
        let atLeast = Self.leastPassingLabels(upperLuminance: foregroundIsUpper ? foregroundLuminance : seenLuminance,
                                              lowerCount: windows[lower].count) { upperLuminance, lowerLabel in
            foregroundIsUpper
                ? rule.judges(foregroundLuminance: upperLuminance, backgroundLuminance: seenLuminance[lowerLabel], isLight: isLight, lightness: { (0, 0) }, reaches: { false })
                : rule.judges(foregroundLuminance: foregroundLuminance[lowerLabel], backgroundLuminance: upperLuminance, isLight: isLight,
                             lightness: { (0, 0) }, reaches: { false })
        }
        return LabelGraph.Implication(upper: upper, lower: lower, atLeast: atLeast)
    }

    /// For each label of the lower side (window-relative), the least label of the upper side
    /// whose pair `passes`, made non-decreasing from above (`upperLuminance.count` when none):
    /// `passes(luminance, lowerLabel)` must turn from false to true at most once as the upper
    /// side's luminance grows (see `projection`), and the upper side's labels need not be in
    /// luminance order. Bisection on the running maximum of their luminance.
    static func leastPassingLabels(upperLuminance: [Double], lowerCount: Int, passes: (Double, Int) -> Bool) -> [Int] {
        var runningMaximum = upperLuminance
        for label in runningMaximum.indices.dropFirst() { runningMaximum[label] = max(runningMaximum[label], runningMaximum[label - 1]) }
        // From the top down, each label's least passing upper label is at most the next label's,
        // so its search stops where the next label's answer lies.
        var atLeast = [Int](repeating: upperLuminance.count, count: lowerCount)
        var above = upperLuminance.count
        for lowerLabel in atLeast.indices.reversed() {
            above = (0..<above).partitioningIndex(where: { passes(runningMaximum[$0], lowerLabel) })
            atLeast[lowerLabel] = above
        }
        return atLeast
    }
}
