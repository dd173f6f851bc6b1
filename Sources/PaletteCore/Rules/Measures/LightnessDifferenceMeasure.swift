/// The absolute difference of OKLCH lightness, 0 to 1 (CSS Color 4, OKLab): a step a person
/// sees between two surfaces of a dark palette, where contrast ratios crowd near 1.
enum LightnessDifferenceMeasure: RuleMeasure {
    static let name = "lightness"
    static let summary = "OKLCH lightness difference"
    static let unit = "a lightness difference"
    static let thresholds: ClosedRange<Double> = 0...1
    static let decimals = 3
    static let alongTheLine = AlongTheLine.oklchLightness

    static func reading(_ seen: Colour) -> Double { seen.lightness }
    static func value(_ foreground: Double, _ background: Double) -> Double { abs(foreground - background) }
    static func phrase(_ value: String, partner: String) -> String { "step \(value) from \(partner)" }
}
