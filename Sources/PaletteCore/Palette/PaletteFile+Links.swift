extension PaletteFile {
    /// Reads `"links": {"bar": "plate", …}` into `palette`, whose colours are already read: each
    /// link must read roles only, lead back to no role it starts from, and give the colour the
    /// file stores for its role (the file keeps both, so a hand edit of one is caught).
    static func readLinks(_ value: JSONValue, into palette: inout Palette) -> [PaletteFileProblem] {
        guard let members = value.members else { return [.linksNotAnObject] }
        let schema = palette.schema
        var problems: [PaletteFileProblem] = []
        var read: Set<RoleName> = []
        for member in members {
            guard let role = schema.role(named: member.key) else {
                problems.append(.unknownRole(member.key, nearest: schema.nearestRole(to: member.key)))
                continue
            }
            guard read.insert(role).inserted else { problems.append(.duplicateRole(member.key)); continue }
            let text = member.value.stringValue ?? ""
            func refuse(_ reason: LinkFileReason) { problems.append(.badLink(role: role, expression: text, reason)) }
            guard member.value.stringValue != nil else { refuse(.notAString); continue }
            guard role != schema.ground else { refuse(.ground); continue }
            let expression: ColourExpression
            do throws(ExpressionError) { expression = try ColourExpressionParser.parse(text) } catch { refuse(.unreadable(error)); continue }
            // A link keeps only the palette's own names: anything else was a swatch, kept as its colour.
            if let stranger = expression.namesWithSwatches.first(where: { schema.baseRole(of: $0) == nil }) {
                let known = schema.roleNames.map(\.rawValue) + schema.derivedTokens.map(\.name)
                refuse(.unreadable(.unknownName(stranger, nearest: NearestName.nearest(to: stranger, among: known))))
                continue
            }
            guard expression.names.isEmpty == false, let link = RoleLink(expression, schema: schema) else { refuse(.readsNoRole); continue }
            if let path = palette.path(from: link.sources, to: role) { refuse(.cycle(path: path)); continue }
            palette.setLink(link, for: role)
        }
        guard problems.isEmpty else { return problems }
        // Every link in place: each computed from the stored colours must be its stored colour.
        for role in palette.linkOrder {
            let link = palette.links[role]!
            let computed: Colour
            do throws(ExpressionError) { computed = try ExpressionEvaluator(palette: palette, libraries: []).evaluate(link.expression) } catch {
                problems.append(.badLink(role: role, expression: link.text, .unreadable(error)))
                continue
            }
            if palette[role] != computed { problems.append(.badLink(role: role, expression: link.text, .differs(stored: palette[role], computed: computed))) }
        }
        return problems
    }
}
