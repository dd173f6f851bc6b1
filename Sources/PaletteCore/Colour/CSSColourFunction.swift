#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The CSS Color 4 colour functions (https://www.w3.org/TR/css-color-4/): rgb()/rgba() and
/// hsl()/hsla() in the comma and the space syntax, hwb(), lab(), lch(), oklab(), oklch() and
/// color() in every predefined space, with `none` components and `/ alpha`. Values the
/// specification clamps at parsed-value time (rgb channels, saturation, lightness, chroma) are
/// clamped; a colour outside sRGB is gamut-mapped (`GamutMapping`). Text arrives lower-cased
/// and trimmed.
package enum CSSColourFunction {
    enum Component {
        case none
        case number(Double)
        case percentage(Double)
        /// In degrees.
        case angle(Double)
    }

    package static let names = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]
    /// Other CSS colour notations, named in the error so the person knows the form was
    /// recognised, not mistyped.
    package static let unsupportedNames = ["color-mix", "device-cmyk", "light-dark", "contrast-color"]
    /// Every predefined space of CSS Color 4 §10 (`xyz` is `xyz-d65`).
    static let colourSpaces = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65"]

    /// Nil when `text` is not a function call.
    static func parse(_ text: String) throws(ColourParseError.Problem) -> Colour? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open].trimmingSpaces
        let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        if unsupportedNames.contains(name) { throw .unsupportedForm(name + "()") }
        guard names.contains(name) else { return nil }
        var (components, alpha) = try arguments(inside, legacyAllowed: ["rgb", "rgba", "hsl", "hsla"].contains(name), function: name)
        var space = name
        if name == "color" {
            guard let first = components.first, case .name(let spaceName) = first else {
                throw .badComponent(function: "color", text: inside.trimmingSpaces, expected: "a colour space: " + colourSpaces.joined(separator: ", "))
            }
            guard colourSpaces.contains(spaceName) else { throw .unsupportedForm("color(\(spaceName))") }
            space = spaceName
            components.removeFirst()
        }
        guard components.count == 3 else { throw .argumentCount(function: name, expected: 3, found: components.count) }
        let values = try components.map { token throws(ColourParseError.Problem) -> Component in
            switch token {
            case .value(let component): return component
            case .name(let word): throw .badComponent(function: name, text: word, expected: "a number, a percentage or none")
            }
        }
        let opacity = try alpha.map { component throws(ColourParseError.Problem) -> Double in
            switch component {
            case .none: return 0
            case .number(let value): return value
            case .percentage(let value): return value / 100
            case .angle: throw .badComponent(function: name, text: "alpha", expected: "a number or a percentage")
            }
        } ?? 1
        let alphaByte = Colour.quantize(min(1, max(0, opacity)))
        switch space {
        case "rgb", "rgba": return try rgb(values, alpha: alphaByte)
        case "hsl", "hsla": return try hsl(values, function: name, alpha: alphaByte)
        case "hwb": return try hwb(values, alpha: alphaByte)
        case "lab", "lch":
            let lightness = min(100, max(0, try amount(values[0], function: name, percentOf: 100)))
            if name == "lab" {
                let (a, b) = bounded(try amount(values[1], function: name, percentOf: 125), try amount(values[2], function: name, percentOf: 125))
                return mapped(ColourSpaces.linearSRGB(lab: lightness, a, b), alpha: alphaByte)
            }
            let chroma = min(largestMagnitude, max(0, try amount(values[1], function: name, percentOf: 150)))
            let hue = try angle(values[2], function: name) * Double.pi / 180
            return mapped(ColourSpaces.linearSRGB(lab: lightness, chroma * cos(hue), chroma * sin(hue)), alpha: alphaByte)
        case "oklab", "oklch":
            let lightness = min(1, max(0, try amount(values[0], function: name, percentOf: 1)))
            if name == "oklab" {
                let (a, b) = bounded(try amount(values[1], function: name, percentOf: 0.4), try amount(values[2], function: name, percentOf: 0.4))
                let lch = OKLCH(OKLab(lightness: lightness, a: a, b: b))
                return GamutMapping.quantized(lch, alpha: alphaByte)
            }
            let chroma = min(largestMagnitude, max(0, try amount(values[1], function: name, percentOf: 0.4)))
            return GamutMapping.quantized(OKLCH(lightness: lightness, chroma: chroma, hue: try angle(values[2], function: name)), alpha: alphaByte)
        default:
            let channels = bounded(try values.map { value throws(ColourParseError.Problem) in try amount(value, function: "color", percentOf: 1) })
            switch space {
            case "srgb":
                if channels.allSatisfy({ (0...1).contains($0) }) { return gammaEncoded(channels, alpha: alphaByte) }
                return mapped(LinearRGB(red: SRGBTransfer.decode(channels[0]), green: SRGBTransfer.decode(channels[1]),
                                        blue: SRGBTransfer.decode(channels[2])), alpha: alphaByte)
            case "srgb-linear": return mapped(LinearRGB(red: channels[0], green: channels[1], blue: channels[2]), alpha: alphaByte)
            case "display-p3": return mapped(ColourSpaces.linearSRGB(displayP3: channels[0], channels[1], channels[2]), alpha: alphaByte)
            case "a98-rgb": return mapped(ColourSpaces.linearSRGB(a98RGB: channels[0], channels[1], channels[2]), alpha: alphaByte)
            case "prophoto-rgb": return mapped(ColourSpaces.linearSRGB(proPhoto: channels[0], channels[1], channels[2]), alpha: alphaByte)
            case "xyz", "xyz-d65": return mapped(ColourSpaces.linearSRGB(xyzD65: (channels[0], channels[1], channels[2])), alpha: alphaByte)
            case "xyz-d50": return mapped(ColourSpaces.linearSRGB(xyzD50: (channels[0], channels[1], channels[2])), alpha: alphaByte)
            default: return mapped(ColourSpaces.linearSRGB(rec2020: channels[0], channels[1], channels[2]), alpha: alphaByte)
            }
        }
    }

    private static func rgb(_ values: [Component], alpha: UInt8) throws(ColourParseError.Problem) -> Colour {
        let channels = try values.map { value throws(ColourParseError.Problem) -> Double in
            switch value {
            case .none: return 0
            case .number(let number): return min(1, max(0, number / 255))
            case .percentage(let percent): return min(1, max(0, percent / 100))
            case .angle: throw .badComponent(function: "rgb", text: "angle", expected: "a number 0-255, a percentage or none")
            }
        }
        return gammaEncoded(channels, alpha: alpha)
    }

    /// CSS Color 4 §7.1 hslToRgb, on gamma-encoded sRGB.
    private static func hsl(_ values: [Component], function: String, alpha: UInt8) throws(ColourParseError.Problem) -> Colour {
        let hue = try angle(values[0], function: function)
        let saturation = min(100, max(0, try amount(values[1], function: function, percentOf: 100))) / 100
        let lightness = min(100, max(0, try amount(values[2], function: function, percentOf: 100))) / 100
        return gammaEncoded(hslChannels(hue: hue, saturation: saturation, lightness: lightness), alpha: alpha)
    }

    private static func hslChannels(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    /// CSS Color 4 §8.1 hwbToRgb.
    private static func hwb(_ values: [Component], alpha: UInt8) throws(ColourParseError.Problem) -> Colour {
        let hue = try angle(values[0], function: "hwb")
        let white = min(100, max(0, try amount(values[1], function: "hwb", percentOf: 100))) / 100
        let black = min(100, max(0, try amount(values[2], function: "hwb", percentOf: 100))) / 100
        if white + black >= 1 {
            let grey = white / (white + black)
            return gammaEncoded([grey, grey, grey], alpha: alpha)
        }
        let pure = hslChannels(hue: hue, saturation: 1, lightness: 0.5)
        return gammaEncoded(pure.map { $0 * (1 - white - black) + white }, alpha: alpha)
    }

    /// The largest chroma, Lab axis or color() channel carried into the arithmetic. Cubes and
    /// transfer powers of larger values overflow a Double (`oklch(0.5 1e250 0)` became NaN and
    /// then grey); every such colour lies far outside sRGB, where gamut mapping gives the same
    /// 8-bit colour for any magnitude past a few units, so a vector longer than this is scaled
    /// down to it, keeping its direction (test: `hugeComponentsGiveTheColourOfTheirLimit`).
    static let largestMagnitude = 1e6

    private static func bounded(_ a: Double, _ b: Double) -> (Double, Double) {
        let length = max(abs(a), abs(b))
        guard length > largestMagnitude else { return (a, b) }
        return (a / length * largestMagnitude, b / length * largestMagnitude)
    }

    private static func bounded(_ channels: [Double]) -> [Double] {
        let length = channels.map(abs).max() ?? 0
        guard length > largestMagnitude else { return channels }
        return channels.map { $0 / length * largestMagnitude }
    }

    /// A plain number, or a percentage of `percentOf`; `none` is 0.
    private static func amount(_ value: Component, function: String, percentOf full: Double) throws(ColourParseError.Problem) -> Double {
        switch value {
        case .none: return 0
        case .number(let number): return number
        case .percentage(let percent): return percent / 100 * full
        case .angle: throw .badComponent(function: function, text: "angle", expected: "a number, a percentage or none")
        }
    }

    /// A hue in degrees, in [0, 360); `none` is 0.
    private static func angle(_ value: Component, function: String) throws(ColourParseError.Problem) -> Double {
        let degrees: Double
        switch value {
        case .none: degrees = 0
        case .number(let number), .angle(let number): degrees = number
        case .percentage: throw .badComponent(function: function, text: "hue percentage", expected: "a number or an angle (deg, rad, grad, turn)")
        }
        let turned = degrees.truncatingRemainder(dividingBy: 360)
        return turned < 0 ? turned + 360 : turned
    }

    private static func gammaEncoded(_ channels: [Double], alpha: UInt8) -> Colour {
        Colour(red: Colour.quantize(channels[0]), green: Colour.quantize(channels[1]), blue: Colour.quantize(channels[2]), alpha: alpha)
    }

    /// In gamut: rounded; outside: gamut-mapped in OKLCH from the colour itself.
    private static func mapped(_ linear: LinearRGB, alpha: UInt8) -> Colour {
        if linear.isInGamut { return linear.quantized(alpha: alpha) }
        return GamutMapping.quantized(OKLCH(OKLab(linear)), alpha: alpha)
    }

    /// A word inside the parentheses: a component, or (only in color()) the space's name.
    enum Token {
        case value(Component)
        case name(String)
    }

    /// The components and the alpha: `a, b, c[, alpha]` where the legacy syntax is allowed, else
    /// `a b c [/ alpha]`.
    private static func arguments(_ inside: String, legacyAllowed: Bool, function: String) throws(ColourParseError.Problem) -> (components: [Token], alpha: Component?) {
        if inside.contains(",") {
            guard legacyAllowed else { throw .badComponent(function: function, text: ",", expected: "components separated by spaces") }
            var parts = try inside.split(separator: ",", omittingEmptySubsequences: false).map { part throws(ColourParseError.Problem) in
                try token(part.trimmingSpaces, function: function)
            }
            guard parts.count == 3 || parts.count == 4 else { throw .argumentCount(function: function, expected: 3, found: parts.count) }
            var alpha: Component?
            if parts.count == 4, case .value(let value) = parts.removeLast() { alpha = value }
            return (parts, alpha)
        }
        let words = inside.replacingSlashWithSpacedSlash.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var components: [Token] = []
        var alpha: Component?
        var index = 0
        while index < words.count {
            if words[index] == "/" {
                guard index + 2 == words.count, case .value(let value) = try token(words[index + 1], function: function) else {
                    throw .badComponent(function: function, text: "/", expected: "one alpha value after '/'")
                }
                alpha = value
                break
            }
            components.append(try token(words[index], function: function))
            index += 1
        }
        return (components, alpha)
    }

    private static func token(_ text: String, function: String) throws(ColourParseError.Problem) -> Token {
        if text == "none" { return .value(.none) }
        if text.hasSuffix("%") {
            guard let value = ColourParser.decimalNumber(String(text.dropLast())) else { throw .notANumber(text) }
            return .value(.percentage(value))
        }
        for (unit, degrees) in [("grad", 0.9), ("turn", 360.0), ("deg", 1.0), ("rad", 180 / Double.pi)] where text.hasSuffix(unit) {
            guard let value = ColourParser.decimalNumber(String(text.dropLast(unit.count))) else { throw .notANumber(text) }
            return .value(.angle(value * degrees))
        }
        if let value = ColourParser.decimalNumber(text) { return .value(.number(value)) }
        if function == "color", text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) { return .name(text) }
        throw .notANumber(text)
    }
}

private extension String {
    var replacingSlashWithSpacedSlash: String {
        var result = ""
        for character in self {
            if character == "/" { result += " / " } else { result.append(character) }
        }
        return result
    }
}
