/// The focus rule's contrast at the (at most four) colours a suggestion names: the original,
/// the lighter and darker sides and the compromise. Kept inline rather than in an array: a
/// suggestion is answered in a few microseconds, and an array adds an allocation to each.
struct KnownFocusRatios: Sendable {
    private var colours: (Colour, Colour, Colour, Colour) = (.black, .black, .black, .black)
    private var ratios: (Double?, Double?, Double?, Double?) = (nil, nil, nil, nil)
    private var count = 0

    /// Notes `colour`'s ratio; a fifth is ignored (a suggestion names four colours at most).
    mutating func note(_ colour: Colour, _ ratio: Double?) {
        switch count {
        case 0: (colours.0, ratios.0) = (colour, ratio)
        case 1: (colours.1, ratios.1) = (colour, ratio)
        case 2: (colours.2, ratios.2) = (colour, ratio)
        case 3: (colours.3, ratios.3) = (colour, ratio)
        default: return
        }
        count += 1
    }

    /// The ratio noted first for `colour`: `.some(nil)` when it was noted without a ratio, nil
    /// when it was not noted.
    func ratio(at colour: Colour) -> Double?? {
        if count > 0 && colours.0 == colour { return .some(ratios.0) }
        if count > 1 && colours.1 == colour { return .some(ratios.1) }
        if count > 2 && colours.2 == colour { return .some(ratios.2) }
        if count > 3 && colours.3 == colour { return .some(ratios.3) }
        return nil
    }
}
