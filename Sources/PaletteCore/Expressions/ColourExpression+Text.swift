extension ColourExpression {
    /// The expression as the parser reads it back (`ColourExpressionParser.parse(text) == self`):
    /// colours as canonical hex, amounts as their shortest decimals.
    package var text: String {
        switch self {
        case .literal(let colour):
            return colour.hex
        case .name(let name):
            return name
        case .qualifiedSwatch(let library, let swatch):
            return library + "." + swatch
        case .stepped(let base, let amount):
            return base.text + ".stepped(" + DecimalText.shortest(amount) + ")"
        case .mix(let first, let second, let amount):
            return "mix(" + first.text + ", " + second.text + ", " + DecimalText.shortest(amount) + ")"
        case .shiftLightness(let base, let delta):
            return (delta < 0 ? "darken(" : "lighten(") + base.text + ", " + DecimalText.shortest(abs(delta)) + ")"
        }
    }
}
