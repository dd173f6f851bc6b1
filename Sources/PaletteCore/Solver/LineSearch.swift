/// The walk along one lightness line (see `Solver` for the method).
struct LineSearch {
    let line: LightnessLine
    /// The query's rules, and in the same order their constraints: plain values, so reading one
    /// at every probe retains nothing. Both are the solver's, alive while it answers (a search
    /// never outlives its suggestion): the rules in the query's storage, lent as a buffer.
    let rules: UnsafeBufferPointer<Rule>
    let constraints: UnsafeBufferPointer<MovingConstraint>
    let from: Candidate
    /// The line's colour at `from.lightness`, when the caller has measured it (the line rounds,
    /// so it need not be `from.colour`); the first crossing of each direction starts there.
    let startOnLine: Colour?
    /// Opaque white's and black's measures, read once for all the walk's crossings.
    private let opaqueEnds = MovingConstraint.FailingInterval.OpaqueEnds.measured

    init(line: LightnessLine, rules: UnsafeBufferPointer<Rule>, constraints: UnsafeBufferPointer<MovingConstraint>, from: Candidate, startOnLine: Colour? = nil) {
        self.line = line
        self.rules = rules
        self.constraints = constraints
        self.from = from
        self.startOnLine = startOnLine
    }

    /// The passing candidate nearest to `from` walking the line in one direction: the first
    /// one met. Measured lightness can run slightly backwards where 8-bit rounding bends the
    /// line, so a later colour could in principle measure nearer; the walk stops at the first
    /// all the same, and `SolverPropertyTests` hold its distance to that of a dense brute-force
    /// scan of the line.
    func nearestPassing(upward: Bool) -> Candidate? {
        firstPassing(upward: upward)?.1
    }

    /// The first candidate along the line (after `from`) that passes every rule, with its position.
    func firstPassing(upward: Bool) -> (Double, Candidate)? {
        var position = from.lightness
        var colour = from.colour
        // The starting colour need not be the line's colour at its own lightness (the line
        // rounds); after the first move it always is.
        var colourIsOnLine = false
        // The current colour's OKLCH lightness once measured: on an opaque line a lightness rule
        // sees the colour itself, so its measure is the candidate's lightness, and a crossing
        // hands back the one it measured. Each costs three cube roots, and a dark palette's
        // `darkStep` rules ask for the same colour's up to three times.
        let seesItself = line.alpha == 255
        var lightness: Double? = seesItself ? from.lightness : nil
        // The measure of the current colour in the rule whose crossing led to it: the crossing
        // measured it, so checking that rule there needs no second measure.
        var crossedMeasure: (index: Int, value: Double)?
        while true {
            var allPass = true
            // Of the failing targeted rules, the one whose crossing is estimated farthest along
            // (`estimatedCrossing`), with its measure here: only its crossing is searched. The walk
            // lands there and checks every rule again, so a rule that still fails gets its crossing
            // from there; one that passes there needs none, so searching every failing rule's
            // crossing and taking the farthest would search crossings only to throw them away.
            // Where each rule's measure rises monotonically along the line's colours the two find
            // the same colour (a misordered estimate costs a second crossing, searched from
            // nearer); where rounding or gamut mapping makes it run backwards a crossing finds one
            // of several changes either way, and on every answer of the benchmark's corpora the two
            // agree (`palette-bench --answers`).
            var farthest: (index: Int, measured: Double, estimate: Double, scaled: (measure: Double, limit: Double)?)?
            for index in constraints.indices {
                switch constraints[index].check {
                case .alwaysPasses: continue
                case .evaluated:
                    if !constraints[index].passes(colour, rule: rules[index]) { allPass = false }
                case .targeted(let target):
                    let measured: Double
                    if seesItself && target.measure == .lightness {
                        measured = lightness ?? colour.lightness
                        lightness = measured
                    } else if let crossedMeasure, crossedMeasure.index == index {
                        measured = crossedMeasure.value
                    } else {
                        measured = target.value(of: colour)
                    }
                    if target.passes(measure: measured) { continue }
                    allPass = false
                    let (estimate, scaled) = target.estimatedCrossing(from: position, measured: measured, upward: upward, opaque: seesItself,
                                                                            ends: opaqueEnds)
                    if let current = farthest, upward ? estimate <= current.estimate : estimate >= current.estimate { continue }
                    farthest = (index, measured, estimate, scaled)
                }
            }
            if allPass && colour != from.colour { return (position, Candidate(colour, lightness: lightness ?? colour.lightness)) }
            if let farthest {
                // Only a targeted rule is ever chosen (kept by index: reading its interval again
                // here once is cheaper than copying it at every choice).
                guard case .targeted(let target) = constraints[farthest.index].check else { preconditionFailure("untargeted rule chosen") }
                // The colour a crossing starts from: the current one once on the line, else the
                // line's own colour at the start (then the current colour's measure is not its
                // measure unless the two are the same colour).
                let showing = colourIsOnLine ? colour : startOnLine
                let known = showing == colour
                guard let crossing = target.crossing(on: line, from: position, showing: showing, measured: known ? farthest.measured : nil,
                                                     scaledMeasured: known ? farthest.scaled : nil, ends: opaqueEnds,
                                                     upward: upward) else { return nil }
                // A crossing hands back where it starts when the colour there already reaches
                // the limit, which the rule's own verdict (a ratio, or an absolute difference)
                // can deny within a unit in the last place: then the walk steps on instead, as it
                // did when no crossing moved it, and cannot stand still.
                if crossing.position != position {
                    position = crossing.position
                    colour = crossing.colour
                    lightness = seesItself && target.measure == .lightness ? crossing.measure : nil
                    crossedMeasure = (farthest.index, crossing.measure)
                    colourIsOnLine = true
                    continue
                }
            }
            guard let (next, nextColour) = line.nextChange(after: position, showing: colourIsOnLine ? colour : nil, upward: upward) else { return nil }
            position = next
            colour = nextColour
            lightness = nil
            crossedMeasure = nil
            colourIsOnLine = true
        }
    }

