import PaletteCore

/// A DTCG 2025.10 colour value (Color module: `colorSpace`, `components`, `alpha`, `hex`) as
/// the CSS Color 4 function of the same space, which `ColourParser` reads and gamut-maps: the
/// module takes its spaces and component ranges from CSS Color 4 (hsl and hwb in 0–100,
/// lab and lch lightness 0–100, oklab and oklch 0–1), so all fourteen of its spaces convert. A
/// space outside the module falls back on `hex`, as the module says a fallback is for.
enum DTCGColourValue {
    static func colour(_ value: JSONValue, name: String, line: Int?) throws(SchemeFileError) -> Colour {
        func malformed(_ expected: String) -> SchemeFileError { SchemeFileError(line: line, .malformedColourObject(name: name, expected: expected)) }
        guard let space = value["colorSpace"]?.stringValue else { throw malformed("a colorSpace string") }
        // A space outside the module is read from its hex fallback whatever its components are
        // (CMYK has four): the components are the other space's, which this tool cannot read.
        if !Self.moduleSpaces.contains(space) {
            guard let hex = value["hex"]?.stringValue else { throw SchemeFileError(line: line, .unsupportedColourSpace(name: name, space: space)) }
            return try parsed(hex, alpha: value["alpha"], name: name, line: line)
        }
        guard let components = value["components"]?.arrayValue else { throw malformed("a components array") }
        guard components.count == 3 else {
            throw malformed("three components for colorSpace \"\(space)\", got \(components.count) (alpha goes in \"alpha\")")
        }
        let numbers = try components.map { component throws(SchemeFileError) -> String in
            if component.stringValue == "none" { return "none" }
            guard let number = component.numberValue else { throw malformed("components that are numbers or \"none\"") }
            return "\(number)"
        }
        let css: String
        switch space {
        case "hsl", "hwb": css = "\(space)(\(numbers[0]) \(percent(numbers[1])) \(percent(numbers[2])))"
        case "lab", "lch", "oklab", "oklch": css = "\(space)(\(numbers.joined(separator: " ")))"
        default: css = "color(\(space) \(numbers.joined(separator: " ")))"
        }
        return try parsed(css, alpha: value["alpha"], name: name, line: line)
    }

    /// The fourteen spaces of the Color module.
    static let moduleSpaces: Set<String> = [
        "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
        "hsl", "hwb", "lab", "lch", "oklab", "oklch",
    ]

    /// The colour `css` names with the value's `alpha` (1 when absent; it replaces any alpha of
    /// a hex fallback, as the module's alpha member is the colour's).
    private static func parsed(_ css: String, alpha member: JSONValue?, name: String, line: Int?) throws(SchemeFileError) -> Colour {
        let alpha: Double
        switch member {
        case nil: alpha = 1
        case .number(let number)?: alpha = number
        default: throw SchemeFileError(line: line, .malformedColourObject(name: name, expected: "an alpha number 0–1"))
        }
        do throws(ColourParseError) {
            let colour = try ColourParser.parse(css)
            return Colour(red: colour.red, green: colour.green, blue: colour.blue, alpha: Colour.quantize(min(1, max(0, alpha))))
        } catch {
            throw SchemeFileError(line: line, .malformedColour(name: name, error))
        }
    }

    private static func percent(_ number: String) -> String { number == "none" ? number : number + "%" }
}
