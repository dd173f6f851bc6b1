/// A stored colour: 8-bit gamma-encoded sRGB channels with 8-bit alpha.
///
/// Every figure the product reports is computed from this 8-bit value, never from an
/// unrounded one, so a colour that passes a rule here passes in the app that ships it.
public struct Colour: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 255 is opaque.
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = Colour(red: 0, green: 0, blue: 0)
    public static let white = Colour(red: 255, green: 255, blue: 255)

    public var isOpaque: Bool { alpha == 255 }

    /// The same colour with full alpha.
    public var opaque: Colour { Colour(red: red, green: green, blue: blue) }

    /// Alpha as a fraction in [0, 1].
    public var opacity: Double { Double(alpha) / 255 }

    /// Canonical text: `#RRGGBB` upper case, `#RRGGBBAA` only when alpha < 1.
    public var hex: String {
        // Written straight into the string's own storage (at most 9 bytes, so it lives inline):
        // hex strings are written for every answer `suggest --batch` gives.
        String(unsafeUninitializedCapacity: 9) { writeHex(at: $0.baseAddress!) }
    }

    /// `hex`'s bytes written at `start`, which has room for 9; returns how many (7 or 9).
    package func writeHex(at start: UnsafeMutablePointer<UInt8>) -> Int {
        let digits: StaticString = "0123456789ABCDEF"
        let channels = isOpaque ? 3 : 4
        start[0] = UInt8(ascii: "#")
        for index in 0..<channels {
            let channel = index == 0 ? red : index == 1 ? green : index == 2 ? blue : alpha
            start[1 + 2 * index] = digits.utf8Start[Int(channel >> 4)]
            start[2 + 2 * index] = digits.utf8Start[Int(channel & 0x0F)]
        }
        return 1 + 2 * channels
    }
}

extension Colour: CustomStringConvertible {
    public var description: String { hex }
}

extension Colour {
    /// Rounds a gamma-encoded channel in [0, 1] to 8 bits, halves away from zero; values outside
    /// are clamped.
    ///
    /// The same byte as `UInt8(min(255, max(0, (value * 255).rounded())))` without libm's
    /// `round` call (compositing and stepping round every channel of every pair `fix` tries):
    /// below 0 and from 255 on the clamp decides alone; in between the truncation and the
    /// fraction it leaves are exact (`scaled − ⌊scaled⌋` loses no bit for a non-negative
    /// double), so the fraction compares with one half exactly. Not inlined: inlined into
    /// `stepped` it grows the solver's hot `MovingRole.Resolution.colour(with:)` past what the
    /// compiler inlines, and that becomes a call wherever the solver resolves a token.
    @inline(never)
    package static func quantize(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        let scaled = value * 255
        guard scaled > 0 else { return 0 }
        guard scaled < 255 else { return 255 }
        let whole = UInt8(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}
