/// One pass over a JavaScript or TypeScript file, JSX, Vue or Svelte component. Comments are
/// skipped; strings are read for class lists and `var(--…)` (`UtilityText`), and a template's
/// `${…}` is read as code. A token is read as a member (`StreamTokens.paper`, `palette.ink`,
/// `R.color.nord_paper`) or, inside a class of the palette type or the facade, by its name alone.
struct ScriptScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let vocabulary: UsageVocabulary
    private var scan = SourceScan()
    private var position = 0
    private var line = 1

    /// What a `{` opened: the body of a type (`isPalette`: the palette type or the facade, where
    /// a token's name alone and `self.paper` read the token), or code.
    private enum Scope { case type(isPalette: Bool), code }
    private var scopes: [Scope] = []
    /// Whether a type keyword (`class`, `interface`, …) was read: the next `{` opens its body.
    private var typeAnnounced = false
    /// Whether the type announced is the palette type or the facade (the word after the keyword).
    private var announcedPalette = false
    private var awaitingTypeName = false
    /// Whether the innermost type is the palette type or the facade.
    private var inPaletteType: Bool {
        for scope in scopes.reversed() { if case .type(let isPalette) = scope { return isPalette } }
        return false
    }

    /// The member chain being read (`theme.colors.accent`): its names, and whether one of them is
    /// a receiver the vocabulary knows, so a token read on it is settled.
    private var chain = Chain()
    private var chainSettled = false
    /// The chain before each open parenthesis or bracket: `x.f(…).paper` goes on.
    private var parenthesised: [(chain: Chain, settled: Bool)] = []

    /// A member chain's length and the words a read needs of it: the first two (`R.color`) and
    /// the last (the receiver). No storage per word.
    private struct Chain {
        /// Where a word of the chain is.
        struct Link {
            var start: Int32 = 0
            var end: Int32 = 0
        }

        var count: Int32 = 0
        var firstFlags: WordTable.Flags = []
        var secondFlags: WordTable.Flags = []
        var last = Link()

        init() {}

        init(_ word: Word) {
            count = 1
            firstFlags = word.flags
            last = Link(start: word.start32, end: word.end32)
        }

        mutating func append(_ word: Word) {
            if count == 0 { firstFlags = word.flags } else if count == 1 { secondFlags = word.flags }
            last = Link(start: word.start32, end: word.end32)
            count += 1
        }
    }

    private var lastIdentifier: Word?
    private var lastLabel: Word?
    /// The last byte that is not a space or inside a comment.
    private var previous: UInt8 = 0x0A
    /// The byte before the last `.`.
    private var beforeDot: UInt8 = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, vocabulary: UsageVocabulary) {
        self.bytes = bytes
        self.vocabulary = vocabulary
    }

    static func scan(_ bytes: [UInt8], vocabulary: UsageVocabulary) -> SourceScan {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = ScriptScanner(bytes: buffer, vocabulary: vocabulary)
            scanner.run()
            scanner.finishMentions()
            scanner.scan.lineBreaks = scanner.line - 1
            return scanner.scan
        }
    }

    /// An identifier: where its bytes are, their hash, and what the word table knows of it.
    private struct Word {
        var hash: UInt64
        var start32: Int32
        var end32: Int32
        var token: Int32
        var flags: WordTable.Flags
        var keyword: WordTable.Keyword

        init(hash: UInt64, start: Int, end: Int, info: WordTable.Info?) {
            self.hash = hash
            start32 = Int32(truncatingIfNeeded: start)
            end32 = Int32(truncatingIfNeeded: end)
            token = info?.token ?? -1
            flags = info?.flags ?? []
            keyword = info?.keyword ?? .none
        }

        var start: Int { Int(start32) }
        var end: Int { Int(end32) }
        func has(_ flag: WordTable.Flags) -> Bool { flags.contains(flag) }
    }

    private func text(_ word: Word) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[word.start..<word.end]), as: UTF8.self) }
    private func text(_ link: Chain.Link) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(link.start)..<Int(link.end)]), as: UTF8.self) }

    /// Mentions by hash, named once each at the end.
    private var mentionSlots = MentionTable()

    private mutating func mention(_ word: Word) {
        mentionSlots.insert(word.hash, MentionTable.Entry(start: word.start, end: word.end, line: line))
    }

    private mutating func finishMentions() {
        for entry in mentionSlots.all {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]), as: UTF8.self)
            scan.mention(name, in: nil, line: entry.line)
        }
    }

    private mutating func run() {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                line += 1
                position += 1
            case 0x20, 0x09, 0x0D:
                position += 1
            case 0x2F where next == 0x2F:
                skipLine()
            case 0x2F where next == 0x2A:
                skipBlockComment()
            case 0x22:
                readString()
            case 0x27, 0x60:
                readQuoted(byte)
            case _ where isIdentifierStart(byte):
                readIdentifier()
            case 0x30...0x39:
                while position < count, isIdentifierByte(bytes[position]) || bytes[position] == 0x2E && position + 1 < count && isDigit(bytes[position + 1]) { position += 1 }
                previous = 0x30
            default:
                punctuation(byte)
                position += 1
                if resumingTemplate {
                    resumingTemplate = false
                    continueQuoted(0x60)
                }
            }
        }
    }

    private var next: UInt8 { position + 1 < bytes.count ? bytes[position + 1] : 0 }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80 || byte == 0x24
    }
    private func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    // MARK: Comments and strings

    private mutating func skipLine() {
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
    }

    /// `/* … */` ends at the first `*/` that is not the end of a `/*` (`/*/*/` goes on).
    private mutating func skipBlockComment() {
        position += 2
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x2F, next == 0x2A {
                position += 2
            } else if byte == 0x2A, next == 0x2F {
                position += 2
                return
            } else {
                if byte == 0x0A { line += 1 }
                position += 1
            }
        }
    }

    /// A `"` string, or a `"""` one that runs to the next `"""` across lines.
    private mutating func readString() {
        let startLine = line
        if next == 0x22, position + 2 < bytes.count, bytes[position + 2] == 0x22 {
            position += 3
            let start = position
            while position < bytes.count, !(bytes[position] == 0x22 && next == 0x22 && position + 2 < bytes.count && bytes[position + 2] == 0x22) {
                if bytes[position] == 0x0A { line += 1 }
                if bytes[position] == 0x5C { position += 1 }
                position += 1
            }
            stringRead(start..<min(position, bytes.count), line: startLine)
            position = min(position + 3, bytes.count)
        } else {
            readQuoted(0x22)
            return
        }
        previous = 0x22
    }

    private mutating func readQuoted(_ quote: UInt8) {
        position += 1
        continueQuoted(quote)
    }

    /// The scope depth inside each open `${` of a template (`` `bg-${palette.ink}` ``): it is
    /// code, and the template goes on after the `}` that closes it.
    private var templateDepths: [Int] = []
    /// Set when a `}` closes a `${`: the template it was in goes on.
    private var resumingTemplate = false

    /// A string from its first byte after the quote. `'` and `"` strings end at a line break;
    /// a template (`` ` ``) does not, and stops at a `${`.
    private mutating func continueQuoted(_ quote: UInt8) {
        let startLine = line
        let start = position
        while position < bytes.count, bytes[position] != quote {
            let byte = bytes[position]
            if byte == 0x24, next == 0x7B, quote == 0x60 {
                stringRead(start..<position, line: startLine)
                position += 2
                scopes.append(.code)
                templateDepths.append(scopes.count)
                previous = 0x7B
                chain = Chain()
                return
            }
            if byte == 0x5C { position += 1 } else if byte == 0x0A {
                line += 1
                if quote != 0x60 { break }
            }
            position += 1
        }
        stringRead(start..<min(position, bytes.count), line: startLine)
        position = min(position + 1, bytes.count)
        previous = 0x22
    }

    /// A string's contents: class lists and `var(--…)`.
    private mutating func stringRead(_ range: Range<Int>, line: Int) {
        UtilityText(vocabulary: vocabulary).record(bytes, range.lowerBound, range.upperBound, into: &scan, line: line, declaration: nil)
    }

    // MARK: Identifiers

    private mutating func readIdentifier() {
        let start = position
        var hash = WordTable.offsetBasis
        repeat {
            hash = (hash ^ UInt64(bytes[position])) &* WordTable.prime
            position += 1
        } while position < bytes.count && isIdentifierByte(bytes[position])
        let word = Word(hash: hash, start: start, end: position, info: vocabulary.words.info(hash, bytes, start, position))
        let isMember = previous == 0x2E && beforeDot != 0x2E
        defer { previous = 0x61 }
        // A decorator (`@Component`) reads nothing.
        if start > 0 && bytes[start - 1] == 0x40 { return }
        if !isMember {
            switch word.keyword {
            case .none: break
            case .override: return
            case .typeWord:
                typeAnnounced = true
                awaitingTypeName = true
                return
            }
        }
        if awaitingTypeName {
            awaitingTypeName = false
            announcedPalette = word.has(.paletteType) || word.has(.receiver)
        }
        if previous == 0x3A, let label = lastLabel, !isMember, word.has(.paletteType) || word.has(.receiver) {
            // `palette: StreamPalette`, a parameter or a property: reading a token on it is a use.
            scan.paletteVariables.insert(text(label))
        }
        mention(word)
        if isMember {
            member(word)
        } else {
            chain = Chain(word)
            chainSettled = word.has(.receiver) || (word.has(.selfReference) && inPaletteType)
            // Inside a class of the palette type or the facade, `plate` alone is the token.
            if word.token >= 0, inPaletteType, !(position < bytes.count && bytes[position] == 0x3A) {
                scan.reads.append(.init(token: Int(word.token), line: line, form: .member, declaration: nil, receiver: nil))
            }
        }
        lastIdentifier = word
    }

    private mutating func member(_ word: Word) {
        let implicit = !(isIdentifierByte(beforeDot) || beforeDot == 0x29 || beforeDot == 0x5D || beforeDot == 0x3F || beforeDot == 0x21 || beforeDot == 0x22)
        if implicit {
            chain = Chain()
            chainSettled = false
        }
        let token = Int(word.token)
        if chain.count == 2, chain.firstFlags.contains(.androidR), chain.secondFlags.contains(.androidColor) {
            let name = text(word)
            scan.mention("@color/" + name, in: nil, line: line)
            if let token = vocabulary.androidResource(Substring(name)) {
                scan.reads.append(.init(token: token, line: line, form: .androidResource, declaration: nil, receiver: nil, spelling: "R.color." + name))
            }
        } else if token >= 0 {
            if chainSettled {
                scan.reads.append(.init(token: token, line: line, form: .member, declaration: nil, receiver: nil))
            } else if chain.count > 0 {
                scan.reads.append(.init(token: token, line: line, form: .member, declaration: nil, receiver: text(chain.last)))
            }
        }
        chain.append(word)
        if word.has(.receiver) { chainSettled = true }
    }

    // MARK: Punctuation

    private mutating func punctuation(_ byte: UInt8) {
        switch byte {
        case 0x2E:
            beforeDot = previous
        case 0x3A:
            lastLabel = previous == 0x61 ? lastIdentifier : nil
        case 0x28, 0x5B:
            parenthesised.append((chain, chainSettled))
        case 0x29, 0x5D:
            if let saved = parenthesised.popLast() {
                chain = saved.chain
                chainSettled = saved.settled
            }
        case 0x7B:
            if typeAnnounced {
                scopes.append(.type(isPalette: announcedPalette))
                typeAnnounced = false
                announcedPalette = false
            } else {
                scopes.append(.code)
            }
            chain = Chain()
        case 0x7D:
            if let depth = templateDepths.last, scopes.count == depth {
                templateDepths.removeLast()
                resumingTemplate = true
            }
            _ = scopes.popLast()
        case 0x3B:
            typeAnnounced = false
        default:
            break
        }
        previous = byte
    }
}
