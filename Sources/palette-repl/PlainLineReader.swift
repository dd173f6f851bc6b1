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
///
/// Input is read with read(2) in pieces of what has arrived, up to 64 KiB, and lines are cut
/// from a piece with memchr: a pipe's line is answered as soon as it arrives (nothing waits
/// for a buffer to fill), and `suggest --batch` reads its queries without a call per byte.
/// Nothing else reads standard input when this reader is in use (readline reads a terminal).
final class PlainLineReader: LineReader {
    let isInteractive = false
    var completer: ((String, String) -> [String])?
    var notices: (() -> Void)?
    // Nobody types over piped lines: notices wait for the next line.
    let wake: @Sendable () -> Void = {}

    /// What was read and not yet taken: `piece[next..<filled]`.
    private var piece = [UInt8](repeating: 0, count: 64 << 10)
    private var next = 0
    private var filled = 0
    private var ended = false
    /// The storage of the line being read, kept between calls so that reading a line allocates
    /// nothing but its string.
    private var line: [UInt8] = []

    func readLine(prompt: String, prefill: String?) -> String? {
        // Taken into a local, so that appending to it copies nothing.
        var bytes = line
        line = []
        defer { line = bytes }
        bytes.removeAll(keepingCapacity: true)
        guard takeLine(appendingTo: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func readLines(upTo maximum: Int) -> LineBlock {
        var block = LineBlock()
        while block.count < maximum, block.appendLine({ takeLine(appendingTo: &$0) }) {}
        return block
    }

    func remember(_ line: String) {}

    /// Appends the next line's bytes to `output`; false at the end of input, with nothing read.
    private func takeLine(appendingTo output: inout [UInt8]) -> Bool {
        let start = output.count
        // Read once: a static's initialisation check per piece is cheap, per byte it would not be.
        let limit = InputLimits.lineBytes
        var sawAny = false
        var cut = false
        while next < filled || refill() {
            sawAny = true
            let (end, endsLine) = piece.withUnsafeBufferPointer { buffer -> (Int, Bool) in
                let from = buffer.baseAddress! + next
                guard let feed = memchr(from, 0x0A, filled - next) else { return (filled, false) }
                return (next + (UnsafeRawPointer(feed) - UnsafeRawPointer(from)), true)
            }
            let kept = min(end - next, max(0, limit + 1 - (output.count - start)))
            if kept < end - next { cut = true }
            output.append(contentsOf: piece[next..<next + kept])
            next = endsLine ? end + 1 : end
            if endsLine { break }
        }
        guard sawAny else { return false }
        // A CR ends the line only when it is the line's last byte: a CR held as the byte past
        // the limit, with more of the line cut after it, is the mark that the line is too long.
        if output.count > start, output.last == 0x0D, !cut { output.removeLast() }
        return true
    }

    /// The next piece of input, whatever has arrived; false at its end (or on a read error,
    /// which ends the input as end of file does).
    private func refill() -> Bool {
        guard !ended else { return false }
        while true {
            let count = piece.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                next = 0
                filled = count
                return true
            }
            if count < 0 && errno == EINTR { continue }
            ended = true
            return false
        }
    }
}
