extension String {
    /// The same text in storage of its own, shared with no other string (`Schema.separateCopy()`);
    /// a short string is held inline and has none to share.
    var separateCopy: String { String(decoding: Array(utf8), as: UTF8.self) }
}
