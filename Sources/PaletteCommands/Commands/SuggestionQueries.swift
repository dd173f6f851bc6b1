import PaletteKit

/// Builds solver queries from user input, turning query problems into user-facing errors.
enum SuggestionQueries {
    /// `words`: what the command also takes where it takes a role (`ladder`), named as the
    /// nearest when a role is misspelt.
    /// The role as typed becomes a `RoleName` here; `partner` is checked by the query, after
    /// the role is known to be set.
    static func moving(_ word: String, in palette: Palette, against partner: String?, orWords words: [String] = []) throws(ToolError) -> SuggestionQuery {
        guard let role = palette.schema.role(named: word) else {
            throw .suggestion(.unknownRole(word, nearest: NearestName.nearest(to: word, among: palette.schema.roleNames.map(\.rawValue) + words)))
        }
        return try moving(role, in: palette, against: partner.map { RoleName($0) })
    }

    static func moving(_ role: RoleName, in palette: Palette, against partner: RoleName?) throws(ToolError) -> SuggestionQuery {
        try ToolError.converting { () throws(SuggestionQuery.Problem) in try SuggestionQuery.moving(role, in: palette, against: partner) }
    }
}
