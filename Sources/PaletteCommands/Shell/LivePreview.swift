import PaletteKit

/// The shell's live preview: `preview [--out FILE]` writes the draft's page and turns it on;
/// while on, every accepted change that alters the palette rewrites the page, which reloads
/// itself in the browser (issue 13, part 6).
enum LivePreview {
    /// How often the page reloads itself: soon enough to follow typing, rare enough to read.
    static let reloadSeconds = 1

    static func defaultFile(_ paths: SessionPaths) -> String {
        paths.exportsFolder + "/\(paths.id)-preview.html"
    }

    static func page(for palette: Palette) -> String {
        PreviewPage.html(for: [palette], reloadSeconds: reloadSeconds)
    }

    /// After an accepted line: rewrites the page when the palette changed. The change stands
    /// whatever happens to the page, so a failed write is a warning, not a rejection.
    static func refresh(after before: Palette, session: Session, context: ShellContext) {
        guard let file = session.previewFile, session.palette != before else { return }
        do throws(FileSystemError) {
            try context.fileSystem.writeAtomically(page(for: session.palette), to: file)
        } catch {
            context.output.line(ErrorText.warning(.previewNotRefreshed(error)))
        }
    }

    /// Writes the page a last time, without reloading, saying that the session ended and whether
    /// what it shows is what was saved: a page left reloading would go on showing a draft that
    /// no longer exists as if it were the palette.
    static func end(_ session: Session, why: String, context: ShellContext) {
        guard let file = session.previewFile else { return }
        let state = session.hasUnsavedChanges
            ? "it shows the last draft of \(session.paths.id), which was not saved to \(session.paths.paletteFile)"
            : "it shows \(session.paths.id) as saved in \(session.paths.paletteFile)"
        let notice = "The session ended (\(why)); this page no longer follows it: " + state + "."
        do throws(FileSystemError) {
            try context.fileSystem.writeAtomically(PreviewPage.html(for: [session.palette], notice: notice), to: file)
        } catch {
            context.output.line(ErrorText.warning(.previewNotRefreshed(error)))
        }
    }

    static let out = CommandOption.option("--out", "FILE", .file, "the page to write (default: DIR/Exports/ID-preview.html)")

    static let offWord = CommandArgument("off", .words(["off"]), .optional)

    static let command = ShellCommand(
        name: "preview", forms: [.init([offWord], optional: [out], excludes: [("off", out)])],
        summary: "Write this draft's preview page (unset roles in magenta) and keep it current: it is rewritten after every change and reloads itself in the browser; 'preview off' stops.",
        options: [out]
    ) { parsed, _, session, context throws(ToolError) in
        if parsed[offWord] == nil {
            let file = try parsed[out].map { (typed) throws(ToolError) in try OutputFile.checked(typed, fileSystem: context.fileSystem) }
                ?? defaultFile(session.paths)
            try ShellEngine.ensureFolder(of: file, fileSystem: context.fileSystem)
            try ToolError.writing(try context.fileSystem.writeAtomically(page(for: session.palette), to: file))
            session.previewFile = file
            context.output.line("preview: wrote \(file.escapingControlCharacters); it is rewritten after every change and reloads itself every \(reloadSeconds) s ('preview off' stops)")
        } else {
            guard let file = session.previewFile else { context.output.line("preview is off"); return }
            end(session, why: "preview off", context: context)
            session.previewFile = nil
            context.output.line("preview off; \(file.escapingControlCharacters) no longer reloads and says the session ended")
        }
    }
}
