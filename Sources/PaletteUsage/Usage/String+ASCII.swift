extension StringProtocol {
    /// Whether every byte of the text is ASCII: read from its contiguous UTF-8 when it has one,
    /// as a native string does, one pass over a buffer; else through the view.
    var isAllASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
}
