import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `DecimalText.shortest` and `appendShortest` write their own digits for 10⁻⁴ ≤ |x| < 2⁵³.
/// The oracle is the standard library's `Double.description` (Swift's own shortest round-trip
/// formatter, a different algorithm), and the integer form below 10¹⁵: never this code.
@Suite struct ShortestDecimalTests {
    /// What `shortest` promises, computed without it.
    static func expected(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// Appended after a byte already there, which must stay; nil if it did not.
    static func written(_ value: Double) -> String? {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        DecimalText.appendShortest(value, to: &bytes)
        guard bytes.first == UInt8(ascii: "[") else { return nil }
        return String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    @Test(arguments: [
        0.0001, 0.00012345, 0.1, 0.2, 0.3, 0.5, 1.05, 1.1, 3.5, 7.0, 21.0, 1.0 / 3, 2.0 / 3,
        -0.0340632890799763, 1.055031753054392, 0.8091475907908864, 1e-5, 9.999999999999999e-05,
        123456789012345.67, 1e15 + 0.5, 2251799813685248.5, 4503599627370495.5, 0x1p53, 1e16,
        0.0, -0.0, -7.0, .leastNonzeroMagnitude, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
        0x1p-13, 0x1p-14, 0.1 + 0.2, 4.35, 0.000123, 1.7976931348623157e308,
    ] as [Double])
    func namedValues(value: Double) {
        #expect(Self.written(value) == Self.expected(value), "\(value.bitPattern)")
        #expect(DecimalText.shortest(value) == Self.expected(value))
    }

    /// Random bit patterns over the whole range this writes itself and a decade either side,
    /// uniform values where the answers lie (0–1, 1–21), and the neighbours of every power of
    /// two and ten in range, where the rounding interval is lopsided or a short decimal sits on
    /// an end of it.
    @Test func agreesWithDescription() {
        var generator = SplitMix64(seed: 0x5107)
        var values: [Double] = []
        for _ in 0..<200_000 {
            let exponent = Int.random(in: -18...56, using: &generator)
            let significand = UInt64.random(in: 0..<(1 << 52), using: &generator)
            values.append(Double(sign: .plus, exponentBitPattern: UInt(1023 + exponent), significandBitPattern: significand))
            values.append(Double.random(in: 0..<1, using: &generator))
            values.append(-Double.random(in: 1..<21, using: &generator))
            values.append(Double(Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator) >> Int64.random(in: 0...50, using: &generator)))
        }
        for exponent in -15...53 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            values += [power.nextDown, power, power.nextUp]
        }
        var power = 0.0001
        while power < 0x1p53 {
            values += [power.nextDown.nextDown, power.nextDown, power, power.nextUp, power.nextUp.nextUp]
            power *= 10
        }
        // Short decimals and their neighbours: k / 10^j, where the shortest form is short.
        for places in 1...6 {
            for _ in 0..<5_000 {
                var scale = 1.0
                for _ in 0..<places { scale *= 10 }
                let value = Double(Int.random(in: 1...9_999_999, using: &generator)) / scale
                values += [value, value.nextUp, value.nextDown]
            }
        }
        // Every value in range is written here, not handed to `description`.
        let handedOn = values.filter { abs($0) >= 0.0001 && abs($0) < 0x1p53 && $0 != $0.rounded() && ShortestDigits(abs($0)) == nil }
        #expect(handedOn.count == 0, "\(handedOn.prefix(5))")
        var mismatches: [String] = []
        for value in values where Self.written(value) != Self.expected(value) {
            mismatches.append("\(Self.expected(value)) written \(Self.written(value) ?? "over the byte before")")
        }
        #expect(mismatches.count == 0, "of \(values.count): \(mismatches.prefix(5))")
    }

    /// The digit count read from the bit length, against the length of the integer's own text.
    @Test func digitCountsAgreeWithTheText() {
        var values: [UInt64] = [0, 1, 9, 10, 99, 100, .max]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for bits in 0..<64 { values += [1 << UInt64(bits), (1 << UInt64(bits)) - 1] }
        for value in values {
            #expect(ShortestDigits.digitCount(value) == String(value).count, "\(value)")
        }
    }

    /// The eight digits of a word, against the integer's own text zero-padded: every value below
    /// 10⁵ and the top 10⁵ below 10⁸ (every carry out of the low and high lanes), and seeded
    /// values between. A lane split off by one, or a carry across lanes, changes a digit here.
    @Test func eightDigitsAgreeWithTheText() {
        var generator = SplitMix64(seed: 0x8D16)
        var values = Array(0..<UInt64(100_000)) + Array(UInt64(99_900_000)..<UInt64(100_000_000))
        for _ in 0..<100_000 { values.append(UInt64.random(in: 0..<100_000_000, using: &generator)) }
        var mismatches: [String] = []
        for value in values {
            let word = ShortestDigits.eightDigits(value)
            let text = withUnsafeBytes(of: word) { String(decoding: $0, as: UTF8.self) }
            let expected = String(repeating: "0", count: 8 - String(value).count) + String(value)
            if text != expected { mismatches.append("\(value) written \(text)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// `writeText` stores whole words past its text, and never past `longestText`: the longest
    /// texts of both forms (a sign, 16 whole digits and a fraction; a sign and 21 places) leave
    /// the bytes after it as they were, and their text is the standard library's.
    @Test(arguments: [-4503599627370495.5, -0.00012345678901234567, -999_999_999_999_999, 2251799813685247.75, -0.0001])
    func staysWithinItsRoom(value: Double) throws {
        let digits = try #require(ShortestDigits.of(value))
        let room = ShortestDigits.longestText
        var bytes = [UInt8](repeating: 0xEE, count: room + 16)
        let count = bytes.withUnsafeMutableBufferPointer { digits.writeText(at: $0.baseAddress!) }
        #expect(String(decoding: bytes[..<count], as: UTF8.self) == Self.expected(value))
        #expect(bytes[room...].allSatisfy { $0 == 0xEE })
    }
}
