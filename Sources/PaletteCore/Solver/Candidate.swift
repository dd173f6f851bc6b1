/// A colour on a role's lightness line, with the OKLCH lightness measured on the 8-bit value.
public struct Candidate: Hashable, Sendable {
    public let colour: Colour
    /// OKLCH lightness of the stored 8-bit colour, in [0, 1].
    public let lightness: Double

    public init(_ colour: Colour) {
        self.init(colour, lightness: colour.lightness)
    }

    /// With the lightness already measured (it must be `colour.lightness`).
    init(_ colour: Colour, lightness: Double) {
        self.colour = colour
        self.lightness = lightness
    }
}
