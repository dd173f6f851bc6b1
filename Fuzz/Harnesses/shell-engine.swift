// libFuzzer harness: the shell engine driven by a random command sequence, on files in memory.
//
// Each input line becomes a shell line: a first byte below 0x40 picks a command name and the
// rest is its argument text; 0xFE and 0xFF make the palette file or the journal fail to write
// until toggled back; anything else is the line as it is. Two invariants:
// 1. A line that is rejected (or blank) changes neither the session nor any file, journal included.
// 2. Replaying the journal reproduces the session: palette, sources, undo and redo depth.
@testable import PaletteCommands
import PaletteTestSupport
import PaletteKit

private let names = ShellEngine.commands.map(\.name) + ["lighter", "paper", "plate", "ink", "nord", "#FFFFFF"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShellEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let paths = SessionPaths(directory: "w", id: PaletteID("fuzz")!)
    let files = MemoryFileSystem(files: [paths.journalFile: "new fuzz\n"])
    let context = ShellContext(output: TextBuffer(), style: .plain, fileSystem: files)
    var session = Session(paths: paths, palette: Palette(id: paths.id), saved: false)
    for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(64) {
        guard let first = raw.first else { continue }
        if first == 0xFE || first == 0xFF {
            let path = first == 0xFE ? paths.paletteFile : paths.journalFile
            if files.failingWrites.remove(path) == nil { files.failingWrites.insert(path) }
            continue
        }
        let line: String
        if first < 0x40 {
            line = names[Int(first) % names.count] + " " + String(decoding: raw.dropFirst(), as: UTF8.self)
        } else {
            line = String(decoding: raw, as: UTF8.self)
        }
        let before = (session.current, session.undoStack.count, session.redoStack.count, files.files)
        let outcome = ShellEngine.execute(line, session: &session, context: context)
        if outcome != .accepted {
            guard session.current == before.0, session.undoStack.count == before.1, session.redoStack.count == before.2 else {
                fatalError("\(line.debugDescription) was not accepted but changed the session")
            }
            guard files.files == before.3 else {
                fatalError("\(line.debugDescription) was not accepted but changed a file")
            }
        }
    }
    files.failingWrites = []
    let replayed: ShellStartup.JournalReplay
    do {
        replayed = try ShellStartup.replayJournal(paths: paths, schema: .stream, matching: nil, context: ShellContext(output: TextBuffer(), style: .plain, fileSystem: files))
    } catch {
        fatalError("the journal cannot be read back: \(error)")
    }
    let again = replayed.session
    guard again.current == session.current, again.undoStack.count == session.undoStack.count,
          again.redoStack.count == session.redoStack.count else {
        fatalError("replaying the journal does not reproduce the session:\n\(files.files[paths.journalFile] ?? "")")
    }
    return 0
}
