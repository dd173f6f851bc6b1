import PaletteKit

/// A colour argument or option (`contrast FOREGROUND BACKGROUND`, `suggest --ground COLOR`),
/// read by the colour parser; an opaque one (a background, a ground) refuses a translucent colour.
extension TypedArgument where Value == Colour {
    static func colour(_ label: String, opaque: Bool = false) -> TypedArgument<Colour> {
        TypedArgument(label, .colour) { word, _ throws(ToolError) in try readColour(word, opaque: opaque) }
    }
}

extension TypedOption where Value == Colour {
    static func colour(_ name: String, _ value: String, _ help: String, opaque: Bool = false) -> TypedOption<Colour> {
        TypedOption(name, value, .colour, help) { word, _ throws(ToolError) in try readColour(word, opaque: opaque) }
    }
}

/// A colour as written, or the error that says why it is not one.
func parseColour(_ text: String) throws(ToolError) -> Colour {
    do throws(ColourParseError) { return try ColourParser.parse(text) } catch { throw .badColour(error) }
}

private func readColour(_ word: String, opaque: Bool) throws(ToolError) -> Colour {
    let colour = try parseColour(word)
    guard !opaque || colour.isOpaque else { throw .translucentBackground(word) }
    return colour
}
