// libFuzzer harness: the session-file reader. The bytes are a session file: split into lines
// (CRLF), checked, parsed and replayed in memory, and read as a journal with a torn tail.
// Nothing may crash or hang; a journal read never keeps a torn line, and after the read the
// file holds only whole lines.
@testable import PaletteCommands
import PaletteTestSupport
import PaletteKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessionLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    for line in TextLines.split(text) {
        if line.contains("\n") { fatalError("a line holds a newline: \(line.debugDescription)") }
        _ = ShellLineCheck.problem(in: line)
        _ = ShellLine(line)
    }
    let files = MemoryFileSystem(files: ["s/Sessions/fuzz.session": text])
    _ = SessionReplay.run(text, directory: "s", fileSystem: OverlayFileSystem(base: files), transcript: TextBuffer())
    if let journal = try? JournalText.read("s/Sessions/fuzz.session", fileSystem: files) {
        let after = files.files["s/Sessions/fuzz.session"] ?? ""
        if let last = after.utf8.last, last != UInt8(ascii: "\n") { fatalError("the journal still ends in a torn line") }
        if journal.dropped == nil && after != text { fatalError("a whole journal was changed by reading it") }
    }
    return 0
}
