/// The shortest decimal that reads back as a double, found exactly: the fewest decimal places
/// `places` at which some integer `digits` has `digits / 10^places` inside the double's rounding
/// interval, and of those integers the one nearest the double, a tie going to the even one
/// (Steele and White's criterion, as Ryū and Swift's `description` apply it), for
/// 10⁻⁴ ≤ value < 2⁵³ with a fractional part; or a whole number below 10¹⁵ as it is (`of(_:)`),
/// with the sign either way.
///
/// Exact because the double is `m · 2^e` with `m < 2⁵³` and, in that range, `-66 ≤ e < 0`:
/// the interval's ends and its centre scaled by `4 · 10^places` are integers over `2^(2-e)`,
/// and `(4m + 2) · 10^places` stays below 2¹²⁸ for every `places` up to 21 (the most a value of
/// 10⁻⁴ or more needs: 17 significant digits from the fourth decimal place).
struct ShortestDigits {
    /// The digits as an integer (at most 17 of them) and how many of them follow the point.
    let digits: UInt64
    let places: Int
    /// Whether a minus sign goes first.
    private(set) var isNegative = false

    /// The most bytes `writeText` stores into: its text (at most 24 bytes: a sign, 21 places
    /// after `0.`) and the words it writes whole past the text's end (sign, 16 whole digits and
    /// a point, then a 24-byte copy).
    static let longestText = 48

    /// `value`'s digits: a whole number below 10¹⁵ (exactly what a conversion to Int64 and back
    /// keeps) in integer form, a value with a fractional part in range as the shortest decimal;
    /// nil for any other (it goes through `description`).
    static func of(_ value: Double) -> ShortestDigits? {
        let magnitude = abs(value)
        var digits = magnitude < 1e15 && Double(Int64(magnitude)) == magnitude ? ShortestDigits(whole: magnitude) : ShortestDigits(magnitude)
        // The integer form of −0.0 is `0`, as `Int64(-0.0)` prints.
        digits?.isNegative = value < 0 && magnitude != 0
        return digits
    }

    /// Nil when `value` is outside the range this is exact for, or whole.
    init?(_ value: Double) {
        guard value >= 0.0001, value < 0x1p53 else { return nil }
        let binaryExponent = Int(value.exponentBitPattern) - 1023
        let exponent = binaryExponent - 52
        let significand = UInt64(value.significandBitPattern) | (1 << 52)
        // Whole (no fractional bits): not this form.
        guard exponent < 0, -exponent > 52 || significand & ((1 << UInt64(-exponent)) - 1) != 0 else { return nil }
        // The rounding interval [centre − below, centre + above] over 2^shift. At a power of two
        // the gap below is half the gap above.
        let shift = UInt64(2 - exponent)
        let centre = significand << 2
        let upper = centre + 2
        let lower = centre - (value.significandBitPattern == 0 ? 1 : 2)

        // Candidates lie strictly inside the interval. Its ends never need including (as round
        // half to even would allow for an even significand): an end is an odd multiple of
        // 2^(e-1), whose decimal has 1 - e places and, in this range, 18 or more significant
        // digits, while a 17-digit candidate always lies inside.
        //
        // At `places` the candidates are the integers above `lowest` up to `highest`. Start where
        // 17 or 18 significant digits are (from ⌊log10 2^binaryExponent⌋, which may be one less than
        // the value's), where there always are candidates, and drop a place while some remain:
        // dropping one divides both bounds by ten, rounding down, since ⌊⌊x⌋ / 10⌋ = ⌊x / 10⌋.
        let decimalExponent = (binaryExponent * 78_913) >> 18
        var places = 16 - decimalExponent
        let scale = Self.powerOfTen(places)
        guard let highest = UInt64(exactly: (UInt128(upper) &* scale &- 1) &>> shift),
              case var lowest = UInt64(truncatingIfNeeded: (UInt128(lower) &* scale) &>> shift), highest > lowest else { return nil }
        var high = highest
        while places > 1, high / 10 > lowest / 10 {
            high /= 10
            lowest /= 10
            places -= 1
        }
        // The candidate nearest the double.
        let scaledCentre = UInt128(centre) &* Self.powerOfTen(places)
        var nearest = UInt64(truncatingIfNeeded: scaledCentre &>> shift)
        let remainder = scaledCentre & ((1 &<< shift) &- 1), half = UInt128(1) &<< (shift - 1)
        if remainder > half || (remainder == half && nearest & 1 == 1) { nearest += 1 }
        digits = min(max(nearest, lowest + 1), high)
        self.places = places
    }

    /// A whole number below 10¹⁵, written without a point.
    init(whole value: Double) {
        digits = UInt64(value)
        places = 0
    }

