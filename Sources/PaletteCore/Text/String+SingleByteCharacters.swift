extension String {
    /// The string's UTF-8 bytes when every Character of it is one byte: ASCII without a CR (in
    /// ASCII only "\r\n" makes one Character of two). Byte-wise parsing then sees exactly the
    /// Characters the general one does, without breaking the text into graphemes (a large cost
    /// for a replay of `set` lines and for lint's stylesheets of thousands of aliases). Read from
    /// the string's own storage: iterating its UTF-8 view byte by byte costs more.
    package var singleByteCharacters: [UInt8]? {
        var text = self
        return text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? Array(bytes) : nil
        }
    }
}
