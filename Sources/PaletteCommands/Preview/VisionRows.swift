import PaletteKit

/// The roles a schema asks everyone to tell apart (both sides of each rule of a measure scanned
/// along the line, such as `distinct`), drawn once as they are and once as a person with each
/// simulated deficiency sees them: a row of swatches per vision, each labelled on hover.
enum VisionRows {
    static let style = """
    .visions { padding: 6px 0 8px; }
    .vision { height: 18px; line-height: 18px; font-size: 12px; color: #000000; white-space: nowrap; }
    .vision .name { display: inline-block; width: 100px; }
    .vision i { display: inline-block; width: 28px; height: 12px; margin-right: 4px; vertical-align: middle; }
    """

    /// The roles, in schema order; empty when the schema has no such rule.
    static func roles(_ schema: Schema) -> [RoleName] {
        let named = Set(schema.rules.filter { $0.kind.measure.alongTheLine == .scanned }.flatMap { $0.tokens.compactMap(schema.baseRole(of:)) })
        return schema.roleNames.filter(named.contains)
    }

    static func html(_ palette: Palette) -> String {
        let roles = roles(palette.schema).filter { palette[$0] != nil }
        guard !roles.isEmpty else { return "" }
        let visions: [(String, (Colour) -> Colour)] = [("normal vision", { $0 })]
            + ColourVisionDeficiency.allCases.map { deficiency in (deficiency.rawValue, { deficiency.simulated($0) }) }
        let rows = visions.map { name, seen in
            let swatches = roles.map { role -> String in
                let colour = seen(palette[role]!)
                let who = name == "normal vision" ? "" : " as \(name) sees it"
                return "<i style=\"background: \(colour.hex)\" title=\"\(role)\(who) \(colour.hex)\"></i>"
            }.joined()
            return "<div class=\"vision\"><span class=\"name\">\(name)</span>\(swatches)</div>"
        }
        return "<div class=\"visions\" title=\"" + roles.map(\.rawValue).joined(separator: ", ") + " as each vision sees them\">\n" + rows.joined(separator: "\n") + "\n</div>"
    }
}
