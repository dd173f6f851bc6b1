import PaletteKit

/// The role `next` asks for: the first unset role, in schema order, whose own background is set:
/// the background of the first rule it is the foreground of (a label is chosen against its fill,
/// so `accent` comes before `inkOnAccent`). The first unset role when every one waits for another.
enum NextRole {
    static func of(_ palette: Palette) -> RoleName? {
        let missing = palette.missingRoles
        let schema = palette.schema
        return missing.first { role in
            guard let rule = schema.rules.first(where: { schema.baseRole(of: $0.foreground) == role }),
                  let background = schema.baseRole(of: rule.background), background != role else { return true }
            return palette[background] != nil
        } ?? missing.first
    }
}
