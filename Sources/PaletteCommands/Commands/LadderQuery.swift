import PaletteKit

/// `suggest ladder`: the ground/plate pair's rules (ladder, and darkStep in a dark palette),
/// answered by moving the plate and by moving the ground.
enum LadderQuery {
    static func suggestions(in palette: Palette) throws(ToolError) -> [Suggestion] {
        let ground = palette.schema.ground
        guard let plateRole = palette.schema.plate else { throw .noPlateRole(schema: palette.schema.name) }
        let plate = try SuggestionQueries.moving(plateRole, in: palette, against: ground)
        let paper = try SuggestionQueries.moving(ground, in: palette, against: plateRole)
        return [plate, paper].map(Solver.suggest).sorted { rank($0) < rank($1) }
    }

    /// Passing suggestions first, then by lightness change.
    private static func rank(_ suggestion: Suggestion) -> (Int, Double) {
        guard let best = suggestion.best else { return (1, 0) }
        return (0, abs(best.lightness - suggestion.original.lightness))
    }
}
