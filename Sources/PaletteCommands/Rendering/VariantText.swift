import PaletteKit

/// What the shell says of a level's variant once it is derived.
enum VariantText {
    /// `the high variant derives: 3 roles move ('fix' lists them)`, or why it cannot be derived.
    static func verdict(_ variant: PaletteRepair, level: String) -> String {
        guard variant.passes else {
            let conflicts = variant.conflicts.map { $0.map(RuleText.brief).joined(separator: ", ") }.joined(separator: "; ")
            return "the \(level) variant cannot be derived with its pins: \(conflicts) cannot hold together; 'fix' names what to unpin"
        }
        return "the \(level) variant derives: \(Plural.counted(variant.moves.count, "role")) move ('fix' lists them)"
    }
}
