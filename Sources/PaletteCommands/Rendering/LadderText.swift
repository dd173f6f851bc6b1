import PaletteKit

/// `suggest ladder`: "move plate to … (ΔL 0.012) or move paper to … (ΔL 0.015)".
package enum LadderText {
    package static func lines(_ suggestions: [Suggestion]) -> [String] {
        if let passing = suggestions.first(where: \.originalPasses) {
            let partner = suggestions.first { $0.role != passing.role }
            return ["ground/plate passes: \(passing.role) \(passing.original.colour.hex) with \(partner?.role ?? "") \(partner?.original.colour.hex ?? "")"
                    + SuggestionText.ratio(passing, at: passing.original)]
        }
        let options = suggestions.map(option)
        var lines = [options.joined(separator: " or ")]
        for suggestion in suggestions where !suggestion.passes {
            lines += SuggestionText.lines(suggestion).map { "  " + $0 }
        }
        return lines
    }

    static func option(_ suggestion: Suggestion) -> String {
        guard let best = suggestion.best else { return "no passing \(suggestion.role)" }
        return "move \(suggestion.role) to \(best.colour.hex) (ΔL \(SuggestionText.signed(best.lightness - suggestion.original.lightness)))"
            + SuggestionText.ratio(suggestion, at: best)
    }
}
