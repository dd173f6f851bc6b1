import PaletteKit

/// A contrast ratio given at the command line (`suggest --min 4.5`, `lint --pair FG BG --min 3`):
/// a WCAG 2.x ratio within the thresholds the contrast measure allows (1 to 21), read once here.
enum RatioValue {
    static func parse(_ text: String) throws(ToolError) -> Double {
        guard let value = Double(text), value.isFinite, Measure.standard.thresholds.contains(value) else { throw .badThreshold(text) }
        return value
    }
}
