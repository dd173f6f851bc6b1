/// Rules of a measure scanned along the line (`AlongTheLine.scanned`) between two opaque moving
/// roles, as `RepairSearch` reads them: every verdict the search asks for is measured once, each
/// colour is read once (`MeasureTable`), and for each label of the rule's lower side the search
/// remembers a run of the upper side's labels none of which passes with it.
///
/// Nodes ask for the same pairs again and again: branching halves the background's labels, and
/// each round of the bound widens every window around the same start. A verdict is the rule's
/// order test on WCAG luminance and the measure's `reaches`, as `RepairRule.holds` gives it.
extension RepairSearch {
    struct ScannedPair {
        let rule: RepairRule
        let isLight: Bool
        var table: MeasureTable
        let foregroundLuminance: [Double]
        let backgroundLuminance: [Double]
        /// Per foreground label × background count + background label: 0 not measured yet,
        /// 1 holds, 2 fails.
        var verdicts: [UInt8]
        /// Per label of the lower side (a chain label), a run of the upper side's labels known
        /// to fail with it.
        var failingRuns: [FailingRun?]
    }

    /// No label of the upper side in `start..<end` passes with the lower label; `end` itself
    /// passes when `endPasses` (else nothing from `end` on has been measured, or `end` is the
    /// chain's end).
    struct FailingRun {
        let start: Int
        let end: Int
        let endPasses: Bool
    }

    /// The rule's verdict on a pair of its sides' labels (chain labels).
    mutating func scannedPasses(_ index: Int, foreground: Int, background: Int) -> Bool {
        if scannedPairs[index] == nil { scannedPairs[index] = makeScannedPair(index) }
        // Called on the array's element, so the pair's tables are changed in place, not copied.
        return scannedPairs[index]!.passes(foreground: foreground, background: background)
    }

    /// A scanned rule relaxed to the tightest monotone implication containing every pair of the
    /// node's windows that passes: for each label of the lower side the least label of the upper
    /// side whose pair passes, made non-decreasing from above. The measure need not grow along
    /// the line, so each least label is found by a scan (`ScannedPair.firstPassing`).
    mutating func scannedProjection(_ index: Int, windows: [ClosedRange<Int>]) -> LabelGraph.Implication {
        if scannedPairs[index] == nil { scannedPairs[index] = makeScannedPair(index) }
        let sides = scannedSides[index]!
        let foregroundIsUpper = rules[index].foregroundLighter
        let upper = foregroundIsUpper ? sides.foreground : sides.background, lower = foregroundIsUpper ? sides.background : sides.foreground
        let upperWindow = windows[upper], lowerWindow = windows[lower]
        var atLeast = [Int](repeating: upperWindow.count, count: lowerWindow.count)
        var above = upperWindow.upperBound + 1
        for (offset, lowerLabel) in lowerWindow.enumerated().reversed() {
            above = scannedPairs[index]!.firstPassing(lower: lowerLabel, from: upperWindow.lowerBound, below: above)
            atLeast[offset] = above - upperWindow.lowerBound
        }
        return LabelGraph.Implication(upper: upper, lower: lower, atLeast: atLeast)
    }

    /// Whether rule `index` holds for an answer: `labels` by variable, `colours` by role.
    mutating func holds(_ index: Int, labels: [Int], colours: [Colour?]) -> Bool {
        guard let sides = scannedSides[index] else { return rules[index].holds(colours, isLight: isLight, ground: ground) }
        return scannedPasses(index, foreground: labels[sides.foreground], background: labels[sides.background])
    }

    private func makeScannedPair(_ index: Int) -> ScannedPair {
        let rule = rules[index], sides = scannedSides[index]!
        let foregrounds = chains[sides.foreground].colours.map { RepairRule.token($0, step: rule.foregroundStep, isLight: isLight) }
        let backgrounds = chains[sides.background].colours.map { RepairRule.token($0, step: rule.backgroundStep, isLight: isLight) }
        let lowerCount = rule.foregroundLighter ? backgrounds.count : foregrounds.count
        return ScannedPair(rule: rule, isLight: isLight,
                           table: rule.rule.kind.measure.table(foregrounds: foregrounds, backgrounds: backgrounds),
                           foregroundLuminance: foregrounds.map(WCAGContrast.luminance),
                           backgroundLuminance: backgrounds.map(WCAGContrast.luminance),
                           verdicts: [UInt8](repeating: 0, count: foregrounds.count * backgrounds.count),
                           failingRuns: Array(repeating: nil, count: lowerCount))
    }
}

extension RepairSearch.ScannedPair {
    mutating func passes(foreground: Int, background: Int) -> Bool {
        let slot = foreground * backgroundLuminance.count + background
        let known = verdicts[slot]
        if known != 0 { return known == 1 }
        let threshold = rule.rule.threshold
        let verdict = rule.judges(foregroundLuminance: foregroundLuminance[foreground], backgroundLuminance: backgroundLuminance[background],
                                  isLight: isLight, lightness: { (0, 0) },
                                  reaches: { table.reaches(foreground: foreground, background: background, threshold: threshold) })
        verdicts[slot] = verdict ? 1 : 2
        return verdict
    }

    /// The least label of the upper side in `start..<limit` that passes with `lower`, or `limit`
    /// when none does.
    mutating func firstPassing(lower: Int, from start: Int, below limit: Int) -> Int {
        guard start < limit else { return limit }
        let foregroundIsUpper = rule.foregroundLighter
        let known = failingRuns[lower]
        var runStart = start, position = start
        if let known, known.start <= start, start <= known.end {
            if known.end >= limit { return limit }
            if known.endPasses { return known.end }
            runStart = known.start
            position = known.end
        }
        var skipped = false
        while position < limit {
            if let known, !skipped, position == known.start, known.start > start {
                skipped = true
                // A run measured before: skip it.
                if known.end >= limit {
                    position = limit
                    break
                }
                position = known.end
                if known.endPasses { break }
            }
            let passes = foregroundIsUpper ? passes(foreground: position, background: lower) : passes(foreground: lower, background: position)
            if passes { break }
            position += 1
        }
        failingRuns[lower] = RepairSearch.FailingRun(start: runStart, end: position, endPasses: position < limit)
        return position
    }
}
