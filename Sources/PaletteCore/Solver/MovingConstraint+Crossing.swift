/// The targeted rule's crossing on the moving role's line: where its measure first leaves the
/// failing interval.
extension MovingConstraint.FailingInterval {
    /// The first position past `position` (where the line shows `colour`, when known) in the given direction
    /// where the targeted measure reaches its passing side, with the line's colour there and the
    /// measure of that colour (`value(of:)`); nil when the line never gets there. `measured` is
    /// `colour`'s measure when the caller has it (so nil when `colour` is).
    ///
    /// `scaledMeasured` is `measured` and the limit as `scaled` gives them, when the caller has
    /// worked them out (`estimatedCrossing` does): each is a cube root for a contrast rule.
    func crossing(on line: LightnessLine, from position: Double, showing colour: Colour?, measured: Double? = nil,
                  scaledMeasured: (measure: Double, limit: Double)? = nil, ends: OpaqueEnds = .measured,
                  upward: Bool) -> (position: Double, colour: Colour, measure: Double)? {
        let limit = upward ? lighterLimit : darkerLimit
        // Both luminance and lightness lie in [0, 1].
        if upward ? limit > 1 : limit < 0 { return nil }
        // Interpolated probes (regula falsi with the Illinois modification, Dowell & Jarratt
        // 1971): a measure seen through the cube root (luminance) or as it is (lightness) is
        // nearly proportional to the position on the line, so a probe lands within a few 8-bit
        // steps of the crossing; the next probe goes half a staircase width past it, which
        // usually closes the bracket from the other side. Below a 256th of the line the 8-bit steps
        // make the measure a staircase, and halving isolates the first colour that reaches the
        // limit, its probes placed where the channels' rounding boundaries predict the colours
        // (`LightnessLine.firstStepProbe`), which closes the staircase in fewer probes than
        // halving alone.
        let scaledLimit = scaledMeasured?.limit ?? scaled(limit)
        let end = upward ? 1.0 : 0.0
        // Narrow until the two ends show neighbouring 8-bit colours: nothing lies between them,
        // so the end that reaches the target is the first colour that does.
        var before = position, after = end
        var beforeColour = colour ?? line.colour(at: before), afterColour = line.endColour(upward: upward)
        let beforeMeasure = measured ?? value(of: beforeColour)
        let opaque = line.alpha == 255
        var afterMeasure = opaque ? ends.measure(measure, upward: upward) : value(of: afterColour)
        func reached(_ value: Double) -> Bool { upward ? value >= limit : value <= limit }
        guard reached(afterMeasure) else { return nil }
        if reached(beforeMeasure) { return (position, beforeColour, beforeMeasure) }
        let scaledBefore = measured != nil ? scaledMeasured?.measure ?? scaled(beforeMeasure) : scaled(beforeMeasure)
        var beforeWeight = scaledBefore - scaledLimit
        var afterWeight = (opaque ? ends.scaledMeasure(measure, upward: upward) : scaled(afterMeasure)) - scaledLimit
        var lastMoved = 0
        var nudge = false
        // The last probe, with its colour before rounding, when it was in gamut: the nudge that
        // follows it is predicted from it (`neighbourProbe`).
        var lastProbe: (position: Double, colour: Colour, unrounded: LinearRGB)?
        // The chroma gamut mapping settled on at the last two mapped probes: once the bracket
        // narrows, the next probe's is extrapolated from them, as on a walk (`MappedChromaTrail`).
        // Where the line leaves the gamut, mapping is the costly part of a probe, and a chroma
        // started near the answer shortens it.
        var trail = MappedChromaTrail()
        // The ends' colours before rounding (as gamut mapping left them where the line maps),
        // recorded at every probe and worked out for an end no probe measured once the bracket
        // is a staircase width or less (nil there where the line maps): see
        // `LightnessLine.firstStepProbe`.
        var beforeUnrounded: LinearRGB?, afterUnrounded: LinearRGB?
        var beforeUnroundedKnown = false, afterUnroundedKnown = false
        var predictions = 0
        var probedInsideEnd = false
        while abs(after - before) > LightnessLine.positionResolution && !line.nothingBetween(beforeColour, afterColour) {
            var middle = (before + after) / 2
            var predicted = false
            if abs(after - before) <= MovingConstraint.staircaseWidth && predictions < Self.predictionLimit {
                if !beforeUnroundedKnown { (beforeUnrounded, beforeUnroundedKnown) = (line.unrounded(at: before), true) }
                if !afterUnroundedKnown { (afterUnrounded, afterUnroundedKnown) = (line.unrounded(at: after), true) }
                if let beforeUnrounded, let afterUnrounded,
                   let probe = line.firstStepProbe(from: before, to: after, colours: (beforeColour, afterColour),
                                                   unrounded: (beforeUnrounded, afterUnrounded)) {
                    middle = probe
                    predictions += 1
                    predicted = true
                }
            } else if abs(after - before) > MovingConstraint.staircaseWidth {
                if nudge {
                    // Just past the next colour from the last probe, toward the end that did not
                    // move, when the line is predictable there; else half a staircase width on.
                    let toward = lastMoved < 0 ? after : before
                    if let last = lastProbe, let predicted = line.neighbourProbe(from: last.position, colour: last.colour,
                                                                                   unrounded: last.unrounded, towards: toward),
                       predicted > min(before, after) && predicted < max(before, after) {
                        middle = predicted
                    } else {
                        let step = (after > before ? 1.0 : -1.0) * MovingConstraint.staircaseWidth / 2
                        middle = lastMoved < 0 ? before + step : after - step
                    }
                } else if afterWeight != beforeWeight {
                    let fraction = -beforeWeight / (afterWeight - beforeWeight)
                    if fraction > 0 && fraction < 1 { middle = before + (after - before) * fraction }
                }
                if middle == before || middle == after { middle = (before + after) / 2 }
                nudge.toggle()
            }
            // Still bracketing white, the line's top, within a staircase width, with nothing
            // predicted: probe once just below it. At lightness 1 the line is white, but just
            // below it gamut mapping keeps the chroma the JND allows (CSS Color 4 returns white
            // only from lightness 1), so the last colour before white can be several steps from
            // it, and halving toward it takes some 25 mapped probes to close the bracket; the
            // probe just below white shows that last colour at once. Only upward, where the line
            // maps at the bracket's other end: toward black the extra probe does not shorten the
            // search. Like every probe inside the bracket it keeps the search sound; it only
            // decides where the next one lands.
            if upward && !predicted && !probedInsideEnd && after == end && abs(after - before) <= MovingConstraint.staircaseWidth
                && abs(end - before) > 2 * LightnessLine.positionResolution && line.unrounded(at: before) == nil {
                middle = end - LightnessLine.positionResolution
                probedInsideEnd = true
            }
            let (middleColour, middleUnrounded, middleInGamut) = line.probe(at: middle, trail: &trail)
            lastProbe = middleInGamut ? middleUnrounded.map { (middle, middleColour, $0) } : nil
            let middleMeasure = value(of: middleColour)
            // The weights steer only the interpolated probes: once the bracket is a staircase
            // width or less it is narrowed by predicted or halving probes, so they (and their cube
            // roots) are not kept up.
            if reached(middleMeasure) {
                after = middle
                afterColour = middleColour
                afterMeasure = middleMeasure
                (afterUnrounded, afterUnroundedKnown) = (middleUnrounded, true)
                if abs(after - before) > MovingConstraint.staircaseWidth {
                    afterWeight = scaled(middleMeasure) - scaledLimit
                    if lastMoved > 0 { beforeWeight /= 2 }
                }
                lastMoved = 1
            } else {
                before = middle
                beforeColour = middleColour
                (beforeUnrounded, beforeUnroundedKnown) = (middleUnrounded, true)
                if abs(after - before) > MovingConstraint.staircaseWidth {
                    beforeWeight = scaled(middleMeasure) - scaledLimit
                    if lastMoved < 0 { afterWeight /= 2 }
                }
                lastMoved = -1
            }
        }
        return (after, afterColour, afterMeasure)
    }

