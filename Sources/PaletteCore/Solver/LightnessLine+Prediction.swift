/// Where a search along the line puts its next probe when the line's colours can be predicted:
/// a crossing's narrowing below a staircase width (`MovingConstraint.FailingInterval.crossing`)
/// and the walk's bisection toward the next colour (`nextChange`). Every probe's colour is still
/// measured, and any probe inside the bracket keeps a search sound; a prediction only decides
/// where it lands.
extension LightnessLine {
    /// A position between `start` and `end` (a staircase width apart or less, `unrounded` their
    /// colours before rounding, as gamut mapping left them where the line maps) predicted to
    /// show the colour one 8-bit step from `colours.start`, when the ends' colours are two or
    /// three steps apart, one per channel; nil otherwise, on a grey's line, or when a channel's
    /// values do not straddle its rounding boundary.
    ///
    /// Why: over so short a stretch each linear channel is nearly linear in the position, so the
    /// position where it crosses its rounding boundary is interpolated from its values at the
    /// ends. The first two crossings bound the stretch that shows the colour after the first
    /// step; a probe in its middle leaves, when the ends are two steps apart, two neighbours
    /// whichever way the measure goes, so the bracket closes in fewer probes than halving takes.
    ///
    /// With two steps between the ends the line shows three colours there, in order, and only one
    /// of the two changes can go from failing to reaching: the colour found is halving's. With
    /// three, two such changes are possible where a channel steps down while another steps up
    /// (measures rise with every channel); a probe showing the first middle colour then finds the
    /// earlier one, and halving either. That the two agree on every answer of the benchmark's
    /// corpora is measured (`palette-bench --answers`), not implied.
    @inline(__always)
    func firstStepProbe(from start: Double, to end: Double, colours: (start: Colour, end: Colour),
                        unrounded: (start: LinearRGB, end: LinearRGB)) -> Double? {
        // A grey's line shows only greys to a search (`isAchromatic`): its channels step within
        // 10⁻¹⁵ of each other, and a predicted probe would land between them.
        guard !isAchromatic else { return nil }
        let boundaries = roundingTables.boundaries
        guard let red = Self.stepFraction(from: colours.start.red, to: colours.end.red,
                                          values: (unrounded.start.red, unrounded.end.red), boundaries: boundaries),
              let green = Self.stepFraction(from: colours.start.green, to: colours.end.green,
                                            values: (unrounded.start.green, unrounded.end.green), boundaries: boundaries),
              let blue = Self.stepFraction(from: colours.start.blue, to: colours.end.blue,
                                           values: (unrounded.start.blue, unrounded.end.blue), boundaries: boundaries)
        else { return nil }
        // The first and second of the three (a channel that does not step is at infinity).
        let first = min(red, green, blue)
        let second = max(min(red, green), min(max(red, green), blue))
        guard second.isFinite else { return nil }
        let middle = start + (end - start) * ((first + second) / 2)
        return middle != start && middle != end ? middle : nil
    }

    /// Where, as a fraction of the way from the start to the end, a channel going from code
    /// `from` to code `to` crosses its rounding boundary: infinity when it does not step, nil
    /// when it steps more than once or its values do not straddle the boundary.
    @inline(__always)
    private static func stepFraction(from: UInt8, to: UInt8, values: (start: Double, end: Double),
                                     boundaries: ConstantTable<Double>) -> Double? {
        // Code c covers linear values from boundary c − 1 up to boundary c.
        let boundary: Double
        switch Int(to) - Int(from) {
        case 0: return .infinity
        case 1: boundary = boundaries[Int(from)]
        case -1: boundary = boundaries[Int(to)]
        default: return nil
        }
        let fraction = (boundary - values.start) / (values.end - values.start)
        return fraction > 0 && fraction < 1 ? fraction : nil
    }

    /// A position past `position` toward `target` predicted to show the colour one 8-bit step
    /// from `colour` (the line's colour at `position`, `unrounded` before rounding, in gamut);
    /// nil when no two channel steps are predicted.
    ///
    /// Why: a crossing's first probe lands within a step or two of where its measure reaches the
    /// limit, and its next probe must land past that change to close the bracket from the other
    /// side. Half a staircase width past it often skips a colour, and the bracket then takes a
    /// predicted or halving probe more. Here each channel's next two rounding boundaries are met
    /// where its value, extrapolated along its slope at `position` (`linearRGBPerLightness`),
    /// reaches them; the next colour lies between the nearest and the second nearest of those
    /// positions, and the probe goes to their middle. A probe anywhere inside the bracket keeps
    /// the search sound: the prediction only decides where it lands.
    ///
    /// On a grey's line the three channels step within 10⁻¹⁵ of each other (`isAchromatic`), so
    /// the next grey lies between red's next two boundaries: the others are not consulted (a
    /// probe between the three would land between their steps, and the crossing would halve
    /// some 25 times to isolate the grey).
    func neighbourProbe(from position: Double, colour: Colour, unrounded: LinearRGB, towards target: Double) -> Double? {
        let direction = target > position ? 1.0 : -1.0
        return nextBoundaries(colour: colour, unrounded: unrounded, direction: direction,
                              slopes: OKLab(lightness: position, a: a, b: b).linearRGBPerLightness)
            .map { position + direction * ($0.nearest + $0.secondNearest) / 2 }
    }

