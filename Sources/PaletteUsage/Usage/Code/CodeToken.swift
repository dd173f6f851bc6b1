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

    /// The kind (3 bits), `newlineBefore` (1), the first byte (8), the line (26) and the name
    /// plus one (26) in one word, so a token takes 16 bytes: the lexer writes a token per five or
    /// six bytes of code, each kept until the second pass, in memory touched for the first time.
    /// 26 bits hold any line or token index of a file `usage` reads (at most 16 MiB,
    /// `UsageSources.fileBytes`).
    private var packed: UInt64
    var start: Int32
    var end: Int32

    init(kind: Kind, byte: UInt8, flags: UInt8, start: Int32, end: Int32, line: Int32, name: Int32) {
        packed = UInt64(kind.rawValue) | UInt64(flags & 1) << 3 | UInt64(byte) << 4
            | UInt64(UInt32(bitPattern: line) & CodeToken.fieldMask) << 12
            | UInt64(UInt32(bitPattern: name &+ 1) & CodeToken.fieldMask) << 38
        self.start = start
        self.end = end
    }

    private static let fieldMask: UInt32 = (1 << 26) - 1

    /// The three bits hold one of the eight kinds, whose raw values are 0 to 7 in order.
    var kind: Kind { unsafeBitCast(UInt8(truncatingIfNeeded: packed & 0x7), to: Kind.self) }
    /// The first byte, for punctuation.
    var byte: UInt8 { UInt8(truncatingIfNeeded: packed >> 4) }
    /// `newlineBefore`: a line break between this token and the one before.
    var flags: UInt8 { UInt8(truncatingIfNeeded: packed >> 3) & 1 }
    var line: Int32 { Int32(truncatingIfNeeded: (packed >> 12) & UInt64(CodeToken.fieldMask)) }
    /// The name's id, for `name`, `attribute` and `pound`; for `(`, `[` and `{`, the index of
    /// the token that closes it (`CodeFile.closing`); -1 otherwise.
    var name: Int32 {
        get { Int32(truncatingIfNeeded: (packed >> 38) & UInt64(CodeToken.fieldMask)) - 1 }
        set { packed = packed & ~(UInt64(CodeToken.fieldMask) << 38) | UInt64(UInt32(bitPattern: newValue &+ 1) & CodeToken.fieldMask) << 38 }
    }

    static let newlineBefore: UInt8 = 1

    var isNewlineBefore: Bool { packed & 0x8 != 0 }
    var length: Int32 { end - start }

    /// Whether this is the one-byte punctuation `byte`.
    @inline(__always) func isPunctuation(_ byte: UInt8) -> Bool {
        packed & 0xFF7 == UInt64(Kind.punctuation.rawValue) | UInt64(byte) << 4 && end - start == 1
    }
}
