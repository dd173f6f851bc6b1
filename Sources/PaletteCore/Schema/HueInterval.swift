/// An arc of OKLCH hue, in degrees: from `from` counter-clockwise (towards larger angles) to
/// `to`, both included; an arc whose `from` is above its `to` passes through 0° (a red's
/// [345, 45]).
public struct HueInterval: Hashable, Sendable {
    public let from: Double
    public let to: Double

    public init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }

    /// Whether `hue` (degrees, any turn: it is taken modulo 360) lies on the arc.
    public func contains(_ hue: Double) -> Bool {
        let angle = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        return from <= to ? (from...to).contains(angle) : angle >= from || angle <= to
    }
}