    /// Roughly where on the line the measure reaches its passing side past `position` (where
    /// it is `measured`), to order the crossings of one step of the walk: interpolated between
    /// here and the line's end as the crossing's first probe is, the measure taken through its
    /// cube root for a contrast rule (luminance) and as it is for a lightness rule. On a
    /// translucent line the end's measure is not known without a probe, so the limit stands in
    /// (for a contrast rule, the lightness of the grey of that luminance, its cube root: M₁'s
    /// rows and M₂'s lightness row each sum to one).
    ///
    /// With the estimate come the measure and the limit as `scaled` gives them (nil for the
    /// measure on a translucent line, where it is not needed), for the crossing to start from.
    func estimatedCrossing(from position: Double, measured: Double, upward: Bool, opaque: Bool,
                           ends: OpaqueEnds = .measured) -> (estimate: Double, scaled: (measure: Double, limit: Double)?) {
        let limit = scaled(upward ? lighterLimit : darkerLimit)
        guard opaque else { return (limit, nil) }
        let end = upward ? 1.0 : 0.0
        let here = scaled(measured), there = ends.scaledMeasure(measure, upward: upward)
        guard there != here else { return (end, (here, limit)) }
        return (position + (end - position) * (limit - here) / (there - here), (here, limit))
    }

    /// A measure as the crossing interpolates it: a luminance through its cube root (nearly
    /// proportional to the position on the line), a lightness as it is.
    @inline(__always)
    private func scaled(_ value: Double) -> Double {
        Self.scaled(value, measure: measure)
    }

