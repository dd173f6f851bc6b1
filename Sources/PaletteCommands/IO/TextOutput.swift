/// Where a command writes. The executable passes stdout and stderr; tests pass buffers.
public protocol TextOutput: AnyObject {
    func write(_ text: String)
}

extension TextOutput {
    public func line(_ text: String = "") { write(text + "\n") }
}

/// Collects output in memory, for tests and for replay transcripts.
public final class TextBuffer: TextOutput {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}
