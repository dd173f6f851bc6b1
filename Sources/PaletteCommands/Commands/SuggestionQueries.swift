import PaletteKit

/// Builds solver queries from user input, turning query problems into user-facing errors.
enum SuggestionQueries {
    /// `words`: what the command also takes where it takes a role (`ladder`), named as the
    /// nearest when a role is misspelt.
    static func moving(_ role: String, in palette: Palette, against partner: String?, orWords words: [String] = []) throws(ToolError) -> SuggestionQuery {
        guard palette.schema.hasRole(role) else {
            throw .suggestion(.unknownRole(role, nearest: NearestName.nearest(to: role, among: palette.schema.roleNames + words)))
        }
        return try ToolError.converting { () throws(SuggestionQuery.Problem) in try SuggestionQuery.moving(role, in: palette, against: partner) }
    }
}
