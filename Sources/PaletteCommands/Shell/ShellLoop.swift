import PaletteKit

/// The read–run–print loop around `ShellEngine`.
package enum ShellLoop {
    /// How long an interactive line waits for a level's variant before it answers without it
    /// ("deriving…") and the verdict follows when ready: with the rest of the line's work, the
    /// line answers within 100 ms.
    package static let lineWait = Duration.milliseconds(50)

    package static func run(_ session: inout Session, reader: LineReader, context: ShellContext, lineWait: Duration = lineWait) -> ExitCode {
        let box = SessionBox(session)
        let fileSystem = context.fileSystem
        reader.completer = { before, word in
            ShellCompletion.candidates(lineBeforeWord: before, word: word, session: box.session, files: { fileSystem.fileNames(in: $0) })
        }
        // A person waits for no derivation: a line answers with what it knows, and the reader
        // shows a verdict derived in the background as soon as it is ready. Replay and piped lines
        // wait for every answer, so they print the same whatever the machine's speed.
        if reader.isInteractive {
            box.session.derivations = VariantDerivations(lineWait: lineWait, onReady: reader.wake)
            reader.notices = { showReadyVerdict(box.session, context: context) }
        }
        defer {
            session = box.session
            reader.completer = nil
            reader.notices = nil
        }
        let code = loop(box, reader: reader, context: context)
        LivePreview.end(box.session, why: box.session.wantsToQuit ? "quit" : "the input ended", context: context)
        context.output.flush()
        return code
    }

    /// The verdict of the session's variant, when a line answered that it was deriving and it
    /// has been derived since (for the palette and level as they stand); once.
    static func showReadyVerdict(_ session: Session, context: ShellContext) {
        guard let ready = session.derivations.takeReady(for: session.palette) else { return }
        context.output.line(VariantText.verdict(ready.variant, level: ready.level))
        context.output.flush()
    }

    /// Completion reads the session as it is when Tab is pressed, so it holds a reference.
    private final class SessionBox {
        var session: Session
        init(_ session: Session) { self.session = session }
    }

    private static func loop(_ box: SessionBox, reader: LineReader, context: ShellContext) -> ExitCode {
        while !box.session.wantsToQuit {
            var current = box.session
            defer { box.session = current }
            showReadyVerdict(current, context: context)
            context.output.flush()
            let level = current.level == LevelName.standard ? "" : "[\(current.level)]"
            let prompt = reader.isInteractive ? "\(current.paths.id)\(level)> " : ""
            guard let line = reader.readLine(prompt: prompt, prefill: current.prefill) else {
                if reader.isInteractive && current.hasUnsavedWork && !current.quitWarned {
                    current.quitWarned = true
                    context.output.line("")
                    context.output.line(ErrorText.warning(.unsavedChanges))
                    continue
                }
                if !reader.isInteractive && current.hasUnsavedWork {
                    let paths = current.paths
                    context.output.line(ErrorText.message(for: .inputEndedUnsaved(id: paths.id.rawValue, paletteFile: paths.paletteFile, journal: paths.journalFile)))
                    context.output.flush()
                    return .failure
                }
                break
            }
            if ShellEngine.execute(line, session: &current, context: context) != .nothing { reader.remember(line) }
        }
        context.output.flush()
        return .success
    }
}
