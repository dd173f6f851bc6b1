import PaletteCore
import PaletteExport

/// One lexeme of a Swift, Kotlin or Java file: comments are gone, a string is its contents
/// (an interpolation inside it is code between `interpolationOpen` and `interpolationClose`),
/// and a name carries the id its file's `NameTable` gave it (a global id once the files are
/// put together).
struct CodeToken: Sendable {
    enum Kind: UInt8, Sendable {
        /// An identifier, a keyword, `$0`, or a backticked name (without its backticks).
        case name
        case number
        /// A string literal's contents, or one part of it around interpolations.
        case string
        /// `@Name`: a Swift attribute, a Kotlin or Java annotation; `name` is the name's id.
        case attribute
        /// `#Name`: `#Preview`, `#colorLiteral`, `#if`; `name` is the name's id.
        case pound
        /// An operator or a bracket: `byte` is its first byte, `end - start` its length.
        case punctuation
        /// `\(` in Swift, `${` (or the `$` of `$name`) in Kotlin.
        case interpolationOpen
        case interpolationClose
    }

    var kind: Kind
    /// The first byte, for punctuation.
    var byte: UInt8
    /// `newlineBefore`: a line break between this token and the one before.
    var flags: UInt8
    var start: Int32
    var end: Int32
    var line: Int32
    /// The name's id, for `name`, `attribute` and `pound`; for `(`, `[` and `{`, the index of
    /// the token that closes it (`CodeFile.closing`); -1 otherwise.
    var name: Int32

    static let newlineBefore: UInt8 = 1

    var isNewlineBefore: Bool { flags & CodeToken.newlineBefore != 0 }
    var length: Int32 { end - start }

    /// Whether this is the one-byte punctuation `byte`.
    @inline(__always) func isPunctuation(_ byte: UInt8) -> Bool { kind == .punctuation && self.byte == byte && end - start == 1 }
}
