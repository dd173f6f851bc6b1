import PaletteCore
import PaletteExport

/// Splits a Swift, Kotlin or Java file into `CodeToken`s. Comments are dropped (Swift's and
/// Kotlin's block comments nest, Java's do not); a string becomes its contents, and the code of
/// an interpolation inside it (`"\(palette.ink)"`, Kotlin's `"${palette.ink}"` and `"$ink"`) is
/// lexed as code between an open and a close token, so a read there counts and the rest of the
/// string never does.
struct CodeLexer {
    struct Output: Sendable {
        var tokens: [CodeToken]
        /// Each name id's place, its hash and whether all are ASCII (`NameTable`).
        var names: [NameTable.Span]
        var nameHashes: [UInt32]
        var namesAreASCII: Bool
        /// The byte offset each line starts at (line 1 at index 0).
        var lineStarts: [Int32]
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let language: SourceLanguage
    /// Asked of every `$` and `#`.
    private let isSwift: Bool
    /// Each byte's `ByteClass` bits (`byteClasses`), and the bits that make a byte a name's first
    /// byte and a byte after it in this language.
    private let classes: UnsafePointer<UInt8>
    private let nameStartBits: UInt8
    private let nameByteBits: UInt8
    private var position = 0
    private var newline = true
    private var tokens: [CodeToken] = []
    private var names: NameTable
    private var lineStarts: [Int32] = [0]

    /// An interpolation being lexed: the string it is in, and the brackets opened inside it.
    private struct Interpolation {
        let quote: Quote
        var depth: Int
    }
    private enum Quote { case single, triple, kotlinSingle, kotlinTriple }
    private var interpolations: [Interpolation] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, classes: UnsafePointer<UInt8>) {
        self.bytes = bytes
        self.language = language
        self.classes = classes
        isSwift = language == .swift
        nameStartBits = isSwift ? ByteClass.letter : ByteClass.letter | ByteClass.dollar
        nameByteBits = nameStartBits | ByteClass.digit
        tokens.reserveCapacity(bytes.count / 5)
        // About a distinct name per 24 bytes of code; the table grows past that.
        names = NameTable(capacity: min(1024, max(64, bytes.count / 24)))
    }

    static func lex(_ bytes: [UInt8], language: SourceLanguage) -> Output {
        bytes.withUnsafeBufferPointer { buffer in
            CodeLexer.byteClasses.withUnsafeBufferPointer { classes in
                var lexer = CodeLexer(bytes: buffer, language: language, classes: classes.baseAddress!)
                lexer.run()
                return Output(tokens: lexer.tokens, names: lexer.names.spans, nameHashes: lexer.names.nameHashes,
                              namesAreASCII: lexer.names.isASCII, lineStarts: lexer.lineStarts)
            }
        }
    }

