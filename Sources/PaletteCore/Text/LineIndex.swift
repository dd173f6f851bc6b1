/// Where each line of a text starts, so the line of any byte offset is a binary search: a
/// scheme file names the line of thousands of entries, and counting newlines for each would
/// take time quadratic in the file.
package struct LineIndex: Sendable {
    /// UTF-8 offsets at which lines 2, 3, … start.
    private let starts: [Int]

    package init(_ text: String) {
        var starts: [Int] = []
        for (offset, byte) in text.utf8.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The 1-based line holding the byte at `offset`.
    package func line(ofOffset offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }
}
