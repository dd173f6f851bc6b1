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

    func readLine(prompt: String, prefill: String?) -> String? {
        var bytes: [UInt8] = []
        var sawAny = false
        while true {
            // Unlocked: only this reader reads standard input, and a lock per byte was a
            // measurable share of `suggest --batch`'s reading.
            let next = getc_unlocked(stdin)
            if next == EOF { break }
            sawAny = true
            if next == 0x0A { break }
            if bytes.count <= InputLimits.lineBytes { bytes.append(UInt8(next)) }
        }
        guard sawAny else { return nil }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    func remember(_ line: String) {}
}
