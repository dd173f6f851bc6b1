/// Rules of a measure scanned along the line (`AlongTheLine.scanned`) between two opaque moving
/// roles, as `RepairSearch` reads them: every verdict the search asks for is measured once, each
/// colour is read once (`MeasureTable`), and for each label of the rule's lower side the search
/// remembers a run of the upper side's labels none of which passes with it.
///
/// Nodes ask for the same pairs again and again: branching halves the background's labels, and
/// each round of the bound widens every window around the same start. A verdict is the rule's
/// order test on WCAG luminance and the measure's `reaches`, as `RepairRule.holds` gives it.
///
/// A projection measures only some rows (labels of the lower side): `measuredRows`, grown
/// around the answers that break the rule, and around the start's row in each window when the
/// start breaks it (`RepairSearch.projectStartFailures`). Every other row is bounded by the
/// order alone (no upper label darker than the row passes), which needs luminances only: a
/// window spans hundreds of rows, each a band of dozens of failing verdicts, and an answer stays
/// near its start.
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
        /// The lower side's labels whose least passing upper label projections measure; nil
        /// until an answer breaks the rule or, when the start breaks it, until it is first
        /// projected.
        var measuredRows: ClosedRange<Int>?
        /// Whether the pair of the two sides' labels nearest their start fails
        /// (`projectStartFailures`).
        var failsAtStart = false
        /// The last projection made, with the windows and measured rows it was made from: it
        /// depends on nothing else, and nodes that branch on other roles ask for it again.
        var lastProjection: (upper: ClosedRange<Int>, lower: ClosedRange<Int>, measured: ClosedRange<Int>?, implication: LabelGraph.Implication)?
    }

    /// Rows measured on each side of the row an answer breaks the rule in, beyond those the
    /// order bound cannot settle: a few hundredths of lightness, so the answers of the nodes
    /// that follow, which move little, mostly fall among measured rows.
    static let measuredRowMargin = 32

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
        prepareScannedPair(index)
        // Called on the array's element, so the pair's tables are changed in place, not copied.
        return scannedPairs[index]!.passes(foreground: foreground, background: background)
    }

    /// A scanned rule relaxed to a monotone implication containing every pair of the node's
    /// windows that passes: for each measured row (label of the lower side) the least label of
    /// the upper side whose pair passes, for every other row its order bound, made
    /// non-decreasing from above. The measure need not grow along the line, so each least label
    /// is found by a scan (`ScannedPair.firstPassing`).
    mutating func scannedProjection(_ index: Int, windows: [ClosedRange<Int>]) -> LabelGraph.Implication {
        prepareScannedPair(index)
        let (upper, lower) = scannedUpperAndLower(index)
        let upperWindow = windows[upper], lowerWindow = windows[lower]
        // A rule the start breaks is broken first where both roles stay at their start: in each
        // new window holding both start labels, the start's row is measured as an answer there
        // would have it measured.
        let lowerStart = chains[lower].nearest, upperStart = chains[upper].nearest
        let last = scannedPairs[index]!.lastProjection
        let sameWindows = last?.upper == upperWindow && last?.lower == lowerWindow
        if scannedPairs[index]!.failsAtStart && !sameWindows && lowerWindow.contains(lowerStart) && upperWindow.contains(upperStart) {
            _ = measureRows(index, windows: windows, lowerLabel: lowerStart, upperLabel: upperStart)
        }
        let measured = scannedPairs[index]!.measuredRows
        if let last, sameWindows, last.measured == measured { return last.implication }
        let orderBounds = scannedPairs[index]!.orderBounds(upper: upperWindow, lower: lowerWindow)
        var atLeast = [Int](repeating: upperWindow.count, count: lowerWindow.count)
        var above = upperWindow.upperBound + 1
        for (offset, lowerLabel) in lowerWindow.enumerated().reversed() {
            if measured?.contains(lowerLabel) == true {
                // Upper labels below the row's order bound fail on order alone: the scan starts there.
                above = scannedPairs[index]!.firstPassing(lower: lowerLabel, from: orderBounds[offset], below: above)
            } else {
                above = min(above, orderBounds[offset])
            }
            atLeast[offset] = above - upperWindow.lowerBound
        }
        let implication = LabelGraph.Implication(upper: upper, lower: lower, atLeast: atLeast)
        scannedPairs[index]!.lastProjection = (upperWindow, lowerWindow, measured, implication)
        return implication
    }

    /// An answer breaks projected rule `index` with its lower side at `lowerLabel` and its upper
    /// side at `upperLabel`. When the row's own least passing label is above `upperLabel`, the
    /// rows above it whose order bound falls below that label let the pair through: they are
    /// measured (and `measuredRowMargin` rows below the answer's), so that the node solved again
    /// takes the row as the whole projection would. False when the measured rows alone allow the
    /// pair (the measure is not monotone there), and the search branches instead.
    mutating func measureRows(_ index: Int, windows: [ClosedRange<Int>], lowerLabel: Int, upperLabel: Int) -> Bool {
        prepareScannedPair(index)
        let (upper, lower) = scannedUpperAndLower(index)
        let upperWindow = windows[upper], lowerWindow = windows[lower]
        let orderBounds = scannedPairs[index]!.orderBounds(upper: upperWindow, lower: lowerWindow)
        let least = scannedPairs[index]!.firstPassing(lower: lowerLabel, from: orderBounds[lowerLabel - lowerWindow.lowerBound],
                                                      below: upperWindow.upperBound + 1)
        let measured = scannedPairs[index]!.measuredRows
        // The last row from the answer's up that is not measured and whose order bound is below
        // the row's least passing label: rows up to it are measured.
        let highest = least <= upperLabel ? nil : (lowerLabel...lowerWindow.upperBound).last { row in
            orderBounds[row - lowerWindow.lowerBound] < least && measured?.contains(row) != true
        }
        // The lower side moves down when the upper cannot afford its band: as many rows below as
        // the band is wide.
        let band = max(Self.measuredRowMargin, least - orderBounds[lowerLabel - lowerWindow.lowerBound])
        let low = max(0, min(lowerLabel - band, measured?.lowerBound ?? .max))
        let high = max(highest ?? lowerLabel, measured?.upperBound ?? .min)
        scannedPairs[index]!.measuredRows = low...high
        return highest != nil
    }

    /// Pairs that fail around a pair an answer breaks a projected rule with, where measured rows
    /// allow it (a row passes below the pair and fails at it: the measure is not monotone
    /// there): the run of upper labels around the pair's that fail with its row, and the rows
    /// above and below whose pair with the answer's upper label fails, the run cut to each such
    /// row's own (while it keeps half its first width). Every pair of the box fails, so the
    /// search may leave the box out and split what is left of the node around it.
    mutating func failingBox(_ index: Int, windows: [ClosedRange<Int>], lowerLabel: Int, upperLabel: Int)
        -> (lowerLabels: ClosedRange<Int>, upperLabels: ClosedRange<Int>) {
        prepareScannedPair(index)
        let (upper, lower) = scannedUpperAndLower(index)
        let upperWindow = windows[upper], lowerWindow = windows[lower]
        func fails(_ upperLabel: Int, _ row: Int) -> Bool { !scannedPairs[index]!.passes(upper: upperLabel, lower: row) }
        var low = upperLabel, high = upperLabel
        while low > upperWindow.lowerBound && fails(low - 1, lowerLabel) { low -= 1 }
        while high < upperWindow.upperBound && fails(high + 1, lowerLabel) { high += 1 }
        let narrowest = (high - low + 2) / 2
        func extend(by step: Int) -> Int {
            var row = lowerLabel
            while lowerWindow.contains(row + step) && fails(upperLabel, row + step) {
                var rowLow = upperLabel, rowHigh = upperLabel
                while rowLow > low && fails(rowLow - 1, row + step) { rowLow -= 1 }
                while rowHigh < high && fails(rowHigh + 1, row + step) { rowHigh += 1 }
                if rowHigh - rowLow + 1 < narrowest { break }
                (low, high) = (rowLow, rowHigh)
                row += step
            }
            return row
        }
        let top = extend(by: 1), bottom = extend(by: -1)
        return (bottom...top, low...high)
    }

    /// The variables of a scanned rule's upper (lighter) and lower sides.
    func scannedUpperAndLower(_ index: Int) -> (upper: Int, lower: Int) {
        let sides = scannedSides[index]!
        return rules[index].foregroundLighter ? (sides.foreground, sides.background) : (sides.background, sides.foreground)
    }

    /// Whether rule `index` holds for an answer: `labels` by variable, `colours` by role.
    mutating func holds(_ index: Int, labels: [Int], colours: [Colour?]) -> Bool {
        guard let sides = scannedSides[index] else { return rules[index].holds(colours, isLight: isLight, ground: ground) }
        return scannedPasses(index, foreground: labels[sides.foreground], background: labels[sides.background])
    }

    /// Makes rule `index`'s pair state when the search first asks for it.
    private mutating func prepareScannedPair(_ index: Int) {
        if scannedPairs[index] == nil { scannedPairs[index] = makeScannedPair(index) }
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
                           failingRuns: Array(repeating: nil, count: lowerCount), measuredRows: nil)
    }
}

