extension WCAGContrast {
    /// The closed-form inversion of the WCAG 2.x contrast ratio: the relative luminances a side
    /// may not take if it is to reach `ratio` against a partner of luminance `partner`, as the
    /// open interval (`darker`, `lighter`). A side passes with Y ≤ `darker` (below the partner)
    /// or Y ≥ `lighter` (above it). From (Y_lighter + 0.05) / (Y_darker + 0.05) ≥ r
    /// (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio):
    /// Y ≤ (Y_p + 0.05) / r − 0.05, or Y ≥ r (Y_p + 0.05) − 0.05.
    /// A limit outside [0, 1] means no colour reaches the ratio on that side. Unitless, as Y is.
    public static func failingLuminances(against partner: Double, ratio: Double) -> (darker: Double, lighter: Double) {
        ((partner + 0.05) / ratio - 0.05, ratio * (partner + 0.05) - 0.05)
    }
}
