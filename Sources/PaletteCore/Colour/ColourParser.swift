/// Parses the colour notations a designer types or pastes from CSS, Figma and browser tools:
/// hex, the CSS named colours and `transparent`, and the CSS Color 4 functions
/// (`CSSColourFunction`). Case-insensitive, surrounding spaces allowed. Colours outside sRGB are
/// gamut-mapped (CSS Color 4) and every result is rounded to 8 bits.
public enum ColourParser {
    public static func parse(_ input: String) throws(ColourParseError) -> Colour {
        if let colour = plainHex(input) { return colour }
        do throws(ColourParseError.Problem) {
            return try parseLowercased(input.trimmingSpaces.lowercased())
        } catch {
            throw ColourParseError(input: input, problem: error)
        }
    }

    /// A CSS named colour or `transparent`, any case.
    package static func namedColour(_ name: String) -> Colour? {
        let lowered = name.lowercased()
        if lowered == "transparent" { return Colour(red: 0, green: 0, blue: 0, alpha: 0) }
        return CSSNamedColours.byName[lowered]
    }

    /// `#RRGGBB` or `#RRGGBBAA` exactly, read from its bytes: the form nearly every colour
    /// comes in (`suggest --batch` reads two per line). Anything else, nil, for the full parser.
    package static func plainHex(_ input: String) -> Colour? {
        let utf8 = input.utf8
        guard utf8.count == 7 || utf8.count == 9 else { return nil }
        return utf8.withContiguousStorageIfAvailable { plainHex(bytes: $0[...]) } ?? nil
    }

    /// The same from a word's bytes, for a reader that has the line as bytes; nothing is
    /// allocated.
    package static func plainHex(bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Colour? {
        guard bytes.count == 7 || bytes.count == 9, bytes.first == UInt8(ascii: "#") else { return nil }
        var channels: UInt32 = 0
        var index = bytes.startIndex + 1
        while index < bytes.endIndex {
            guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else { return nil }
            channels = channels << 8 | UInt32(high << 4 | low)
            index += 2
        }
        if bytes.count == 7 { channels = channels << 8 | 0xFF }
        return Colour(red: UInt8(channels >> 24), green: UInt8(truncatingIfNeeded: channels >> 16),
                      blue: UInt8(truncatingIfNeeded: channels >> 8), alpha: UInt8(truncatingIfNeeded: channels))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func parseLowercased(_ text: String) throws(ColourParseError.Problem) -> Colour {
        if text.isEmpty { throw .empty }
        if text.hasPrefix("#") { return try parseHex(text.dropFirst()) }
        if let named = namedColour(text) { return named }
        if let colour = try CSSColourFunction.parse(text) { return colour }
        throw .unknownForm
    }

    private static func parseHex(_ digits: Substring) throws(ColourParseError.Problem) -> Colour {
        guard [3, 6, 8].contains(digits.count) else { throw .hexLength(digits.count) }
        var values: [UInt8] = []
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else { throw .hexDigit }
            values.append(UInt8(value))
        }
        if values.count == 3 {
            return Colour(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        }
        let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        return Colour(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// A plain decimal: optional sign, digits with an optional fraction, optional exponent.
    /// Rejects what `Double.init` would also take (inf, nan, hexadecimal floats).
    static func decimalNumber(_ text: String) -> Double? {
        let allowed = Set("0123456789.+-e")
        guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }),
              text.contains(where: { $0.isNumber }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    package var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
