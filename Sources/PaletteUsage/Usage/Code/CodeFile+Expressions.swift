import PaletteCore
import PaletteExport

extension CodeFile {
    /// Whether the token at `index` ends an expression, so a `.` after it reads a member.
    func endsExpression(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .name:
            // A member is a name whatever its spelling (`.init`, `.default`).
            if index > 0, tokens[index - 1].isPunctuation(0x2E) { return true }
            switch keyword(index) {
            case .none, .selfWord, .selfType, .thisWord, .superWord: return true
            default: return false
            }
        case .number, .string, .interpolationClose: return true
        case .punctuation:
            guard token.length == 1 else { return false }
            return token.byte == 0x29 || token.byte == 0x5D || token.byte == 0x7D || token.byte == 0x3F || token.byte == 0x21 || token.byte == 0x3E
        default:
            return false
        }
    }

    /// Whether `index` is the `:` after the label `label` (`named:`, `resource:`).
    func isLabelled(_ label: String, before index: Int) -> Bool {
        index >= 1 && isPunctuation(index, 0x3A) && tokens[index - 1].kind == .name && name(tokens[index - 1].name) == label
    }
}
