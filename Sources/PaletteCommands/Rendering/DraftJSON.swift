import PaletteKit

/// `draft --json`: {"id", "kind", "level", "passes", "style", "roles": [{"role", "colour", "placed",
/// "from", "slot"?, "placement"?}], "moves", "movedKeys": [{"role", "key", "colour", "failed"}],
/// "conflicts", "levels", "turns", "decisions", "palette"}. A moved key is a `--key` colour that failed a
/// rule or a band with the other keys (`failed` names them) and moved to `colour`.
package enum DraftJSON {
    package static func encode(_ draft: PaletteDraft, source: String) -> JSONValue {
        let palette = draft.palette
        let roles: [JSONValue] = draft.origins.map { role, origin in
            var members: [JSONValue.Member] = [
                .init("role", .string(role.rawValue)),
                .init("colour", .string(palette[role]!.hex)),
                .init("placed", .string(draft.placed[role]!.hex)),
            ]
            switch origin {
            case .given(.key): members.append(.init("from", .string("key")))
            case .given(.drafted): members.append(.init("from", .string("kept")))
            case .given(.scheme(let slot)): members += [.init("from", .string("scheme")), .init("slot", .string(slot))]
            case .style(let placement): members += [.init("from", .string("style")), .init("placement", StyleJSON.placement(placement))]
            case .scheme(let placement, let swatch):
                members += [.init("from", .string("style")), .init("swatch", .string(swatch)), .init("placement", StyleJSON.placement(placement))]
            }
            return .object(members)
        }
        let underived = Set(draft.underivedLevels.map(\.level))
        let levels = draft.request.schema.levels.map(\.name).map { JSONValue.Member($0.rawValue, .bool(draft.repair.passes && !underived.contains($0))) }
        return .object([
            .init("id", .string(draft.request.id.rawValue)),
            .init("kind", .string(draft.request.isLight ? "light" : "dark")),
            .init("level", .string(draft.request.level.rawValue)),
            .init("passes", .bool(draft.passes)),
            .init("style", .object([.init("source", .string(source)), .init("palettes", .array(draft.style.palettes.map(JSONValue.string)))])),
            .init("roles", .array(roles)),
            .init("moves", RepairJSON.encode(draft.repair)["moves"] ?? .array([])),
            .init("movedKeys", .array(draft.movedKeys.map { moved in
                .object([
                    .init("role", .string(moved.role.rawValue)),
                    .init("key", .string(draft.placed[moved.role]!.hex)),
                    .init("colour", .string(palette[moved.role]!.hex)),
                    .init("failed", .array(moved.failed.map { .string(RuleText.conflictName($0)) })),
                ])
            })),
            .init("conflicts", .array(draft.repair.conflicts.map { conflict in .array(conflict.map { .string(RuleText.conflictName($0)) }) })),
            .init("levels", .object(levels)),
            .init("turns", .array(draft.turns.map(BandTurnText.json))),
            .init("decisions", .number(Double(draft.decisions))),
            .init("palette", .object(draft.repair.passes ? palette.filledRoles.map { .init($0.rawValue, .string(palette[$0]!.hex)) } : [])),
        ])
    }
}
