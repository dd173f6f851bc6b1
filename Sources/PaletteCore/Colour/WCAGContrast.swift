/// WCAG 2.x relative luminance and contrast ratio
/// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance, #dfn-contrast-ratio).
public enum WCAGContrast {
    /// Relative luminance Y in [0, 1] of an opaque colour (alpha is ignored: composite
    /// translucent colours first), with WCAG's published coefficients.
    public static func luminance(_ colour: Colour) -> Double {
        luminance(LinearRGB(colour))
    }

    /// Relative luminance of linear-light sRGB with WCAG's coefficients 0.2126, 0.7152, 0.0722.
    public static func luminance(_ linear: LinearRGB) -> Double {
        0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
    }

    /// Opaque black's and white's luminances, measured once: the light/dark decision and a line's
    /// ends read them for every suggestion.
    static let blackAndWhite = (black: luminance(Colour.black), white: luminance(Colour.white))

    /// (Y_lighter + 0.05) / (Y_darker + 0.05), in [1, 21]; symmetric in its arguments.
    public static func ratio(luminance first: Double, _ second: Double) -> Double {
        let lighter = max(first, second), darker = min(first, second)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The contrast ratio of a foreground on a background. A translucent foreground is
    /// composited over the background first; the background must already be opaque
    /// (composite it over its own ground before calling).
    public static func ratio(_ foreground: Colour, on background: Colour) -> Double {
        let visible = foreground.composited(over: background)
        return ratio(luminance: luminance(visible), luminance(background.opaque))
    }
}
