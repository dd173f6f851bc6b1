#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCommands

/// A standard stream as a `TextOutput`. Output is collected and written with write(2) on
/// `flush()` (and at every line on stderr), so the order of lines is what the user sees; a block
/// of `suggest --batch` answers is written straight after what is pending.
final class StandardStream: TextOutput {
    private let descriptor: Int32
    private var pending: [UInt8] = []
    private let flushesEveryWrite: Bool
    /// The operating system's reason for the first write the descriptor refused (a full disk,
    /// a read-only or closed descriptor), nil while every write has gone through. Nothing more
    /// is written after it; main.swift reports it and fails the command, so a caller that
    /// redirected the output never takes a cut-off file for a whole one.
    private(set) var failure: String?

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

    /// A block of `suggest --batch` answers, tens of kilobytes: written as it is after what is
    /// pending, rather than copied in first.
    func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 1 << 12, let start = bytes.baseAddress else {
            pending.append(contentsOf: bytes)
            return flushIfDue()
        }
        flush()
        writeAll(UnsafeRawBufferPointer(start: start, count: bytes.count))
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
        pending.withUnsafeBytes { writeAll($0) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Every byte to the descriptor, through interrupted and partial writes.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, start + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE && descriptor == STDOUT_FILENO { Self.endQuietlyOnClosedPipe() }
                failure = String(cString: strerror(errno))
                return
            }
            offset += written
        }
    }
}
