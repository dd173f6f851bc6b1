import PaletteKit

/// `17/39 filled · 2 failing · next: body`
package enum ProgressText {
    package static func line(_ palette: Palette) -> String {
        let failing = failingCount(palette)
        return filled(palette) + " · \(failing) failing · " + next(palette, failing: failing, levelDerives: true)
    }

    /// The same for a session; once a draft has placed roles, how many were decided by hand. At
    /// a level other than standard, the palette's own tally named as the standard one's, then
    /// the level's as its rules are shown: its variant derives (every rule passing), cannot be
    /// derived with its pins (the rules that cannot hold together), or is still deriving. Saving
    /// needs the level to derive, so "ready to save" waits for its verdict.
    package static func line(_ session: Session, cancellation: Cancellation) throws(ToolError) -> String {
        let palette = session.palette
        let drafted = palette.filledRoles.filter(session.drafted.contains).count
        let decided = drafted > 0 ? " · \(palette.filledRoles.count - drafted) by hand, \(drafted) drafted" : ""
        let level = session.level
        guard level != LevelName.standard, palette.isComplete, let variant = try session.variant(cancellation: cancellation) else {
            return try standardLine(session, cancellation: cancellation) + decided
        }
        let failing = failingCount(palette)
        let standard = filled(palette) + " · \(failing) failing at standard"
        switch variant {
        case .deriving:
            return standard + " · at \(level): deriving… (its verdict follows) · " + next(palette, failing: failing, levelDerives: nil) + decided
        case .derived(let repair) where repair.passes:
            return standard + " · at \(level): derives, 0 failing · " + next(palette, failing: failing, levelDerives: true) + decided
        case .derived(let repair):
            let conflicts = RuleText.conflicts(repair.conflicts)
            return standard + " · at \(level): cannot be derived with its pins (\(conflicts) cannot hold together; 'fix' names what to unpin)"
                + " · " + next(palette, failing: failing, levelDerives: false) + decided
        }
    }

    /// At standard: the palette's own line; once it could be saved, whether each level with
    /// pins derives, which saving needs (a derivation still running is said so).
    private static func standardLine(_ session: Session, cancellation: Cancellation) throws(ToolError) -> String {
        let palette = session.palette
        let failing = failingCount(palette)
        guard palette.isComplete, failing == 0 else { return line(palette) }
        var levels: [String] = []
        var derives: Bool? = true
        for level in palette.schema.levelNames where palette.pins[level]?.isEmpty == false {
            switch try session.derivations.variant(of: palette, at: level, cancellation: cancellation) {
            case .deriving:
                levels.append(" · at \(level): deriving… (its verdict follows)")
                if derives == true { derives = nil }
            case .derived(let repair) where repair.passes:
                continue
            case .derived(let repair):
                let conflicts = RuleText.conflicts(repair.conflicts)
                levels.append(" · at \(level): cannot be derived with its pins (\(conflicts) cannot hold together; 'level \(level)' then 'fix' names what to unpin)")
                derives = false
            }
        }
        return filled(palette) + " · 0 failing" + levels.joined() + " · " + next(palette, failing: 0, levelDerives: derives)
    }

    /// The failing rules and the roles outside their bands, as `check` counts them.
    private static func failingCount(_ palette: Palette) -> Int {
        RuleEvaluator.evaluateAll(palette).filter { $0.status == .fail }.count + BandResult.failing(palette).count
    }

    private static func filled(_ palette: Palette) -> String {
        "\(palette.filledRoles.count)/\(palette.schema.roles.count) filled"
    }

    /// `levelDerives`: whether the levels with pins derive (nil: still deriving).
    private static func next(_ palette: Palette, failing: Int, levelDerives: Bool?) -> String {
        if let role = NextRole.of(palette) { return "next: \(role)" }
        if failing > 0 { return "fix the failing rules to save" }
        switch levelDerives {
        case true?: return "ready to save"
        case false?: return "unpin or re-pin to save"
        case nil: return "ready to save once it derives"
        }
    }
}
