import PaletteKit

/// How a suggestion reads to a person: from and to with OKLCH lightness, the achieved ratio
/// next to its threshold, and the other side's alternative on one line.
package enum SuggestionText {
    package static func lines(_ suggestion: Suggestion) -> [String] {
        let role = suggestion.role
        let from = suggestion.original
        if suggestion.originalPasses {
            return ["\(role) \(describe(from)) already passes" + ratio(suggestion, at: from)]
        }
        if let best = suggestion.best {
            var lines = ["\(role) \(describe(from)) → \(describe(best, from: from))" + ratio(suggestion, at: best) + flips(suggestion, best)]
            if let other = suggestion.alternative {
                let side = other.lightness > from.lightness ? "lighter" : "darker"
                lines.append("  or \(side): \(describe(other, from: from))" + ratio(suggestion, at: other) + flips(suggestion, other))
            }
            return lines
        }
        var lines = ["\(role) \(describe(from)): no colour on its lightness line meets every rule"]
        if let compromise = suggestion.compromise {
            let together = compromise.broken.count > 1 ? " together" : ""
            lines.append("  cannot be met\(together): " + compromise.broken.map(RuleText.brief).joined(separator: ", "))
            let kept = suggestion.focus.flatMap { compromise.broken.contains($0) ? nil : " keeps \($0.pairName)," } ?? ""
            lines.append("  closest: \(describe(compromise.candidate, from: from))" + ratio(suggestion, at: compromise.candidate)
                         + ";\(kept) breaks \(compromise.broken.count): " + compromise.broken.map(\.pairName).joined(separator: ", "))
        }
        return lines
    }

    /// `; flips paper above plate` for each pair the candidate turns upside down.
    static func flips(_ suggestion: Suggestion, _ candidate: Candidate) -> String {
        let flipped = suggestion.flips(of: candidate)
        guard !flipped.isEmpty else { return "" }
        let schema = suggestion.query.palette.schema
        let role = suggestion.role
        let phrases = flipped.map { rule -> String in
            let partner = schema.baseRole(of: rule.foreground) == role ? rule.background : rule.foreground
            let above = candidate.lightness > suggestion.original.lightness
            return above ? "\(role) above \(partner)" : "\(partner) above \(role)"
        }
        var seen: Set<String> = []
        return "; flips " + phrases.filter { seen.insert($0).inserted }.joined(separator: ", ")
    }

    /// `#3B4252 L 0.324`
    package static func describe(_ candidate: Candidate) -> String {
        "\(candidate.colour.hex) L \(DecimalText.fixed(candidate.lightness, 3))"
    }

    /// `#434C5E L 0.361 (ΔL +0.037)`
    package static func describe(_ candidate: Candidate, from: Candidate) -> String {
        describe(candidate) + " (ΔL " + signed(candidate.lightness - from.lightness) + ")"
    }

    package static func signed(_ value: Double) -> String {
        let text = DecimalText.fixed(abs(value), 3)
        return (value < 0 && text != "0.000" ? "−" : "+") + text
    }

    /// `: 1.21 against paper (≥ 1.05)`, `: step 0.051 from plate (≥ 0.05)`: the focus rule's value as its
    /// measure phrases it (`RuleMeasure.phrase`).
    static func ratio(_ suggestion: Suggestion, at candidate: Candidate) -> String {
        guard let focus = suggestion.focus else { return "" }
        let schema = suggestion.query.palette.schema
        let partner = schema.baseRole(of: focus.foreground) == suggestion.role ? focus.background : focus.foreground
        let threshold = " (≥ \(DecimalText.shortest(focus.threshold)))"
        guard let value = suggestion.focusMeasure(at: candidate) else { return "" }
        return ": " + focus.kind.measure.phrase(focus.kind.measure.format(value), partner: partner) + threshold
    }
}
