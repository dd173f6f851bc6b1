/// A source of shell lines. The executable supplies GNU readline on a terminal and plain
/// standard input otherwise; tests supply a script.
package protocol LineReader: AnyObject {
    /// Whether a person is typing (prompts are shown, Ctrl-D asks before leaving).
    var isInteractive: Bool { get }
    /// The next line without its newline, or nil at end of input (Ctrl-D).
    func readLine(prompt: String, prefill: String?) -> String?
    /// Up to `maximum` lines at once, each as `readLine` would read it (`suggest --batch`);
    /// fewer means the input has ended. Read one at a time unless the reader has a faster way.
    func readLines(upTo maximum: Int) -> LineBlock
    /// Adds an accepted line to the persistent history.
    func remember(_ line: String)
    /// Completion candidates for the word being typed, given the whole line up to the cursor.
    var completer: ((_ lineBeforeWord: String, _ word: String) -> [String])? { get set }
}
