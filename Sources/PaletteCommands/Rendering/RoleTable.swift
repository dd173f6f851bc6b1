import PaletteKit

/// `show`: one row per role with its swatch, value and OKLCH lightness, and what it follows
/// (`= plate`); unset roles say so.
/// Derived tokens follow, marked as computed: what they are computed from, never set.
package enum RoleTable {
    package static func lines(_ roles: [Role], derived: [DerivedToken] = [], palette: Palette, style: OutputStyle) -> [String] {
        let width = (roles.map(\.name.count) + derived.map(\.name.count)).max() ?? 0
        let ground = palette[palette.schema.ground]
        // An unset row keeps the columns of a set one: the swatch's width blank, the dash where
        // the hex stands (7 characters), the word where the lightness stands.
        let blank = (style.usesColour ? "     " : "") + "—".padding(to: 7) + " "
        let roleLines = roles.map { role in
            let name = "  " + role.name.padding(to: width) + "  "
            guard let colour = palette[role.name] else { return name + blank + "unset" }
            // A role that follows others says what it follows, as it was set (`= plate`).
            let link = palette.links[role.name].map { "  = " + $0.text } ?? ""
            return name + Swatch.block(colour, style: style, over: ground) + RoleReport.describe(colour) + link
        }
        let derivedLines = derived.map { token in
            let name = "  " + token.name.padding(to: width) + "  "
            let computed = "computed: \(token.base) stepped \(DecimalText.shortest(token.step)) toward \(palette.isLight == false ? "white" : "black"), not set"
            guard let colour = palette.colour(of: token.name) else { return name + blank + "(\(computed); \(token.base) is unset)" }
            return name + Swatch.block(colour, style: style, over: ground) + RoleReport.describe(colour) + "  (\(computed))"
        }
        return roleLines + derivedLines
    }
}
