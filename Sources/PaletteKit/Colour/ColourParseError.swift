/// Why a colour string was rejected. The wording a person reads lives with the other
/// user-facing messages (PaletteCommands/ErrorText.swift).
public struct ColourParseError: Error, Hashable, Sendable {
    public enum Problem: Error, Hashable, Sendable {
        case empty
        case unknownForm
        /// A CSS colour function this parser does not read, such as `hsl`.
        case unsupportedForm(String)
        case hexLength(Int)
        case hexDigit
        case argumentCount(function: String, expected: Int, found: Int)
        case notAnInteger(String)
        case notANumber(String)
        case channelOutOfRange(String)
        case lightnessOutOfRange(String)
        case negativeChroma(String)
    }

    /// The text as the user gave it.
    public let input: String
    public let problem: Problem

    public init(input: String, problem: Problem) {
        self.input = input
        self.problem = problem
    }

    /// The forms the parser accepts, for error messages and help.
    public static let acceptedForms = "#RGB, #RRGGBB, #RRGGBBAA, rgb(R G B) with 0-255 integers, oklch(L C H) with L 0-1 or 0%-100%, C >= 0, H in degrees"
}
