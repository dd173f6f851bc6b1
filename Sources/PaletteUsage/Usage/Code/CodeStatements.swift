import PaletteCore
import PaletteExport

/// Where statements end in Swift, Kotlin and Java: at a `;`, at a bracket that closes what the
/// statement is in, or at a line break after which it does not go on (the line ends in an
/// operator, or the next begins with `.`, a binary operator or `else`).
enum CodeStatements {
    static func end(of file: CodeFile, from start: Int) -> Int {
        let tokens = file.tokens
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if index > start, token.isNewlineBefore, !continues(file, before: index) { return index }
            if token.kind == .punctuation, token.length == 1 {
                switch token.byte {
                case 0x28, 0x5B, 0x7B:
                    index = Int(file.closing(index)) + 1
                    continue
                case 0x29, 0x5D, 0x7D, 0x3B:
                    return index
                default:
                    break
                }
            }
            index += 1
        }
        return index
    }

    /// Whether the statement goes on across the line break before `index`.
    static func continues(_ file: CodeFile, before index: Int) -> Bool {
        let previous = file.tokens[index - 1], next = file.tokens[index]
        if previous.kind == .punctuation {
            switch previous.byte {
            case 0x21:
                // `!=` goes on; a force unwrap `x!` ends an expression.
                if previous.length > 1 { return true }
            case 0x3D, 0x2C, 0x28, 0x5B, 0x7B, 0x2B, 0x2D, 0x2A, 0x2F, 0x26, 0x7C, 0x3F, 0x3A, 0x2E, 0x3C, 0x3E, 0x25, 0x5C:
                return true
            default:
                break
            }
        }
        if previous.kind == .name {
            switch file.keyword(index - 1) {
            case .returnWord, .inWord, .asWord, .isWord, .someWord, .anyWord, .throwWord, .tryWord: return true
            default: break
            }
        }
        if next.kind == .punctuation {
            switch next.byte {
            case 0x2E, 0x3F, 0x2B, 0x2D, 0x2A, 0x26, 0x7C, 0x29, 0x5D, 0x3A, 0x2F, 0x25, 0x3C, 0x3E:
                return true
            case 0x3D, 0x21:
                // `==`, `!=` go on; `=` or `!` first is a new statement.
                return next.length > 1
            default:
                return false
            }
        }
        switch file.keyword(index) {
        case .elseWord, .asWord, .isWord, .catchWord, .finallyWord: return true
        default: return false
        }
    }
}
