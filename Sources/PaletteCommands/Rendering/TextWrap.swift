/// Lines wrapped at a terminal's width, counting only what is visible: colour escapes
/// (`ESC [ … m`) take no column. A line breaks at its last space that fits; the rest continues
/// under `indent` columns. A word longer than the width is left whole.
enum TextWrap {
    static func wrap(_ line: String, width: Int?, indent: Int) -> [String] {
        guard let width, width > indent + 10 else { return [line] }
        var lines: [String] = []
        var rest = line
        while visibleCount(rest) > width {
            guard let breakIndex = lastSpace(in: rest, fitting: width), breakIndex > rest.startIndex else { break }
            let head = String(rest[..<breakIndex])
            let tail = rest[breakIndex...].drop { $0 == " " }
            if tail.isEmpty { break }
            lines.append(trimmedEnd(head))
            rest = String(repeating: " ", count: indent) + tail
        }
        lines.append(rest)
        return lines
    }

    static func visibleCount(_ text: String) -> Int {
        var count = 0, inEscape = false
        for character in text {
            if inEscape { inEscape = !character.isLetter; continue }
            if character == "\u{1B}" { inEscape = true; continue }
            count += 1
        }
        return count
    }

    /// The last space whose column is within `width`, past any leading indentation.
    private static func lastSpace(in text: String, fitting width: Int) -> String.Index? {
        var column = 0, inEscape = false, sawWord = false
        var found: String.Index?
        var index = text.startIndex
        while index < text.endIndex, column <= width {
            let character = text[index]
            if inEscape {
                inEscape = !character.isLetter
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                if character == " " { if sawWord { found = index } } else { sawWord = true }
                column += 1
            }
            index = text.index(after: index)
        }
        return found
    }

    private static func trimmedEnd(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
