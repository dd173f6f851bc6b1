/// The largest inputs the tool reads, so no file, pipe or line can make it hang or exhaust
/// memory. Each is far above anything real: a palette file is about 2 KB, the longest shipped
/// session 6 KB, a typed line under 200 bytes. docs/guarantees.md ("Input limits") lists them.
package enum InputLimits {
    /// A palette file (`Palettes/ID.json`) and the id list (`ids.txt`), in bytes.
    package static let paletteFileBytes = 1 << 20
    /// A scheme file `source FILE` reads (a large design system's tokens are a few hundred KB).
    package static let schemeFileBytes = 8 << 20
    /// A session file or journal, in bytes (about 200,000 typical lines).
    package static let sessionFileBytes = 16 << 20
    /// A file an export would replace, read to see whose it is (every palette in one file is
    /// about 10 KB a palette).
    package static let exportedFileBytes = 64 << 20
    /// One shell line, typed, piped or read from a session file, in bytes.
    package static let lineBytes = 64 << 10
}
