import PaletteCore
import PaletteExport

/// The distinct identifiers of one file, each given a small id as the lexer meets it: one probe
/// of an open-addressing table by the FNV-1a hash computed while the bytes are read, and a
/// `String` made once per distinct name, never once per occurrence.
struct NameTable: Sendable {
    private var hashes: [UInt64]
    private var starts: [Int32]
    private var ends: [Int32]
    private var ids: [Int32]
    private var mask: Int
    /// Each id's text.
    private(set) var names: [String] = []

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        hashes = [UInt64](repeating: 0, count: size)
        starts = [Int32](repeating: 0, count: size)
        ends = [Int32](repeating: 0, count: size)
        ids = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    /// The id of the name in `bytes[start..<end]`, whose hash is `hash`.
    mutating func id(_ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while ids[slot] >= 0 {
            if hashes[slot] == hash, Int(ends[slot] - starts[slot]) == end - start,
               same(bytes, Int(starts[slot]), start, end - start) {
                return ids[slot]
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(names.count)
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        hashes[slot] = hash
        starts[slot] = Int32(start)
        ends[slot] = Int32(end)
        ids[slot] = id
        if names.count * 2 > mask { grow(bytes) }
        return id
    }

    private func same(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ count: Int) -> Bool {
        for offset in 0..<count where bytes[first + offset] != bytes[second + offset] { return false }
        return true
    }

    private mutating func grow(_ bytes: UnsafeBufferPointer<UInt8>) {
        let old = (hashes, starts, ends, ids)
        let size = (mask + 1) * 2
        hashes = [UInt64](repeating: 0, count: size)
        starts = [Int32](repeating: 0, count: size)
        ends = [Int32](repeating: 0, count: size)
        ids = [Int32](repeating: -1, count: size)
        mask = size - 1
        for index in old.3.indices where old.3[index] >= 0 {
            var slot = Int(truncatingIfNeeded: old.0[index]) & mask
            while ids[slot] >= 0 { slot = (slot + 1) & mask }
            hashes[slot] = old.0[index]
            starts[slot] = old.1[index]
            ends[slot] = old.2[index]
            ids[slot] = old.3[index]
        }
    }
}
