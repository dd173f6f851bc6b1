import Testing
@testable import PaletteUsage

@Suite struct NameTableHashTests {
    /// A name's hash as the lexer takes it from a file (its last bytes one masked load when the
    /// file goes on past them) is the hash of the name's text alone, which the app's name index
    /// merges files' names by: for every length from 0 to 24 bytes, at every place in a file,
    /// up to its very end. The text's hash is this test's own, byte by byte.
    @Test func aNameInAFileHashesAsItsTextAlone() {
        let file = Array("abcdefghijklmnopqrstuvwxyz_ABCDEFGHIJ0123456789é".utf8)
        for length in 0...24 {
            for start in 0...(file.count - length) {
                let name = Array(file[start..<start + length])
                var table = NameTable(capacity: 4)
                let id = file.withUnsafeBufferPointer { table.id($0, start, start + length) }
                let text = String(decoding: name, as: UTF8.self)
                #expect(table.nameHashes[Int(id)] == (name.allSatisfy { $0 < 0x80 } ? UInt32(truncatingIfNeeded: Self.hash(name)) : NameTable.shortHash(text)),
                        "\(length) bytes at \(start)")
                #expect(NameTable.shortHash(text) == UInt32(truncatingIfNeeded: Self.hash(Array(text.utf8))))
            }
        }
    }

    /// Two places of a file hold the same name exactly when their bytes are equal, as the array
    /// of each says: for every length from 0 to 24 bytes, with the later place at every offset
    /// up to the file's very end (where its last bytes cannot be read as one word), and with one
    /// byte changed at each position in turn.
    @Test func twoPlacesHoldTheSameNameExactlyWhenTheirBytesAreEqual() {
        let text = Array("paletteInk_accentMarker0123456789".utf8)
        for length in 0...24 {
            for second in length...(2 * text.count - length) {
                for changed in [-1] + Array(0..<length) {
                    var file = text + text
                    let first = second - length
                    for index in 0..<length { file[second + index] = file[first + index] }
                    if changed >= 0 { file[second + changed] ^= 0x01 }
                    let expected = Array(file[first..<first + length]) == Array(file[second..<second + length])
                    let same = file.withUnsafeBufferPointer { NameTable.sameBytes($0, first, second, count: length) }
                    #expect(same == expected, "\(length) bytes at \(first) and \(second), byte \(changed) changed")
                }
            }
        }
        // The second place of a name gets the first's id, at the file's end too.
        let file = Array("accent ink accent".utf8)
        var table = NameTable(capacity: 4)
        let ids = file.withUnsafeBufferPointer { [table.id($0, 0, 6), table.id($0, 7, 10), table.id($0, 11, 17)] }
        #expect(ids == [0, 1, 0])
    }

    /// NameTable's hash written out a byte at a time: words of eight, then the rest as one
    /// little-endian word, each folded by SplitMix64's constants.
    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            var word: UInt64 = 0
            for index in 0..<8 { word |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        var last: UInt64 = 0
        for index in offset..<bytes.count { last |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        hash = (hash ^ last) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 29)
    }
}
