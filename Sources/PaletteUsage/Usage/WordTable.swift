import PaletteCore
import PaletteExport

/// The words a scanner must recognise (keywords, token names, receivers, colour callees),
/// looked up by a hash computed while the identifier's bytes are read, so the millions of
/// identifiers of an app that are none of them cost a hash and one probe, never a `String`.
/// A hit is confirmed byte for byte.
struct WordTable: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt32
        /// The facade or the palette type, or a `--receiver`: a token name read on it is a use.
        static let receiver = Flags(rawValue: 1 << 0)
        static let paletteType = Flags(rawValue: 1 << 1)
        /// `Color`, `UIColor`, `NSColor`: `Color("paper")` and `Color(.paper)` name assets.
        static let assetColourType = Flags(rawValue: 1 << 2)
        static let swiftColourCallee = Flags(rawValue: 1 << 3)
        static let kotlinColourCallee = Flags(rawValue: 1 << 4)
        /// `@main`, `@Preview`, `@objc`, …: a declaration the system calls.
        static let entryPointAttribute = Flags(rawValue: 1 << 5)
        /// `body`, `previews`, `main`: members the system reads.
        static let entryPointName = Flags(rawValue: 1 << 6)
        static let androidR = Flags(rawValue: 1 << 7)
        static let androidColor = Flags(rawValue: 1 << 8)
        static let colorType = Flags(rawValue: 1 << 9)
        static let namedLabel = Flags(rawValue: 1 << 10)
        static let resourceLabel = Flags(rawValue: 1 << 11)
        /// `self`, `Self`: inside an extension of the palette type or the facade, a receiver.
        static let selfReference = Flags(rawValue: 1 << 12)
    }

    enum Keyword: UInt8, Sendable {
        case none, staticWord, classWord, override, extensionWord, typeWord, object, variable, constant, function, value, kotlinFunction
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
    /// The table a code scanner reads identifiers against: the languages' declaration keywords,
    /// the tokens, the receivers and the callees that make colours.
    static func wordTable(tokens: [Token], receivers: Set<String>, paletteTypes: Set<String>) -> WordTable {
        var entries: [String: WordTable.Info] = [:]
        func add(_ word: String, _ change: (inout WordTable.Info) -> Void) { change(&entries[word, default: WordTable.Info()]) }
        for (index, token) in tokens.enumerated() { add(token.name) { $0.token = Int32(index) } }
        for name in receivers { add(name) { $0.flags.insert(.receiver) } }
        for name in paletteTypes { add(name) { $0.flags.insert(.paletteType) } }
        for name in ["Color", "UIColor", "NSColor"] { add(name) { $0.flags.insert(.assetColourType) } }
        for name in ColourLiteralParser.swiftCallees { add(name) { $0.flags.insert(.swiftColourCallee) } }
        for name in ColourLiteralParser.kotlinCallees { add(name) { $0.flags.insert(.kotlinColourCallee) } }
        for name in ["main", "Preview", "objc", "IBAction", "IBOutlet", "NSApplicationMain", "UIApplicationMain"] { add(name) { $0.flags.insert(.entryPointAttribute) } }
        // Members a framework reads by protocol: a view's body, previews, an app's main, an
        // environment or preference key's defaultValue.
        for name in ["body", "previews", "main", "defaultValue"] { add(name) { $0.flags.insert(.entryPointName) } }
        for name in ["self", "Self"] { add(name) { $0.flags.insert(.selfReference) } }
        add("R") { $0.flags.insert(.androidR) }
        add("color") { $0.flags.insert(.androidColor) }
        add("Color") { $0.flags.insert(.colorType) }
        add("named") { $0.flags.insert(.namedLabel) }
        add("resource") { $0.flags.insert(.resourceLabel) }
        let keywords: [(String, WordTable.Keyword)] = [
            ("static", .staticWord), ("class", .classWord), ("override", .override), ("extension", .extensionWord),
            ("struct", .typeWord), ("enum", .typeWord), ("actor", .typeWord), ("protocol", .typeWord), ("interface", .typeWord),
            ("object", .object), ("var", .variable), ("let", .constant), ("func", .function), ("val", .value), ("fun", .kotlinFunction),
        ]
        for (word, keyword) in keywords { add(word) { $0.keyword = keyword } }
        return WordTable(entries)
    }
}
