/// Where a command writes. The executable passes stdout and stderr; tests pass buffers.
package protocol TextOutput: AnyObject {
    func write(_ text: String)
    /// `write(text + "\n")`; a stream that keeps bytes appends both without building the joined
    /// string (`suggest --batch` writes a line per query).
    func writeLine(_ text: String)
    /// Text already encoded as UTF-8 (`suggest --batch` writes a block's answers as bytes); a
    /// stream that keeps bytes appends them as they are.
    func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
    /// Delivers what was written (before the shell waits for input).
    func flush()
}

extension TextOutput {
    package func line(_ text: String = "") { writeLine(text) }
    package func writeLine(_ text: String) { write(text + "\n") }
    package func write(utf8 bytes: UnsafeBufferPointer<UInt8>) { write(String(decoding: bytes, as: UTF8.self)) }
    package func flush() {}
}

/// Collects output in memory, for tests and for replay transcripts.
package final class TextBuffer: TextOutput {
    package private(set) var text = ""
    package init() {}
    package func write(_ text: String) { self.text += text }
}

/// Drops what is written: the output of a context that shows no feedback.
package final class DiscardedOutput: TextOutput {
    package init() {}
    package func write(_ text: String) {}
}
