import PaletteKit

extension InspectionCommands {
    static let next = ShellCommand(name: "next", summary: "Show the next unset role and start its 'set' line.") { _, _, session, context throws(ToolError) in
        guard let name = NextRole.of(session.palette), let role = session.palette.schema.role(name) else {
            context.output.line("all roles are set; 'check' then 'save'")
            return
        }
        context.output.line("next: \(name) (\(role.group)): \(role.description)")
        if let summary = RuleSummary.line(for: name, in: session.palette) {
            TextWrap.wrap("  " + summary, width: context.style.width, indent: 4).forEach { context.output.line($0) }
        }
        session.prefill = "set \(name) "
    }
}