    /// When nothing passes everything: among candidates that meet `focus`, the one breaking the
    /// fewest other rules (nearest in lightness on ties). When no candidate meets `focus`, the
    /// one that comes closest to it, breaking the fewest others on ties.
    ///
    /// Every colour of the line is scored, so the scoring stays lean: rules are counted with
    /// `passes` (closed form where the rule allows), the focus rule's value is measured only where
    /// it fails, and lightness (for the distance) only for colours still in the running.
    /// `focusIndex` is the focus rule's index in `rules` (nil when there is none).
    func compromise(focusIndex: Int?) -> Suggestion.Compromise? {
        var best: (colour: Colour, broken: Int, focusValue: Double, distance: Double)?
        var bestMeets = false
        for colour in line.allColours() {
            var broken = 0
            for index in constraints.indices where !constraints[index].passes(colour, rule: rules[index]) { broken += 1 }
            var focusValue = Double.infinity
            if let focusIndex, !constraints[focusIndex].passes(colour, rule: rules[focusIndex]) {
                let result = constraints[focusIndex].evaluate(colour, rule: rules[focusIndex])
                if result.status == .fail { focusValue = result.value ?? 0 }
            }
            let meets = focusValue == .infinity
            if bestMeets && !meets { continue }
            if let current = best, meets == bestMeets {
                if meets ? broken > current.broken : (broken, -focusValue) > (current.broken, -current.focusValue) { continue }
                let distance = abs(colour.lightness - from.lightness)
                let tied = meets ? broken == current.broken : (broken, -focusValue) == (current.broken, -current.focusValue)
                if tied && distance >= current.distance { continue }
                best = (colour, broken, focusValue, distance)
            } else {
                best = (colour, broken, focusValue, abs(colour.lightness - from.lightness))
                bestMeets = meets
            }
        }
        return best.map { chosen in
            Suggestion.Compromise(candidate: Candidate(chosen.colour),
                                  broken: constraints.indices.filter { !constraints[$0].passes(chosen.colour, rule: rules[$0]) }.map { rules[$0] })
        }
    }
}
