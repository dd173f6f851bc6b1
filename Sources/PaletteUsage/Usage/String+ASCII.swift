#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension StringProtocol {
    /// Whether every byte of the text is ASCII: read from its contiguous UTF-8 when it has one,
    /// as a native string does, one pass over a buffer; else through the view.
    var isAllASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension String {
    /// Whether `needle`, ASCII, occurs in the text, compared byte by byte: names are short, and
    /// the standard library's `contains` of a substring costs thousands of instructions a call.
    func containsASCII(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard pattern.count <= haystack.count else { return false }
                guard let first = pattern.first else { return true }
                var start = 0
                while start + pattern.count <= haystack.count {
                    if haystack[start] == first, memcmp(haystack.baseAddress! + start, pattern.baseAddress!, pattern.count) == 0 { return true }
                    start += 1
                }
                return false
            }
        }
    }
}