    /// 10^places for places 0–38 (1–21 are asked for).
    private static func powerOfTen(_ places: Int) -> UInt128 {
        places <= 19 ? UInt128(smallPowerOfTen(places)) : UInt128(smallPowerOfTen(19)) &* UInt128(smallPowerOfTen(places - 19))
    }

    /// 10^exponent for exponents 0–19, the powers a UInt64 holds. A switch of constants, which
    /// the compiler makes a table read with no initialisation check (a `static let` array would
    /// be checked at every read, three or four a number).
    @inline(__always)
    private static func smallPowerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case ...0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        case 6: return 1_000_000
        case 7: return 10_000_000
        case 8: return 100_000_000
        case 9: return 1_000_000_000
        case 10: return 10_000_000_000
        case 11: return 100_000_000_000
        case 12: return 1_000_000_000_000
        case 13: return 10_000_000_000_000
        case 14: return 100_000_000_000_000
        case 15: return 1_000_000_000_000_000
        case 16: return 10_000_000_000_000_000
        case 17: return 100_000_000_000_000_000
        case 18: return 1_000_000_000_000_000_000
        default: return 10_000_000_000_000_000_000
        }
    }

    /// Writes `-whole.fraction` at `start`, the fraction zero-padded on the left to `places`
    /// digits (0.0340632890799763), or the whole number alone when there are no places; returns
    /// how many bytes it wrote (at most 24). It stores past them, up to `longestText` bytes from
    /// `start`: the digits go in 8-byte words, the first few of which the point and the fraction
    /// then overwrite.
    func writeText(at start: UnsafeMutablePointer<UInt8>) -> Int {
        // At least one digit before the point.
        let count = max(Self.digitCount(digits), places + 1)
        let sign = isNegative ? 1 : 0, point = places > 0 ? 1 : 0
        let whole = count - places
        // The digits zero-padded to 24 (at most 17 significant, at most 22 with the padding a
        // fraction needs), then 24 bytes that copies may read past them.
        var padded: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
            Self.eightDigits(digits / 10_000_000_000_000_000),
            Self.eightDigits(digits / 100_000_000 % 100_000_000),
            Self.eightDigits(digits % 100_000_000), 0, 0, 0)
        withUnsafeBytes(of: &padded) { text in
            let text = text.baseAddress!, output = UnsafeMutableRawPointer(start)
            if isNegative { start[0] = UInt8(ascii: "-") }
            // All the digits, then, when there is a fraction, the point over the first fraction
            // digit and the fraction again one byte on.
            Self.copy24(from: text + (24 - count), to: output + sign)
            if places > 0 {
                start[sign + whole] = UInt8(ascii: ".")
                Self.copy24(from: text + (24 - places), to: output + sign + whole + 1)
            }
        }
        return sign + count + point
    }

    /// 24 bytes in three unaligned words.
    @inline(__always)
    private static func copy24(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        for offset in stride(from: 0, to: 24, by: 8) {
            target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
        }
    }

    /// How many decimal digits `value` has; one for zero. From the bit length (⌊n · log10 2⌋ + 1
    /// digits for n bits, 1233/4096 ≈ log10 2), corrected by one comparison.
    static func digitCount(_ value: UInt64) -> Int {
        let bits = 64 - (value | 1).leadingZeroBitCount
        let estimate = (bits * 1233) >> 12
        return max(1, estimate + (value >= smallPowerOfTen(estimate) ? 1 : 0))
    }

    /// The eight decimal digits of `value` (below 10⁸), leading zeros included, as ASCII in one
    /// word whose lowest byte holds the first digit (a little-endian store writes them in
    /// order). Lanes of the word are split at once: 4 + 4 digits in 32-bit lanes, then 2 + 2 in
    /// 16-bit lanes, then 1 + 1 in bytes, each division by a multiply and a shift that is exact
    /// in its lane's range (⌊x · 10486 / 2²⁰⌋ = ⌊x / 100⌋ for x < 10⁴, ⌊x · 103 / 2¹⁰⌋ = ⌊x / 10⌋
    /// for x < 100), with no carry between lanes: three rounds of multiplies and shifts in place
    /// of a division per pair of digits.
    static func eightDigits(_ value: UInt64) -> UInt64 {
        var lanes = value / 10_000 | (value % 10_000) << 32
        let hundreds = (lanes &* 10_486) >> 20 & 0x0000_007F_0000_007F
        lanes = (lanes &- hundreds &* 100) << 16 | hundreds
        let tens = (lanes &* 103) >> 10 & 0x000F_000F_000F_000F
        lanes = (lanes &- tens &* 10) << 8 | tens
        return (lanes | 0x3030_3030_3030_3030).littleEndian
    }
}
