import PaletteCore
import PaletteExport

extension CodeFile {
    /// Whether the tokens in `region` are a declaration the reader may pass over whole: no name
    /// (nor attribute) that `recorded` marks (by the file's own name ids), no `#` directive or
    /// literal (`#if` changes what the walk reads, `#colorLiteral` is a colour), and every
    /// bracket, brace and interpolation opened inside it closed inside it, so the walk's blocks
    /// after it are those before it. The token after it closes a brace or starts a statement:
    /// no expression goes on from it.
    func isQuiet(_ region: Range<Int32>, recorded: [Bool]) -> Bool {
        let end = Int(region.upperBound)
        guard end <= tokens.count else { return false }
        if end < tokens.count, !tokens[end].isPunctuation(0x7D),
           !tokens[end].isNewlineBefore || region.isEmpty || CodeStatements.continues(self, before: end) { return false }
        var depth = 0
        for index in Int(region.lowerBound)..<end {
            let token = tokens[index]
            switch token.kind {
            case .name, .attribute:
                if recorded[Int(token.name)] { return false }
            case .pound:
                return false
            case .interpolationOpen:
                depth += 1
            case .interpolationClose:
                depth -= 1
                if depth < 0 { return false }
            case .punctuation where token.isSingle:
                switch token.byte {
                case 0x28, 0x5B, 0x7B:
                    depth += 1
                case 0x29, 0x5D, 0x7D:
                    depth -= 1
                    if depth < 0 { return false }
                default:
                    break
                }
            default:
                break
            }
        }
        return depth == 0
    }
}
