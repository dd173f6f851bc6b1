import PaletteKit

/// How a style reads to a person (`palette-repl style`, and each drafted role's origin): what
/// each role follows, by how much, and how firmly the style's palettes agree.
package enum StyleText {
    /// `L between paper and ink at 0.83 · C ink +0.004 · h ink +2°`.
    package static func placement(_ placement: RolePlacement) -> String {
        var parts: [String] = []
        switch placement.lightness {
        case .absolute(let value): parts.append("L " + DecimalText.fixed(value, 3))
        case .offset(let anchor, let offset): parts.append("L \(anchor) " + SuggestionText.signed(offset))
        case .between(let from, let to, let fraction): parts.append("L \(from)→\(to) " + signedless(fraction, 2))
        }
        switch placement.chroma {
        case .ownLine: return parts[0] + " · its own line"
        case .absolute(let value): parts.append("C " + DecimalText.fixed(value, 3))
        case .offset(let anchor, let offset): parts.append("C \(anchor) " + SuggestionText.signed(offset))
        case .ratio(let anchor, let times): parts.append("C \(anchor) ×" + DecimalText.fixed(times, 2))
        }
        switch placement.hue {
        case .absolute(let value): parts.append("h \(Int(value.rounded()))°")
        case .offset(let anchor, let turn, _):
            let degrees = Int(abs(turn).rounded())
            parts.append("h \(anchor) \(turn < 0 && degrees > 0 ? "−" : "+")\(degrees)°")
        }
        if placement.alpha != 255 { parts.append("α " + DecimalText.fixed(Double(placement.alpha) / 255, 2)) }
        return parts.joined(separator: " · ")
    }

    /// A number with a true minus sign when negative, as offsets are written.
    private static func signedless(_ value: Double, _ places: Int) -> String {
        let text = DecimalText.fixed(value, places)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    /// The style as a table: a heading naming its palettes, then a row per role placed.
    package static func lines(_ style: PaletteStyle, source: String) -> [String] {
        let kind = style.isLight ? "light" : "dark"
        var lines = ["style for a \(kind) palette from \(style.anchors.map(\.rawValue).joined(separator: ", ")): \(style.palettes.count) \(kind) palette\(style.palettes.count == 1 ? "" : "s") (\(source))"]
        let width = max(4, style.placements.map(\.role.rawValue.count).max() ?? 0)
        lines.append("  " + "role".padding(to: width) + "  spread  follows")
        for placement in style.placements {
            lines.append("  " + placement.role.rawValue.padding(to: width) + "  " + DecimalText.fixed(placement.spread, 3) + "   " + Self.placement(placement))
        }
        lines.append("spread: the mean OKLab distance between where the style places a role and where each palette has it (L + C + h)")
        return lines
    }
}
