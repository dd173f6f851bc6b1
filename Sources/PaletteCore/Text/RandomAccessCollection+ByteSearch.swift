#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether `needle` occurs in these bytes. Where both lie in contiguous memory, C's `memchr`
    /// finds each place the needle's first byte stands and `memcmp` compares the rest.
    @inlinable package func containsBytes<Needle: Collection>(_ needle: Needle) -> Bool where Needle.Element == UInt8 {
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

    /// The index of the first `byte` in `range`, found by C's `memchr` where the bytes lie in
    /// contiguous memory.
    @inlinable package func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        let found = withContiguousStorageIfAvailable { bytes in
            memchr(bytes.baseAddress! + (range.lowerBound - startIndex), Int32(byte), range.count)
                .map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress! + startIndex }
        }
        if let found { return found }
        return self[range].firstIndex(of: byte)
    }
}
