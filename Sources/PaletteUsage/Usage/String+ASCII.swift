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

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether `needle` occurs in these bytes. Where both lie in contiguous memory, C's `memchr`
    /// finds each place the needle's first byte stands and `memcmp` compares the rest.
    func containsBytes<Needle: Collection>(_ needle: Needle) -> Bool where Needle.Element == UInt8 {
        guard let first = needle.first, count >= needle.count else { return false }
        let found = withContiguousStorageIfAvailable { haystack in
            needle.withContiguousStorageIfAvailable { needle in
                var start = haystack.baseAddress!
                let last = haystack.baseAddress! + (haystack.count - needle.count)
                while start <= last, let hit = memchr(start, Int32(first), last - start + 1) {
                    let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, needle.baseAddress!, needle.count) == 0 { return true }
                    start = candidate + 1
                }
                return false
            }
        }
        if let found = found ?? nil { return found }
        var index = startIndex
        let last = endIndex - needle.count
        while index <= last {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
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
