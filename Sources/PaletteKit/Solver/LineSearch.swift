/// The walk along one lightness line (see `Solver` for the method).
struct LineSearch {
    let line: LightnessLine
    let constraints: [MovingConstraint]
    let from: Candidate

    /// The passing candidate nearest to `from` walking the line in one direction: the first
    /// one met. Measured lightness can run slightly backwards where 8-bit rounding bends the
    /// line, so a later colour could in principle measure nearer; a walk that went on past the
    /// first passing colour (up to 40 colours, 0.01 of L) never found one in 3,000 seeded
    /// ground/plate and whole-palette cases, and the brute-force property tests agree, so it went.
    func nearestPassing(upward: Bool) -> Candidate? {
        firstPassing(upward: upward)?.1
    }

    /// The first candidate along the line (after `from`) that passes every rule, with its position.
    func firstPassing(upward: Bool) -> (Double, Candidate)? {
        var position = from.lightness
        var colour = from.colour
        while true {
            var allPass = true
            var jump = position
            for constraint in constraints where !constraint.passes(colour) {
                allPass = false
                guard constraint.target != nil else { continue }
                guard let crossing = constraint.crossing(on: line, from: position, upward: upward) else { return nil }
                jump = upward ? max(jump, crossing) : min(jump, crossing)
            }
            if allPass && colour != from.colour { return (position, Candidate(colour)) }
            if jump != position {
                position = jump
                colour = line.colour(at: position)
                continue
            }
            guard let (next, nextColour) = line.nextChange(after: position, upward: upward) else { return nil }
            position = next
            colour = nextColour
        }
    }

    /// Every distinct 8-bit colour on the line, darkest first.
    func allCandidates() -> [Candidate] {
        var result = [Candidate(line.colour(at: 0))]
        var position = 0.0
        while let (next, colour) = line.nextChange(after: position, upward: true) {
            position = next
            if colour != result.last!.colour { result.append(Candidate(colour)) }
        }
        return result
    }

    /// When nothing passes everything: among candidates that meet `focus`, the one breaking the
    /// fewest other rules (nearest in lightness on ties). When no candidate meets `focus`, the
    /// one that comes closest to it, breaking the fewest others on ties.
    func compromise(focus: Rule?) -> Suggestion.Compromise? {
        let focusConstraint = constraints.first { $0.rule == focus }
        let scored = allCandidates().map { candidate -> (candidate: Candidate, broken: [Rule], focusValue: Double) in
            let results = constraints.map { $0.evaluate(candidate.colour) }
            let broken = results.filter { $0.status == .fail }.map(\.rule)
            let focusResult = focusConstraint?.evaluate(candidate.colour)
            let focusValue = focusResult?.status == .fail ? (focusResult?.value ?? 0) : .infinity
            return (candidate, broken, focusValue)
        }
        func distance(_ candidate: Candidate) -> Double { abs(candidate.lightness - from.lightness) }
        let meeting = scored.filter { $0.focusValue == .infinity }
        let chosen = meeting.isEmpty
            ? scored.min { ($0.broken.count, -$0.focusValue, distance($0.candidate)) < ($1.broken.count, -$1.focusValue, distance($1.candidate)) }
            : meeting.min { ($0.broken.count, distance($0.candidate)) < ($1.broken.count, distance($1.candidate)) }
        return chosen.map { Suggestion.Compromise(candidate: $0.candidate, broken: $0.broken) }
    }
}
