import PaletteKit

/// A colour shown as a block of 24-bit background colour on terminals that can show it, and as
/// nothing in plain output (the hex beside it carries the value).
package enum Swatch {
    package static func block(_ colour: Colour, style: OutputStyle, over ground: Colour? = nil) -> String {
        guard style.usesColour else { return "" }
        let shown = colour.composited(over: (ground ?? .black).opaque)
        return "\u{1B}[48;2;\(shown.red);\(shown.green);\(shown.blue)m    \u{1B}[0m "
    }
}
