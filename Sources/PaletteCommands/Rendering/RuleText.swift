import PaletteKit

/// How rules and their measurements read in text output.
package enum RuleText {
    /// `ink/paper title ≥ 7`
    /// A band's rule in a repair's conflicts: `destructive band OKLCH lightness 0.35–0.8, chroma ≥ 0.06`.
    package static func brief(_ rule: Rule) -> String {
        if rule.isBand { return "\(rule.foreground) \(rule.kind.name)" }
        return "\(rule.pairName) \(rule.kind.name) ≥ \(DecimalText.shortest(rule.threshold))"
    }

    /// A repair's conflicts as one line: each conflict's rules `brief`, joined by commas, the
    /// conflicts by semicolons.
    package static func conflicts(_ conflicts: [[Rule]]) -> String {
        conflicts.map { $0.map(brief).joined(separator: ", ") }.joined(separator: "; ")
    }

    /// How a conflict's member is named in JSON and in lists of pairs: the pair (`ink/paper`), or
    /// a band's `brief` (it has no pair).
    package static func conflictName(_ rule: Rule) -> String { rule.conflictName }

    /// A measured value as people read it, to its measure's places (`Measure.decimals`).
    /// A failing value that would round up to its threshold is rounded down instead, so
    /// "7.00 < 7" never appears.
    package static func value(_ value: Double, kind: RuleKind, threshold: Double, failing: Bool) -> String {
        let places = kind.measure.decimals
        let rounded = DecimalText.fixed(value, places)
        guard failing, let shown = Double(rounded), shown >= threshold else { return rounded }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return DecimalText.fixed((value * scale).rounded(.down) / scale, places)
    }

    /// `6.51 < 7`, `12.08 ≥ 7`, `3.3 < 9 under deuteranopia` (a failing value with what its
    /// measure adds, `RuleResult.detail`), or the status word when nothing was measured.
    package static func comparison(_ result: RuleResult) -> String {
        let threshold = DecimalText.shortest(result.rule.threshold)
        switch result.status {
        case .pass, .fail:
            guard let measured = result.value else { return result.status.rawValue }
            let failing = result.status == .fail
            let detail = failing ? result.detail.map { " " + $0 } ?? "" : ""
            return value(measured, kind: result.rule.kind, threshold: result.rule.threshold, failing: failing) + (failing ? " < " : " ≥ ") + threshold + detail
        case .pending: return "needs " + result.unsetRoles.map(\.rawValue).joined(separator: " and ")
        case .notApplicable: return "light palette"
        }
    }

    static let statusWidth = 8
    /// Wide enough for the stream schema's kinds; a longer kind name widens its own line.
    static let kindWidth = 8

    /// `  fail  title     ink/paper            6.51 < 7`; with colour, `pass` green and `fail` red
    /// (the padding stays outside the escapes, so columns line up).
    package static func line(_ result: RuleResult, pairWidth: Int = 26, style: OutputStyle = .plain) -> String {
        let status = result.status == .notApplicable ? "n/a" : result.status.rawValue
        let padding = String(repeating: " ", count: max(0, statusWidth - status.count))
        let shownStatus: String
        switch result.status {
        case .pass: shownStatus = style.coloured(status, code: 32)
        case .fail: shownStatus = style.coloured(status, code: 31)
        default: shownStatus = status
        }
        return "  " + shownStatus + padding + result.rule.kind.name.padding(to: kindWidth + 2)
            + result.rule.pairName.padding(to: max(pairWidth, result.rule.pairName.count + 1)) + comparison(result)
    }

    /// A band's line in a rule's columns: `  fail    band      destructive               L 0.26, C 0.11
    /// outside OKLCH lightness 0.35–0.8, chroma ≥ 0.06` (lightness and chroma of the 8-bit colour,
    /// to two places).
    package static func bandLine(_ result: BandResult, pairWidth: Int = 26, style: OutputStyle = .plain) -> String {
        let status = result.passes ? "pass" : "fail"
        let padding = String(repeating: " ", count: max(0, statusWidth - status.count))
        let measured = "L \(DecimalText.fixed(result.lightness, 2)), C \(DecimalText.fixed(result.chroma, 2))"
        return "  " + style.coloured(status, code: result.passes ? 32 : 31) + padding + "band".padding(to: kindWidth + 2)
            + "\(result.band.role) \(result.colour.hex)".padding(to: max(pairWidth, result.band.role.rawValue.count + 9))
            + measured + (result.passes ? " within " : " outside ") + result.bandText
    }

    /// The same line wrapped to the terminal's width, continuing under the kind column.
    package static func wrappedLines(_ result: RuleResult, style: OutputStyle) -> [String] {
        TextWrap.wrap(line(result, style: style), width: style.width, indent: 2 + statusWidth)
    }

    /// Failing first, then the others in schema order.
    package static func failingFirst(_ results: [RuleResult]) -> [RuleResult] {
        results.filter { $0.status == .fail } + results.filter { $0.status != .fail }
    }

    /// `70 rules: 66 pass, 1 fail, 0 pending, 3 not applicable`
    package static func tally(_ results: [RuleResult]) -> String {
        func count(_ status: RuleStatus) -> Int { results.filter { $0.status == status }.count }
        return "\(Plural.counted(results.count, "rule")): \(count(.pass)) pass, \(count(.fail)) fail, \(count(.pending)) pending, \(count(.notApplicable)) not applicable"
    }
}
