/// Finds the nearest lightness at which a role passes its rules, exactly on 8-bit colours.
///
/// Why luminance first: at a fixed OKLCH lightness, WCAG luminance still varies with hue and
/// chroma, so no formula maps a contrast ratio to an OKLCH lightness. A rule does give the
/// luminance the moving side needs in closed form (see `MovingConstraint`); luminance grows with
/// lightness along the role's line, so bisecting the line on "luminance reaches the target"
/// jumps straight to where that rule starts to pass. Every jump lands on a rounded 8-bit colour
/// and is verified against every rule; rules that cannot be targeted (both sides move, or the
/// light/dark decision moves) are met by stepping from one 8-bit colour on the line to the next.
/// The first passing colour met walking outward is the answer on that side (see `LineSearch`).
public enum Solver {
    public static func suggest(_ query: SuggestionQuery) -> Suggestion {
        suggest(query, compromising: true)
    }

    /// `compromising: false` skips the compromise (a walk over every colour of the line, when
    /// nothing passes either way) for callers that read only `best`: `lint`'s nearest passing
    /// colour, asked for every failing rule of every mode.
    public static func suggest(_ query: SuggestionQuery, compromising: Bool) -> Suggestion {
        // The constraints live on the stack for the length of the answer: they are plain values
        // that nothing keeps past it, so they need no heap allocation.
        // The query's rules are lent to the search as a buffer, so the search holds no reference
        // to the array (no retain and release per suggestion).
        query.rules.withUnsafeBufferPointer { rules in
            let count = rules.count
            if count <= ConstraintSpace.capacity {
                var space = ConstraintSpace()
                return space.withStorage(count: count) { storage in
                    suggest(query, rules: rules, compromising: compromising, constraintStorage: storage)
                }
            }
            return withUnsafeTemporaryAllocation(of: MovingConstraint.self, capacity: count) { storage in
                suggest(query, rules: rules, compromising: compromising, constraintStorage: storage)
            }
        }
    }

