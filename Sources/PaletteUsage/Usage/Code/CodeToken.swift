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

    /// The kind (3 bits), `newlineBefore` (1), the first byte (8), where the token starts (25),
    /// a field (26) and whether the token is one byte long (1), in one word: the lexer writes a
    /// token per five or six bytes of code, each kept until the second pass, in memory touched
    /// for the first time (a page fault, about 4 µs here, per 512 tokens). The field is the name
    /// plus one for a name, an attribute or a `#` word (whose length is its name's:
    /// `CodeFile.end(of:)`), the closing token plus one for `(`, `[` and `{`, and the length for
    /// any other token. Its line comes from the file's line starts (`CodeFile.line(of:)`).
    /// 25 bits hold any offset of a file `usage` reads (at most 16 MiB, `UsageSources.fileBytes`),
    /// 26 any token index, name or length.
    private var packed: UInt64

    init(kind: Kind, byte: UInt8, flags: UInt8, start: Int32, end: Int32, name: Int32) {
        let length = UInt64(UInt32(bitPattern: end &- start))
        let isOpening = kind == .punctuation && length == 1 && (byte == 0x28 || byte == 0x5B || byte == 0x7B)
        let field = kind == .name || kind == .attribute || kind == .pound || isOpening ? UInt64(UInt32(bitPattern: name &+ 1)) : length
        packed = UInt64(kind.rawValue) | UInt64(flags & 1) << 3 | UInt64(byte) << 4
            | (UInt64(UInt32(bitPattern: start)) & CodeToken.startMask) << 12
            | (field & CodeToken.fieldMask) << 37
            | (length == 1 ? CodeToken.singleBit : 0)
    }

    private static let startMask: UInt64 = (1 << 25) - 1
    private static let fieldMask: UInt64 = (1 << 26) - 1
    private static let singleBit: UInt64 = 1 << 63

    /// The three bits hold one of the eight kinds, whose raw values are 0 to 7 in order.
    var kind: Kind { unsafeBitCast(UInt8(truncatingIfNeeded: packed & 0x7), to: Kind.self) }
    /// The first byte, for punctuation.
    var byte: UInt8 { UInt8(truncatingIfNeeded: packed >> 4) }
    /// `newlineBefore`: a line break between this token and the one before.
    var flags: UInt8 { UInt8(truncatingIfNeeded: packed >> 3) & 1 }
    /// The offset of the token's first byte in its file (for `@` and `#` words, of the `@` or `#`).
    var start: Int32 { Int32(truncatingIfNeeded: (packed >> 12) & CodeToken.startMask) }
    private var field: Int32 { Int32(truncatingIfNeeded: (packed >> 37) & CodeToken.fieldMask) }

    /// Whether the field holds a name (or, for an opening bracket, the token that closes it).
    @inline(__always) private var holdsName: Bool {
        switch kind {
        case .name, .attribute, .pound: return true
        case .punctuation: return isOpening
        default: return false
        }
    }

    /// `(`, `[` or `{`.
    @inline(__always) var isOpening: Bool {
        packed & CodeToken.singleBit != 0 && kind == .punctuation && (byte == 0x28 || byte == 0x5B || byte == 0x7B)
    }

    /// The name's id, for `name`, `attribute` and `pound`; for `(`, `[` and `{`, the index of
    /// the token that closes it (`CodeFile.closing`); -1 otherwise.
    var name: Int32 {
        @inline(__always) get { holdsName ? field - 1 : -1 }
        set {
            assert(holdsName, "only a name or an opening bracket holds a name")
            packed = packed & ~(CodeToken.fieldMask << 37) | (UInt64(UInt32(bitPattern: newValue &+ 1)) & CodeToken.fieldMask) << 37
        }
    }

    /// How many bytes a token spans that is not a name, an attribute or a `#` word (theirs is
    /// their name's: `CodeFile.end(of:)`).
    var length: Int32 {
        assert(kind != .name && kind != .attribute && kind != .pound, "a name's length is its name's")
        return packed & CodeToken.singleBit != 0 ? 1 : field
    }

    static let newlineBefore: UInt8 = 1

    var isNewlineBefore: Bool { packed & 0x8 != 0 }
    /// One byte long: the punctuation `;`, `(`, `.`, … (not `==`, `->`).
    var isSingle: Bool { packed & CodeToken.singleBit != 0 }

    /// Whether this is the one-byte punctuation `byte`.
    @inline(__always) func isPunctuation(_ byte: UInt8) -> Bool {
        packed & (0xFF7 | CodeToken.singleBit) == UInt64(Kind.punctuation.rawValue) | UInt64(byte) << 4 | CodeToken.singleBit
    }
}
