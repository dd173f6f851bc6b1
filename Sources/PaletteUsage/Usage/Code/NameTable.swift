import PaletteCore
import PaletteExport

/// The distinct identifiers of one file, each given a small id as the lexer meets it: one probe
/// of an open-addressing table by the name's hash (`hash`, a word at a time). A name is kept as
/// where its first occurrence lies in the file; its text is made only where it is asked
/// (`CodeFile.name`), and the app's `NameIndex` merges files by their bytes.
struct NameTable: Sendable {
    /// Where a name's first occurrence lies in its file: bytes `start..<end`.
    struct Span: Sendable {
        let start: Int32
        let end: Int32

        /// How many bytes the name has.
        var count: Int32 { end - start }

        /// The name's bytes in its file's `bytes`.
        func bytes(in file: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: file[Int(start)..<Int(end)])
        }
    }

    /// One probe reads one slot: the hash, where the name's first occurrence lies, and its id
    /// (-1 for an empty slot).
    private struct Slot {
        var hash: UInt64 = 0
        var start: Int32 = 0
        var end: Int32 = 0
        var id: Int32 = -1
    }

    private var slots: [Slot]
    private var mask: Int
    /// Each id's place in the file.
    private(set) var spans: [Span] = []
    /// Each id's `shortHash`, which the app's `NameIndex` merges by: half the hash, half the memory.
    private(set) var nameHashes: [UInt32] = []
    /// Whether every name is ASCII.
    private(set) var isASCII = true

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
    }

    /// The hash of a name's bytes: eight a step, each folded in by a multiply and a shift (the
    /// constants are SplitMix64's), the last ones as one word; the count is folded in first, so
    /// `a` and `a\0` differ.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(bytes, readable: bytes.count)
    }

    /// `hash(bytes)`, where `readable` bytes from the start may be read (at least `bytes.count`):
    /// with eight past the name's last whole word readable, its last bytes are one load, masked.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int) -> UInt64 {
        let count = bytes.count
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        guard let base = bytes.baseAddress else { return finish(hash, 0) }
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        let left = count - offset
        guard left > 0 else { return finish(hash, 0) }
        if offset + 8 <= readable {
            // Little-endian: the low `left` bytes of the word are the name's last bytes.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            return finish(hash, word & (UInt64.max >> (64 - 8 * UInt64(left))))
        }
        var last: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            last |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return finish(hash, last)
    }

    @inline(__always) private static func finish(_ hash: UInt64, _ last: UInt64) -> UInt64 {
        let mixed = (hash ^ last) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 29)
    }

    /// The id of the name in `bytes[start..<end]`.
    mutating func id(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        let hash = NameTable.hash(UnsafeBufferPointer(rebasing: bytes[start..<end]), readable: bytes.count - start)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while case let found = slots[slot], found.id >= 0 {
            if found.hash == hash, Int(found.end - found.start) == end - start,
               NameTable.sameBytes(bytes, Int(found.start), start, count: end - start) {
                return found.id
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(spans.count)
        spans.append(Span(start: Int32(start), end: Int32(end)))
        if UnsafeBufferPointer(rebasing: bytes[start..<end]).allSatisfy({ $0 < 0x80 }) {
            nameHashes.append(UInt32(truncatingIfNeeded: hash))
        } else {
            // Bytes that are not UTF-8 are repaired in the text: the hash is the text's own.
            isASCII = false
            nameHashes.append(NameTable.shortHash(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
        }
        slots[slot] = Slot(hash: hash, start: Int32(start), end: Int32(end), id: id)
        if spans.count * 2 > mask { grow() }
        return id
    }

    /// Whether the `count` bytes at `first` are those at `second`, where `first <= second`: a word
    /// at a time, the last one masked when eight bytes from it are readable (they are from
    /// `first` too, which lies no later), the bytes one by one at the buffer's end.
    @inline(__always) static func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, count: Int) -> Bool {
        assert(first <= second, "the first place lies no later than the second")
        guard let base = bytes.baseAddress else { return count == 0 }
        var offset = 0
        while offset + 8 <= count {
            if UnsafeRawPointer(base + first + offset).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(base + second + offset).loadUnaligned(as: UInt64.self) { return false }
            offset += 8
        }
        let left = count - offset
        guard left > 0 else { return true }
        if second + offset + 8 <= bytes.count {
            let mask = UInt64.max >> (64 - 8 * UInt64(left))
            let one = UInt64(littleEndian: UnsafeRawPointer(base + first + offset).loadUnaligned(as: UInt64.self))
            let other = UInt64(littleEndian: UnsafeRawPointer(base + second + offset).loadUnaligned(as: UInt64.self))
            return (one ^ other) & mask == 0
        }
        while offset < count {
            if base[first + offset] != base[second + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The low half of `hash` over `name`'s UTF-8, as the lexer computes it over a name's bytes.
    static func shortHash(_ name: String) -> UInt32 {
        var name = name
        return name.withUTF8 { UInt32(truncatingIfNeeded: hash($0)) }
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: (mask + 1) * 2)
        mask = slots.count - 1
        for entry in old where entry.id >= 0 {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot].id >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
