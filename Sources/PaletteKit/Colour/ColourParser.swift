/// Parses the colour notations a designer types. Case-insensitive, surrounding spaces allowed.
/// Out-of-gamut OKLCH is gamut-mapped (CSS Color 4) and every result is rounded to 8 bits.
public enum ColourParser {
    public static func parse(_ input: String) throws(ColourParseError) -> Colour {
        if let colour = plainHex(input) { return colour }
        do throws(ColourParseError.Problem) {
            return try parseLowercased(input.trimmingSpaces.lowercased())
        } catch {
            throw ColourParseError(input: input, problem: error)
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA` exactly, read from its bytes: the form nearly every colour
    /// comes in (`suggest --batch` reads two per line). Anything else, nil, for the full parser.
    private static func plainHex(_ input: String) -> Colour? {
        let utf8 = input.utf8
        guard utf8.count == 7 || utf8.count == 9 else { return nil }
        return utf8.withContiguousStorageIfAvailable { bytes -> Colour? in
            guard bytes[0] == UInt8(ascii: "#") else { return nil }
            var values: [UInt8] = []
            for index in stride(from: 1, to: bytes.count, by: 2) {
                guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else { return nil }
                values.append(high << 4 | low)
            }
            return Colour(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 255)
        } ?? nil
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
        if let arguments = functionArguments(text, name: "rgb") { return try parseRGB(arguments) }
        if let arguments = functionArguments(text, name: "oklch") { return try parseOKLCH(arguments) }
        if let function = unsupportedFunctions.first(where: { functionArguments(text, name: $0) != nil }) {
            throw .unsupportedForm(function)
        }
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

    private static func parseRGB(_ arguments: [String]) throws(ColourParseError.Problem) -> Colour {
        guard arguments.count == 3 else {
            throw .argumentCount(function: "rgb", expected: 3, found: arguments.count)
        }
        var channels: [UInt8] = []
        for argument in arguments {
            guard !argument.isEmpty, argument.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw .notAnInteger(argument)
            }
            guard argument.count <= 3, let value = Int(argument), value <= 255 else {
                throw .channelOutOfRange(argument)
            }
            channels.append(UInt8(value))
        }
        return Colour(red: channels[0], green: channels[1], blue: channels[2])
    }

    private static func parseOKLCH(_ arguments: [String]) throws(ColourParseError.Problem) -> Colour {
        guard arguments.count == 3 else {
            throw .argumentCount(function: "oklch", expected: 3, found: arguments.count)
        }
        let lightnessText = arguments[0]
        let isPercentage = lightnessText.hasSuffix("%")
        guard let rawLightness = decimalNumber(isPercentage ? String(lightnessText.dropLast()) : lightnessText) else {
            throw .notANumber(lightnessText)
        }
        let lightness = isPercentage ? rawLightness / 100 : rawLightness
        guard lightness >= 0, lightness <= 1 else { throw .lightnessOutOfRange(lightnessText) }
        guard let chroma = decimalNumber(arguments[1]) else { throw .notANumber(arguments[1]) }
        guard chroma >= 0 else { throw .negativeChroma(arguments[1]) }
        let hueText = arguments[2].hasSuffix("deg") ? String(arguments[2].dropLast(3)) : arguments[2]
        guard let hue = decimalNumber(hueText) else { throw .notANumber(arguments[2]) }
        let normalisedHue = hue.truncatingRemainder(dividingBy: 360)
        let colour = OKLCH(lightness: lightness, chroma: chroma, hue: normalisedHue < 0 ? normalisedHue + 360 : normalisedHue)
        return GamutMapping.quantized(colour)
    }

    /// CSS Color 4 notations a designer may paste that this parser does not read (yet): named in
    /// the error so the person knows the form was recognised, not mistyped.
    static let unsupportedFunctions = ["rgba", "hsla", "hsl", "hwb", "oklab", "lab", "lch", "color"]

    /// `name(a b c)` or `name(a, b, c)`; nil when the text is not a call of `name`.
    private static func functionArguments(_ text: String, name: String) -> [String]? {
        guard text.hasPrefix(name), text.hasSuffix(")") else { return nil }
        let afterName = text.dropFirst(name.count).trimmingSpaces
        guard afterName.hasPrefix("(") else { return nil }
        let inside = afterName.dropFirst().dropLast()
        let separators: Set<Character> = [" ", ",", "\t"]
        if inside.contains(",") {
            return inside.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        }
        return inside.split(whereSeparator: { separators.contains($0) }).map(String.init)
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
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
