import PaletteCore

extension StringProtocol {
    /// Whether every byte of the text is ASCII: read from its contiguous UTF-8 when it has one,
    /// as a native string does, one pass over a buffer; else through the view.
    var isAllASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension String {
    /// Whether `needle`, ASCII, occurs in the text, compared byte by byte: names are short, and
    /// no character searched for has another spelling, so the standard library's search by
    /// characters is not needed.
    func containsASCII(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { $0.containsBytes(needle.utf8) }
    }
}
