import PaletteKit

/// The read–run–print loop around `ShellEngine`.
package enum ShellLoop {
    package static func run(_ session: inout Session, reader: LineReader, context: ShellContext) -> ExitCode {
        let box = SessionBox(session)
        let fileSystem = context.fileSystem
        reader.completer = { before, word in
            ShellCompletion.candidates(lineBeforeWord: before, word: word, session: box.session, files: { fileSystem.fileNames(in: $0) })
        }
        defer {
            session = box.session
            reader.completer = nil
        }
        let code = loop(box, reader: reader, context: context)
        LivePreview.end(box.session, why: box.session.wantsToQuit ? "quit" : "the input ended", context: context)
        context.output.flush()
        return code
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
            context.output.flush()
            let level = current.level == ContrastLevel.standard ? "" : "[\(current.level)]"
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
