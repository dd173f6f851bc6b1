import PaletteKit

/// The levels of the twin `fix --invert` makes: each level above standard derived from the twin
/// as an app would show it, a status hue turned where the level cannot keep its bands otherwise
/// (`PaletteRepair.bandTurn`, pinned in the twin and named), and a level that still cannot derive
/// named with why, so no twin is written with a variant nobody was told of.
struct OtherKindLevels {
    var turns: [BandTurn] = []
    var underived: [(level: LevelName, conflicts: [[Rule]])] = []

    /// Derives `twin`'s levels, pinning each turn in it.
    static func deriving(_ twin: inout Palette, cancellation: Cancellation) throws(ToolError) -> OtherKindLevels {
        var levels = OtherKindLevels()
        for level in twin.schema.levels.map(\.name) {
            let derived = twin
            let found = try ToolError.converting { () throws(RepairProblem) -> (turn: BandTurn?, conflicts: [[Rule]])? in
                let variant = try PaletteRepair.variant(of: derived, at: level, cancellation: cancellation)
                guard !variant.passes else { return nil }
                return (try PaletteRepair.bandTurn(of: derived, at: level, derived: variant, cancellation: cancellation), variant.conflicts)
            }
            guard let found else { continue }
            if let turn = found.turn {
                twin.pin(turn.role, turn.to, at: level)
                levels.turns.append(turn)
            } else {
                levels.underived.append((level, found.conflicts))
            }
        }
        return levels
    }

    /// A line per turn, then one per level that cannot be derived.
    func lines(_ twin: Palette) -> [String] {
        turns.map { BandTurnText.line($0, schema: twin.schema, isLight: twin.isLight ?? true) }
            + underived.map { level, conflicts in
                "the \(level) variant of the twin cannot be derived: "
                    + RuleText.conflicts(conflicts)
            }
    }

    /// `"turns"` and `"underivedLevels"` for `fix --json`.
    var jsonMembers: [JSONValue.Member] {
        [
            .init("turns", .array(turns.map(BandTurnText.json))),
            .init("underivedLevels", .array(underived.map { level, conflicts in
                .object([.init("level", .string(level.rawValue)),
                         .init("conflicts", .array(conflicts.map { .array($0.map { .string(RuleText.conflictName($0)) }) }))])
            })),
        ]
    }
}
