import PaletteKit

/// Commands that only look: show, missing, next, rules, check, history, swatches.
enum InspectionCommands {
    static let all: [ShellCommand] = [show, missing, next, rules, check, history, swatches]

    static let show = ShellCommand(
        name: "show", arguments: [.init("ROLE|GROUP", .oneOf([.role, .group]), .optional)],
        summary: "A table of roles with swatches, values and OKLCH lightness."
    ) { parsed, _, session, context throws(ToolError) in
        let arguments = parsed.positionals
        let schema = session.palette.schema
        var roles: [Role] = []
        var derived: [DerivedToken] = []
        if let name = arguments.first {
            if let role = schema.role(named: name) {
                roles = [role]
            } else if let token = schema.derivedToken(named: name) {
                derived = [token]
            } else if schema.groups.contains(name) {
                let group = name
                roles = schema.roles(in: group)
            } else {
                let names = schema.roleNames + schema.derivedTokens.map(\.name) + schema.groups
                throw .unknownRoleOrGroup(name, nearest: NearestName.nearest(to: name, among: names), groups: schema.groups)
            }
        } else {
            roles = schema.roles
            derived = schema.derivedTokens
        }
        for role in roles { session.unreviewed.remove(role.name) }
        for line in RoleTable.lines(roles, derived: derived, palette: session.palette, style: context.style) { context.output.line(line) }
    }

    static let missing = ShellCommand(name: "missing", summary: "The roles not yet set, in schema order.") { _, _, session, context throws(ToolError) in
        let names = session.palette.missingRoles
        // Drafted roles nobody has looked at: a list to review, not something a save needs.
        let review = session.reviewList
        if names.isEmpty {
            context.output.line(allRolesSet(count: session.palette.schema.roles.count))
        } else {
            // Wrapped at word boundaries on a terminal (a role name is never cut), like rule lines.
            let line = "\(names.count) missing: " + names.joined(separator: ", ")
            TextWrap.wrap(line, width: context.style.width, indent: 2).forEach { context.output.line($0) }
        }
        guard !review.isEmpty else { return }
        let line = "\(review.count) drafted, not yet looked at ('show ROLE'): " + review.joined(separator: ", ")
        TextWrap.wrap(line, width: context.style.width, indent: 2).forEach { context.output.line($0) }
    }

    /// What `missing` says of a complete palette: "all 39 roles are set"; a schema of one role
    /// has no "all" (not "all 1 roles are set").
    static func allRolesSet(count: Int) -> String {
        count == 1 ? "its 1 role is set" : "all \(Plural.counted(count, "role")) are set"
    }

    static let next = ShellCommand(name: "next", summary: "Show the next unset role and start its 'set' line.") { _, _, session, context throws(ToolError) in
        guard let name = NextRole.of(session.palette), let role = session.palette.schema.role(named: name) else {
            context.output.line("all roles are set; 'check' then 'save'")
            return
        }
        context.output.line("next: \(name) (\(role.group)): \(role.description)")
        if let summary = RuleSummary.line(for: name, in: session.palette) {
            TextWrap.wrap("  " + summary, width: context.style.width, indent: 4).forEach { context.output.line($0) }
        }
        session.prefill = "set \(name) "
    }

    static let rules = ShellCommand(
        name: "rules", arguments: [.init("ROLE", .role, .optional)], summary: "Every rule (or a role's or derived token's rules) with its status."
    ) { parsed, _, session, context throws(ToolError) in
        let arguments = parsed.positionals
        let palette = session.measured
        let results: [RuleResult]
        if let name = arguments.first, palette.schema.derivedToken(named: name) != nil {
            // A derived token's own rules, those that name it.
            results = palette.schema.rules.filter { $0.tokens.contains(name) }.map { RuleEvaluator.evaluate($0, in: palette) }
        } else if let name = arguments.first {
            let role = try EditingCommands.checkedRole(name, in: palette)
            session.unreviewed.remove(role)
            results = RuleEvaluator.evaluate(involving: role, in: palette)
        } else {
            results = RuleEvaluator.evaluateAll(palette)
        }
        for result in results { RuleText.wrappedLines(result, style: context.style).forEach { context.output.line($0) } }
    }

    static let check = ShellCommand(name: "check", summary: "All rules, failing first, and a tally.") { _, _, session, context throws(ToolError) in
        // At a level, the variant as it derives: pins kept, the rest repaired at the level.
        let report = try CheckCommand.FileReport(path: session.paths.paletteFile, palette: session.palette, level: session.level)
        let results = report.results
        for result in RuleText.failingFirst(results) { RuleText.wrappedLines(result, style: context.style).forEach { context.output.line($0) } }
        if let variant = report.variant {
            context.output.line(variant.passes ? "the \(session.level) variant derives: \(Plural.counted(variant.moves.count, "role")) move ('fix' lists them)"
                                               : "the \(session.level) variant cannot be derived; 'fix' names the rules that cannot hold together")
        }
        context.output.line(RuleText.tally(results))
        context.output.line(ProgressText.line(session))
    }

    static let history = ShellCommand(name: "history", summary: "The commands accepted in this session.") { _, _, session, context throws(ToolError) in
        for (index, line) in session.acceptedCommands.enumerated() {
            context.output.line("\(String(index + 1).leftPadded(to: 4))  \(line.escapingControlCharacters)")
        }
    }

    static let swatches = ShellCommand(
        name: "swatches", arguments: [.init("SOURCE", .source, .optional)], summary: "The named colours of the loaded sources (or of one source)."
    ) { parsed, _, session, context throws(ToolError) in
        let arguments = parsed.positionals
        let libraries: [SwatchLibrary]
        if let name = arguments.first {
            libraries = [try SessionCommands.library(named: name, loaded: session.current.libraries)]
        } else {
            libraries = session.current.libraries
        }
        if libraries.isEmpty {
            context.output.line("no source loaded; 'source NAME' loads one of: " + SwatchLibrary.all.map(\.name).joined(separator: ", ") + "; 'source FILE' loads your own (.json, .css, .yaml)")
        }
        for library in libraries {
            context.output.line("\(library.name): \(library.title) (\(library.provenance.escapingControlCharacters))")
            // Names come from the designer's files: shown escaped, never sent to the terminal.
            let names = library.swatches.map(\.name.escapingControlCharacters)
            let width = names.map(\.count).max() ?? 0
            for (swatch, name) in zip(library.swatches, names) {
                context.output.line("  " + name.padding(to: width) + "  " + Swatch.block(swatch.colour, style: context.style) + RoleReport.describe(swatch.colour))
            }
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
