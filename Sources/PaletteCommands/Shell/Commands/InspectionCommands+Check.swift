import PaletteKit

extension InspectionCommands {
    static let check = ShellCommand(name: "check", summary: "All rules, failing first, and a tally.") { _, _, session, context throws(ToolError) in
        // At a level, the variant as it derives: pins kept, the rest repaired at the level.
        let report = try CheckCommand.FileReport(path: session.paths.paletteFile, palette: session.palette, level: session.level) {
            (palette, level) throws(ToolError) in try session.derivations.derivedVariant(of: palette, at: level, cancellation: context.cancellation)
        }
        let results = report.results
        for result in RuleText.failingFirst(results) { RuleText.wrappedLines(result, style: context.style).forEach { context.output.line($0) } }
        if let variant = report.variant {
            context.output.line(variant.passes ? "the \(session.level) variant derives: \(Plural.counted(variant.moves.count, "role")) move ('fix' lists them)"
                                               : "the \(session.level) variant cannot be derived; 'fix' names the rules that cannot hold together")
        }
        context.output.line(RuleText.tally(results))
        context.output.line(try ProgressText.line(session, cancellation: context.cancellation))
    }
}
