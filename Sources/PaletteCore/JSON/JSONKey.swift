/// A member name, with the bytes a JSON line writes for it (quoted, escaped, then the colon)
/// worked out once: `suggest --batch` writes the same sixteen in every answer, so none is quoted
/// again.
package struct JSONKey: Sendable {
    package let name: String
    let quoted: [UInt8]
    /// `quoted.count`, read without the array.
    let length: Int
    /// `"name":` and `,"name":` packed into two words each (little-endian, zero-padded), when the
    /// second fits in 16 bytes: a line writes a short key with two stores instead of a copy of
    /// its bytes (a `suggest --batch` answer has sixteen keys).
    let packed: (plain: (UInt64, UInt64), afterComma: (UInt64, UInt64))?

    package init(_ name: String) {
        self.name = name
        var bytes: [UInt8] = []
        JSONWriter.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        quoted = bytes
        length = bytes.count
        packed = bytes.count < 16 ? (Self.words(bytes), Self.words([UInt8(ascii: ",")] + bytes)) : nil
    }

    /// Up to 16 bytes as two little-endian words, zero-padded.
    private static func words(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: bytes) }
        return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1))
    }
}
