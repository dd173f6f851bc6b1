/// A level's pin that turns a banded role's hue (`RoleBand.turn`): where moving lightness alone
/// cannot keep a band with a level's rules, the role's hue turned by the least whole step for
/// which the level derives, at the lightness that level's repair gives it.
///
/// On a light ground at a level like the stream schema's `high` (fill ≥ 4.5, signal ≥ 12 under
/// every colour vision), a red, a green and an amber keep OKLCH L ≥ 0.35 and stay apart only where
/// one hue leaves the red-green axis that deuteranopia folds: a green success turned towards teal
/// does. A repair moves lightness only, so the turn is a pin, written where the designer sees it
/// (`level high`, the palette file's `pins`), and named by the command that makes it.
public struct BandTurn: Sendable, Equatable {
    public let role: RoleName
    public let level: LevelName
    /// The role's colour in the palette the turn was sought for.
    public let from: Colour
    /// The pin: the turned hue, at the lightness and chroma the level's repair gives it.
    public let to: Colour
    /// Signed degrees of OKLCH hue: positive turns towards larger hue angles.
    public let degrees: Double
}

extension PaletteRepair {
    /// The step, in degrees of OKLCH hue, between the turns `bandTurn` tries: 5° is below what a
    /// person names as another hue (a green and a teal lie about 35° apart) and keeps the search
    /// to one repair per 5° of a band's `hues`.
    public static let bandTurnStep = 5.0

    /// The least turn of one banded role's hue with which `palette`'s variant at `level`
    /// derives; nil when it derives as it is, when its conflicts name no band (a turn keeps bands,
    /// it does not lift a rule), or when no turn to a hue within the bands' `hues` does. Turns are tried
    /// by size, then the positive before the negative, then in the schema's band order, among the
    /// roles every conflict names; a role pinned at the level is the designer's and is not turned.
    /// `derived`: `variant(of: palette, at: level)` when the caller has it already.
    public static func bandTurn(of palette: Palette, at level: LevelName, derived: PaletteRepair? = nil,
                                cancellation: Cancellation = .never) throws(RepairProblem) -> BandTurn? {
        let plain: PaletteRepair
        if let derived { plain = derived } else { plain = try variant(of: palette, at: level, cancellation: cancellation) }
        guard !plain.passes, plain.conflicts.joined().contains(where: \.isBand) else { return nil }
        // A conflict is a set of rules that cannot all hold on their roles' lines, whatever the
        // other roles do: a turn that mends every conflict turns a role each of them names.
        let schema = palette.schema
        let turnable = schema.bands.filter { band in
            band.hues != nil && band.holds(at: level) && palette.pins[level]?[band.role] == nil && palette[band.role] != nil
                && plain.conflicts.allSatisfy { rules in rules.contains { rule in rule.tokens.contains { schema.baseRole(of: $0) == band.role } } }
        }
        var size = bandTurnStep
        while !turnable.isEmpty && size <= 180 {
            // ±180° is one hue: tried once.
            for degrees in size == 180 ? [size] : [size, -size] {
                for band in turnable {
                    let own = palette[band.role]!
                    let oklch = OKLCH(own)
                    let hue = (oklch.hue + degrees + 360).truncatingRemainder(dividingBy: 360)
                    // A grey has no hue to turn.
                    guard oklch.chroma > 0.001, band.hues!.contains(hue) else { continue }
                    var turned = palette
                    // Placed as `set` places it: the roles that follow it move with it.
                    turned.place(GamutMapping.quantized(OKLCH(lightness: oklch.lightness, chroma: oklch.chroma, hue: hue), alpha: own.alpha), for: band.role)
                    // Only whether it derives is asked of a trial, not why not.
                    let trial = try variant(of: turned, at: level, namesConflicts: false, cancellation: cancellation)
                    guard trial.passes, let pin = trial.result[band.role] else { continue }
                    // The pin is kept as pinned: the level must derive with it, not only with the
                    // turned colour moving.
                    var pinned = palette
                    pinned.pin(band.role, pin, at: level)
                    guard try variant(of: pinned, at: level, namesConflicts: false, cancellation: cancellation).passes else { continue }
                    return BandTurn(role: band.role, level: level, from: own, to: pin, degrees: degrees)
                }
            }
            size += bandTurnStep
        }
        return nil
    }
}
