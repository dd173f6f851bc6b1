/// Linear-light sRGB, unbounded (values outside [0, 1] are out of gamut).
public struct LinearRGB: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Decodes a stored colour; alpha is not part of linear light and is dropped.
    public init(_ colour: Colour) {
        self.init(colour, decoded: SRGBTransfer.decodedCodeValues)
    }

    /// The same with the decoding table in hand (`SRGBTransfer.decodedCodeValues`), for a caller
    /// that decodes many colours: each read of the static goes through its initialisation check.
    @inline(__always)
    init(_ colour: Colour, decoded table: ConstantTable<Double>) {
        self.init(red: table[Int(colour.red)], green: table[Int(colour.green)], blue: table[Int(colour.blue)])
    }

    /// Tolerance for calling a channel in gamut: far below half an 8-bit step, so a colour
    /// accepted here rounds to the 8-bit value it denotes.
    static let gamutTolerance = 1e-9

    public var isInGamut: Bool {
        let low = -Self.gamutTolerance, high = 1 + Self.gamutTolerance
        return red >= low && red <= high && green >= low && green <= high && blue >= low && blue <= high
    }

    /// Each gamma-encoded channel clamped to [0, 1] (the CSS Color 4 "clip"), back in linear light.
    public var clipped: LinearRGB {
        func clip(_ value: Double) -> Double { min(1, max(0, value)) }
        return LinearRGB(red: clip(red), green: clip(green), blue: clip(blue))
    }

    /// Encodes and rounds to 8 bits with the given alpha.
    public func quantized(alpha: UInt8 = 255) -> Colour {
        quantized(alpha: alpha, tables: .shared)
    }

    /// The same with the rounding tables in hand (`RoundingTables`).
    @inline(__always)
    func quantized(alpha: UInt8, tables: RoundingTables) -> Colour {
        let boundaries = tables.boundaries, codeBelow = tables.codeBelow
        return Colour(
            red: SRGBTransfer.code(ofLinear: red, boundaries: boundaries, codeBelow: codeBelow),
            green: SRGBTransfer.code(ofLinear: green, boundaries: boundaries, codeBelow: codeBelow),
            blue: SRGBTransfer.code(ofLinear: blue, boundaries: boundaries, codeBelow: codeBelow),
            alpha: alpha)
    }
}
