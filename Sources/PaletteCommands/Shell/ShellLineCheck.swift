/// What no shell line may hold, wherever it comes from (typed, piped, a session file, the
/// journal): more than `InputLimits.lineBytes`, or a control character other than tab before its
/// comment. A NUL would end the line early for any C reader, and an escape would drive the
/// terminal when the line is echoed; a line that holds one is refused whole rather than run in
/// part. A comment runs nothing, so it may hold anything; it is shown escaped.
enum ShellLineCheck {
    /// `hashAtStartIsComment`: the comment rule of who reads the line (`ShellLine.withoutComment`;
    /// false for a batch line, which starts with a colour).
    static func problem(in line: String, hashAtStartIsComment: Bool = true) -> ToolError? {
        if line.utf8.count > InputLimits.lineBytes { return .lineTooLong(limit: InputLimits.lineBytes) }
        // Printable ASCII and tabs, the whole of nearly every line, hold nothing refused: answered
        // from the stored bytes without cutting the comment or decoding scalars.
        var stored = line
        if stored.withUTF8({ bytes in bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 } }) { return nil }
        var column = 0
        for scalar in ShellLine.withoutComment(line, hashAtStartIsComment: hashAtStartIsComment).unicodeScalars {
            column += 1
            if scalar == "\t" { continue }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{FFFD}" {
                return .forbiddenCharacter(scalar.value, column: column)
            }
        }
        return nil
    }
}
