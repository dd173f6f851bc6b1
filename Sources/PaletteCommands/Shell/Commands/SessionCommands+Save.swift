import PaletteKit

extension SessionCommands {
    static let save = ShellCommand(
        name: "save",
        summary: "Write Palettes/ID.json when all roles are set and every rule passes (--force: despite failing rules).",
        options: [force], journals: true
    ) { parsed, _, session, context throws(ToolError) in
        let palette = session.palette
        guard palette.isComplete else { throw .incompletePalette(missing: palette.missingRoles) }
        let failing = RuleEvaluator.evaluateAll(palette).filter { $0.status == .fail }
        let outside = BandResult.failing(palette)
        if !(failing.isEmpty && outside.isEmpty) && !parsed.has(force) {
            throw .failingRules(failing.map { RuleText.brief($0.rule) }, bands: outside.map(\.brief))
        }
        // A level with pins must still be derivable: the pins are the designer's, the rest is computed.
        for level in palette.schema.levels.map(\.name) where palette.pins[level] != nil && !parsed.has(force) {
            let variant = try session.derivations.derivedVariant(of: palette, at: level, cancellation: context.cancellation)
            if !variant.passes { throw .levelNotDerivable(level: level, conflicts: variant.conflicts.map { $0.map(RuleText.brief).joined(separator: ", ") }) }
        }
        let path = session.paths.paletteFile
        // A new palette's file belongs to this session only once it has saved it: a file that
        // appeared meanwhile (another shell, a copy) is someone else's work.
        if !session.ownsPaletteFile && context.fileSystem.fileExists(at: path) {
            throw .paletteExists(id: session.paths.id.rawValue, path: path)
        }
        try ToolError.writing(try context.fileSystem.writeAtomically(PaletteFile.encode(palette, failing: failing), to: path))
        session.saved = session.current
        session.ownsPaletteFile = true
        let note = failing.isEmpty ? "" : " with \(Plural.counted(failing.count, "failing rule")) recorded"
        context.output.line("saved \(path)\(note)")
    }
}
