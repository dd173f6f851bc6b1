import PaletteCore
import PaletteExport

/// The words the script scanner must recognise (type keywords, token names, receivers),
/// looked up by a hash computed while the identifier's bytes are read, so the millions of
/// identifiers of an app that are none of them cost a hash and one probe, never a `String`.
/// A hit is confirmed byte for byte.
struct WordTable: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt32
        /// The facade or the palette type, or a `--receiver`: a token name read on it is a use.
        static let receiver = Flags(rawValue: 1 << 0)
        static let paletteType = Flags(rawValue: 1 << 1)
        /// `R` and `color`: `R.color.nord_paper` names an Android resource.
        static let androidR = Flags(rawValue: 1 << 2)
        static let androidColor = Flags(rawValue: 1 << 3)
        /// `self`, `Self`: inside a class of the palette type or the facade, a receiver.
        static let selfReference = Flags(rawValue: 1 << 4)
    }

    /// `override` reads nothing; a type keyword (`class`, `interface`, …) announces a body.
    enum Keyword: UInt8, Sendable {
        case none, override, typeWord
    }

    struct Info: Sendable {
        var token: Int32 = -1
        var flags: Flags = []
        var keyword = Keyword.none
    }

    private let keys: [UInt64]
    private let words: [[UInt8]]
    private let infos: [Info]
    private let mask: Int

    init(_ entries: [String: Info]) {
        var size = 16
        while size < entries.count * 4 { size *= 2 }
        var keys = [UInt64](repeating: 0, count: size)
        var words = [[UInt8]](repeating: [], count: size)
        var infos = [Info](repeating: Info(), count: size)
        for (word, info) in entries {
            let bytes = Array(word.utf8)
            let hash = WordTable.hash(bytes)
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while !words[slot].isEmpty { slot = (slot + 1) & (size - 1) }
            keys[slot] = hash
            words[slot] = bytes
            infos[slot] = info
        }
        self.keys = keys
        self.words = words
        self.infos = infos
        mask = size - 1
    }

    /// The word at `bytes[start..<end]` whose hash is `hash`, if the table has it.
    func info(_ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Info? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while !words[slot].isEmpty {
            if keys[slot] == hash, words[slot].count == end - start {
                var equal = true
                for offset in 0..<(end - start) where words[slot][offset] != bytes[start + offset] {
                    equal = false
                    break
                }
                if equal { return infos[slot] }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a, 64-bit (http://www.isthe.com/chongo/tech/comp/fnv/): one multiply a byte, and
    /// it can go on from a prefix's hash (`--color-` then the utility's name).
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    static func hash(continuing start: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> UInt64 {
        var hash = start
        for index in from..<to { hash = (hash ^ UInt64(bytes[index])) &* prime }
        return hash
    }
}

extension UsageVocabulary {
    /// The table the script scanner reads identifiers against (and Tailwind utilities' names,
    /// `UtilityText`): the tokens, the receivers, `R.color`, `self` and the keywords that shape
    /// a read.
    static func wordTable(tokens: [Token], receivers: Set<String>, paletteTypes: Set<String>) -> WordTable {
        var entries: [String: WordTable.Info] = [:]
        func add(_ word: String, _ change: (inout WordTable.Info) -> Void) { change(&entries[word, default: WordTable.Info()]) }
        for (index, token) in tokens.enumerated() { add(token.name) { $0.token = Int32(index) } }
        for name in receivers { add(name) { $0.flags.insert(.receiver) } }
        for name in paletteTypes { add(name) { $0.flags.insert(.paletteType) } }
        for name in ["self", "Self"] { add(name) { $0.flags.insert(.selfReference) } }
        add("R") { $0.flags.insert(.androidR) }
        add("color") { $0.flags.insert(.androidColor) }
        add("override") { $0.keyword = .override }
        for word in ["class", "struct", "enum", "actor", "protocol", "interface"] { add(word) { $0.keyword = .typeWord } }
        return WordTable(entries)
    }
}
