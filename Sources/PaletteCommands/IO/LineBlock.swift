/// Lines read together (`LineReader.readLines`): their bytes one after another in one buffer
/// and each line's range of it, each line as `readLine` reads it (no line feed, a final CR
/// dropped, every other byte kept). `suggest --batch` reads its queries this way: a string per
/// line, made and read again, costs more than the line's reading.
package struct LineBlock: Sendable {
    package private(set) var bytes: [UInt8] = []
    private var ranges: [Range<Int>] = []

    package init() {}

    package var count: Int { ranges.count }

    /// Appends a line: `body` appends its bytes to the buffer it is handed, and returns false
    /// (having appended nothing) when there is no line.
    @discardableResult
    package mutating func appendLine(_ body: (inout [UInt8]) -> Bool) -> Bool {
        let start = bytes.count
        guard body(&bytes) else { return false }
        ranges.append(start..<bytes.count)
        return true
    }

    /// Drops the first `count` bytes of line `index` (a byte-order mark).
    package mutating func dropPrefix(_ count: Int, ofLine index: Int) {
        ranges[index] = ranges[index].lowerBound + count..<ranges[index].upperBound
    }

    /// Line `index`'s bytes, lent to `body`.
    package func withLine<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[ranges[index]])) }
    }

    /// Line `index` as text (invalid UTF-8 replaced, as `readLine` decodes it).
    package func line(_ index: Int) -> String {
        String(decoding: bytes[ranges[index]], as: UTF8.self)
    }
}

extension LineReader {
    /// Up to `maximum` lines, read one at a time; a reader of a file or pipe reads them faster
    /// in pieces. Fewer than `maximum` means the input has ended.
    package func readLines(upTo maximum: Int) -> LineBlock {
        var block = LineBlock()
        while block.count < maximum {
            guard let line = readLine(prompt: "", prefill: nil) else { break }
            block.appendLine { $0.append(contentsOf: line.utf8); return true }
        }
        return block
    }
}
