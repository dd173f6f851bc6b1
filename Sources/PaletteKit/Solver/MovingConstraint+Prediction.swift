/// Where a crossing puts its probes when the line's colours can be predicted: the colours are
/// still measured at every probe, so a prediction that misses costs a probe and never an answer
/// (any probe inside the bracket keeps the search sound; see `crossing`).
extension MovingConstraint.FailingInterval {
    /// Predicted probes a crossing makes before it goes back to halving: a prediction that
    /// misses (a channel that bends within the bracket) still narrows it, and halving bounds the
    /// rest.
    static let predictionLimit = 4

    /// A probe position between `from` and `to` (both in gamut, a staircase width apart or less)
    /// predicted to show the colour one 8-bit step from `from`'s, when the ends' colours are two
    /// or three steps apart, one per channel; nil otherwise (or when a channel's values do not
    /// straddle its rounding boundary).
    ///
    /// Why: over so short a stretch each linear channel is nearly linear in the position, so the
    /// position where it crosses its rounding boundary is interpolated from its values at the
    /// ends. The first two crossings bound the stretch that shows the colour after the first
    /// step; a probe in its middle leaves, when the ends were two steps apart, two neighbours
    /// whichever way the measure goes (halving took 2.5 probes a crossing on the benchmark's
    /// surfaces, this 1.3). Any probe inside the bracket keeps the search sound: only where it
    /// lands is predicted, and every probe's colour is measured.
    ///
    /// The answer is halving's: with two steps between the ends the line shows three colours
    /// there, in order, and whatever the middle one measures only one of the two changes goes
    /// from failing to reaching. With three steps, a probe showing the first middle colour finds
    /// the earlier of the two such changes there could be (measures rise with every channel, so
    /// two need a channel stepping down while another steps up).
    @inline(__always)
    static func predictedMiddle(from start: Double, to end: Double, colours: (start: Colour, end: Colour),
                                unrounded: (start: LinearRGB, end: LinearRGB), boundaries: ConstantTable<Double>) -> Double? {
        guard let red = stepFraction(from: colours.start.red, to: colours.end.red, values: (unrounded.start.red, unrounded.end.red), boundaries: boundaries),
              let green = stepFraction(from: colours.start.green, to: colours.end.green, values: (unrounded.start.green, unrounded.end.green), boundaries: boundaries),
              let blue = stepFraction(from: colours.start.blue, to: colours.end.blue, values: (unrounded.start.blue, unrounded.end.blue), boundaries: boundaries)
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
    private static func stepFraction(from: UInt8, to: UInt8, values: (start: Double, end: Double), boundaries: ConstantTable<Double>) -> Double? {
        if from == to { return .infinity }
        // Code c covers linear values from boundary c − 1 up to boundary c.
        let boundary: Double
        if to == from &+ 1 { boundary = boundaries[Int(from)] } else if from == to &+ 1 { boundary = boundaries[Int(to)] } else { return nil }
        let fraction = (boundary - values.start) / (values.end - values.start)
        return fraction > 0 && fraction < 1 ? fraction : nil
    }
}
