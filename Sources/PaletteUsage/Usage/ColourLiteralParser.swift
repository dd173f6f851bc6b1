import PaletteCore
import PaletteExport

/// The colour of a colour initialiser whose arguments are all literals, as Swift and Kotlin
/// code writes them: SwiftUI `Color(red:green:blue:opacity:)` and `Color(.sRGB, …)`, UIKit and
/// AppKit `(red:green:blue:alpha:)`, `#colorLiteral`, `(white:)`, a hex initialiser an app
/// declares (`Color(hex: "#2E3440")`, `Color(hex: 0x2E3440)`); Compose `Color(0xFF2E3440)` (ARGB,
/// also as `Color(color = 0xFF2E3440)`),
/// `Color(46, 52, 64)` and `Color(0.18f, 0.2f, 0.25f)`; Android `Color.rgb`, `Color.argb` (channels
/// in decimal or hex),
/// `Color.parseColor("#2E3440")`. Channels in 0…1 are rounded to 8 bits.
enum ColourLiteralParser {
    /// Callees whose literal arguments make a colour.
    static let swiftCallees: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "#colorLiteral"]
    /// Android's `Color` members whose literal arguments make a colour (`Color.argb(…)`).
    static let androidColourMembers: Set<String> = ["argb", "rgb", "parseColor", "valueOf"]

    /// Whether arguments starting at `bytes[start]` can be literals at all: a number, a string,
    /// `.sRGB`, or a label that takes one (`red:`, `white:`, `hex:`, `red =`). Most calls of
    /// `Color(…)` in an app pass a token, and are passed over on their first bytes.
    static func mayBeLiteral(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count else { return false }
        let first = bytes[index]
        if (first >= 0x30 && first <= 0x39) || first == 0x22 || first == 0x2E { return true }
        var end = index
        while end < bytes.count, (bytes[end] >= 0x61 && bytes[end] <= 0x7A) || (bytes[end] >= 0x41 && bytes[end] <= 0x5A) { end += 1 }
        let label = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        return ["red", "white", "hex", "srgbRed", "alpha", "color"].contains(label)
    }

    /// `arguments` is the text between the parentheses. It is read by bytes: every byte searched
    /// for (brackets, commas, quotes, `:`, `=`, `/`, spaces) is ASCII, which no other character's
    /// UTF-8 holds, so a cut there falls between characters.
    static func colour(callee: String, arguments: Substring, language: SourceLanguage) -> Colour? {
        var parts = split(arguments)
        // Kotlin allows a comma after the last argument.
        if language != .swift, parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
        guard !parts.isEmpty else { return nil }
        var labelled: [String: Substring] = [:]
        var positional: [Substring] = []
        for part in parts {
            if let (label, value) = labelledArgument(part, separator: language == .swift ? 0x3A : 0x3D) {
                labelled[label] = value
            } else {
                positional.append(part)
            }
        }
        if language == .swift {
            if let hex = labelled["hex"], labelled.count == 1, positional.isEmpty { return hexColour(hex, alphaFirst: false) }
            if let white = labelled["white"].flatMap(unit) {
                let alpha = (labelled["opacity"] ?? labelled["alpha"]).map { unit($0) } ?? 1
                guard let alpha, labelled.count <= 2 else { return nil }
                return colour(white, white, white, alpha)
            }
            // `Color(.sRGB, red:…)`: the colour space first; sRGB is the only one read here.
            if let space = positional.first, positional.count == 1, space != ".sRGB" { return nil }
            if positional.count > 1 { return nil }
            let red = labelled["red"] ?? labelled["srgbRed"], green = labelled["green"], blue = labelled["blue"]
            guard let red = red.flatMap(unit), let green = green.flatMap(unit), let blue = blue.flatMap(unit) else { return nil }
            let alphaText = labelled["opacity"] ?? labelled["alpha"]
            let alpha = alphaText.map { unit($0) } ?? 1
            guard let alpha else { return nil }
            return colour(red, green, blue, alpha)
        }
        switch callee {
        case "parseColor":
            guard positional.count == 1, let text = stringLiteral(positional[0]) else { return nil }
            return hexColour(text, alphaFirst: true)
        case "rgb", "argb":
            let channels = positional.map(integer)
            guard channels.count == (callee == "rgb" ? 3 : 4), channels.allSatisfy({ $0.map { (0...255).contains($0) } ?? false }) else { return nil }
            let values = channels.map { UInt8($0!) }
            return callee == "rgb" ? Colour(red: values[0], green: values[1], blue: values[2])
                : Colour(red: values[1], green: values[2], blue: values[3], alpha: values[0])
        default:
            // Compose's `Color(Int)` reads ARGB: six digits leave the alpha 0, a transparent colour.
            // Its parameter is `color` (`Color(color = 0xFF2E3440)`).
            if let value = positional.count == 1 && labelled.isEmpty ? positional[0] : (positional.isEmpty && labelled.count == 1 ? labelled["color"] : nil) {
                return hexColour(value, alphaFirst: true, sixDigitsTransparent: stringLiteral(value) == nil)
            }
            let names = ["red", "green", "blue", "alpha"]
            let values = labelled.isEmpty ? positional : names.compactMap { labelled[$0] }
            guard (3...4).contains(values.count), labelled.isEmpty || values.count == labelled.count else { return nil }
            if values.allSatisfy({ integer($0) != nil }) {
                let channels = values.map { integer($0)! }
                guard channels.allSatisfy({ (0...255).contains($0) }) else { return nil }
                return Colour(red: UInt8(channels[0]), green: UInt8(channels[1]), blue: UInt8(channels[2]),
                              alpha: channels.count == 4 ? UInt8(channels[3]) : 255)
            }
            let units = values.map(unit)
            guard units.allSatisfy({ $0 != nil }) else { return nil }
            return colour(units[0]!, units[1]!, units[2]!, units.count == 4 ? units[3]! : 1)
        }
    }

    private static func colour(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> Colour? {
        let channels = [red, green, blue, alpha]
        guard channels.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { return nil }
        let bytes = channels.map { UInt8(($0 * 255).rounded()) }
        return Colour(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])
    }

    /// Arguments separated by top-level commas.
    private static func split(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var inString = false
        let utf8 = text.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            if byte == 0x22 { inString.toggle() }
            if inString { continue }
            if byte == 0x28 || byte == 0x5B { depth += 1 }
            if byte == 0x29 || byte == 0x5D { depth -= 1 }
            if byte == 0x2C, depth == 0 {
                parts.append(trimmed(text[start..<index]))
                start = utf8.index(after: index)
            }
        }
        let last = trimmed(text[start...])
        if !last.isEmpty || !parts.isEmpty { parts.append(last) }
        return parts
    }

    /// Without the spaces, tabs and line breaks around it (the ones code may have: Swift, Kotlin
    /// and Java take no other character for a space).
    private static func trimmed(_ text: Substring) -> Substring {
        let utf8 = text.utf8
        let isSpace = { (byte: UInt8) in byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return text[text.endIndex...] }
        // Up to the byte after the last kept one: a space, or the end, never inside a character.
        return text[first..<utf8.index(after: last)]
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func labelledArgument(_ part: Substring, separator: UInt8) -> (String, Substring)? {
        guard let index = part.utf8.firstIndex(of: separator) else { return nil }
        let label = trimmed(part[..<index])
        // A letter, a digit or `_`; a byte beyond ASCII is part of a letter of a name (`opacité`).
        guard !label.isEmpty, label.utf8.allSatisfy({ isDigit($0) || $0 == 0x5F || $0 >= 0x80 || ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
        else { return nil }
        return (String(label), trimmed(part[part.utf8.index(after: index)...]))
    }

    /// A number in 0…1: `0.18`, `46/255`, `46.0 / 255.0`, `0.5f`.
    private static func unit(_ text: Substring) -> Double? {
        let pieces = text.utf8.split(separator: 0x2F, omittingEmptySubsequences: false).map { trimmed(Substring($0)) }
        guard pieces.count <= 2, let numerator = number(pieces[0]) else { return nil }
        if pieces.count == 1 { return numerator }
        guard let denominator = number(pieces[1]), denominator != 0 else { return nil }
        return numerator / denominator
    }

    private static func number(_ text: Substring) -> Double? {
        var digits = text
        if let last = digits.utf8.last, "fFdD".utf8.contains(last) { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ isDigit($0) || $0 == 0x2E }) else { return nil }
        return Double(digits)
    }

    /// `46`, or in hex `0x2E` (Android's `Color.argb(0xFF, 0x2E, …)`).
    private static func integer(_ text: Substring) -> Int? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
            return Int(digits, radix: 16)
        }
        guard !text.isEmpty, text.utf8.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    private static func stringLiteral(_ text: Substring) -> Substring? {
        guard text.utf8.count >= 2, text.utf8.first == 0x22, text.utf8.last == 0x22 else { return nil }
        return text.dropFirst().dropLast()
    }

    /// `"#2E3440"`, `"2E3440"`, `0x2E3440`, `0xFF2E3440L`: six digits are opaque RGB; eight are
    /// ARGB where the platform reads them so (Compose, Android), else RGBA.
    private static func hexColour(_ text: Substring, alphaFirst: Bool, sixDigitsTransparent: Bool = false) -> Colour? {
        var digits = stringLiteral(text) ?? text
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
        while let last = digits.last, "uUlL".contains(last) { digits = digits.dropLast() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(String(digits), radix: 16) else { return nil }
        if digits.count == 6 {
            return Colour(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF), alpha: sixDigitsTransparent ? 0 : 255)
        }
        let bytes = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        return alphaFirst ? Colour(red: bytes[1], green: bytes[2], blue: bytes[3], alpha: bytes[0])
            : Colour(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])
    }
}
