import PaletteKit

/// How a `fix` answer reads to a person: the moved roles as a table (swatch and hex before and
/// after, lightness before and after, ΔL), the total, and the rules it clears; or, when nothing
/// passes, the rules that cannot hold together and what to unpin.
package enum RepairText {
    package static func lines(_ repair: PaletteRepair, name: String, style: OutputStyle) -> [String] {
        guard repair.passes else { return conflictLines(repair, name: name) }
        let input = repair.input, result = repair.result
        let inverted = repair.start != repair.input ? " (from its inversion)" : ""
        if repair.moves.isEmpty {
            return ["fix \(name): every measured rule passes; nothing moves"]
        }
        var lines = ["fix \(name)\(inverted): \(repair.moves.count) role\(repair.moves.count == 1 ? " moves" : "s move"), Σ|ΔL| \(DecimalText.fixed(repair.totalDeltaL, 3))"]
        let width = max(4, repair.moves.map(\.role.rawValue.count).max() ?? 0)
        lines.append("  " + "role".padding(to: width) + "  before" + String(repeating: " ", count: style.usesColour ? 17 : 12) + "after")
        let groundBefore = input[input.schema.ground], groundAfter = result[result.schema.ground]
        for move in repair.moves {
            let before = Swatch.block(move.from, style: style, over: groundBefore) + "\(move.from.hex) L \(DecimalText.fixed(move.fromLightness, 3))"
            let after = Swatch.block(move.to, style: style, over: groundAfter) + "\(move.to.hex) L \(DecimalText.fixed(move.toLightness, 3))"
            let follows = move.follows.map { "  (follows \($0))" } ?? ""
            lines.append("  " + move.role.rawValue.padding(to: width) + "  " + before + " → " + after + "  ΔL " + SuggestionText.signed(move.deltaL) + follows)
        }
        lines.append("  total Σ|ΔL| \(DecimalText.fixed(repair.totalDeltaL, 3))")
        if !repair.repairedRules.isEmpty {
            lines.append("now passing (\(repair.repairedRules.count) that failed):")
            lines += repair.repairedRules.flatMap { RuleText.wrappedLines(RuleEvaluator.evaluate($0, in: result), style: style) }
        }
        return lines
    }

    static func conflictLines(_ repair: PaletteRepair, name: String, command: String = "fix") -> [String] {
        var lines = ["\(command) \(name): no palette passes every rule with hue, chroma, pair orders and the palette's kind kept"]
        let schema = repair.input.schema
        let kept = Set(repair.keptRoles)
        for (index, conflict) in repair.conflicts.enumerated() {
            let rules = conflict.map(RuleText.brief).joined(separator: ", ")
            var roles: [RoleName] = []
            for rule in conflict {
                for token in rule.tokens { if let base = schema.baseRole(of: token), !roles.contains(base) { roles.append(base) } }
            }
            let pinned = roles.filter(kept.contains).map(\.rawValue)
            let movingRoles = roles.filter { !kept.contains($0) }, moving = movingRoles.map(\.rawValue)
            let verdict: String
            if !pinned.isEmpty {
                verdict = "unpin " + (pinned.count == 1 ? pinned[0] : "one of " + pinned.joined(separator: ", "))
            } else if conflict.count == 1 {
                verdict = "no lightness of \(moving.joined(separator: " and ")) meets it"
            } else {
                verdict = "no lightnesses of \(moving.joined(separator: ", ")) meet them together"
            }
            // A role that moves only with what it follows is not free to meet the rule.
            let following = movingRoles.compactMap { role in repair.input.links[role].map { "\(role) follows \($0.text)" } }
            let links = following.isEmpty ? "" : " (" + following.joined(separator: ", ") + "; --unlink lets it move on its own)"
            let prefix = repair.conflicts.count == 1 ? "  " : "  \(index + 1). "
            lines.append(prefix + (conflict.count == 1 ? rules : rules + " cannot hold together") + ": " + verdict + links)
        }
        return lines
    }
}
