import PaletteKit

/// How a command names a status hue it turned to derive a level (`PaletteRepair.bandTurn`): the
/// turn is the designer's colour at that level, so it is never made in silence.
enum BandTurnText {
    /// `success at high: pinned #2E774C, its hue turned +45° from #5B5B00, so the high variant
    /// keeps success's band (OKLCH lightness 0.35–0.8, chroma ≥ 0.06) with every rule`.
    static func line(_ turn: BandTurn, schema: Schema, isLight: Bool) -> String {
        let band = schema.band(of: turn.role).map { " (\($0.text(isLight: isLight)))" } ?? ""
        return "\(turn.role) at \(turn.level): pinned \(turn.to.hex), its hue turned \(turned(turn)) from \(turn.from.hex), "
            + "so the \(turn.level) variant keeps \(turn.role)'s band\(band) with every rule"
    }

    /// `fix --level high` of a palette whose high variant cannot keep its bands: the turn that
    /// would derive it, offered, not made (the file is the designer's).
    /// `atLevel`: the shell is at the turn's level already, so `set` alone pins it.
    static func offer(_ turn: BandTurn, atLevel: Bool = false) -> String {
        "\(turn.role) \(turn.to.hex) at \(turn.level), its hue turned \(turned(turn)) from \(turn.from.hex), "
            + "derives the \(turn.level) variant: " + (atLevel ? "" : "'level \(turn.level)', then ") + "'set \(turn.role) \(turn.to.hex)' pins it"
    }

    /// `+35°`, `−10°`.
    private static func turned(_ turn: BandTurn) -> String {
        (turn.degrees < 0 ? "−" : "+") + DecimalText.shortest(abs(turn.degrees)) + "°"
    }

    /// `{"role", "level", "from", "to", "degrees"}`.
    static func json(_ turn: BandTurn) -> JSONValue {
        .object([
            .init("role", .string(turn.role.rawValue)), .init("level", .string(turn.level.rawValue)),
            .init("from", .string(turn.from.hex)), .init("to", .string(turn.to.hex)), .init("degrees", .number(turn.degrees)),
        ])
    }
}
