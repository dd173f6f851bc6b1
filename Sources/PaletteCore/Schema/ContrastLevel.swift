/// A contrast level beyond the schema's own (`standard`): the promises a palette keeps when the
/// user asks for more contrast (iOS and macOS "Increase Contrast", CSS
/// `@media (prefers-contrast: more)`). It raises the thresholds of some rule kinds and changes
/// the steps of some derived tokens; everything else is the standard level's. A palette's
/// variant at a level is derived by the joint repair (`Palette.variant(at:)`), never stored.
public struct ContrastLevel: Hashable, Sendable {
    public let name: LevelName
    /// Rule kind name → threshold, in the kind's measure; never below the standard threshold.
    public let thresholds: [String: Double]
    /// Derived token name → step in [0, 1].
    public let steps: [String: Double]
    /// `lint` measures the modes of a design system whose name contains one of these at this
    /// level (`high-contrast`, `contrast=high`): a high-contrast theme is gated at its own promise.
    public let modes: [String]

    public init(_ name: LevelName, thresholds: [String: Double], steps: [String: Double] = [:], modes: [String] = []) {
        self.name = name
        self.thresholds = thresholds
        self.steps = steps
        self.modes = modes
    }
}
