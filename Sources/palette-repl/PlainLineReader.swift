#if canImport(Glibc)
import Glibc
#endif
import PaletteCommands

/// Standard input read line by line when it is not a terminal: no prompt, no editing, so
/// `palette-repl new nord < script` behaves like replay.
final class PlainLineReader: LineReader {
    let isInteractive = false
    var completer: ((String, String) -> [String])?

    func readLine(prompt: String, prefill: String?) -> String? {
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        let length = getline(&buffer, &capacity, stdin)
        guard length >= 0, let buffer else { return nil }
        var line = String(cString: buffer)
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    func remember(_ line: String) {}
}
