import PaletteKit

/// How a draft reads to a person: where each role came from, the repair's moves, whether every
/// rule and level holds, and how many decisions the designer made.
package enum DraftText {
    /// `only`: the roles to list (a shell's `draft ROLE…` lists those it drafted); nil for all.
    /// The first line names the palettes the style was learned from; `styleNote` follows it.
    package static func lines(_ draft: PaletteDraft, source: String, styleNote: String? = nil, kindReason: String?, style: OutputStyle,
                              only: [RoleName]? = nil) -> [String] {
        let id = draft.request.id.rawValue
        let kind = draft.request.isLight ? "light" : "dark"
        let names = draft.style.palettes.joined(separator: ", ")
        var lines = ["draft \(id): \(kind), in the style of \(Plural.counted(draft.style.palettes.count, "\(kind) palette")) (\(source): \(names))"]
        if let styleNote { lines.append("  style: " + styleNote) }
        if let kindReason { lines.append("  kind: " + kindReason) }
        guard draft.repair.passes else {
            return lines + RepairText.conflictLines(draft.repair, name: id, command: "draft")
        }
        let palette = draft.palette
        let ground = palette[palette.schema.ground]
        let width = max(4, draft.origins.map(\.role.rawValue.count).max() ?? 0)
        for (role, origin) in draft.origins where only?.contains(role) ?? true {
            let colour = palette[role]!
            let from: String
            switch origin {
            case .given(.key): from = draft.movedKeys.contains { $0.role == role } ? "key, moved" : "key"
            case .given(.drafted): from = "kept (an earlier draft's)"
            case .given(.scheme(let slot)): from = "scheme \(slot)"
            case .style(let placement): from = "style: " + StyleText.placement(placement)
            case .scheme(let placement, let swatch): from = "style, the scheme's \(swatch): " + StyleText.placement(placement)
            }
            lines.append("  " + role.rawValue.padding(to: width) + "  " + Swatch.block(colour, style: style, over: ground) + colour.hex.padding(to: 9) + "  " + from)
        }
        for moved in draft.movedKeys {
            let key = draft.placed[moved.role]!, colour = palette[moved.role]!
            lines.append("key \(moved.role) \(key.hex) fails " + moved.failed.map(RuleText.brief).joined(separator: ", ")
                         + "; moved to the nearest passing colour \(colour.hex) (--exact refuses instead)")
        }
        let moves = draft.repair.moves.filter { $0.from != $0.to }
        if moves.isEmpty {
            lines.append("repair: every rule passed as placed; nothing moved")
        } else {
            lines.append("repair: \(moves.count) role\(moves.count == 1 ? "" : "s") moved, Σ|ΔL| \(DecimalText.fixed(draft.repair.totalDeltaL, 3))")
            let moveWidth = max(4, moves.map(\.role.rawValue.count).max() ?? 0)
            for move in moves {
                lines.append("  " + move.role.rawValue.padding(to: moveWidth) + "  \(move.from.hex) → \(move.to.hex)  ΔL " + SuggestionText.signed(move.deltaL))
            }
        }
        let level = draft.request.level
        var verdict = "every rule passes at \(level)"
        let others = draft.request.schema.levelNames.filter { $0 != level }
        let underived = Set(draft.underivedLevels.map(\.level))
        let derived = others.filter { !underived.contains($0) && $0 != LevelName.standard }
        if !derived.isEmpty { verdict += "; \(derived.map(\.rawValue).joined(separator: ", ")) derive\(derived.count == 1 ? "s" : "")" }
        lines.append(verdict)
        let isLight = draft.palette.isLight ?? draft.request.isLight
        for turn in draft.turns { lines.append(BandTurnText.line(turn, schema: draft.request.schema, isLight: isLight)) }
        for (name, conflicts) in draft.underivedLevels {
            lines.append("the \(name) variant cannot be derived: " + RuleText.conflicts(conflicts))
        }
        let keys = draft.keys
        let decisionText = keys.isEmpty ? "0 decisions" : Plural.counted(keys.count, "decision") + " (\(keys.map(\.rawValue).joined(separator: ", ")))"
        lines.append("\(decisionText); \(Plural.counted(draft.drafted.count, "role")) drafted from the style")
        return lines
    }

    /// After the ground changes: `plate, sunken, raised were drafted from the old paper: 'draft
    /// plate sunken raised' follows the new one` (more than three roles are counted).
    package static func redraftOffer(_ roles: [RoleName], ground: RoleName) -> String {
        let names = roles.map(\.rawValue)
        let named = names.count <= 3 ? names.joined(separator: ", ") : Plural.counted(names.count, "role")
        return "\(named) \(names.count == 1 ? "was" : "were") drafted from the old \(ground): 'draft \(names.joined(separator: " "))' follows the new one"
    }
}
