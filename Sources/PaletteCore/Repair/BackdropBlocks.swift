/// An opaque backdrop's labels in blocks, for a contrast rule whose translucent foreground is
/// composited over that backdrop (a highlight over the paper it is measured against): per block,
/// bounds that prove every pair of one foreground label and the block's labels fails, so `relax`
/// need not measure each pair to forbid a foreground label that fails over the whole window.
///
/// Over a block, the backdrop's token lies channel by channel between the least and the greatest
/// of its labels' tokens. Compositing grows with the backdrop in each channel (fg·α + bg·(1 − α),
/// divided by the output alpha, then rounded to 8 bits: each step monotone), and WCAG luminance
/// grows with each channel (positive coefficients), so over any label of the block the
/// foreground is seen at most as luminous as over the greatest and at least as over the least,
/// and the backdrop lies between the two extremes' luminances too. Floating-point addition and
/// division are monotone, so the ratio of the extremes is at least the ratio `RepairRule.judges`
/// computes for any pair whose order holds: below the threshold, every pair of the block fails.
struct BackdropBlocks {
    /// Labels per block, coarsest first; below the last, `relax` measures single labels.
    static let sizes = [32, 8, 2]

    private struct Level {
        let size: Int
        let leastBackdrop: [Colour]
        let greatestBackdrop: [Colour]
        let leastLuminance: [Double]
        let greatestLuminance: [Double]
        /// Per foreground label and block: 0 not judged yet, 1 every pair fails, 2 some pair may pass.
        var verdicts: [UInt8]
    }

    private let foregroundLighter: Bool
    /// The least contrast ratio that passes.
    private let threshold: Double
    private var levels: [Level]

    /// nil unless the rule is a contrast rule with a translucent foreground over an opaque
    /// background, and every label of the background's chain is opaque as the rule sees it.
    init?(rule: RepairRule, backdrop: RepairChain, foregroundCount: Int, isLight: Bool) {
        guard rule.rule.kind.measure.alongTheLine == .wcagLuminance, rule.foregroundTranslucent, !rule.backgroundTranslucent else { return nil }
        let tokens = backdrop.colours.map { RepairRule.token($0, step: rule.backgroundStep, isLight: isLight) }
        guard tokens.allSatisfy(\.isOpaque) else { return nil }
        self.init(backdropTokens: tokens, foregroundLighter: rule.foregroundLighter, threshold: rule.rule.threshold, foregroundCount: foregroundCount)
    }

    /// - Parameters:
    ///   - backdropTokens: the opaque colour the rule measures for each backdrop label.
    ///   - foregroundLighter: whether the foreground must stay the lighter side.
    ///   - foregroundCount: the foreground's labels.
    init(backdropTokens tokens: [Colour], foregroundLighter: Bool, threshold: Double, foregroundCount: Int) {
        precondition(tokens.allSatisfy(\.isOpaque), "bounds over blocks hold for an opaque backdrop only")
        self.foregroundLighter = foregroundLighter
        self.threshold = threshold
        levels = Self.sizes.map { size in
            let blocks = stride(from: 0, to: tokens.count, by: size).map { tokens[$0..<min(tokens.count, $0 + size)] }
            func extreme(_ pick: ([UInt8]) -> UInt8) -> [Colour] {
                blocks.map { block in
                    Colour(red: pick(block.map(\.red)), green: pick(block.map(\.green)), blue: pick(block.map(\.blue)))
                }
            }
            let least = extreme { $0.min()! }, greatest = extreme { $0.max()! }
            return Level(size: size, leastBackdrop: least, greatestBackdrop: greatest,
                         leastLuminance: least.map(WCAGContrast.luminance), greatestLuminance: greatest.map(WCAGContrast.luminance),
                         verdicts: [UInt8](repeating: 0, count: foregroundCount * blocks.count))
        }
    }

    /// Whether some backdrop label of `window` may pass with foreground label `label`, whose
    /// token is `foreground`: false only when each block of the window is proven failing by its
    /// bounds or, at single labels, by `passes`.
    mutating func somePairMayPass(label: Int, foreground: Colour, window: ClosedRange<Int>, passes: (Int) -> Bool) -> Bool {
        let size = levels[0].size
        return search(level: 0, blocks: (window.lowerBound / size)...(window.upperBound / size), label: label, foreground: foreground,
                      window: window, passes: passes)
    }

    private mutating func search(level: Int, blocks: ClosedRange<Int>, label: Int, foreground: Colour, window: ClosedRange<Int>,
                                 passes: (Int) -> Bool) -> Bool {
        let size = levels[level].size
        for block in blocks where mayPass(level: level, block: block, label: label, foreground: foreground) {
            let first = max(window.lowerBound, block * size), last = min(window.upperBound, block * size + size - 1)
            if level + 1 < levels.count {
                let finer = levels[level + 1].size
                if search(level: level + 1, blocks: (first / finer)...(last / finer), label: label, foreground: foreground,
                          window: window, passes: passes) { return true }
            } else if (first...last).contains(where: passes) {
                return true
            }
        }
        return false
    }

    private mutating func mayPass(level: Int, block: Int, label: Int, foreground: Colour) -> Bool {
        let index = label * levels[level].leastBackdrop.count + block
        let known = levels[level].verdicts[index]
        if known != 0 { return known == 2 }
        let least = levels[level].leastBackdrop[block], greatest = levels[level].greatestBackdrop[block]
        let foregroundLeast = WCAGContrast.luminance(foreground.composited(over: least))
        let foregroundGreatest = WCAGContrast.luminance(foreground.composited(over: greatest))
        let backdropLeast = levels[level].leastLuminance[block], backdropGreatest = levels[level].greatestLuminance[block]
        // The pair's order must hold (an exact tie counts as the foreground being lighter only in
        // a dark palette); where it can, the extremes' ratio is the lighter's over the darker's.
        let failsEverywhere = foregroundLighter
            ? foregroundGreatest < backdropLeast || WCAGContrast.ratio(luminance: foregroundGreatest, backdropLeast) < threshold
            : backdropGreatest < foregroundLeast || WCAGContrast.ratio(luminance: backdropGreatest, foregroundLeast) < threshold
        levels[level].verdicts[index] = failsEverywhere ? 1 : 2
        return !failsEverywhere
    }
}
