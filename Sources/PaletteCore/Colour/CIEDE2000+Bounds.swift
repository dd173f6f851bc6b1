/// Bounds on the squared CIEDE2000 difference that need no trigonometry: every term of
/// `difference` but the two that read the mean hue (T in S_H, and R_T), which are bounded over
/// every hue instead. A search that only asks whether a pair reaches a threshold decides most
/// pairs from these and computes the difference itself only for the rest.
extension CIEDE2000 {
    /// T of equation 15 over every hue angle: least 0.362055… at 290.14°, most 1.572472… at
    /// 234.38° (a scan of every 1e-4°), widened in the third place.
    static let leastHueWeighting = 0.362
    static let mostHueWeighting = 1.573
    /// |sin(2Δθ)| with Δθ = 30·exp(−(…)²)° ≤ 30° (equation 21) is at most sin 60° = 0.8660254…
    static let mostRotationSine = 0.866026

    /// ΔE00² lies within `lower...upper` (up to rounding in the last places; callers compare
    /// with a relative margin).
    ///
    /// Equations 2–10 and 16–20 are computed as `difference` computes them, except ΔH'² =
    /// |(a'₂, b₂) − (a'₁, b₁)|² − ΔC'² (ΔH'² = 2C'₁C'₂(1 − cos Δh'), the chord of the a'b plane
    /// with the chroma difference taken out), widened by 1e-12 of the terms it cancels. With
    /// x = ΔL'/S_L, c = ΔC'/S_C and h = ΔH'/S_H, ΔE00² = x² + c² + h² + R_T·c·h, where S_H =
    /// 1 + 0.015·C̄'·T lies between its values at the least and most T, and |R_T| ≤ R_C·sin 60°
    /// = r. The upper bound takes h at its largest and the rotation term at +r|c|h; the lower
    /// bound takes the least of h² − r|c|h over h's interval (a parabola: at r|c|/2 clamped to
    /// it).
    static func squaredBounds(_ first: CIELab, _ second: CIELab) -> (lower: Double, upper: Double) {
        let (a1, a2, c1, c2) = primed(first, second)
        let deltaA = a2 - a1, deltaB = second.b - first.b
        let deltaC = c2 - c1
        let chord = deltaA * deltaA + deltaB * deltaB, deltaC2 = deltaC * deltaC
        let slack = 1e-12 * (chord + deltaC2)
        let deltaH2Most = max(0, chord - deltaC2 + slack), deltaH2Least = max(0, chord - deltaC2 - slack)
        let meanC = (c1 + c2) / 2
        let meanC7 = seventhPower(meanC)
        let rotation = mostRotationSine * 2 * (meanC7 / (meanC7 + pow25To7)).squareRoot()
        let x = (second.lightness - first.lightness) / lightnessWeight(meanLightness: (first.lightness + second.lightness) / 2)
        let c = abs(deltaC) / (1 + 0.045 * meanC)
        let hueWeightLeast = 1 + 0.015 * meanC * leastHueWeighting, hueWeightMost = 1 + 0.015 * meanC * mostHueWeighting
        let hMost = deltaH2Most.squareRoot() / hueWeightLeast, hLeast = deltaH2Least.squareRoot() / hueWeightMost
        let common = x * x + c * c
        let h = min(hMost, max(hLeast, rotation * c / 2))
        return (common + h * h - rotation * c * h, common + hMost * hMost + rotation * c * hMost)
    }
}
