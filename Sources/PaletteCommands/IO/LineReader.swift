/// A source of shell lines. The executable supplies GNU readline on a terminal and plain
/// standard input otherwise; tests supply a script.
package protocol LineReader: AnyObject {
    /// Whether a person is typing (prompts are shown, Ctrl-D asks before leaving).
    var isInteractive: Bool { get }
    /// The next line without its newline, or nil at end of input (Ctrl-D).
    func readLine(prompt: String, prefill: String?) -> String?
    /// Adds an accepted line to the persistent history.
    func remember(_ line: String)
    /// Completion candidates for the word being typed, given the whole line up to the cursor.
    var completer: ((_ lineBeforeWord: String, _ word: String) -> [String])? { get set }
}
