import PaletteKit

/// What undo and redo restore: the palette and the swatch libraries in use, built-in or read
/// from a scheme file (kept as read, so undo needs no file), and which roles a draft placed.
package struct SessionSnapshot: Equatable, Sendable {
    package var palette: Palette
    /// The most recently loaded last.
    package var libraries: [SwatchLibrary]
    /// Roles whose colour a draft placed and nobody has set since: not decisions. A view of how
    /// the palette was made, not part of it: two snapshots that differ only here are equal, so
    /// it never makes work unsaved.
    package var drafted: Set<RoleName> = []

    package var sourceNames: [String] { libraries.map(\.name) }

    package static func == (lhs: SessionSnapshot, rhs: SessionSnapshot) -> Bool {
        lhs.palette == rhs.palette && lhs.libraries == rhs.libraries
    }
}

/// One authoring session: the palette being written, its history and where it is saved.
package struct Session: Sendable {
    package let paths: SessionPaths
    package var current: SessionSnapshot
    var undoStack = PersistentStack<SessionSnapshot>()
    var redoStack = PersistentStack<SessionSnapshot>()
    /// The state last written to the palette file (nil before the first save of a new palette).
    var saved: SessionSnapshot?
    /// Whether `save` may replace an existing palette file: one the session opened, or one it
    /// has saved itself. A replayed session file owns the palette it rebuilds.
    var ownsPaletteFile: Bool
    /// The answer `apply` takes: one suggestion, or the two of `suggest ladder` in rank order.
    /// One the feedback did not show is searched only when asked for (`deferSuggestion`).
    var lastSuggestions: [Suggestion] {
        get { deferredSuggestion.map { [Solver.suggest(try! SuggestionQuery.moving($0.role, in: $0.palette))] } ?? shownSuggestions }
        set {
            deferredSuggestion = nil
            shownSuggestions = newValue
            if !newValue.isEmpty { lastFix = nil }
        }
    }
    private var shownSuggestions: [Suggestion] = []
    /// The role and palette of a suggestion that feedback nobody reads would have searched
    /// (replay without a transcript, a resumed journal): the search is pure, so searching it
    /// when `apply` asks gives the same answer, and a replay of `set` lines searches nothing.
    private var deferredSuggestion: (role: RoleName, palette: Palette)?

    /// What `lastSuggestions = [the suggestion for role in palette]` does, without the search.
    /// `role` must be set in `palette`.
    mutating func deferSuggestion(role: RoleName, palette: Palette) {
        lastSuggestions = []
        deferredSuggestion = (role, palette)
        lastFix = nil
    }
    /// The plan of the last `fix`, which `apply` takes as one step; a later suggestion replaces it.
    var lastFix: FixPlan?
    /// Accepted commands of this run, newest first, for `history`.
    var acceptedCommandsNewestFirst = PersistentStack<String>()
    /// Accepted commands of this run in the order they were typed.
    package var acceptedCommands: [String] { acceptedCommandsNewestFirst.reversed() }
    /// The page the live preview rewrites after each change; nil while it is off.
    package internal(set) var previewFile: String?
    var quitWarned = false
    package internal(set) var wantsToQuit = false
    /// The contrast level `set`, `rules` and `suggest` work at (`level NAME`); at a level other
    /// than standard, `set` pins a role of that level's variant. A view of the palette, not part
    /// of it: switching is journalled but not undone, and leaves nothing unsaved.
    package internal(set) var level = LevelName.standard
    /// Roles a draft placed (`SessionSnapshot.drafted`, undone and redone with the palette).
    package var drafted: Set<RoleName> { current.drafted }
    /// Drafted roles nobody has looked at (`show`, `rules`) or set since: `missing` lists those
    /// still drafted as a review list. A view of the session: not undone, not saved.
    package internal(set) var unreviewed: Set<RoleName> = []
    /// The review list: drafted roles, still set, that nobody has looked at, in schema order.
    package var reviewList: [RoleName] { palette.filledRoles.filter { drafted.contains($0) && unreviewed.contains($0) } }
    /// The line the journal keeps for the command just run, when it is not the line as typed
    /// (`draft` records the style it used); nil otherwise.
    var journalledAs: String?

    /// Marks roles as set by hand: no longer drafted.
    mutating func decidedByHand(_ role: RoleName) {
        current.drafted.remove(role)
        unreviewed.remove(role)
    }

    /// Text the next prompt starts with (`next` fills in `set ROLE `).
    package internal(set) var prefill: String?

    package init(paths: SessionPaths, palette: Palette, saved: Bool) {
        self.paths = paths
        self.current = SessionSnapshot(palette: palette, libraries: [])
        self.saved = saved ? current : nil
        self.ownsPaletteFile = saved
    }

    package var palette: Palette { current.palette }
    /// The level's variants, derived once per change (`VariantDerivations`); the interactive
    /// shell gives one whose lines wait for a derivation only so long.
    package var derivations = VariantDerivations()

    /// The variant at the session's level as a line sees it (nil at standard): derived, or, in
    /// an interactive shell past the line's wait, still deriving. `waitsForAnswer`: the line
    /// needs the verdict (`check`, `save`). Ctrl-C during the wait throws `.interrupted`.
    package func variant(waitsForAnswer: Bool = false, cancellation: Cancellation) throws(ToolError) -> VariantState? {
        guard level != LevelName.standard else { return nil }
        return try derivations.variant(of: palette, at: level, waitsForAnswer: waitsForAnswer, cancellation: cancellation)
    }

    /// The palette as the session's level measures it: at standard the palette itself, else the
    /// level's variant as it is derived from the pins (what `check --level` and the progress line
    /// measure, so the rules a role shows agree with them); while the variant cannot be derived,
    /// or is still deriving, the pins as they stand.
    package func measured(cancellation: Cancellation) throws(ToolError) -> Palette {
        measured(given: try variant(cancellation: cancellation))
    }

    /// `measured` with the variant as the line sees it (`variant`).
    package func measured(given variant: VariantState?) -> Palette {
        guard level != LevelName.standard, let pinned = palette.pinned(at: level) else { return palette }
        if case .derived(let variant)? = variant, variant.passes { return variant.result }
        return pinned
    }
    package var hasUnsavedChanges: Bool { saved != current }
    /// What leaving would lose, as the shell warns of it: unsaved changes, except in a palette
    /// never saved that holds nothing yet (a fresh `new`), which has nothing to lose. Replay keeps
    /// `hasUnsavedChanges`: a session file that never saves produced no palette.
    package var hasUnsavedWork: Bool {
        guard saved == nil else { return saved != current }
        return current != SessionSnapshot(palette: Palette(id: palette.id, schema: palette.schema), libraries: [])
    }

    /// A role's colour at the session's level: the palette's own at standard, following `link`
    /// (nil: nothing) with every role that follows it recomputed, else a pin of that level's
    /// variant (nil unpins; pins follow nothing). Returns the links given up on the way.
    @discardableResult
    mutating func place(_ colour: Colour?, for role: RoleName, following link: RoleLink? = nil) throws(ToolError) -> [BrokenLink] {
        let level = self.level
        guard level == LevelName.standard else {
            changePalette { $0.pin(role, colour, at: level) }
            return []
        }
        do throws(LinkProblem) { return try changeRole(role, to: colour, following: link) } catch {
            switch error {
            case .cycle(let role, let path): throw .linkCycle(role: role, path: path)
            case .groundFollows: return try place(colour, for: role)
            }
        }
    }

    /// Records `next` as the new state, keeping the old one for undo.
    mutating func change(to next: SessionSnapshot) {
        guard next != current else { return }
        undoStack.push(current)
        redoStack.removeAll()
        current = next
        quitWarned = false
    }

    /// Steps back one change; false when there is none.
    mutating func undo() -> Bool {
        guard let previous = undoStack.pop() else { return false }
        redoStack.push(current)
        restore(previous)
        return true
    }

    /// Steps forward again; false when nothing was undone.
    mutating func redo() -> Bool {
        guard let following = redoStack.pop() else { return false }
        undoStack.push(current)
        restore(following)
        return true
    }

    /// A suggestion belongs to the state it was made for, so moving in history drops it.
    private mutating func restore(_ snapshot: SessionSnapshot) {
        current = snapshot
        lastSuggestions = []
        lastFix = nil
    }

    /// `changePalette { $0.assign(role, colour, following: link) }`. Without links, the whole
    /// palette is not compared: only that role can differ, so it is the change exactly when that
    /// role's colour differs (replay sets thousands of roles).
    mutating func changeRole(_ role: RoleName, to colour: Colour?, following link: RoleLink? = nil) throws(LinkProblem) -> [BrokenLink] {
        guard palette.links.isEmpty && link == nil else {
            var next = current
            let broken = try next.palette.assign(role, colour, following: link)
            change(to: next)
            return broken
        }
        guard palette[role] != colour else { return [] }
        var next = current
        next.palette[role] = colour
        undoStack.push(current)
        redoStack.removeAll()
        current = next
        quitWarned = false
        return []
    }

    mutating func changePalette(_ update: (inout Palette) -> Void) {
        var next = current
        update(&next.palette)
        change(to: next)
    }

    var evaluator: ExpressionEvaluator { ExpressionEvaluator(palette: palette, libraries: current.libraries) }
}