    private var next: UInt8 { position + 1 < bytes.count ? bytes[position + 1] : 0 }
    private func byte(at index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    private mutating func run() {
        while position < bytes.count {
            let byte = bytes[position]
            // A letter or `_` starts most tokens, and a space is most of what lies between them:
            // both are settled before the cases below, none of which they match.
            if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F {
                let (start, end, id) = readName()
                append(.name, 0, start, end, id)
                continue
            }
            if byte == 0x20 {
                var next = position + 1
                while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                position = next
                continue
            }
            switch byte {
            case 0x0A:
                breakLine()
                position += 1
            case 0x20, 0x09, 0x0D, 0x0C:
                position += 1
            case 0x2F where next == 0x2F:
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            case 0x2F where next == 0x2A:
                skipBlockComment()
            case 0x22:
                openString()
            case 0x27 where !isSwift:
                skipCharacter()
            case 0x23 where isSwift && (next == 0x22 || next == 0x23):
                rawString()
            case 0x23 where isSwift && next == 0x2F:
                skipRegex()
            case 0x60:
                backticked()
            case 0x40 where isNameStart(next):
                position += 1
                let (start, end, id) = readName()
                append(.attribute, 0x40, start - 1, end, id)
            case 0x23 where isSwift && isNameStart(next):
                position += 1
                let (start, end, id) = readName()
                append(.pound, 0x23, start - 1, end, id)
            case 0x24 where isSwift && (isDigit(next) || isNameStart(next)):
                let start = position
                position += 1
                while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
                append(.name, 0, start, position, names.id(bytes, start, position))
            case _ where isNameStart(byte):
                let (start, end, id) = readName()
                append(.name, 0, start, end, id)
            case 0x30...0x39:
                number()
            default:
                punctuation(byte)
            }
        }
    }

    private mutating func breakLine() {
        lineStarts.append(Int32(position + 1))
        newline = true
    }

    private mutating func append(_ kind: CodeToken.Kind, _ byte: UInt8, _ start: Int, _ end: Int, _ name: Int32 = -1) {
        tokens.append(CodeToken(kind: kind, byte: byte, flags: newline ? CodeToken.newlineBefore : 0,
                                start: Int32(start), end: Int32(end), name: name))
        newline = false
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    /// A letter, `_`, any byte of a non-ASCII character, and in Kotlin and Java `$`.
    @inline(__always) private func isNameStart(_ byte: UInt8) -> Bool { classes[Int(byte)] & nameStartBits != 0 }
    /// A name's start or a digit.
    @inline(__always) private func isNameByte(_ byte: UInt8) -> Bool { classes[Int(byte)] & nameByteBits != 0 }

    /// The classes of a byte that names are made of, one bit each: a byte is looked up once,
    /// not compared with ranges.
    private enum ByteClass {
        /// `A`–`Z`, `_`, `a`–`z`, and every byte of a non-ASCII character.
        static let letter: UInt8 = 1
        static let digit: UInt8 = 2
        /// `$`, a name byte in Kotlin and Java.
        static let dollar: UInt8 = 4
    }

    /// `ByteClass` bits of each of the 256 bytes.
    private static let byteClasses: [UInt8] = (0...255).map { byte in
        switch byte {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0x80...0xFF: return ByteClass.letter
        case 0x30...0x39: return ByteClass.digit
        case 0x24: return ByteClass.dollar
        default: return 0
        }
    }

    private mutating func readName() -> (Int, Int, Int32) {
        let start = position
        // In a local, not in `self`, while the bytes are read.
        var end = position
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        position = end
        return (start, end, names.id(bytes, start, end))
    }

    /// `` `default` ``: the name without its backticks.
    private mutating func backticked() {
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != 0x60, bytes[position] != 0x0A { position += 1 }
        let end = position
        if position < bytes.count, bytes[position] == 0x60 { position += 1 }
        if end > start { append(.name, 0, start, end, names.id(bytes, start, end)) }
    }

    /// `0x2E3440`, `0.5f`, `1_000`, `1e-3`: a `.` belongs to the number only before a digit.
    private mutating func number() {
        let start = position
        let hex = bytes[position] == 0x30 && (next == 0x78 || next == 0x58)
        while position < bytes.count {
            let byte = bytes[position]
            if isNameByte(byte) {
                position += 1
                if !hex, byte == 0x65 || byte == 0x45, position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D { position += 1 }
            } else if byte == 0x2E, isDigit(self.byte(at: position + 1)) {
                position += 1
            } else {
                break
            }
        }
        append(.number, 0, start, position)
    }

    // MARK: Comments

    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x2F, next == 0x2A {
                depth += 1
                position += 2
            } else if byte == 0x2A, next == 0x2F {
                depth -= 1
                position += 2
                if depth == 0 || language == .java { return }
            } else {
                if byte == 0x0A { breakLine() }
                position += 1
            }
        }
    }

    // MARK: Strings

    private mutating func openString() {
        let triple = next == 0x22 && byte(at: position + 2) == 0x22
        position += triple ? 3 : 1
        let quote: Quote = isSwift || language == .java ? (triple ? .triple : .single) : (triple ? .kotlinTriple : .kotlinSingle)
        stringBody(quote)
    }

