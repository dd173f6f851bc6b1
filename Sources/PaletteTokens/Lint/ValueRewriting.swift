import PaletteCore

/// A colour written again in the notation it was written in, for `lint --fix --write`: a hex
/// keeps its case and length (a 3- or 4-digit hex only when the new colour has one), `oklch()`
/// stays `oklch()` (lightness in % when it was), `rgb()` keeps its commas or spaces and its
/// percentages, a `/ alpha` is kept as written; a DTCG colour object gets new `components` in
/// its own `colorSpace` (srgb or oklch) and a new `hex`, every other byte kept; a
/// `color(display-p3 …)` inside sRGB gets the new colour's P3 coordinates. Every text is
/// read back and must give exactly the new 8-bit colour; the fewest digits that do are written.
package enum ValueRewriting {
    /// The new text for a CSS colour written as `original`; nil for a notation this does not write.
    /// `fileUsesUppercase`: the case of the file's other hex colours, for an original that has
    /// no letter to follow (`#666666`).
    package static func cssText(_ colour: Colour, replacing original: String, fileUsesUppercase: Bool? = nil) -> String? {
        let lowered = original.lowercased()
        if lowered.hasPrefix("#") { return hex(colour, like: original, fileUsesUppercase: fileUsesUppercase) }
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let function = String(original[..<open])
        let inside = String(original[original.index(after: open)..<original.index(before: original.endIndex)])
        let (components, alpha) = split(inside)
        switch function.lowercased() {
        case "oklch":
            let percent = components.first?.hasSuffix("%") ?? false
            let oklch = OKLCH(colour)
            // The lightness alone, chroma and hue kept as written, when that reads back exactly
            // (the repair moves along the line of that hue and chroma).
            if components.count == 3, let kept = firstReadingBack(colour, { places in
                let lightness = percent ? trimmed(DecimalText.fixed(oklch.lightness * 100, max(1, places - 2))) + "%" : trimmed(DecimalText.fixed(oklch.lightness, places))
                return "\(function)(\(lightness) \(components[1]) \(components[2])\(alpha))"
            }) {
                return kept
            }
            return firstReadingBack(colour) { places in
                let lightness = percent ? trimmed(DecimalText.fixed(oklch.lightness * 100, max(1, places - 2))) + "%" : trimmed(DecimalText.fixed(oklch.lightness, places))
                return "\(function)(\(lightness) \(trimmed(DecimalText.fixed(oklch.chroma, places))) \(trimmed(DecimalText.fixed(oklch.hue, max(1, places - 2))))\(alpha))"
            }
        case "rgb", "rgba":
            let commas = inside.contains(",")
            let percent = components.first?.hasSuffix("%") ?? false
            let channels = [colour.red, colour.green, colour.blue]
            return firstReadingBack(colour) { places in
                let texts = channels.map { percent ? trimmed(DecimalText.fixed(Double($0) / 255 * 100, places)) + "%" : String($0) }
                return "\(function)(" + texts.joined(separator: commas ? ", " : " ") + "\(alpha))"
            }
        case "color":
            guard components.count == 4, components[0].lowercased() == "display-p3" else { return nil }
            let p3 = ColourSpaces.displayP3(LinearRGB(colour))
            // `.39` stays without its leading zero when the value was written so.
            let bare = components.dropFirst().contains { $0.hasPrefix(".") }
            return firstReadingBack(colour) { places in
                let texts = [p3.red, p3.green, p3.blue].map { value -> String in
                    let text = trimmed(DecimalText.fixed(min(1, max(0, value)), places))
                    return bare && text.hasPrefix("0.") ? String(text.dropFirst()) : text
                }
                return "\(function)(\(components[0]) " + texts.joined(separator: " ") + "\(alpha))"
            }
        default:
            return nil
        }
    }

    /// A DTCG colour object's text with `components` (and `hex`, when it has one) replaced.
    package static func dtcgObject(_ colour: Colour, replacing objectText: String, space: String) -> String? {
        let bytes = Array(objectText.utf8)
        guard let componentsKey = memberKey("components", in: bytes), let componentsRange = JSONValueExtent.valueRange(bytes, memberAt: componentsKey) else { return nil }
        let separator = String(decoding: bytes[componentsRange], as: UTF8.self).contains(", ") ? ", " : ","
        let components: String
        switch space {
        case "srgb":
            components = "[" + [colour.red, colour.green, colour.blue].map { (Double($0) / 255).description.replacingZeroes() }.joined(separator: separator) + "]"
        case "oklch":
            let oklch = OKLCH(colour)
            guard let text = firstReadingBack(colour, { places in
                "[" + [oklch.lightness, oklch.chroma].map { trimmed(DecimalText.fixed($0, places)) }.joined(separator: separator) + separator + trimmed(DecimalText.fixed(oklch.hue, max(1, places - 2))) + "]"
            }, read: { text in
                (try? JSONParser.parse("{\"colorSpace\": \"oklch\", \"components\": \(text)}")).flatMap { try? DTCGColourValue.colour($0, name: "", line: nil) }
            }) else { return nil }
            components = text
        default:
            return nil
        }
        var replacements: [(Range<Int>, String)] = [(componentsRange, components)]
        if let hexKey = memberKey("hex", in: bytes), let hexRange = JSONValueExtent.valueRange(bytes, memberAt: hexKey), hexRange.count >= 2 {
            let old = String(decoding: bytes[(hexRange.lowerBound + 1)..<(hexRange.upperBound - 1)], as: UTF8.self)
            replacements.append((hexRange, "\"" + hex(colour.opaque, like: old) + "\""))
        }
        var result = bytes
        for (range, text) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) { result.replaceSubrange(range, with: Array(text.utf8)) }
        return String(decoding: result, as: UTF8.self)
    }

    /// `#abc` stays 3 digits when the colour has a 3-digit form; the case of the letters is kept.
    static func hex(_ colour: Colour, like original: String, fileUsesUppercase: Bool? = nil) -> String {
        let digits = original.dropFirst()
        // The value's own letters decide; a value of digits only follows the file.
        let hasLetters = digits.contains(where: { $0.isLetter })
        let upper = hasLetters ? digits.contains(where: { $0.isUppercase }) : (fileUsesUppercase ?? true)
        var text = colour.hex.dropFirst()
        if !colour.isOpaque || digits.count == 4 || digits.count == 8 {
            if colour.isOpaque { text += "FF" }
        }
        let pairs = stride(from: 0, to: text.count, by: 2).map { Array(text.dropFirst($0).prefix(2)) }
        if digits.count == 3 || digits.count == 4, pairs.allSatisfy({ $0[0] == $0[1] }) {
            text = Substring(String(pairs.map { $0[0] }))
        }
        let result = "#" + text
        return upper ? result : result.lowercased()
    }

    /// Whether the hex colours of a file write their letters in upper case, by count (ties and
    /// none: upper, as this tool writes hex).
    package static func usesUppercaseHex(_ text: String) -> Bool {
        var upper = 0, lower = 0
        var afterHash = false
        for byte in text.utf8 {
            if byte == 0x23 { afterHash = true; continue }
            guard afterHash else { continue }
            switch byte {
            case 0x41...0x46: upper += 1
            case 0x61...0x66: lower += 1
            case 0x30...0x39: break
            default: afterHash = false
            }
        }
        return upper >= lower
    }

    /// Whether an `oklch()` or `color(display-p3 …)` value as written lies outside sRGB: a
    /// repair measured in 8-bit sRGB would write its colour back with the wide-gamut chroma
    /// lost, so it is refused instead.
    package static func isOutsideSRGB(_ original: String) -> Bool {
        let lowered = original.lowercased().trimmingSpaces
        if lowered.hasPrefix("color("), lowered.hasSuffix(")") {
            let components = split(String(lowered.dropFirst(6).dropLast())).components
            guard components.count == 4, components[0] == "display-p3" else { return false }
            let channels = components.dropFirst().compactMap { $0.hasSuffix("%") ? Double($0.dropLast()).map { $0 / 100 } : Double($0) }
            guard channels.count == 3 else { return false }
            let linear = ColourSpaces.linearSRGB(displayP3: channels[0], channels[1], channels[2])
            return [linear.red, linear.green, linear.blue].contains { $0 < -1e-6 || $0 > 1 + 1e-6 }
        }
        guard lowered.hasPrefix("oklch("), lowered.hasSuffix(")") else { return false }
        let inside = String(lowered.dropFirst(6).dropLast())
        let components = split(inside).components
        guard components.count == 3 else { return false }
        func number(_ text: String, percentOf full: Double) -> Double? {
            text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 * full } : Double(text)
        }
        guard let lightness = number(components[0], percentOf: 1), let chroma = number(components[1], percentOf: 0.4),
              let hue = Double(components[2].hasSuffix("deg") ? String(components[2].dropLast(3)) : components[2]) else { return false }
        let linear = OKLCH(lightness: lightness, chroma: chroma, hue: hue).lab.linearRGB
        let tolerance = 1e-6
        return [linear.red, linear.green, linear.blue].contains { $0 < -tolerance || $0 > 1 + tolerance }
    }

    /// `0.510` → `0.51`, `40.00` → `40`.
    static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var result = text
        while result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result.removeLast() }
        return result
    }

    /// The components and the ` / alpha` part as written.
    private static func split(_ inside: String) -> (components: [String], alpha: String) {
        let parts = inside.split(separator: "/", maxSplits: 1)
        let alpha = parts.count > 1 ? " / " + parts[1].trimmingSpaces : ""
        let components = (parts.first ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        return (components, alpha)
    }

    private static func firstReadingBack(_ colour: Colour, _ text: (Int) -> String) -> String? {
        firstReadingBack(colour, text, read: { try? ColourParser.parse($0) })
    }

    private static func firstReadingBack(_ colour: Colour, _ text: (Int) -> String, read: (String) -> Colour?) -> String? {
        for places in 2...10 {
            let candidate = text(places)
            if read(candidate) == colour { return candidate }
        }
        return nil
    }

    /// The offset of the key `"name"` among an object's own members (depth 1).
    private static func memberKey(_ name: String, in bytes: [UInt8]) -> Int? {
        let key = Array("\"\(name)\"".utf8)
        var depth = 0
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: "\"") {
                if depth == 1, bytes[index...].starts(with: key) {
                    var after = index + key.count
                    while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x0A || bytes[after] == 0x0D { after += 1 }
                    if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return index }
                }
                inString = true
            }
            index += 1
        }
        return nil
    }
}

private extension String {
    /// `0.0` and `1.0` as JSON writers write them: `0` and `1`.
    func replacingZeroes() -> String { self == "0.0" ? "0" : self == "1.0" ? "1" : self }
}
