import PaletteCore
import PaletteExport

/// Every name of an app's code and the model's own words, each with one global id, given in
/// the order the names are first met. A file's names come with the hashes its `NameTable`
/// computed, so merging them is one probe of an open-addressing table each. Names are the same
/// when their texts are equal as Swift compares them (canonical equivalence): for ASCII that
/// is the same bytes; once a name that is not ASCII comes, every later name is looked up by
/// its text as well, since such a name may equal an ASCII one (`K`, the Kelvin sign, is `K`).
struct NameIndex: Sendable {
    /// Each id's text.
    private(set) var names: [String] = []
    private var hashes: [UInt32] = []
    /// An id per slot (-1 when empty) beside its name's hash, so a probe reads one place of
    /// eight bytes; the slot is the hash's low bits.
    private var slots: [(hash: UInt32, id: Int32)]
    private var mask: Int
    /// By text, from the first name that is not ASCII on.
    private var byText: [String: Int32]?

    init(capacity: Int) {
        var size = 1024
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: (0, -1), count: size)
        mask = size - 1
        names.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    /// The id of `name`, whose `NameTable.shortHash` is `hash`, given a new one if it has none.
    /// `isASCII`: whether the name is known to be ASCII (else it is looked at).
    mutating func intern(_ name: String, hash: UInt32, isASCII: Bool = false) -> Int32 {
        if byText == nil, !isASCII, !name.isAllASCII { byText = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, Int32($0)) }) }
        if byText != nil, let id = byText![name] { return id }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while case let found = slots[slot], found.id >= 0 {
            if found.hash == hash, names[Int(found.id)] == name { return found.id }
            slot = (slot + 1) & mask
        }
        let id = Int32(names.count)
        names.append(name)
        hashes.append(hash)
        slots[slot] = (hash, id)
        byText?[name] = id
        if names.count * 2 > mask { grow() }
        return id
    }

    mutating func intern(_ name: String) -> Int32 { intern(name, hash: NameTable.shortHash(name)) }

    /// The id of the ASCII name whose bytes are `name` and whose `NameTable.shortHash` is
    /// `hash`: its text is made only when the name is new.
    mutating func intern(ascii name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int32 {
        if byText == nil {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while case let found = slots[slot], found.id >= 0 {
                if found.hash == hash, NameIndex.text(names[Int(found.id)], is: name) { return found.id }
                slot = (slot + 1) & mask
            }
        }
        return intern(String(decoding: name, as: UTF8.self), hash: hash, isASCII: true)
    }

    /// Whether `text`'s UTF-8 is `bytes`: its length first, then its bytes where they lie.
    static func text(_ text: String, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        return text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? text.utf8.elementsEqual(bytes)
    }

    /// The id of `name`, if it has one.
    func id(_ name: String) -> Int32? {
        if let byText { return byText[name] }
        // Only a name that is not ASCII may equal another whose bytes differ, and none has come.
        guard name.isAllASCII else { return names.firstIndex(of: name).map(Int32.init) }
        let hash = NameTable.shortHash(name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while case let found = slots[slot], found.id >= 0 {
            if found.hash == hash, names[Int(found.id)] == name { return found.id }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func grow() {
        let size = (mask + 1) * 2
        slots = Array(repeating: (0, -1), count: size)
        mask = size - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].id >= 0 { slot = (slot + 1) & mask }
            slots[slot] = (hash, Int32(id))
        }
    }
}
