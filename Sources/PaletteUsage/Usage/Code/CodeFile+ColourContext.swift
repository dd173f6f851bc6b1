import PaletteCore
import PaletteExport

extension CodeFile {
    /// Words whose argument is a colour, in a call's or a label's name (`foregroundColor(`,
    /// `.fill(`, `backgroundColor:`, `tint:`), compared in lower case.
    static let colourWords = ["color", "colour", "tint", "fill", "stroke", "foreground", "background", "shadow", "border", "accent",
                              "highlight", "gradient", "style"]

    /// Whether the implicit member whose name is at `index` (`.solo`, after its dot) stands where
    /// a colour is expected: an argument of a call or under a label named for one
    /// (`.foregroundColor(.solo)`, `backgroundColor: dark ? .black : .solo`), the value of a
    /// declaration of a colour type (`let c: Color = .solo`) or one assigned to a property named
    /// for a colour (`label.textColor = .solo`). Not in a `case` pattern, a
    /// comparison, or any other call's argument (`encode(.solo)`): there `.solo` is the enum case
    /// an app that declares one of that name means.
    func isColourContext(ofImplicitMemberAt index: Int) -> Bool {
        var position = index - 2
        var depth = 0
        let limit = max(0, index - 96)
        while position >= limit {
            let token = tokens[position]
            if token.kind == .punctuation, token.end - token.start == 1 {
                switch token.byte {
                case 0x29, 0x5D, 0x7D:
                    depth += 1
                case 0x5B where depth == 0:
                    // An array literal (`colors: [.solo, .red]`): its context is the list's.
                    break
                case 0x28, 0x5B, 0x7B:
                    if depth == 0 {
                        return token.byte == 0x28 && position > 0 && isColourWord(position - 1)
                    }
                    depth -= 1
                case 0x3A where depth == 0:
                    // `label: value`, where the label follows `(` or `,`.
                    if position >= 2, tokens[position - 1].kind == .name,
                       isPunctuation(position - 2, 0x28) || isPunctuation(position - 2, 0x2C) {
                        return isColourWord(position - 1)
                    }
                case 0x3D where depth == 0:
                    // `let c: Color = .solo`, `label.textColor = .solo`.
                    return position >= 2 && isPunctuation(position - 2, 0x3A) && tokens[position - 1].kind == .name
                        && PlatformFacades.colourTypes.contains(names[Int(tokens[position - 1].name)])
                        || isColourWord(position - 1)
                case 0x3B where depth == 0:
                    return false
                default:
                    break
                }
            } else if depth == 0, token.kind == .name {
                switch keyword(position) {
                case .caseWord, .returnWord, .ifWord, .guardWord, .switchWord, .inWord, .whereWord: return false
                default: break
                }
            }
            position -= 1
        }
        return false
    }

    private func isColourWord(_ index: Int) -> Bool {
        guard index >= 0, tokens[index].kind == .name else { return false }
        let word = names[Int(tokens[index].name)].lowercased()
        return CodeFile.colourWords.contains { word.contains($0) }
    }
}
