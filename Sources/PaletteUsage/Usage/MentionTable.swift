import PaletteCore
import PaletteExport

/// The distinct identifiers of one file, by a 64-bit key (the identifier's hash): an
/// open-addressing table probed once per identifier, where a `Dictionary` would hash the key
/// again (SipHash) on every identifier of the file. Two identifiers whose keys collide count as
/// one (about one chance in 2^64 per pair).
struct MentionTable {
    struct Entry {
        var start: Int
        var end: Int
        var line: Int
    }

    private var keys: [UInt64]
    private var entries: [Entry?]
    private(set) var count = 0

    init() {
        keys = [UInt64](repeating: 0, count: 1024)
        entries = [Entry?](repeating: nil, count: 1024)
    }

    /// Records the identifier unless it is there already.
    mutating func insert(_ key: UInt64, _ entry: @autoclosure () -> Entry) {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: key ^ (key >> 29)) & mask
        while entries[slot] != nil {
            if keys[slot] == key { return }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        entries[slot] = entry()
        count += 1
        if count * 2 > keys.count { grow() }
    }

    private mutating func grow() {
        let old = zip(keys, entries).compactMap { key, entry in entry.map { (key, $0) } }
        keys = [UInt64](repeating: 0, count: keys.count * 2)
        entries = [Entry?](repeating: nil, count: keys.count)
        count = 0
        for (key, entry) in old { insert(key, entry) }
    }

    var all: [Entry] { entries.compactMap { $0 } }
}
