import PaletteKit

/// A journal read for resuming. Every complete line was accepted once; a last line without its
/// newline was cut short (a crash or a full disk mid-append) and is dropped, and the file is cut
/// back to the complete lines so the next append cannot glue onto it.
struct JournalText {
    let lines: [String]
    /// The torn last line, if there was one.
    let dropped: String?

    static func read(_ path: String, fileSystem: FileSystem) throws(ToolError) -> JournalText {
        let bytes = try ToolError.reading(try fileSystem.readBytes(at: path, limit: InputLimits.sessionFileBytes))
        var complete = bytes.count
        var dropped: String?
        if let last = bytes.last, last != UInt8(ascii: "\n") {
            complete = bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            dropped = String(decoding: bytes[complete...], as: UTF8.self)
        }
        let text = try ToolError.reading(try UTF8Text.decode(Array(bytes[..<complete]), path: path))
        if dropped != nil {
            try ToolError.writing(try fileSystem.truncate(path, to: complete))
        }
        return JournalText(lines: TextLines.split(text), dropped: dropped)
    }
}
