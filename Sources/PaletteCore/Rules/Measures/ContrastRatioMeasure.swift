/// WCAG 2.x contrast ratio, 1 to 21: (L1 + 0.05) / (L2 + 0.05) of the relative luminances, the
/// lighter over the darker (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
enum ContrastRatioMeasure: RuleMeasure {
    static let name = "contrast"
    static let summary = "WCAG 2.x contrast ratio"
    static let unit = "a contrast ratio"
    static let thresholds: ClosedRange<Double> = 1...21
    static let decimals = 2
    static let alongTheLine = AlongTheLine.wcagLuminance

    static func reading(_ seen: Colour) -> Double { WCAGContrast.luminance(seen) }
    static func value(_ foreground: Double, _ background: Double) -> Double { WCAGContrast.ratio(luminance: foreground, background) }
}
