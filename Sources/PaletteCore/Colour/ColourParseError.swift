/// Why a colour string was rejected. The wording a person reads lives with the other
/// user-facing messages (PaletteCommands/ErrorText.swift).
public struct ColourParseError: Error, Hashable, Sendable {
    public enum Problem: Error, Hashable, Sendable {
        case empty
        case unknownForm
        /// A CSS colour notation this parser does not read, such as `color-mix`.
        case unsupportedForm(String)
        case hexLength(Int)
        case hexDigit
        case argumentCount(function: String, expected: Int, found: Int)
        case notANumber(String)
        /// A component of `function` that is not what that place takes.
        case badComponent(function: String, text: String, expected: String)
    }

    /// The text as the user gave it.
    public let input: String
    public let problem: Problem

    public init(input: String, problem: Problem) {
        self.input = input
        self.problem = problem
    }

    /// The forms the parser accepts, for error messages and help.
    public static let acceptedForms = "#RGB, #RRGGBB, #RRGGBBAA, a CSS colour name or transparent, rgb()/rgba(), hsl()/hsla(), hwb(), lab(), lch(), oklab(), oklch(), color(srgb|srgb-linear|display-p3|a98-rgb|prophoto-rgb|rec2020|xyz|xyz-d50|xyz-d65 …) (CSS Color 4, optional / alpha, none)"
}
