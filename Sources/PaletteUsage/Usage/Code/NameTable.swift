#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCore
import PaletteExport

/// The distinct identifiers of one file, each given a small id as the lexer meets it: one probe
/// of an open-addressing table by the FNV-1a hash computed while the bytes are read, and a
/// `String` made once per distinct name, never once per occurrence.
struct NameTable: Sendable {
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
    /// Each id's text.
    private(set) var names: [String] = []
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

    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    /// The id of the name in `bytes[start..<end]`, whose hash is `hash`.
    mutating func id(_ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while case let found = slots[slot], found.id >= 0 {
            if found.hash == hash, Int(found.end - found.start) == end - start,
               memcmp(bytes.baseAddress! + Int(found.start), bytes.baseAddress! + start, end - start) == 0 {
                return found.id
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(names.count)
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        names.append(name)
        if UnsafeBufferPointer(rebasing: bytes[start..<end]).allSatisfy({ $0 < 0x80 }) {
            nameHashes.append(UInt32(truncatingIfNeeded: hash))
        } else {
            // Bytes that are not UTF-8 are repaired in the text: the hash is the text's own.
            isASCII = false
            nameHashes.append(NameTable.shortHash(name))
        }
        slots[slot] = Slot(hash: hash, start: Int32(start), end: Int32(end), id: id)
        if names.count * 2 > mask { grow() }
        return id
    }

    /// The low half of FNV-1a over `name`'s UTF-8, as the lexer computes it while it reads a
    /// name's bytes.
    static func shortHash(_ name: String) -> UInt32 {
        var hash = offsetBasis
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        return UInt32(truncatingIfNeeded: hash)
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
