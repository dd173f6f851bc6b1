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
    /// Writes what became ready in the background while the person types (the verdict of a
    /// variant derived past a line's wait) above the line being typed: the reader calls it on its
    /// own thread after `wake`, and the shell calls it before each prompt.
    var notices: (() -> Void)? { get set }
    /// Asks the reader to call `notices` as soon as it can, even while it waits for a key; safe
    /// from any thread. A reader that cannot leaves them for the next prompt.
    var wake: @Sendable () -> Void { get }
}
