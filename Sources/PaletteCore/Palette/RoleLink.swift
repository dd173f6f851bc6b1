/// A role that follows others: `set bar plate` keeps bar equal to plate, `set accentPressed
/// accent.stepped(0.15)` keeps it a step from accent, until the role is set to something else.
/// The expression reads roles and derived tokens only (a swatch is kept as the colour it named),
/// so the palette alone recomputes it.
public struct RoleLink: Hashable, Sendable {
    package let expression: ColourExpression
    /// The roles it reads (a derived token counts as its base role), each once, as written.
    public let sources: [RoleName]

    /// Nil when the expression reads no role of `schema`: a colour, not a link.
    package init?(_ expression: ColourExpression, schema: Schema) {
        let sources = expression.names.compactMap(schema.baseRole(of:)).reduce(into: [RoleName]()) { if !$0.contains($1) { $0.append($1) } }
        guard !sources.isEmpty else { return nil }
        self.expression = expression
        self.sources = sources
    }

    /// Whether it makes its role the colour of another role as it is (`sheet = plate`).
    package func isSameColour(as schema: Schema) -> Bool {
        if case .name(let name) = expression { return schema.hasRole(RoleName(name)) }
        return false
    }

    /// The expression as `show` prints it and the palette file keeps it (`plate`, `accent.stepped(0.15)`).
    public var text: String { expression.text }
}

/// A link the palette gave up because it could no longer be computed: a role it reads was unset,
/// or it would make an opaque role translucent. The role keeps the colour it had.
package struct BrokenLink: Equatable, Sendable {
    package let role: RoleName
    package let link: RoleLink
    /// Why: the expression's error, or nil when the colour would be translucent.
    package let reason: ExpressionError?
}

/// Why a role cannot follow an expression.
package enum LinkProblem: Error, Equatable, Sendable {
    /// `role` would follow itself through `path` (`plate` ← `sheet` ← `plate`).
    case cycle(role: RoleName, path: [RoleName])
    /// The ground decides light or dark, and with it every step's direction: it follows nothing.
    case groundFollows(RoleName)
}
