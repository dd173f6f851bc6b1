/// What `fix` is asked: which palette, which roles may move, and whether to start from the
/// palette's inversion.
public struct RepairRequest: Sendable {
    public var palette: Palette
    /// Only these roles move; nil for every set role.
    public var only: [RoleName]?
    /// These roles stay as they are.
    public var keep: [RoleName]
    /// Start from the other kind: the schema's draft of it (`Palette.draftOfOtherKind`), every
    /// pair's order flipped except those the schema's `otherKind` keeps.
    public var inverts: Bool
    /// Rule pair (`foreground/background`) → whether its foreground stays the lighter side, for
    /// pairs whose order is decided elsewhere (a draft keeps its style's orders); every other
    /// pair keeps the palette's own order.
    public var orders: [String: Bool]
    /// Every role moves on its own, its link given up (`fix --unlink`); else a linked role moves
    /// with what it follows.
    public var unlinks: Bool
    /// Asked between the search's cuts: once cancelled, the repair throws `.cancelled`.
    public var cancellation: Cancellation
    /// Whether a repair that finds no passing palette names the rules that cannot hold together
    /// (`PaletteRepair.conflicts`). Proving a set minimal costs more than proving that nothing
    /// passes, so a caller that only asks whether a palette passes (a trial of `bandTurn`) says no.
    public var namesConflicts: Bool

    public init(palette: Palette, only: [RoleName]? = nil, keep: [RoleName] = [], inverts: Bool = false, orders: [String: Bool] = [:],
                unlinks: Bool = false, namesConflicts: Bool = true, cancellation: Cancellation = .never) {
        self.unlinks = unlinks
        self.namesConflicts = namesConflicts
        self.cancellation = cancellation
        self.palette = palette
        self.only = only
        self.keep = keep
        self.inverts = inverts
        self.orders = orders
    }
}

/// Why a repair cannot be asked.
public enum RepairProblem: Error, Hashable, Sendable {
    case unknownRole(String, nearest: String?)
    /// `--only` names a role with no colour: there is no line to move it along.
    case unsetRole(RoleName)
    /// `--only` names a role that follows another (`link`): it moves with it, or with `--unlink`.
    case linkedRole(RoleName, follows: String)
    /// `--invert` needs the ground to know which kind the palette turns into.
    case invertWithoutGround(RoleName)
    /// A level the schema does not have; `levels` are all it has, `standard` first.
    case unknownLevel(String, nearest: String?, levels: [String])
    /// The request's `cancellation` said stop before an answer was found.
    case cancelled
}