    /// The distances along the line, in the direction (±1), to the nearest and second nearest
    /// rounding boundaries the channels are predicted to meet (see `neighbourProbe`), the
    /// channels' slopes given; nil when fewer than two are met ahead.
    @inline(__always)
    private func nextBoundaries(colour: Colour, unrounded: LinearRGB, direction: Double, slopes: LinearRGB)
        -> (nearest: Double, secondNearest: Double)? {
        let boundaries = roundingTables.boundaries
        var nearest = Double.infinity, secondNearest = Double.infinity
        func consider(_ distance: Double) {
            if distance < nearest {
                (secondNearest, nearest) = (nearest, distance)
            } else if distance < secondNearest {
                secondNearest = distance
            }
        }
        // Code c covers linear values from boundary c − 1 up to boundary c.
        func channel(_ code: UInt8, _ value: Double, _ slope: Double) {
            let rate = slope * direction, code = Int(code)
            if rate > 0 {
                if code < 255 { consider((boundaries[code] - value) / rate) }
                if code < 254 { consider((boundaries[code + 1] - value) / rate) }
            } else if rate < 0 {
                if code > 0 { consider((boundaries[code - 1] - value) / rate) }
                if code > 1 { consider((boundaries[code - 2] - value) / rate) }
            }
        }
        channel(colour.red, unrounded.red, slopes.red)
        if !isAchromatic {
            channel(colour.green, unrounded.green, slopes.green)
            channel(colour.blue, unrounded.blue, slopes.blue)
        }
        guard nearest > 0, secondNearest.isFinite else { return nil }
        return (nearest, secondNearest)
    }
}

extension LightnessLine {
    /// Where the walk's next probe goes from `position` (in gamut, `unrounded` its colour before
    /// rounding) toward 1 when `upward`, else toward 0: the middle of the stretch predicted to
    /// show the colour one 8-bit step from `colour` (`neighbourProbe`), when that lies inside the
    /// line and every linear channel moves one way only from here to there; nil otherwise.
    ///
    /// Why: the walk's own step is 1/2048 of lightness (`probeStep`), and a colour lasts some 1/255
    /// of it on a grey's line (about 1/600 on a coloured one), so stepping to the next colour takes
    /// several probes. Why the direction check makes the jump sound (`nextChange`): each linear
    /// channel is a cubic in the position, c(L) = Σₖ Mₖ (L + dₖ)³ (`OKLab.linearRGBPerLightness`),
    /// and the rows of OKLab's cone-to-sRGB matrix sum to one, so its slope is 3((L − v)² + m) for
    /// some v and m: from the slopes at the two ends the turning points are known. A channel that
    /// moves one way between two in-gamut ends stays in gamut and passes each of its 8-bit codes in
    /// order, so the ends' colours bound every colour between them.
    func predictedNextColour(from position: Double, colour: Colour, unrounded: LinearRGB, upward: Bool) -> Double? {
        let direction = upward ? 1.0 : -1.0
        let slopes = OKLab(lightness: position, a: a, b: b).linearRGBPerLightness
        guard let ahead = nextBoundaries(colour: colour, unrounded: unrounded, direction: direction, slopes: slopes),
              ahead.secondNearest - ahead.nearest >= Self.shortestPredictedColour else { return nil }
        let jump = position + direction * (ahead.nearest + ahead.secondNearest) / 2
        guard jump > 0 && jump < 1 else { return nil }
        let slopesThere = OKLab(lightness: jump, a: a, b: b).linearRGBPerLightness
        guard Self.movesOneWay(slopes.red, slopesThere.red, from: position, to: jump),
              Self.movesOneWay(slopes.green, slopesThere.green, from: position, to: jump),
              Self.movesOneWay(slopes.blue, slopesThere.blue, from: position, to: jump) else { return nil }
        return jump
    }

    /// The shortest stretch a jump aims into: two channels predicted to step closer together
    /// leave the walk to its steps and bisection, whose resolution (`positionResolution`)
    /// decides whether so brief a colour is met, as it does wherever the walk does not jump.
    static let shortestPredictedColour = 1e-9

    /// Whether a channel whose slope is s(L) = 3((L − v)² + m) (see `predictedNextColour`), with
    /// slopes `start` and `end` at the two positions, keeps one sign strictly between them: the
    /// same strict sign at both ends, and, when both are positive, no dip below zero at a
    /// turning point v between them (s(start) − s(end) fixes v; s(v) = s(start) − 3(start − v)²).
    @inline(__always)
    static func movesOneWay(_ start: Double, _ end: Double, from startPosition: Double, to endPosition: Double) -> Bool {
        if start < 0 && end < 0 { return true }
        guard start > 0 && end > 0 else { return false }
        let vertex = (startPosition + endPosition) / 2 - (end - start) / (6 * (endPosition - startPosition))
        guard vertex > min(startPosition, endPosition) && vertex < max(startPosition, endPosition) else { return true }
        let offset = startPosition - vertex
        return start - 3 * offset * offset > 0
    }
}
