/// A family of contrast promises, as a schema declares it: what is measured, the threshold its
/// rules must reach, and whether it holds in every palette or only in dark ones.
public struct RuleKind: Hashable, Sendable {
    public enum Measure: String, Hashable, Sendable {
        /// WCAG 2.x contrast ratio, 1 to 21 (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
        case contrastRatio = "contrast"
        /// Absolute difference of OKLCH lightness, 0 to 1 (CSS Color 4, OKLCH).
        case lightnessDifference = "lightness"
    }

    public let name: String
    public let measure: Measure
    /// In the measure's unit: a ratio for contrast, a lightness step for lightness.
    public let threshold: Double
    /// Rules of this kind are not applicable in light palettes.
    public let appliesOnlyToDarkPalettes: Bool

    /// An equal kind whose name has storage of its own (`Schema.separateCopy()`).
    var separateCopy: RuleKind {
        RuleKind(name.separateCopy, measure: measure, threshold: threshold, appliesOnlyToDarkPalettes: appliesOnlyToDarkPalettes)
    }

    public init(_ name: String, measure: Measure = .contrastRatio, threshold: Double, appliesOnlyToDarkPalettes: Bool = false) {
        self.name = name
        self.measure = measure
        self.threshold = threshold
        self.appliesOnlyToDarkPalettes = appliesOnlyToDarkPalettes
    }
}
