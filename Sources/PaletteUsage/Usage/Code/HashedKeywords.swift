import PaletteCore
import PaletteExport

/// A language's keywords in an open-addressing table by `NameTable.shortHash`, so the hash the
/// lexer computed finds a name's keyword without hashing its text again.
struct HashedKeywords: Sendable {
    private var hashes: [UInt32]
    private var texts: [String]
    private var keywords: [CodeKeyword]
    private let mask: Int

    init(_ table: [String: CodeKeyword]) {
        var size = 16
        while size < table.count * 4 { size *= 2 }
        hashes = [UInt32](repeating: 0, count: size)
        texts = [String](repeating: "", count: size)
        keywords = [CodeKeyword](repeating: .none, count: size)
        mask = size - 1
        for (text, keyword) in table {
            let hash = NameTable.shortHash(text)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while keywords[slot] != .none { slot = (slot + 1) & mask }
            hashes[slot] = hash
            texts[slot] = text
            keywords[slot] = keyword
        }
    }

    /// The keyword the ASCII name `name` is (`.none` when it is none); `hash` is its
    /// `NameTable.shortHash`.
    func keyword(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> CodeKeyword {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while keywords[slot] != .none {
            if hashes[slot] == hash, NameIndex.text(texts[slot], is: name) { return keywords[slot] }
            slot = (slot + 1) & mask
        }
        return .none
    }
}