    @inline(__always)
    private static func scaled(_ value: Double, measure: TargetedMeasure) -> Double {
        measure == .luminance ? CubeRoot.of(max(0, value)) : value
    }

    /// Predicted probes a crossing makes before it goes back to halving: a prediction that
    /// misses (a channel that bends within the bracket) still narrows it, and halving bounds the
    /// rest.
    static let predictionLimit = 4

    /// The measures of opaque white and black, the ends of an opaque line: every rule sees them
    /// as they are, so these are the numbers `value(of:)` gives (a lightness costs three cube
    /// roots), and as `scaled` gives them, worked out once. A walk reads them once
    /// (`LineSearch`) and hands them to each crossing, so a crossing pays no static's one-time
    /// initialisation check.
    struct OpaqueEnds {
        private let whiteLuminance: Double, blackLuminance: Double
        private let whiteScaledLuminance: Double, blackScaledLuminance: Double
        private let whiteLightness: Double, blackLightness: Double

        static let measured = OpaqueEnds()

        private init() {
            (blackLuminance, whiteLuminance) = WCAGContrast.blackAndWhite
            whiteScaledLuminance = MovingConstraint.FailingInterval.scaled(whiteLuminance, measure: .luminance)
            blackScaledLuminance = MovingConstraint.FailingInterval.scaled(blackLuminance, measure: .luminance)
            whiteLightness = Colour.white.lightness
            blackLightness = Colour.black.lightness
        }

        /// White's (`upward`) or black's measure in a rule of `measure`.
        func measure(_ measure: TargetedMeasure, upward: Bool) -> Double {
            switch measure {
            case .luminance: return upward ? whiteLuminance : blackLuminance
            case .lightness: return upward ? whiteLightness : blackLightness
            }
        }

        /// The same as `scaled` gives it (for a contrast rule, a cube root of the luminance).
        func scaledMeasure(_ measure: TargetedMeasure, upward: Bool) -> Double {
            switch measure {
            case .luminance: return upward ? whiteScaledLuminance : blackScaledLuminance
            case .lightness: return upward ? whiteLightness : blackLightness
            }
        }
    }
}
