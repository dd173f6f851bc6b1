/// A family of contrast promises, as a schema declares it: what is measured, the threshold its
/// rules must reach, and whether it holds in every palette or only in dark ones.
public struct RuleKind: Hashable, Sendable {
    public let name: String
    public let measure: Measure
    /// In the measure's unit (`Measure.unit`).
    public let threshold: Double
    /// Rules of this kind are not applicable in light palettes.
    public let appliesOnlyToDarkPalettes: Bool

    /// An equal kind whose name has storage of its own (`Schema.separateCopy()`).
    var separateCopy: RuleKind {
        RuleKind(name.separateCopy, measure: measure, threshold: threshold, appliesOnlyToDarkPalettes: appliesOnlyToDarkPalettes)
    }

    public init(_ name: String, measure: Measure = .standard, threshold: Double, appliesOnlyToDarkPalettes: Bool = false) {
        self.name = name
        self.measure = measure
        self.threshold = threshold
        self.appliesOnlyToDarkPalettes = appliesOnlyToDarkPalettes
    }
}
