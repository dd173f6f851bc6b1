import PaletteCore
import PaletteExport

/// A JSON token file of the app's own: DTCG references (`"{nord.paper}"`, or a path the
/// schema's `tokens` maps) are uses. Literal colours in a token file are its purpose, not leaks.
enum TokenReferenceScanner {
    static func scan(_ bytes: [UInt8], vocabulary: UsageVocabulary) -> SourceScan {
        var scan = SourceScan()
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte == 0x7B, index > 0, bytes[index - 1] == 0x22 || bytes[index - 1] == 0x7B || bytes[index - 1] == 0x20 {
                var end = index + 1
                while end < bytes.count, bytes[end] != 0x7D, bytes[end] != 0x22, bytes[end] != 0x0A, bytes[end] != 0x7B { end += 1 }
                if end < bytes.count, bytes[end] == 0x7D, end > index + 1 {
                    let path = Substring(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    if !path.contains(" "), let token = vocabulary.tokenPath(path) {
                        scan.reads.append(.init(token: token, line: line, form: .tokenReference, declaration: nil, receiver: nil))
                    }
                }
            }
            index += 1
        }
        return scan
    }
}
