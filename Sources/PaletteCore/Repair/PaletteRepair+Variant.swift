extension PaletteRepair {
    /// A palette's variant at a contrast level: the palette with that level's pins in place,
    /// repaired jointly at the level's thresholds and steps (`fix --level NAME`), the pinned
    /// roles kept as the designer pinned them (none when `inverts`: they are this kind's). Hues,
    /// chromas, pair orders and the kind are kept as every repair keeps them; `passes` says
    /// whether the level can be derived, `conflicts` why not (none when `namesConflicts` is
    /// false). `keep`, `only`, `inverts` and `unlinks` are `fix`'s own.
    public static func variant(of palette: Palette, at level: LevelName, only: [RoleName]? = nil, keep: [RoleName] = [],
                               inverts: Bool = false, unlinks: Bool = false, namesConflicts: Bool = true,
                               cancellation: Cancellation = .never) throws(RepairProblem) -> PaletteRepair {
        // A pin is a colour for the palette's own kind: the other kind's variant derives with
        // none of them, and the other kind's palette keeps none (the twin `fix --invert --out`
        // writes carries only the turns it finds).
        var source = palette
        if inverts {
            for (pinnedLevel, pins) in palette.pins { for role in pins.keys { source.pin(role, nil, at: pinnedLevel) } }
        }
        guard let pinned = source.pinned(at: level) else {
            let names = palette.schema.levelNames.map(\.rawValue)
            throw .unknownLevel(level.rawValue, nearest: NearestName.nearest(to: level.rawValue, among: names), levels: names)
        }
        let pins = palette.schema.roleNames.filter { source.pins[level]?[$0] != nil }
        return try repair(RepairRequest(palette: pinned, only: only, keep: keep + pins.filter { !keep.contains($0) }, inverts: inverts,
                                           unlinks: unlinks, namesConflicts: namesConflicts, cancellation: cancellation))
    }
}
