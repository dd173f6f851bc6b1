/// The families of contrast promises. Thresholds live with each rule in the schema data;
/// a kind says what is measured and when the rule applies.
public enum RuleKind: String, CaseIterable, Sendable {
    case title, body, marker, fill, capsule, ladder, darkStep

    public enum Measure: Sendable {
        /// WCAG 2.x contrast ratio, 1 to 21.
        case contrastRatio
        /// Absolute difference of OKLCH lightness, 0 to 1.
        case lightnessDifference
    }

    public var measure: Measure { self == .darkStep ? .lightnessDifference : .contrastRatio }

    /// Rules of this kind are not applicable in light palettes.
    public var appliesOnlyToDarkPalettes: Bool { self == .darkStep }
}
