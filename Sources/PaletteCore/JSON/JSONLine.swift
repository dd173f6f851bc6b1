/// Compact JSON bytes written as a shape is described: byte for byte what
/// `JSONWriter.write(_:pretty: false)` writes for the same tree (its number and string forms).
/// Several values may follow one another, each ended by `endLine()` (`suggest --batch` writes a
/// block's answers into one line buffer).
package struct JSONLine: JSONSink, ~Copyable {
    package private(set) var bytes: ByteBuffer
    /// The open containers as bits, innermost lowest: whether each is an object, and whether it
    /// has a member or item yet (a comma goes before the next). Bits rather than an array: a
    /// batch answer opens four containers, and an array's checks at every open and close cost
    /// more than the bits.
    private var objects: UInt64 = 0
    private var filled: UInt64 = 0
    private var depth = 0
    /// The last eight numbers written (their bits; no finite value has the all-ones pattern) and
    /// where their text is in `bytes`: an answer repeats some (the proposed colour's ratio and
    /// lightness are also the original's or a side's, and eight is one answer's numbers), and
    /// copying a text is far cheaper than writing it again.
    private var recentBits = InlineArray<8, UInt64>(repeating: ~0)
    private var recentStarts = InlineArray<8, Int>(repeating: 0)
    private var recentLengths = InlineArray<8, Int>(repeating: 0)
    private var recentNext = 0

    package init(capacity: Int = 512) {
        bytes = ByteBuffer(capacity: capacity)
    }

    /// What was written, taken out of the line (a batch part's answers go to the output as they
    /// are, not copied).
    package consuming func finish() -> ByteBuffer { bytes }

    /// Everything written, as text.
    package var text: String { bytes.text }

    /// A line feed after a finished value, before the next one.
    package mutating func endLine() {
        precondition(depth == 0, "JSONLine.endLine inside an open container")
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Before a key, or a value outside an object: the comma after the container's previous
    /// member or item. (A member's value follows its key with no comma.)
    @inline(__always)
    private mutating func separate(isKey: Bool) {
        guard depth > 0, isKey || objects & 1 == 0 else { return }
        if filled & 1 != 0 { bytes.append(UInt8(ascii: ",")) }
        filled |= 1
    }

    /// Nesting deeper than 64 levels is not written here (the answers it writes have three).
    @inline(__always)
    private mutating func begin(_ bracket: UInt8, isObject: Bool) {
        separate(isKey: false)
        bytes.append(bracket)
        precondition(depth < 64, "JSONLine nests at most 64 levels")
        objects = objects << 1 | (isObject ? 1 : 0)
        filled <<= 1
        depth += 1
    }

    @inline(__always)
    private mutating func end(_ bracket: UInt8) {
        bytes.append(bracket)
        objects >>= 1
        filled >>= 1
        depth -= 1
    }

    package mutating func beginObject() { begin(UInt8(ascii: "{"), isObject: true) }
    package mutating func endObject() { end(UInt8(ascii: "}")) }
    package mutating func beginArray() { begin(UInt8(ascii: "["), isObject: false) }
    package mutating func endArray() { end(UInt8(ascii: "]")) }

    @inline(__always)
    package mutating func key(_ key: JSONKey) {
        guard let packed = key.packed else {
            separate(isKey: true)
            return bytes.append(key.quoted)
        }
        // The comma `separate` would write, and the key, in two 8-byte stores of which the
        // key's own length is kept.
        let comma = depth > 0 && filled & 1 != 0
        if depth > 0 { filled |= 1 }
        let words = comma ? packed.afterComma : packed.plain
        let start = UnsafeMutableRawPointer(bytes.endReserving(16))
        start.storeBytes(of: words.0.littleEndian, as: UInt64.self)
        start.storeBytes(of: words.1.littleEndian, toByteOffset: 8, as: UInt64.self)
        bytes.commit(key.length + (comma ? 1 : 0))
    }

    package mutating func null() {
        separate(isKey: false)
        bytes.append(utf8Of: "null")
    }

    package mutating func bool(_ flag: Bool) {
        separate(isKey: false)
        // Stored as words, as a key is: `true` in four bytes, `false` in five.
        let start = UnsafeMutableRawPointer(bytes.endReserving(8))
        start.storeBytes(of: (flag ? 0x6575_7274 : 0x65_736C_6166 as UInt64).littleEndian, as: UInt64.self)
        bytes.commit(flag ? 4 : 5)
    }

    package mutating func number(_ number: Double) {
        separate(isKey: false)
        guard number.isFinite else { return bytes.append(utf8Of: "null") }
        let bits = number.bitPattern
        for slot in 0..<8 where recentBits[slot] == bits {
            return bytes.appendCopy(from: recentStarts[slot], count: recentLengths[slot])
        }
        let start = bytes.count
        DecimalText.appendShortest(number, to: &bytes)
        recentBits[recentNext] = bits
        recentStarts[recentNext] = start
        recentLengths[recentNext] = bytes.count - start
        recentNext = (recentNext + 1) & 7
    }

    package mutating func hex(_ colour: Colour) {
        separate(isKey: false)
        bytes.append(UInt8(ascii: "\""))
        bytes.commit(colour.writeHex(at: bytes.endReserving(9)))
        bytes.append(UInt8(ascii: "\""))
    }

    package mutating func string(_ text: String) {
        separate(isKey: false)
        JSONWriter.appendString(text, to: &bytes)
    }
}
