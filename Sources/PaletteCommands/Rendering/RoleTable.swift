import PaletteKit

/// `show`: one row per role with its swatch, value and OKLCH lightness; unset roles say so.
package enum RoleTable {
    package static func lines(_ roles: [Role], palette: Palette, style: OutputStyle) -> [String] {
        let width = roles.map(\.name.count).max() ?? 0
        let ground = palette[palette.schema.ground]
        return roles.map { role in
            let name = "  " + role.name.padding(to: width) + "  "
            guard let colour = palette[role.name] else { return name + "—  (unset)" }
            return name + Swatch.block(colour, style: style, over: ground) + RoleReport.describe(colour)
        }
    }
}
