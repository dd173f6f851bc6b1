/// Decimal formatting without Foundation, so the core and the executable stay light.
package enum DecimalText {
    /// `value` rounded half away from zero to `places` decimals: fixed(4.5412, 2) == "4.54".
    package static func fixed(_ value: Double, _ places: Int) -> String {
        guard value.isFinite else { return value.description }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        let whole = scaled / scale
        let integerPart = whole.rounded(.towardZero)
        var text = String(Int64(integerPart))
        if places > 0 {
            let fraction = Int64(scaled - integerPart * scale)
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: max(0, places - digits.count)) + digits
        }
        let isNegative = value < 0 && scaled != 0
        return isNegative ? "-" + text : text
    }

    /// The shortest text that reads back as `value`, without a trailing `.0`: 7, 3.5, 1.05.
    /// Otherwise exactly `value.description` (`appendShortest`).
    package static func shortest(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendShortest(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
