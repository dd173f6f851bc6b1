#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCore
import PaletteExport

/// A JSON token file of the app's own: DTCG references (`"{nord.paper}"`, or a path the
/// schema's `tokens` maps) are uses. Literal colours in a token file are its purpose, not leaks.
enum TokenReferenceScanner {
    static func scan(_ bytes: [UInt8], vocabulary: UsageVocabulary) -> SourceScan {
        var scan = SourceScan()
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var line = 1
            // Lines are counted up to `counted` as each brace is found: most of a JSON file
            // (an ABI dump, a package manifest) has no brace that opens a reference.
            var counted = 0
            var index = 0
            while index < count, let found = memchr(base + index, 0x7B, count - index) {
                let brace = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                index = brace + 1
                guard brace > 0, buffer[brace - 1] == 0x22 || buffer[brace - 1] == 0x7B || buffer[brace - 1] == 0x20 else { continue }
                var end = brace + 1
                while end < count, buffer[end] != 0x7D, buffer[end] != 0x22, buffer[end] != 0x0A, buffer[end] != 0x7B { end += 1 }
                guard end < count, buffer[end] == 0x7D, end > brace + 1 else { continue }
                let path = Substring(decoding: UnsafeBufferPointer(rebasing: buffer[(brace + 1)..<end]), as: UTF8.self)
                guard !path.contains(" "), let token = vocabulary.tokenPath(path) else { continue }
                for byte in UnsafeBufferPointer(rebasing: buffer[counted..<brace]) where byte == 0x0A { line += 1 }
                counted = brace
                scan.reads.append(.init(token: token, line: line, form: .tokenReference, declaration: nil, receiver: nil))
            }
        }
        return scan
    }
}
