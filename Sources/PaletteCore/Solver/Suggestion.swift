/// The answer to a `SuggestionQuery`.
public struct Suggestion: Sendable {
    public let query: SuggestionQuery
    public var role: RoleName { query.role }
    /// The role's colour as it is, before any move.
    public let original: Candidate
    /// The nearest passing candidate lighter than `original` (by measured OKLCH lightness).
    public let lighter: Candidate?
    /// The nearest passing candidate darker than `from`.
    public let darker: Candidate?
    /// The rules that were checked (the query's; not kept twice, so a suggestion holds one
    /// reference fewer to retain and release).
    public var rules: [Rule] { query.rules }
    /// The rule whose ratio is reported.
    public var focus: Rule? { focusIndex.map { rules[$0] } }
    /// Its index in `rules`: a suggestion is copied on its way out of the solver, and an index
    /// copies with nothing to retain, where a rule is a reference (`Rule`).
    let focusIndex: Int?
    /// When nothing passes everything: the best compromise.
    public let compromise: Compromise?
    /// Whether `original` already passes every rule.
    public let originalPasses: Bool
    /// Rules whose pair `lighter` (or `darker`) turns upside down: the side that was darker
    /// (WCAG luminance of the visible colours) becomes the lighter one.
    public var lighterFlips: [Rule] { lighterFlipSet.rules(in: rules) }
    public var darkerFlips: [Rule] { darkerFlipSet.rules(in: rules) }
    /// The same as indices into `rules`: most answers read only whether a side flips anything.
    let lighterFlipSet: RuleSubset
    let darkerFlipSet: RuleSubset
    /// The focus ratio at the colours this suggestion names (original, sides, compromise),
    /// measured while the solver had the rule resolved; `focusRatio(at:)` reads them.
    let knownFocusRatios: KnownFocusRatios

    /// When no candidate on the line meets every rule: the candidate that meets the focus rule
    /// (or the role's most violated rule) while breaking the fewest others.
    public struct Compromise: Sendable {
        public let candidate: Candidate
        /// Rules that no candidate can meet together with the rest: those the compromise breaks.
        public let broken: [Rule]
    }

    /// `original` itself when it passes, else the nearer of `lighter` and `darker` among those
    /// that keep every pair's order, or the nearer of the two when both flip one: a designer
    /// never wants a stack turned upside down by default.
    public var best: Candidate? {
        if originalPasses { return original }
        switch (lighter, darker) {
        case let (up?, down?):
            let upKeeps = lighterFlipSet.isEmpty, downKeeps = darkerFlipSet.isEmpty
            if upKeeps != downKeeps { return upKeeps ? up : down }
            return abs(up.lightness - original.lightness) <= abs(down.lightness - original.lightness) ? up : down
        case let (up?, nil): return up
        case let (nil, down?): return down
        case (nil, nil): return nil
        }
    }

    /// The rules a candidate of this suggestion turns upside down (none for the original).
    public func flips(of candidate: Candidate) -> [Rule] {
        if candidate == lighter { return lighterFlips }
        if candidate == darker { return darkerFlips }
        return []
    }

    /// The names of the pairs a side turns upside down (`lighterFlips` or `darkerFlips`), each
    /// once, in rule order: a pair with a ladder and a `darkStep` rule flips as one. Handed out
    /// without listing the rules or the names (`suggest --batch` writes them for every answer).
    package func forEachFlippedPair(lighterSide: Bool, _ body: (String) -> Void) {
        let subset = lighterSide ? lighterFlipSet : darkerFlipSet
        if subset.isEmpty { return }
        // Most sides flip one pair: a list of the names given out is made only past the first.
        var first: String?
        var more: [String] = []
        subset.forEachIndex { index in
            let name = rules[index].pairName
            guard let given = first else {
                first = name
                return body(name)
            }
            if name == given || more.contains(name) { return }
            more.append(name)
            body(name)
        }
    }

    public var passes: Bool { best != nil }

    /// The colour to take: the best candidate, or the compromise when nothing passes.
    public var proposed: Candidate { best ?? compromise?.candidate ?? original }

    /// The WCAG contrast of the focus rule's pair with the role at `candidate` (for a `darkStep`
    /// focus, the contrast of the same pair).
    public func focusRatio(at candidate: Candidate) -> Double? {
        guard let focus else { return nil }
        if let known = knownFocusRatios.ratio(at: candidate.colour) { return known }
        let palette = query.palette
        return MovingConstraint(rule: focus, mover: MovingRole(palette: palette, role: query.role), in: palette).contrast(candidate.colour)
    }

    /// The focus rule's own measure with the role at `candidate`: a contrast ratio from the
    /// ratios the search already knows where it can.
    public func focusMeasure(at candidate: Candidate) -> Double? {
        focus?.kind.measure.alongTheLine == .wcagLuminance ? focusRatio(at: candidate) : focusValue(at: candidate)
    }

    /// The focus rule's own measure with the role at `candidate`, measured as `check` does.
    public func focusValue(at candidate: Candidate) -> Double? {
        guard let focus else { return nil }
        var palette = query.palette
        palette[query.role] = candidate.colour
        return RuleEvaluator.evaluate(focus, in: palette).value
    }

    /// The other side's alternative to `best`, if any.
    public var alternative: Candidate? {
        guard let best else { return nil }
        if originalPasses { return nil }
        return best == lighter ? darker : lighter
    }
}
