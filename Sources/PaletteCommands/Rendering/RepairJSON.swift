import PaletteKit

/// `fix --json`: {"passes", "totalDeltaL", "moves", "roles", "conflicts"}; a move of a role that
/// follows another names what it follows (`"follows"`).
package enum RepairJSON {
    package static func encode(_ repair: PaletteRepair) -> JSONValue {
        .object([
            .init("passes", .bool(repair.passes)),
            .init("totalDeltaL", .number(repair.totalDeltaL)),
            .init("moves", .array(repair.moves.map { move in
                .object([
                    .init("role", .string(move.role.rawValue)),
                    .init("from", .string(move.from.hex)),
                    .init("to", .string(move.to.hex)),
                    .init("fromL", .number(move.fromLightness)),
                    .init("toL", .number(move.toLightness)),
                    .init("deltaL", .number(move.deltaL)),
                ] + (move.follows.map { [.init("follows", .string($0))] } ?? []))
            })),
            .init("roles", .object(repair.result.filledRoles.map { .init($0.rawValue, .string(repair.result[$0]!.hex)) })),
            .init("conflicts", .array(repair.conflicts.map { conflict in .array(conflict.map { .string(RuleText.conflictName($0)) }) })),
        ])
    }

}