    /// The contents of a string up to its closing quote or an interpolation, which is lexed as
    /// code until its bracket closes (`closeInterpolation`), when the string goes on.
    private mutating func stringBody(_ quote: Quote) {
        let triple = quote == .triple || quote == .kotlinTriple
        let kotlin = quote == .kotlinSingle || quote == .kotlinTriple
        var start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22, !triple || (next == 0x22 && self.byte(at: position + 2) == 0x22) {
                append(.string, 0x22, start, position)
                position += triple ? 3 : 1
                return
            }
            if byte == 0x5C, !kotlin || quote == .kotlinSingle {
                if isSwift, next == 0x28 {
                    append(.string, 0x22, start, position)
                    append(.interpolationOpen, 0x28, position, position + 2)
                    position += 2
                    interpolations.append(Interpolation(quote: quote, depth: 0))
                    return
                }
                skipEscape()
                continue
            }
            if kotlin, byte == 0x24 {
                if next == 0x7B {
                    append(.string, 0x22, start, position)
                    append(.interpolationOpen, 0x7B, position, position + 2)
                    position += 2
                    interpolations.append(Interpolation(quote: quote, depth: 0))
                    return
                }
                if isNameStart(next), next != 0x24 {
                    // `"$ink"`: one name, as code.
                    append(.string, 0x22, start, position)
                    append(.interpolationOpen, 0x24, position, position + 1)
                    position += 1
                    let (nameStart, nameEnd, id) = readName()
                    append(.name, 0, nameStart, nameEnd, id)
                    append(.interpolationClose, 0x24, nameEnd, nameEnd)
                    // The string goes on after the name: its next part starts here (a loop, not
                    // a call, however many names the string holds).
                    start = position
                    continue
                }
            }
            if byte == 0x0A {
                if !triple {
                    // An unterminated one-line string ends at the line's end.
                    append(.string, 0x22, start, position)
                    return
                }
                breakLine()
            }
            position += 1
        }
        append(.string, 0x22, start, position)
    }

    /// An escape: the backslash and the byte after it, if the file has one; a line break escaped
    /// (a multi-line string's line continuation) still starts a line.
    private mutating func skipEscape() {
        position += 1
        guard position < bytes.count else { return }
        if bytes[position] == 0x0A { breakLine() }
        position += 1
    }

    /// `#"…"#`: no escapes, no interpolation read; ends at a quote and as many `#`.
    private mutating func rawString() {
        var hashes = 0
        while position < bytes.count, bytes[position] == 0x23 { hashes += 1; position += 1 }
        guard position < bytes.count, bytes[position] == 0x22 else { return }
        let triple = next == 0x22 && byte(at: position + 2) == 0x22
        position += triple ? 3 : 1
        let start = position
        while position < bytes.count {
            if bytes[position] == 0x22 {
                var end = position + 1, count = 0
                while end < bytes.count, bytes[end] == 0x23, count < hashes { end += 1; count += 1 }
                if count == hashes, !triple || (next == 0x22 && byte(at: position + 2) == 0x22) {
                    append(.string, 0x22, start, position)
                    position = triple ? end + 2 : end
                    return
                }
            }
            if bytes[position] == 0x0A { breakLine() }
            position += 1
        }
        append(.string, 0x22, start, position)
    }

    /// `#/…/#`: an extended regular expression, passed over.
    private mutating func skipRegex() {
        position += 2
        while position < bytes.count, !(bytes[position] == 0x2F && next == 0x23) {
            if bytes[position] == 0x0A { breakLine() }
            position += 1
        }
        position = min(position + 2, bytes.count)
    }

    /// Kotlin's and Java's `'c'`, `'\n'`.
    private mutating func skipCharacter() {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != 0x27, bytes[position] != 0x0A {
            if bytes[position] == 0x5C { skipEscape() } else { position += 1 }
        }
        position = min(position + 1, bytes.count)
        append(.string, 0x27, start, position)
    }

    // MARK: Punctuation

    private mutating func punctuation(_ byte: UInt8) {
        if var top = interpolations.last {
            let opens = byte == 0x28 || byte == 0x7B || byte == 0x5B
            let closes = byte == 0x29 || byte == 0x7D || byte == 0x5D
            if closes, top.depth == 0 {
                append(.interpolationClose, byte, position, position + 1)
                position += 1
                interpolations.removeLast()
                stringBody(top.quote)
                return
            }
            if opens { top.depth += 1 } else if closes { top.depth -= 1 }
            interpolations[interpolations.count - 1] = top
        }
        let start = position
        position += operatorLength(byte)
        append(.punctuation, byte, start, position)
    }

    /// The operators read as one token: comparisons (so a lone `=` is an assignment), arrows,
    /// ranges, compound assignments, `&&`, `||`, `??`, `?:` and `::`. `?` and `!` stay alone
    /// before a `.` (optional chaining), and `<`, `>` alone otherwise (generic brackets).
    private func operatorLength(_ byte: UInt8) -> Int {
        let second = next, third = self.byte(at: position + 2)
        switch byte {
        case 0x3D, 0x21:
            if second == 0x3D { return third == 0x3D ? 3 : 2 }
            return 1
        case 0x3C, 0x3E:
            return second == 0x3D ? 2 : 1
        case 0x2D:
            return second == 0x3E || second == 0x3D || second == 0x2D ? 2 : 1
        case 0x2B, 0x2A, 0x25, 0x5E:
            return second == 0x3D || (byte == 0x2B && second == 0x2B) ? 2 : 1
        case 0x2F:
            return second == 0x3D ? 2 : 1
        case 0x26, 0x7C:
            return second == byte || second == 0x3D ? 2 : 1
        case 0x3F:
            return second == 0x3F || second == 0x3A ? 2 : 1
        case 0x3A:
            return second == 0x3A ? 2 : 1
        case 0x2E:
            if second == 0x2E { return third == 0x2E || third == 0x3C ? 3 : 2 }
            return 1
        default:
            return 1
        }
    }
}
