extension PaletteRepair {
    /// A palette's variant at a contrast level: the palette with that level's pins in place,
    /// repaired jointly at the level's thresholds and steps (`fix --level NAME`), the pinned
    /// roles kept as the designer pinned them. Hues, chromas, pair orders and the kind are kept
    /// as every repair keeps them; `passes` says whether the level can be derived, `conflicts`
    /// why not. `keep`, `only`, `inverts` and `unlinks` are `fix`'s own.
    public static func variant(of palette: Palette, at level: LevelName, only: [RoleName]? = nil, keep: [RoleName] = [],
                               inverts: Bool = false, unlinks: Bool = false, cancellation: Cancellation = .never) throws(RepairProblem) -> PaletteRepair {
        guard let pinned = palette.pinned(at: level) else {
            let names = palette.schema.levelNames.map(\.rawValue)
            throw .unknownLevel(level.rawValue, nearest: NearestName.nearest(to: level.rawValue, among: names), levels: names)
        }
        let pins = palette.schema.roleNames.filter { palette.pins[level]?[$0] != nil }
        return try repair(RepairRequest(palette: pinned, only: only, keep: keep + pins.filter { !keep.contains($0) }, inverts: inverts,
                                           unlinks: unlinks, cancellation: cancellation))
    }
}