    /// `rules` are the query's, in its storage.
    private static func suggest(_ query: SuggestionQuery, rules: UnsafeBufferPointer<Rule>, compromising: Bool,
                                constraintStorage: UnsafeMutableBufferPointer<MovingConstraint>) -> Suggestion {
        let palette = query.palette
        guard let slot = query.roleSlot, let original = palette.colour(inSlot: slot) else {
            preconditionFailure("\(query.role) is not a set role of the palette")
        }
        let mover = MovingRole(palette: palette, role: query.role)
        // By index, each rule read in place and lent to the set-up, so no rule is copied and
        // retained on the way (as a `for rule in rules` loop's copy of each would be).
        for index in rules.indices {
            constraintStorage.initializeElement(at: index, to: MovingConstraint(rule: rules[index], mover: mover, in: palette))
        }
        // A no-op while `MovingConstraint` is trivial; it keeps the storage sound if it ever is not.
        defer { _ = constraintStorage.deinitialize() }
        let constraints = UnsafeBufferPointer(constraintStorage)
        let lab = OKLab(original)
        let line = LightnessLine(through: original, lab: lab)
        let from = Candidate(original, lightness: lab.lightness)
        let originalPasses = constraints.indices.allSatisfy { index in
            // An opaque colour is seen as it is, so a lightness rule's measure of it is the
            // lightness just found (three cube roots spared where the palette is dark).
            if original.isOpaque, case .targeted(let target) = constraints[index].check, target.measure == .lightness {
                return target.passes(measure: from.lightness)
            }
            return constraints[index].passes(original, rule: rules[index])
        }
        // Both directions start with a crossing from the line's colour at the start when the
        // original fails: measured once.
        let search = LineSearch(line: line, rules: rules, constraints: constraints, from: from,
                                startOnLine: originalPasses ? nil : line.colour(at: from.lightness))
        let upward = search.nearestPassing(upward: true)
        let downward = search.nearestPassing(upward: false)
        var lighter: Candidate?, darker: Candidate?
        // Upward first, then downward (no array: this runs once per suggestion).
        func consider(_ found: Candidate?) {
            guard let candidate = found, candidate.colour != original else { return }
            if candidate.lightness >= from.lightness {
                if lighter == nil || candidate.lightness - from.lightness < lighter!.lightness - from.lightness { lighter = candidate }
            } else if darker == nil || from.lightness - candidate.lightness < from.lightness - darker!.lightness {
                darker = candidate
            }
        }
        consider(upward)
        consider(downward)
        // Flips: rules whose pair changes order (by WCAG luminance of the visible colours) when the
        // role moves from `original` to a candidate. An exact tie counts as the stepping
        // direction, the foreground darker in a light palette (`PaletteRepair` keeps orders the
        // same way). The original's orders are measured once for both sides.
        let wasLight = mover.isLight ?? true
        // Each side's colour and the light/dark decision it makes, read once.
        func side(_ candidate: Candidate?) -> (seen: SeenCandidate, isLight: Bool)? {
            candidate.map { (SeenCandidate($0.colour), mover.movesGround ? Palette.prefersDarkInk($0.colour) : wasLight) }
        }
        let lighterSide = side(lighter), darkerSide = side(darker)
        let seenOriginal = SeenCandidate(original)
        var lighterFlips = RuleSubset(), darkerFlips = RuleSubset()
        // One pass over the rules for both sides, each original order measured once.
        for index in constraints.indices where lighterSide != nil || darkerSide != nil {
            guard let before = constraints[index].foregroundIsLighter(seenOriginal, rule: rules[index], isLight: wasLight) else { continue }
            func flips(to side: (seen: SeenCandidate, isLight: Bool)?) -> Bool {
                guard let side, let after = constraints[index].foregroundIsLighter(side.seen, rule: rules[index], isLight: side.isLight) else { return false }
                return after != before
            }
            if flips(to: lighterSide) { lighterFlips.insert(index) }
            if flips(to: darkerSide) { darkerFlips.insert(index) }
        }
        // By index: comparing rules compares their names.
        let focusIndex = query.focusIndex ?? mostViolated(constraints, rules: rules, at: original)
            ?? rules.firstIndex { $0.kind.measure.alongTheLine == .wcagLuminance } ?? (rules.isEmpty ? nil : 0)
        var compromise: Suggestion.Compromise?
        if compromising && !originalPasses && lighter == nil && darker == nil {
            compromise = search.compromise(focusIndex: focusIndex)
        }
        // The ratios `suggest` reports, measured here where the rule is already resolved
        // (`suggest --batch` asks for three per answer).
        var knownFocusRatios = KnownFocusRatios()
        if let focusIndex {
            // The original, lighter, darker and compromise colours in that order. The focus's
            // constraint is read out of the storage once: each read copies all of it.
            let focus = constraints[focusIndex]
            let partnerLuminance = focus.opaqueCandidatesPartnerLuminance
            func note(_ seen: SeenCandidate?) {
                if let seen { knownFocusRatios.note(seen.colour, focus.contrast(seen, opaqueCandidatesPartnerLuminance: partnerLuminance)) }
            }
            note(seenOriginal)
            note(lighterSide?.seen)
            note(darkerSide?.seen)
            note(compromise.map { SeenCandidate($0.candidate.colour) })
        }
        return Suggestion(query: query, original: from, lighter: lighter, darker: darker,
                          focusIndex: focusIndex, compromise: compromise, originalPasses: originalPasses,
                          lighterFlipSet: lighterFlips, darkerFlipSet: darkerFlips, knownFocusRatios: knownFocusRatios)
    }

    /// The index of the failing rule furthest below its threshold, contrast rules first (the
    /// first of equals).
    static func mostViolated(_ constraints: UnsafeBufferPointer<MovingConstraint>, rules: UnsafeBufferPointer<Rule>, at colour: Colour) -> Int? {
        let failing = constraints.indices.map { (index: $0, result: constraints[$0].evaluate(colour, rule: rules[$0])) }.filter { $0.result.status == .fail }
        func order(_ result: RuleResult) -> (Int, Double) { (result.rule.kind.measure.alongTheLine == .wcagLuminance ? 0 : 1, -result.shortfall) }
        let ordered = failing.sorted { order($0.result) < order($1.result) }
        return ordered.first?.index
    }
}
