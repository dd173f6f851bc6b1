@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// An independent scan of a lightness line: samples positions densely along the line as the
/// tests' own maths draws it (`ReferenceLine.colours(through:)`: `ReferenceColour`'s OKLab and
/// CSS Color 4 gamut mapping, none of the product's `LightnessLine`) and measures every distinct
/// 8-bit colour it meets. The solver must never be beaten by it.
package struct BruteForceLine {
    package let colours: [Colour]

    package init(through colour: Colour, samples: Int = 4000) {
        let colourAt = ReferenceLine.colours(through: colour)
        var seen: Set<Colour> = []
        var ordered: [Colour] = []
        for index in 0...samples {
            let candidate = colourAt(Double(index) / Double(samples))
            if seen.insert(candidate).inserted { ordered.append(candidate) }
        }
        // The role's own colour is on its line by definition.
        if seen.insert(colour).inserted { ordered.append(colour) }
        colours = ordered
    }

    /// Nearest passing lightness distance on each side, from full palette evaluation.
    package static func nearest(for query: SuggestionQuery, among colours: [Colour]) -> (lighter: Double?, darker: Double?) {
        let original = query.palette[query.role]!
        let fromLightness = ReferenceColour.oklab(original)[0]
        var lighter: Double?, darker: Double?
        for colour in colours where colour != original {
            var palette = query.palette
            palette[query.role] = colour
            let passes = query.rules.allSatisfy { RuleEvaluator.evaluate($0, in: palette).status != .fail }
            guard passes else { continue }
            let distance = ReferenceColour.oklab(colour)[0] - fromLightness
            if distance >= 0 { lighter = min(lighter ?? .infinity, distance) } else { darker = min(darker ?? .infinity, -distance) }
        }
        return (lighter, darker)
    }
}
