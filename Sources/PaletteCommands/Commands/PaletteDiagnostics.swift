import PaletteKit

/// `export --diagnostics`: each palette file checked as `check` checks it (it reads, it is
/// complete, every rule passes, the schema's hierarchy holds) before anything is exported, and
/// every problem reported at its line of the file as compilers report (`DiagnosticText`), so a
/// build that runs the export (Plugins/PaletteFacadePlugin) fails at the palette's line.
enum PaletteDiagnostics {
    typealias Diagnostic = DiagnosticText.Diagnostic

    /// One palette file: what it says where, and the palette when it reads.
    struct Checked {
        let path: String
        let places: PaletteFilePlaces?
        let palette: Palette?
        let diagnostics: [Diagnostic]
        /// What `check` would exit with for this file alone.
        let exit: ExitCode
    }

    static func check(path: String, fileSystem: FileSystem, schema: Schema) -> Checked {
        let text: String
        do throws(ToolError) {
            text = try ToolError.reading(try fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes))
        } catch {
            let diagnostic = Diagnostic(path: path, line: nil, message: ErrorText.message(for: error))
            return Checked(path: path, places: nil, palette: nil, diagnostics: [diagnostic], exit: error.exitCode)
        }
        let places = PaletteFilePlaces(text)
        let palette: Palette
        do throws(PaletteLoadError) { palette = try PaletteFile.decode(text, schema: schema) } catch {
            let diagnostics = error.problems.map { Diagnostic(path: path, line: places.line(of: $0), message: ErrorText.message(for: $0)) }
            return Checked(path: path, places: places, palette: nil, diagnostics: diagnostics, exit: ToolError.invalidPalette(path: path, error).exitCode)
        }
        var diagnostics: [Diagnostic] = []
        if !palette.isComplete {
            diagnostics.append(Diagnostic(path: path, line: places.line(of: ["roles"]) ?? 1, message: DiagnosticText.missing(palette.missingRoles, palette: palette)))
        }
        for result in RuleEvaluator.evaluateAll(palette) where result.status == .fail {
            let line = places.line(ofToken: result.rule.foreground, schema: schema)
            diagnostics.append(Diagnostic(path: path, line: line, message: DiagnosticText.message(for: result, palette: palette)))
        }
        for broken in schema.hierarchy?.breaks(in: palette) ?? [] {
            let line = places.line(ofToken: broken.role.rawValue, schema: schema)
            diagnostics.append(Diagnostic(path: path, line: line, message: DiagnosticText.message(for: broken, palette: palette)))
        }
        return Checked(path: path, places: places, palette: palette, diagnostics: diagnostics, exit: diagnostics.isEmpty ? .success : .failure)
    }

    /// An export's failure that belongs to one of the palette files (a level its pins cannot
    /// derive, a twin of the wrong kind, an id given twice), at that file's line; nil for any other.
    static func placed(_ error: ToolError, among files: [Checked]) -> Diagnostic? {
        let id: String
        let path: (PaletteFilePlaces) -> Int?
        switch error {
        case .export(.levelNotDerivable(let palette, let level, _)):
            id = palette
            path = { $0.line(of: ["levels", level.rawValue]) ?? $0.line(of: ["levels"]) }
        case .export(.twinOfWrongKind(let twin, _, let namedBy)):
            // At the line that names the twin, when a palette names it; else at the twin's id.
            id = namedBy ?? twin
            path = { namedBy == nil ? $0.line(of: ["id"]) : $0.line(of: ["twin"]) }
        case .export(.duplicateID(let palette)):
            id = palette
            path = { $0.line(of: ["id"]) }
        default:
            return nil
        }
        // Of an id given twice, the later file is the one refused.
        guard let file = files.last(where: { $0.palette?.id.rawValue == id }) else { return nil }
        let line = file.places.flatMap(path) ?? file.places?.line(of: ["id"]) ?? 1
        return Diagnostic(path: file.path, line: line, message: ErrorText.message(for: error))
    }
}
