/// Where a command writes. The executable passes stdout and stderr; tests pass buffers.
public protocol TextOutput: AnyObject {
    func write(_ text: String)
    /// Delivers what was written (before the shell waits for input).
    func flush()
}

extension TextOutput {
    public func line(_ text: String = "") { write(text + "\n") }
    public func flush() {}
}

/// Collects output in memory, for tests and for replay transcripts.
public final class TextBuffer: TextOutput {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}
