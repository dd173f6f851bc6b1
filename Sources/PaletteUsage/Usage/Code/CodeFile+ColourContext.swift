import PaletteCore
import PaletteExport

extension CodeFile {
    /// Words whose argument is a colour, in a call's or a label's name (`foregroundColor(`,
    /// `.fill(`, `backgroundColor:`, `tint:`), compared in lower case.
    static let colourWords = ["color", "colour", "tint", "fill", "stroke", "foreground", "background", "shadow", "border", "accent",
                              "highlight", "gradient"]

    /// Whether the implicit member whose name is at `index` (`.solo`, after its dot) stands where
    /// a colour is expected: an argument of a call or under a label named for one
    /// (`.foregroundColor(.solo)`, `backgroundColor: dark ? .black : .solo`), the value of a
    /// declaration of a colour type (`let c: Color? = .solo`, `let s: [Color] = [.solo]`), one
    /// assigned to a property named for a colour (`label.textColor = .solo`), or what the
    /// enclosing declaration returns when `returnsColour` (`var color: Color { switch self {
    /// case .solo: return .solo } }`). Not in a `case` pattern, a comparison, a subscript's key, or
    /// any other call's argument (`encode(.solo)`): there `.solo` is the enum case an app that
    /// declares one of that name means.
    func isColourContext(ofImplicitMemberAt index: Int, returnsColour: Bool) -> Bool {
        var position = index - 2
        var depth = 0
        let limit = max(0, index - 96)
        while position >= limit {
            let token = tokens[position]
            if token.kind == .punctuation, token.isSingle {
                switch token.byte {
                case 0x29, 0x5D, 0x7D:
                    depth += 1
                case 0x5B where depth == 0:
                    // A subscript's key (`map[.solo]`) is no colour; an array literal's elements
                    // (`colors: [.solo, .red]`) are the list's.
                    if position > 0, endsExpression(position - 1) { return false }
                case 0x7B where depth == 0:
                    // A body or a closure: what it returns.
                    return returnsColour
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
                    // `let c: Color = .solo`, `Color? =`, `[Color] =`, `label.textColor = .solo`.
                    return isColourTypeAnnotation(before: position) || isColourWord(position - 1)
                case 0x3B where depth == 0:
                    return false
                default:
                    break
                }
            } else if depth == 0, token.kind == .punctuation, token.length == 2, token.byte == 0x3D || token.byte == 0x21,
                      position + 1 < tokens.count {
                // `==`, `!=`: a comparison of cases.
                return false
            } else if depth == 0, token.kind == .name {
                switch keyword(position) {
                case .returnWord: return returnsColour
                case .caseWord, .ifWord, .guardWord, .switchWord, .inWord, .whereWord: return false
                default: break
                }
            }
            position -= 1
        }
        return false
    }

    /// Whether the implicit member whose name is at `index` starts a `case` pattern (`case
    /// .success:`, `case let .failure(error)`, `if case .loaded = state`, `case .idle, .done:`):
    /// an enum's case, whatever enum (a framework's `Result` too), for no code pattern-matches a
    /// colour.
    func isCasePattern(ofImplicitMemberAt index: Int) -> Bool {
        var position = index - 2
        if position >= 1, keyword(position) == .letWord || keyword(position) == .varWord { position -= 1 }
        guard position >= 0 else { return false }
        if keyword(position) == .caseWord { return true }
        guard isPunctuation(position, 0x2C) else { return false }
        // `case .idle, .done:`: back over the items before, at the pattern's own depth.
        var depth = 0
        let limit = max(0, position - 64)
        while position > limit {
            position -= 1
            let token = tokens[position]
            if token.kind == .punctuation, token.isSingle {
                switch token.byte {
                case 0x29, 0x5D:
                    depth += 1
                case 0x28, 0x5B:
                    if depth == 0 { return false }
                    depth -= 1
                case 0x7B, 0x7D, 0x3A, 0x3B, 0x3D:
                    if depth == 0 { return false }
                default:
                    break
                }
            } else if depth == 0, keyword(position) == .caseWord {
                return true
            }
        }
        return false
    }

    /// `: Color =`, `: Color? =`, `: [Color] =` ending just before the `=` at `equals`.
    private func isColourTypeAnnotation(before equals: Int) -> Bool {
        var position = equals - 1
        if position >= 0, isPunctuation(position, 0x3F) || isPunctuation(position, 0x5D) { position -= 1 }
        guard position >= 1, tokens[position].kind == .name, PlatformFacades.colourTypes.contains(name(tokens[position].name)) else {
            return false
        }
        if isPunctuation(position - 1, 0x5B) { position -= 1 }
        return position >= 1 && isPunctuation(position - 1, 0x3A)
    }

    private func isColourWord(_ index: Int) -> Bool {
        guard index >= 0, tokens[index].kind == .name else { return false }
        let word = name(tokens[index].name).lowercased()
        return CodeFile.colourWords.contains { word.containsASCII($0) }
    }
}
