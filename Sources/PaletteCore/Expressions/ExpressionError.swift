/// Why an expression could not be read or evaluated. Wording lives in PaletteCommands/ErrorText.swift.
public enum ExpressionError: Error, Hashable, Sendable {
    case empty
    case expected(String, found: String)
    case badColour(ColourParseError)
    case amountOutOfRange(function: String, value: Double)
    case unknownName(String, nearest: String?)
    /// `loaded`: the sources the session has loaded, which a qualified name may also name.
    case unknownLibrary(String, nearest: String?, loaded: [String])
    case unknownSwatch(library: String, swatch: String, nearest: String?)
    case unsetRole(String)
    case needsGround(String)
    case tooDeep(limit: Int)
}
