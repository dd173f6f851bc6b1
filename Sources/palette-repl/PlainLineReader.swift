#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import PaletteCommands

/// Standard input read line by line when it is not a terminal: no prompt, no editing, so
/// `palette-repl new nord < script` behaves like replay.
///
/// Every byte is kept (a NUL or an invalid UTF-8 byte reaches the engine, which refuses the
/// line), and at most one byte past `InputLimits.lineBytes` is held, so an endless line costs
/// no memory: the engine refuses it as too long and the rest of it is skipped.
final class PlainLineReader: LineReader {
    let isInteractive = false
    var completer: ((String, String) -> [String])?

    /// The storage of the line being read, kept between calls so that reading a line allocates
    /// nothing but its string (`suggest --batch` reads one per query).
    private var buffer: [UInt8] = []

    func readLine(prompt: String, prefill: String?) -> String? {
        // Taken into a local, so the byte loop appends to a value it owns alone.
        var bytes = buffer
        buffer = []
        defer { buffer = bytes }
        bytes.removeAll(keepingCapacity: true)
        var sawAny = false
        var cut = false
        // Read once: a static's initialisation check per byte was a tenth of reading a line.
        let limit = InputLimits.lineBytes
        while true {
            // Unlocked: only this reader reads standard input, and a lock per byte was a
            // measurable share of `suggest --batch`'s reading.
            let next = getc_unlocked(stdin)
            if next == EOF { break }
            sawAny = true
            if next == 0x0A { break }
            if bytes.count <= limit { bytes.append(UInt8(next)) } else { cut = true }
        }
        guard sawAny else { return nil }
        // A CR ends the line only when it is the line's last byte: a CR held as the byte past
        // the limit, with more of the line cut after it, is the mark that the line is too long.
        if bytes.last == 0x0D && !cut { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    func remember(_ line: String) {}
}
