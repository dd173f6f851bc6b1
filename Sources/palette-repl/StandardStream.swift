#if canImport(Glibc)
@preconcurrency import Glibc
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
        flushIfDue()
    }

    func writeLine(_ text: String) {
        pending.append(contentsOf: text.utf8)
        pending.append(0x0A)
        flushIfDue()
    }

    func write(utf8 bytes: [UInt8]) {
        pending.append(contentsOf: bytes)
        flushIfDue()
    }

    /// At every write on stderr; on stdout once 64 KiB are held.
    private func flushIfDue() {
        if flushesEveryWrite || pending.count > 1 << 16 { flush() }
    }

    /// The reader went away (`palette-repl check … | head -1`): stop as `yes | head` does, with
    /// the conventional SIGPIPE status and no message. main.swift ignores SIGPIPE so that every
    /// write reaches this one place instead of the process dying wherever the write happened.
    static func endQuietlyOnClosedPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var pipeOnly = sigset_t()
        sigemptyset(&pipeOnly)
        sigaddset(&pipeOnly, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &pipeOnly, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }

    func flush() {
        var offset = 0
        while offset < pending.count {
            let written = pending[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE && descriptor == STDOUT_FILENO { Self.endQuietlyOnClosedPipe() }
                break
            }
            offset += written
        }
        pending.removeAll(keepingCapacity: true)
    }
}
