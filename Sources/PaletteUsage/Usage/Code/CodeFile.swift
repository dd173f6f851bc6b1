import PaletteCore
import PaletteExport

/// One Swift, Kotlin or Java file read for `usage`: its tokens, the names in them, where each
/// bracket closes, and its outline. Made once and never changed after: a reference, so that the
/// model's and the reader's passes over thousands of files hand each one on as one pointer, not
/// nine tables each retained and released.
final class CodeFile: @unchecked Sendable {
    let language: SourceLanguage
    let bytes: [UInt8]
    let tokens: [CodeToken]
    /// Where each name id's text lies in `bytes` (the file's own ids; `CodeModel.global` gives
    /// the app's), its `NameTable.shortHash`, and whether all are ASCII.
    let nameSpans: [NameTable.Span]
    let nameHashes: [UInt32]
    let namesAreASCII: Bool
    let lineStarts: [Int32]
    /// Each name id's keyword in the file's language.
    let keywords: [CodeKeyword]
    /// Set once, at the end of `init` (the outliner reads the file made so far), before the file
    /// is handed to any other thread: why the class is `Sendable` unchecked.
    private(set) var outline = CodeOutline()

    /// `bytes`: fewer than 2^25 (32 MiB), where a token's start is kept (`CodeToken`); `usage`
    /// reads files of at most 16 MiB (`UsageSources.fileBytes`).
    init(bytes: [UInt8], language: SourceLanguage) {
        precondition(bytes.count < 1 << 25, "a code file of \(bytes.count) bytes: at most 32 MiB less one are read")
        self.language = language
        self.bytes = bytes
        var lexed = CodeLexer.lex(bytes, language: language)
        // In place: the lexer's array has no other owner, so pairing writes into it uncopied.
        CodeFile.pairBrackets(&lexed.tokens)
        tokens = lexed.tokens
        nameSpans = lexed.names
        nameHashes = lexed.nameHashes
        namesAreASCII = lexed.namesAreASCII
        lineStarts = lexed.lineStarts
        keywords = bytes.withUnsafeBufferPointer { buffer in
            lexed.names.indices.map { id in
                let span = lexed.names[id]
                let name = span.bytes(in: buffer)
                return lexed.namesAreASCII ? CodeKeyword.of(ascii: name, hash: lexed.nameHashes[id], language: language)
                    : CodeKeyword.of(String(decoding: name, as: UTF8.self), language: language)
            }
        }
        outline = CodeOutliner.outline(self)
    }

    /// How many distinct names the file has: its name ids are `0..<nameCount`.
    var nameCount: Int { nameSpans.count }

    /// A name id's text (bytes that are not UTF-8 repaired), made where it is asked.
    func name(_ id: Int32) -> String {
        let span = nameSpans[Int(id)]
        return bytes.withUnsafeBufferPointer { String(decoding: span.bytes(in: $0), as: UTF8.self) }
    }

    /// Whether a name id's text is `text` (an ASCII word): compared by bytes, or as Swift
    /// compares texts when the file has a name that is not ASCII (which may equal an ASCII one).
    func nameIs(_ id: Int32, _ text: StaticString) -> Bool {
        guard namesAreASCII else { return name(id) == text.description }
        let span = nameSpans[Int(id)]
        guard Int(span.count) == text.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            span.bytes(in: buffer).elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
    }

    /// Whether a name id's text ends with `suffix` (ASCII): by bytes, or as Swift compares texts
    /// when the file has a name that is not ASCII.
    func name(_ id: Int32, endsWith suffix: StaticString) -> Bool {
        guard namesAreASCII else { return name(id).hasSuffix(suffix.description) }
        let span = nameSpans[Int(id)]
        let count = suffix.utf8CodeUnitCount
        guard Int(span.count) >= count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            span.bytes(in: buffer).suffix(count).elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: count))
        }
    }

    /// Where a token ends in `bytes`: a name's, an attribute's and a `#` word's by their name's
    /// length, any other's by its own.
    func end(of index: Int) -> Int32 {
        let token = tokens[index]
        switch token.kind {
        case .name: return token.start + nameSpans[Int(token.name)].count
        case .attribute, .pound: return token.start + 1 + nameSpans[Int(token.name)].count
        default: return token.start + token.length
        }
    }

    /// The 1-based line of a token: where its first byte is, and for a string where its closing
    /// quote is (the line the lexer was on when the string ended).
    func line(of index: Int) -> Int32 {
        let token = tokens[index]
        let offset = token.kind == .string ? token.start + token.length : token.start
        // The number of lines that start at or before the offset.
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return Int32(low)
    }

    /// A token's line (`line(of:)`) and its 1-based column: bytes from that line's start.
    func place(of token: Int) -> (line: Int, column: Int) {
        let line = Int(line(of: token))
        return (line, Int(tokens[token].start - lineStarts[line - 1]) + 1)
    }

    @inline(__always) func keyword(_ index: Int) -> CodeKeyword {
        let token = tokens[index]
        return token.kind == .name ? keywords[Int(token.name)] : .none
    }

    /// For a `(`, `[` or `{`: the index of the token that closes it (or the last token when none
    /// does); for any other token, -1. Kept in the bracket's `name`, which has no other use there,
    /// rather than in an array as long as the tokens.
    @inline(__always) func closing(_ index: Int) -> Int32 {
        tokens[index].isOpening ? tokens[index].name : -1
    }

    @inline(__always) func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        index < tokens.count && tokens[index].isPunctuation(byte)
    }

    /// Brackets paired by a stack; an interpolation's close ends whatever opened inside it.
    private static func pairBrackets(_ tokens: inout [CodeToken]) {
        var open: [Int32] = []
        var interpolationDepths: [Int] = []
        // By index: an iterator would hold the array, and the first write would copy it whole.
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .interpolationOpen:
                interpolationDepths.append(open.count)
            case .interpolationClose:
                let depth = interpolationDepths.popLast() ?? 0
                while open.count > depth { tokens[Int(open.removeLast())].name = Int32(index) }
            case .punctuation where token.isSingle:
                switch token.byte {
                case 0x28, 0x5B, 0x7B:
                    open.append(Int32(index))
                case 0x29, 0x5D, 0x7D:
                    // A closing bracket closes the nearest open one of its kind, and any left open inside it.
                    let want: UInt8 = token.byte == 0x29 ? 0x28 : token.byte == 0x5D ? 0x5B : 0x7B
                    if let match = open.lastIndex(where: { tokens[Int($0)].byte == want }), match >= (interpolationDepths.last ?? 0) {
                        while open.count > match + 1 { tokens[Int(open.removeLast())].name = Int32(index) }
                        tokens[Int(open.removeLast())].name = Int32(index)
                    }
                default:
                    break
                }
            default:
                break
            }
        }
        let last = Int32(max(0, tokens.count - 1))
        for index in open { tokens[Int(index)].name = last }
    }
}
