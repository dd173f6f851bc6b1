import PaletteKit

/// `palette-repl replay FILE...`: session files run non-interactively; `--check` proves the
/// committed palettes come from the committed sessions.
enum ReplayCommand {
    static let dir = CommandOption.option("--dir", "DIR", .folder, "the palette folder: DIR/Palettes and DIR/Sessions (default: the current folder)")
    static let quiet = CommandOption.flag("--quiet", "print only errors and the summary")
    static let transcript = CommandOption.flag("--transcript", "print prompts and output as a person would have seen them")
    static let check = CommandOption.flag("--check", "replay in memory and compare with DIR/Palettes/ID.json; exit 1 with the roles that differ")

    static let files = CommandArgument("FILE", .file, .oneOrMore)

    /// The command's name, known without building its descriptor (`CommandLineTool.commands`).
    static let name = "replay"

    static let descriptor = CommandDescriptor(
        name: name,
        summary: "Run session files with the shell's engine; a file writes its palette only if it runs to the end.",
        forms: [.init([files], optional: [dir, quiet, transcript, check], exclusive: [[quiet, transcript]])],
        options: [dir, quiet, transcript, check],
        details: [
            "Each file starts with 'new ID' or 'open ID'. An error stops that file with FILE:LINE: message",
            "(exit 1); the other files still run. A session that ends unsaved is reported (exit 1).",
            "A file that cannot be read or written is exit 2, and nothing of that session is written.",
        ]
    ) { parsed, context throws(ToolError) in
        let directory = parsed[dir] ?? "."
        var failures = 0
        var unreadableOrUnwritable = false  // exit 2
        var lines: [String] = []
        for path in parsed.all(files) {
            let text: String
            do throws(FileSystemError) { text = try context.fileSystem.readText(at: path, limit: InputLimits.sessionFileBytes) } catch {
                context.report(.unreadableFile(error))
                failures += 1
                unreadableOrUnwritable = true
                continue
            }
            let overlay = OverlayFileSystem(base: context.fileSystem)
            let transcript = parsed.has(ReplayCommand.transcript) ? context.output : nil
            let result = SessionReplay.run(text, directory: directory, fileSystem: overlay, transcript: transcript, schema: context.schema)
            if let failure = result.failure {
                context.report(failure.error, at: "\(path):\(failure.line)")
                failures += 1
                continue
            }
            let session = result.session!
            if parsed.has(check) {
                let verdict = compare(session, staged: overlay, context: context)
                if !verdict.matches { failures += 1 }
                lines.append("\(path.escapingControlCharacters): " + verdict.summary)
                for difference in verdict.differences { context.report(difference, at: path) }
                continue
            }
            do throws(ToolError) { try refuseIfAShellHolds(session.paths, fileSystem: context.fileSystem) } catch {
                context.report(error, at: path)
                failures += 1
                unreadableOrUnwritable = true
                continue
            }
            do throws(FileSystemError) { try overlay.commit() } catch {
                context.report(.unwritableFile(error))
                failures += 1
                unreadableOrUnwritable = true
                continue
            }
            if session.hasUnsavedChanges {
                context.report(.sessionEndedUnsaved(paletteFile: session.paths.paletteFile), at: path)
                failures += 1
                lines.append("\(path.escapingControlCharacters): unsaved")
            } else {
                lines.append("\(path.escapingControlCharacters): \(session.paths.id) saved to \(session.paths.paletteFile.escapingControlCharacters) (\(session.palette.filledRoles.count)/\(session.palette.schema.roles.count) roles)")
            }
        }
        // Under --check a transcript's "saved" went to memory: each file's verdict follows it.
        if !parsed.has(quiet) && (!parsed.has(transcript) || parsed.has(check)) { for line in lines { context.output.line(line) } }
        let total = parsed.all(files).count
        let passed = total - failures
        let verb = parsed.has(check) ? (passed == 1 ? "matches its palette" : "match their palettes") : "ran and saved"
        context.output.line("replayed \(Plural.counted(total, "session")): \(passed) \(verb), \(failures) failed")
        if unreadableOrUnwritable { return .usage }
        return failures == 0 ? .success : .failure
    }

    /// A shell on the palette holds its journal's lock and saves over the file when it saves:
    /// replay does not write a palette while that shell is open. (No lock file, no shell: the
    /// shell makes it before anything else.) A lock file replay cannot open (another user's, mode
    /// 0600) tells nothing, and replay writes as it always did: only the palette file is its to
    /// write. A lock taken here is held until the process ends.
    static func refuseIfAShellHolds(_ paths: SessionPaths, fileSystem: FileSystem) throws(ToolError) {
        guard fileSystem.fileExists(at: paths.journalFile + ".lock"),
              let outcome = try? fileSystem.lockExclusively(paths.journalFile) else { return }
        if case .heldBy(let pid) = outcome { throw .journalLocked(journal: paths.journalFile, pid: pid) }
    }

    struct Verdict {
        let matches: Bool
        let summary: String
        /// What differs, each reported at the session file.
        let differences: [ToolError]
    }

    /// The replayed palette against the committed file, byte for byte, with a role diff.
    static func compare(_ session: Session, staged: OverlayFileSystem, context: ToolContext) -> Verdict {
        let path = session.paths.paletteFile
        guard let replayed = staged.staged[path] else {
            return Verdict(matches: false, summary: ErrorText.message(for: .sessionDoesNotSave(paletteFile: path)), differences: [])
        }
        let committed: String
        do throws(FileSystemError) { committed = try context.fileSystem.readText(at: path, limit: InputLimits.paletteFileBytes) } catch {
            return Verdict(matches: false, summary: ErrorText.message(for: .noCommittedPalette(error)), differences: [])
        }
        if committed == replayed { return Verdict(matches: true, summary: "matches \(path)", differences: []) }
        var differences: [ToolError] = []
        let schema = session.palette.schema
        if let old = try? PaletteFile.decode(committed, schema: schema), let new = try? PaletteFile.decode(replayed, schema: schema) {
            for role in session.palette.schema.roleNames where old[role] != new[role] {
                differences.append(.replayedRoleDiffers(paletteFile: path, role: role, committed: old[role], replayed: new[role]))
            }
        }
        if differences.isEmpty { differences.append(.replayedBytesDiffer(paletteFile: path)) }
        return Verdict(matches: false, summary: ErrorText.message(for: .replayDiffers(paletteFile: path)), differences: differences)
    }
}
