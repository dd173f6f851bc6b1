import PaletteCore

/// Why a draft cannot be asked. Wording lives in PaletteCommands/ErrorText.swift.
public enum DraftProblem: Error, Hashable, Sendable {
    /// No palettes to learn a style from.
    case noPalettes
    /// None of the style's `count` palettes is of the kind drafted.
    case noPalettesOfKind(isLight: Bool, count: Int)
    case unknownRole(String, nearest: String?)
    /// The ground given is of the other kind than the one asked for.
    case groundOfOtherKind(ground: RoleName, colour: Colour, isLight: Bool)
    /// A role given twice, as a key or from the scheme and as a key.
    case givenTwice(RoleName)
    case unknownLevel(String, nearest: String?, levels: [String])
    /// The roles given leave no passing palette: small sets of rules (`fg/bg` pairs) that cannot
    /// hold together.
    case infeasible(conflicts: [[String]])
    /// The palette passes, but a level's variant cannot be derived from it (with its pins).
    case levelNotDerivable(level: LevelName, conflicts: [[String]])
    /// A role that must be opaque (the ground) given a translucent colour.
    case translucentGround(role: RoleName, colour: Colour)
    /// The request's `cancellation` said stop before the draft was repaired.
    case cancelled
}
