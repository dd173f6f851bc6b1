import PaletteKit

/// `show`: one row per role with its swatch, value and OKLCH lightness, and what it follows
/// (`= plate`); unset roles say so. At a level, the colours the level shows, each role marked
/// as pinned there or derived (`level`).
/// Derived tokens follow, marked as computed: what they are computed from, never set.
package enum RoleTable {
    /// A contrast level's view: its name, the roles pinned there, and whether the other roles
    /// are the variant's derived colours (else the standard palette's, while it is deriving or
    /// cannot be derived).
    package struct LevelView {
        let level: LevelName
        let pinned: Set<RoleName>
        let derived: Bool
    }

    package static func lines(_ roles: [Role], derived: [DerivedToken] = [], palette: Palette, style: OutputStyle,
                              level: LevelView? = nil) -> [String] {
        let width = (roles.map(\.name.rawValue.count) + derived.map(\.name.count)).max() ?? 0
        let ground = palette[palette.schema.ground]
        // An unset row keeps the columns of a set one: the swatch's width blank, the dash where
        // the hex stands (7 characters), the word where the lightness stands.
        let blank = (style.usesColour ? "     " : "") + "—".padding(to: 7) + " "
        let roleLines = roles.map { role in
            let name = "  " + role.name.rawValue.padding(to: width) + "  "
            guard let colour = palette[role.name] else { return name + blank + "unset" }
            // A role that follows others says what it follows, as it was set (`= plate`).
            let link = palette.links[role.name].map { "  = " + $0.text } ?? ""
            let mark = level.map { $0.pinned.contains(role.name) ? "  pinned at \($0.level)" : "" } ?? ""
            return name + Swatch.block(colour, style: style, over: ground) + RoleReport.describe(colour) + link + mark
        }
        let derivedLines = derived.map { token in
            let name = "  " + token.name.padding(to: width) + "  "
            let computed = "computed: \(token.base) stepped \(DecimalText.shortest(token.step)) toward \(palette.isLight == false ? "white" : "black"), not set"
            guard let colour = palette.colour(of: token.name) else { return name + blank + "(\(computed); \(token.base) is unset)" }
            return name + Swatch.block(colour, style: style, over: ground) + RoleReport.describe(colour) + "  (\(computed))"
        }
        // At a level, whose colours the rows are.
        let heading = level.map { view in
            view.derived ? ["at \(view.level): the variant as it derives; pinned roles marked"]
                : ["at \(view.level): the palette's own colours with the level's pins (the variant is deriving or cannot be derived); pinned roles marked"]
        } ?? []
        return heading + roleLines + derivedLines
    }
}
