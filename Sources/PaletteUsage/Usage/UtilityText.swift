import PaletteCore
import PaletteExport

/// Reads text that may hold Tailwind utilities and CSS variable references: a class attribute,
/// a script's string, an `@apply`, an HTML file. Tailwind itself finds classes this way, in any
/// text (https://tailwindcss.com/docs/detecting-classes-in-source-files).
package struct UtilityText {
    /// The utilities that take a colour (Tailwind CSS v4), longest first where one begins
    /// another (`border-t` before `border`).
    package static let colourUtilities: [String] = [
        "bg", "text", "decoration", "border-x", "border-y", "border-s", "border-e", "border-t", "border-r", "border-b",
        "border-l", "border", "divide", "outline", "ring-offset", "ring", "inset-ring", "shadow", "inset-shadow",
        "text-shadow", "drop-shadow", "accent", "caret", "fill", "stroke", "placeholder", "from", "via", "to",
    ]
    /// Longest first, so `text-shadow-ink` is a text shadow and not a text colour named `shadow-ink`.
    private static let utilityBytes = colourUtilities.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    private static let colourPrefixHash = WordTable.hash(Array("--color-".utf8))
    private static let customPropertyHash = WordTable.hash(Array("--".utf8))

    let vocabulary: UsageVocabulary

    /// Records in `scan` each token a utility or `var(--…)` in `bytes[from..<to]` names, and
    /// each custom property named (`--paper`, and `--color-brand` for `bg-brand`, which an app's
    /// `@theme` may declare), at `line` inside `declaration`.
    func record(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, into scan: inout SourceScan, line: Int, declaration: Int?) {
        read(bytes, from, to, found: { scan.reads.append(.init(token: $0, line: line, form: $1, declaration: declaration, receiver: nil)) },
             mentioned: { scan.mention($0, in: declaration, line: line) })
    }

    /// The same for a text.
    func record(_ text: Substring, into scan: inout SourceScan, line: Int, declaration: Int?) {
        var copy = text
        copy.withUTF8 { record($0, 0, $0.count, into: &scan, line: line, declaration: declaration) }
    }

    private func read(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, found: (Int, SourceScan.Form) -> Void, mentioned: (String) -> Void) {
        var wordStart = -1
        var index = from
        while index <= to {
            let byte: UInt8 = index == to ? 0x20 : bytes[index]
            switch byte {
            case 0x20, 0x0A, 0x09, 0x0D, 0x22, 0x27, 0x60, 0x2C, 0x7B, 0x7D, 0x3B:
                if wordStart >= 0 { word(bytes, wordStart, index, found: found, mentioned: mentioned) }
                wordStart = -1
            default:
                if wordStart < 0 { wordStart = index }
            }
            index += 1
        }
    }

    private func word(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, found: (Int, SourceScan.Form) -> Void, mentioned: (String) -> Void) {
        // Every utility and variable has a dash.
        var hasDash = false
        var lastColon = -1
        var slash = -1
        for index in start..<end {
            switch bytes[index] {
            case 0x2D: hasDash = true
            case 0x3A: lastColon = index
            case 0x2F: if slash < 0 { slash = index }
            default: break
            }
        }
        guard hasDash else { return }
        // var(--name) anywhere in the word, arbitrary values (`bg-[var(--paper)]`) included.
        var index = start
        while index + 6 <= end {
            if bytes[index] == 0x76, bytes[index + 1] == 0x61, bytes[index + 2] == 0x72, bytes[index + 3] == 0x28, bytes[index + 4] == 0x2D, bytes[index + 5] == 0x2D {
                var nameEnd = index + 6
                while nameEnd < end, UtilityText.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                if nameEnd > index + 6 {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 6)..<nameEnd]), as: UTF8.self)
                    mentioned("--" + name)
                    if let token = vocabulary.byCustomProperty[name] { found(token, .customProperty) }
                }
                index = nameEnd
            } else {
                index += 1
            }
        }
        // Variants (`hover:`, `dark:`, `md:`) come before the last colon; `!` marks important.
        var utilityStart = lastColon >= 0 ? lastColon + 1 : start
        var utilityEnd = slash > utilityStart ? slash : end
        while utilityStart < utilityEnd, bytes[utilityStart] == 0x21 { utilityStart += 1 }
        if utilityEnd > utilityStart, bytes[utilityEnd - 1] == 0x21 { utilityEnd -= 1 }
        for prefix in UtilityText.utilityBytes where utilityEnd - utilityStart > prefix.count + 1 {
            guard bytes[utilityStart + prefix.count] == 0x2D, bytes[utilityStart..<(utilityStart + prefix.count)].elementsEqual(prefix) else { continue }
            let nameStart = utilityStart + prefix.count + 1
            // Tailwind v4's `bg-(--paper)`: the custom property itself.
            if utilityEnd - nameStart > 4, bytes[nameStart] == 0x28, bytes[nameStart + 1] == 0x2D, bytes[nameStart + 2] == 0x2D, bytes[utilityEnd - 1] == 0x29 {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(nameStart + 3)..<(utilityEnd - 1)]), as: UTF8.self)
                mentioned("--" + name)
                if let token = vocabulary.byCustomProperty[name] { found(token, .customProperty) }
                return
            }
            var plain = true
            for position in nameStart..<utilityEnd where !UtilityText.isNameByte(bytes[position]) { plain = false; break }
            guard plain else { continue }
            let hash = WordTable.hash(continuing: WordTable.offsetBasis, bytes, nameStart, utilityEnd)
            if let info = vocabulary.words.info(hash, bytes, nameStart, utilityEnd), info.token >= 0 { found(Int(info.token), .tailwind) }
            mentioned("--color-" + String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<utilityEnd]), as: UTF8.self))
            return
        }
    }

    /// Letters, digits, `-` and `_`: the bytes of a custom property's or utility's name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F
    }

    static func isNameByte(_ character: Character) -> Bool {
        character.utf8.count == 1 && isNameByte(character.utf8.first!)
    }
}
