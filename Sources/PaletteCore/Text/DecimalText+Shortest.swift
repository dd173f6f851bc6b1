extension DecimalText {
    /// Appends `DecimalText.shortest(value)` as UTF-8: the integer form for whole numbers below
    /// 10¹⁵, otherwise exactly the bytes of `value.description`.
    ///
    /// Why not always `description`: `suggest --batch` writes eight numbers per answer, and making
    /// a `String` of each through the standard library's general formatter costs far more than
    /// writing its digits. Most numbers written (ratios 1–21, lightnesses 0–1, their
    /// differences) lie in 10⁻⁴ ≤ |value| < 2⁵³, where `description` writes plain decimal
    /// digits; there they are found here, exactly, in 128-bit integers (`ShortestDigits`). Every
    /// other value goes through `description`.
    package static func appendShortest(_ value: Double, to output: inout [UInt8]) {
        guard let digits = ShortestDigits.of(value) else { return output.append(contentsOf: value.description.utf8) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestDigits.longestText) { buffer in
            let count = digits.writeText(at: buffer.baseAddress!)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The same, written in place at the end of a line buffer.
    package static func appendShortest(_ value: Double, to output: inout ByteBuffer) {
        guard let digits = ShortestDigits.of(value) else { return output.append(utf8Of: value.description) }
        output.commit(digits.writeText(at: output.endReserving(ShortestDigits.longestText)))
    }
}