extension RepairSearch.ScannedPair {
    /// The verdict on a pair given by its upper (lighter) and lower sides' labels.
    mutating func passes(upper: Int, lower: Int) -> Bool {
        rule.foregroundLighter ? passes(foreground: upper, background: lower) : passes(foreground: lower, background: upper)
    }

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

    /// For each row of `lower` (window-relative), an upper label below which no label of `upper`
    /// passes with it, by the order alone: a pair keeps its order only when the upper side's
    /// WCAG luminance is at least the lower side's (`RepairRule.foregroundIsLighter`), so no
    /// label before the first whose running maximum of luminance reaches the row's passes. The
    /// row's luminance is taken as the least of it and every row above, so the bounds never
    /// decrease (and stay bounds); `upper.upperBound + 1` when no label reaches it.
    func orderBounds(upper: ClosedRange<Int>, lower: ClosedRange<Int>) -> [Int] {
        let foregroundIsUpper = rule.foregroundLighter
        let upperLuminance = foregroundIsUpper ? foregroundLuminance : backgroundLuminance
        let lowerLuminance = foregroundIsUpper ? backgroundLuminance : foregroundLuminance
        var runningMaximum = upper.map { upperLuminance[$0] }
        for offset in runningMaximum.indices.dropFirst() { runningMaximum[offset] = max(runningMaximum[offset], runningMaximum[offset - 1]) }
        var bounds = [Int](repeating: 0, count: lower.count)
        var least = Double.infinity
        for (offset, row) in lower.enumerated().reversed() {
            least = min(least, lowerLuminance[row])
            bounds[offset] = upper.lowerBound + runningMaximum.indices.partitioningIndex(where: { runningMaximum[$0] >= least })
        }
        return bounds
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
