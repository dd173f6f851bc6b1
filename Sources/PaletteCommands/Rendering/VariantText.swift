import PaletteKit

/// What the shell says of a level's variant once it is derived.
enum VariantText {
    /// `the high variant derives: 3 roles move ('fix' lists them)`, or why it cannot be derived.
    static func verdict(_ variant: PaletteRepair, level: LevelName) -> String {
        guard variant.passes else {
            let conflicts = RuleText.conflicts(variant.conflicts)
            return "the \(level) variant cannot be derived with its pins: \(conflicts) cannot hold together; 'fix' names what to unpin"
        }
        return "the \(level) variant derives: \(Plural.counted(variant.moves.count, "role")) move ('fix' lists them)"
    }

    /// The line above rules a line at `level` shows when they measure the pins as they stand,
    /// not the variant (still deriving, or not derivable with them), so their failures read as
    /// the pins' and not as the palette's; nil when they measure the variant.
    static func measuredOnThePins(_ variant: VariantState?, level: LevelName) -> String? {
        switch variant {
        case .deriving?: return "  measured on the pins: the \(level) variant is still deriving (its verdict follows)"
        case .derived(let repair)? where !repair.passes:
            return "  measured on the pins: the \(level) variant cannot be derived with them, so these are the pins' rules at \(level) ('fix' names what to unpin)"
        case .derived?, nil: return nil
        }
    }
}
