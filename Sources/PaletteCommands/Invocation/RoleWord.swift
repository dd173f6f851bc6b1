import PaletteKit

/// A role as typed (`set ROLE COLOR`): what a role argument is read as. Which roles exist is the
/// palette's the command works on, so the command checks it against that palette, in one place.
package struct RoleWord: Sendable, Hashable {
    package let text: String

    package init(_ text: String) { self.text = text }

    /// The role it names in `palette`, else why not: a derived token (computed, never set) or
    /// an unknown name with the nearest role.
    func checked(in palette: Palette) throws(ToolError) -> RoleName {
        if let token = palette.schema.derivedToken(named: text) { throw .derivedTokenIsComputed(text, base: token.base.rawValue) }
        guard let role = palette.schema.role(named: text) else {
            throw .unknownRole(text, nearest: palette.schema.nearestRole(to: text))
        }
        return role
    }
}

extension TypedArgument where Value == RoleWord {
    static func role(_ label: String = "ROLE") -> TypedArgument<RoleWord> {
        TypedArgument(label, .role) { word, _ in RoleWord(word) }
    }
}
