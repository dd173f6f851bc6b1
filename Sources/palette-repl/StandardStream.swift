#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

/// A standard stream as a `TextOutput`. Output is collected and written with write(2) on
/// `flush()` (and at every line on stderr), so the order of lines is what the user sees.
final class StandardStream: TextOutput {
    private let descriptor: Int32
    private var pending: [UInt8] = []
    private let flushesEveryWrite: Bool

    init(descriptor: Int32, flushesEveryWrite: Bool) {
        self.descriptor = descriptor
        self.flushesEveryWrite = flushesEveryWrite
    }

    static func output() -> StandardStream { StandardStream(descriptor: STDOUT_FILENO, flushesEveryWrite: false) }
    static func errors() -> StandardStream { StandardStream(descriptor: STDERR_FILENO, flushesEveryWrite: true) }

    func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if flushesEveryWrite || pending.count > 1 << 16 { flush() }
    }

    func flush() {
        var offset = 0
        while offset < pending.count {
            let written = pending[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        pending.removeAll(keepingCapacity: true)
    }
}
