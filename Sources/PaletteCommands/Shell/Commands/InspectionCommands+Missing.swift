import PaletteKit

extension InspectionCommands {
    static let missing = ShellCommand(name: "missing", summary: "The roles not yet set, in schema order.") { _, _, session, context throws(ToolError) in
        let names = session.palette.missingRoles
        // Drafted roles nobody has looked at: a list to review, not something a save needs.
        let review = session.reviewList
        if names.isEmpty {
            context.output.line(allRolesSet(count: session.palette.schema.roles.count))
        } else {
            // Wrapped at word boundaries on a terminal (a role name is never cut), like rule lines.
            let line = "\(names.count) missing: " + names.map(\.rawValue).joined(separator: ", ")
            TextWrap.wrap(line, width: context.style.width, indent: 2).forEach { context.output.line($0) }
        }
        guard !review.isEmpty else { return }
        let line = "\(review.count) drafted, not yet looked at ('show ROLE'): " + review.map(\.rawValue).joined(separator: ", ")
        TextWrap.wrap(line, width: context.style.width, indent: 2).forEach { context.output.line($0) }
    }
}
