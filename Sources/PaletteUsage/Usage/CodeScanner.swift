import PaletteCore
import PaletteExport

/// One pass over a Swift, Kotlin, Java or script file. Comments are skipped and strings are read
/// only where a string names a colour (`Color("paper")`, a script's class list): an ordinary
/// string (`Text("faint")`) is never a use. Declarations are followed by their braces or, for
/// `= expression`, to the end of the statement.
struct CodeScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let language: SourceLanguage
    private let vocabulary: UsageVocabulary
    private var scan = SourceScan()
    private var position = 0
    private var line = 1

    /// What a `{` opened.
    /// `isPalette`: an extension (or the declaration) of the palette type or the facade, where
    /// a token's name alone, `self.paper` and `Self.paper` read the token.
    private enum Scope { case type(TypeKind, isPalette: Bool), code }
    private enum TypeKind { case extensionBody, object, other }
    private var scopes: [Scope] = []
    /// The kind of type a keyword announced; the next `{` opens it.
    private var announcedType: TypeKind?
    /// Whether the type announced is the palette type or the facade (the word after the keyword).
    private var announcedPalette = false
    private var awaitingTypeName = false
    /// Whether the innermost type is the palette type or the facade.
    private var inPaletteType: Bool {
        for scope in scopes.reversed() { if case .type(_, let isPalette) = scope { return isPalette } }
        return false
    }

    /// A declaration's body being read: it ends at the `}` that closes `braceDepth`, or (for
    /// `= expression`) at the end of the statement at these depths.
    private struct Body {
        let declaration: Int
        let braceDepth: Int
        let parenDepth: Int
        let endsAtStatement: Bool
    }
    private var bodies: [Body] = []
    private var parenDepth = 0

    /// A declaration keyword seen, waiting for its name; then the name, waiting for `=` or `{`.
    private enum Pending {
        case none
        case name(isFunction: Bool, tracked: Bool)
        case header(declaration: Int, isFunction: Bool, parenDepth: Int, braceDepth: Int)
    }
    private var pending = Pending.none
    /// `static` or `class` before `var`/`let`/`func`.
    private var sawStatic = false
    /// An attribute or modifier that makes a declaration an entry point (`@main`, `@Preview`,
    /// `override`): its body is always live, so it is not followed.
    private var sawEntryPoint = false
    /// A variable just declared: the first name after it (`: TYPE`, `= TYPE(…)`) says whether
    /// it holds a palette.
    private var declaredVariable: Word?

    /// The member chain being read (`Color.theme.accent`): its names, and whether one of them is
    /// a receiver the vocabulary knows, so a token read on it is settled.
    private var chain = Chain()
    private var chainSettled = false
    /// An implicit member chain inside `Color(` or after `resource:`: generated asset symbols.
    private var chainIsAssetSymbol = false
    /// The chain before each open parenthesis, and the name called: `x.f(…).paper` goes on.
    private var parenthesised: [(chain: Chain, settled: Bool, callee: Word?)] = []

    /// A member chain's length and the words a read needs of it: the first two (`R.color`), the
    /// one before the last (`Color.rgb`) and the last (the receiver). No storage per word.
    private struct Chain {
        /// A word of the chain: where it is and what the table knows of it.
        struct Link {
            var start: Int32 = 0
            var end: Int32 = 0
            var flags: WordTable.Flags = []
        }

        var count: Int32 = 0
        var firstFlags: WordTable.Flags = []
        var secondFlags: WordTable.Flags = []
        var previous = Link()
        var last = Link()

        init() {}

        init(_ word: Word) {
            count = 1
            firstFlags = word.flags
            last = Link(start: word.start32, end: word.end32, flags: word.flags)
        }

        mutating func append(_ word: Word) {
            if count == 0 { firstFlags = word.flags } else if count == 1 { secondFlags = word.flags }
            previous = last
            last = Link(start: word.start32, end: word.end32, flags: word.flags)
            count += 1
        }
    }

    private var lastIdentifier: Word?
    private var lastLabel: Word?
    /// The last byte that is not a space or inside a comment.
    private var previous: UInt8 = 0x0A
    /// The byte before the last `.`.
    private var beforeDot: UInt8 = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, vocabulary: UsageVocabulary) {
        self.bytes = bytes
        self.language = language
        self.vocabulary = vocabulary
    }

    static func scan(_ bytes: [UInt8], language: SourceLanguage, vocabulary: UsageVocabulary) -> SourceScan {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = CodeScanner(bytes: buffer, language: language, vocabulary: vocabulary)
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

    /// Mentions by hash and declaration, named once each at the end.
    private var mentionSlots = MentionTable()

    private mutating func mention(_ word: Word) {
        let declaration = self.declaration
        let key = word.hash &+ UInt64(bitPattern: Int64(declaration ?? -1) &+ 1) &* 0x9E37_79B9_7F4A_7C15
        mentionSlots.insert(key, MentionTable.Entry(start: word.start, end: word.end, declaration: declaration, line: line))
    }

    private mutating func finishMentions() {
        for entry in mentionSlots.all {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]), as: UTF8.self)
            scan.mention(name, in: entry.declaration, line: entry.line)
        }
    }

    private var declaration: Int? { bodies.last?.declaration }
    private var isSwift: Bool { language == .swift }
    private var isKotlin: Bool { language == .kotlin }

    private mutating func run() {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                endStatementIfComplete()
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
            case 0x27 where language != .swift:
                readQuoted(0x27)
            case 0x60 where language == .script:
                readQuoted(0x60)
            case 0x23 where isSwift && (next == 0x22 || next == 0x23):
                readRawString()
            case _ where isIdentifierStart(byte) || (byte == 0x23 && isSwift && position + 1 < count && isIdentifierStart(bytes[position + 1])):
                readIdentifier()
            case 0x30...0x39:
                while position < count, isIdentifierByte(bytes[position]) || bytes[position] == 0x2E && position + 1 < count && isDigit(bytes[position + 1]) { position += 1 }
                previous = 0x30
            default:
                punctuation(byte)
                position += 1
                if let quote = resumingString {
                    resumingString = nil
                    continueQuoted(quote)
                }
            }
        }
    }

    private var next: UInt8 { position + 1 < bytes.count ? bytes[position + 1] : 0 }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80 || (byte == 0x24 && language != .swift)
    }
    private func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    // MARK: Comments and strings

    private mutating func skipLine() {
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
    }

    /// Swift and Kotlin block comments nest.
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
                if depth == 0 || language == .script || language == .java { return }
            } else {
                if byte == 0x0A { line += 1 }
                position += 1
            }
        }
    }

    private mutating func readString() {
        let startLine = line
        if next == 0x22, position + 2 < bytes.count, bytes[position + 2] == 0x22 {
            // """ multi-line """
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

    /// An interpolation inside a string (`"\(StreamTokens.paper)"`, Kotlin's and a script's
    /// `"${palette.ink}"`) is code: the string stops at it and goes on after its closing bracket.
    private struct Interpolation {
        let quote: UInt8
        /// Closed by `)` (Swift) or `}`.
        let byParenthesis: Bool
        /// The parenthesis or brace depth inside it.
        let depth: Int
    }
    private var interpolations: [Interpolation] = []
    /// Set when a bracket closes an interpolation: the string it was in goes on.
    private var resumingString: UInt8?

    private mutating func continueQuoted(_ quote: UInt8) {
        let startLine = line
        let start = position
        while position < bytes.count, bytes[position] != quote {
            let byte = bytes[position]
            if byte == 0x5C, isSwift, quote == 0x22, next == 0x28 {
                stringRead(start..<position, line: startLine)
                position += 2
                parenthesised.append((chain, chainSettled, nil))
                parenDepth += 1
                interpolations.append(Interpolation(quote: quote, byParenthesis: true, depth: parenDepth))
                previous = 0x28
                return
            }
            if byte == 0x24, next == 0x7B, (isKotlin && quote == 0x22) || (language == .script && quote == 0x60) {
                stringRead(start..<position, line: startLine)
                position += 2
                scopes.append(.code)
                interpolations.append(Interpolation(quote: quote, byParenthesis: false, depth: scopes.count))
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

    /// `#"…"#`, `##"…"##`: no escapes, ends at the quote and as many `#`.
    private mutating func readRawString() {
        var hashes = 0
        while position < bytes.count, bytes[position] == 0x23 { hashes += 1; position += 1 }
        guard position < bytes.count, bytes[position] == 0x22 else { return }
        position += 1
        let start = position
        let startLine = line
        while position < bytes.count {
            if bytes[position] == 0x22 {
                var end = position + 1, count = 0
                while end < bytes.count, bytes[end] == 0x23, count < hashes { end += 1; count += 1 }
                if count == hashes {
                    stringRead(start..<position, line: startLine)
                    position = end
                    previous = 0x22
                    return
                }
            }
            if bytes[position] == 0x0A { line += 1 }
            position += 1
        }
    }

    /// A string's contents: an asset name inside `Color(…)` / `(named:)`, class lists and
    /// `var(--…)` in scripts; otherwise nothing.
    private mutating func stringRead(_ range: Range<Int>, line: Int) {
        if language == .script {
            UtilityText(vocabulary: vocabulary).record(bytes, range.lowerBound, range.upperBound, into: &scan, line: line, declaration: declaration)
            return
        }
        guard isSwift, let calleeWord = parenthesised.last?.callee, calleeWord.has(.assetColourType),
              previous == 0x28 || (previous == 0x3A && lastLabel?.has(.namedLabel) == true) else { return }
        let callee = text(calleeWord)
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        let last = name.split(separator: "/").last.map(String.init) ?? name
        if let token = vocabulary.token(named: last) {
            scan.reads.append(.init(token: token, line: line, form: .asset, declaration: declaration, receiver: nil))
        } else {
            let text = callee + (callee == "Color" ? "(\"" : "(named: \"") + name + "\")"
            scan.literals.append(.init(line: line, text: text, colour: nil))
        }
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
        let atAttribute = start > 0 && bytes[start - 1] == 0x40
        defer { previous = 0x61 }
        if atAttribute {
            if word.has(.entryPointAttribute) { sawEntryPoint = true }
            return
        }
        if !isMember, word.keyword != .none, self.keyword(word.keyword) { return }
        if case .name(let isFunction, let tracked) = pending {
            declare(word, isFunction: isFunction, tracked: tracked)
            return
        }
        if awaitingTypeName {
            awaitingTypeName = false
            announcedPalette = word.has(.paletteType) || word.has(.receiver)
        }
        if previous == 0x3A, let label = lastLabel, !isMember, word.has(.paletteType) || word.has(.receiver) {
            // `palette: StreamPalette`, a parameter or a property: reading a token on it is a use.
            scan.paletteVariables.insert(text(label))
        }
        if let variable = declaredVariable, !isMember {
            // `NAME: TYPE`, `NAME = TYPE(…)`, `NAME = StreamTokens.active`: the first name after
            // the declared one says whether it holds a palette.
            if word.has(.paletteType) || word.has(.receiver) { scan.paletteVariables.insert(text(variable)) }
            declaredVariable = nil
        }
        mention(word)
        if isMember {
            member(word)
        } else {
            chain = Chain(word)
            chainSettled = word.has(.receiver) || (word.has(.selfReference) && inPaletteType)
            chainIsAssetSymbol = false
            // Inside an extension of the palette type or the facade, `plate` alone is the token.
            if word.token >= 0, inPaletteType, !(position < bytes.count && bytes[position] == 0x3A) {
                scan.reads.append(.init(token: Int(word.token), line: line, form: .member, declaration: declaration, receiver: nil))
            }
        }
        lastIdentifier = word
    }

    private mutating func member(_ word: Word) {
        let implicit = !(isIdentifierByte(beforeDot) || beforeDot == 0x29 || beforeDot == 0x5D || beforeDot == 0x3F || beforeDot == 0x21 || beforeDot == 0x22)
        if implicit {
            chain = Chain()
            chainSettled = false
            let callee = parenthesised.last?.callee
            // `Color(.paper)`, `Color(uiColor: .paper)`, `UIColor(resource: .paper)`: generated asset symbols.
            chainIsAssetSymbol = isSwift && ((beforeDot == 0x28 || beforeDot == 0x3A) && callee?.has(.assetColourType) == true
                                             || (beforeDot == 0x3A && lastLabel?.has(.resourceLabel) == true))
        }
        let token = Int(word.token)
        if chain.count == 2, chain.firstFlags.contains(.androidR), chain.secondFlags.contains(.androidColor) {
            let name = text(word)
            scan.mention("@color/" + name, in: declaration, line: line)
            if let token = vocabulary.androidResource(Substring(name)) {
                scan.reads.append(.init(token: token, line: line, form: .androidResource, declaration: declaration, receiver: nil))
            }
        } else if token >= 0 {
            // `Color.paper`, `UIColor.paper`: Xcode's generated asset symbols on the colour type.
            if chainIsAssetSymbol || (isSwift && chain.count == 1 && chain.firstFlags.contains(.assetColourType)) {
                scan.reads.append(.init(token: token, line: line, form: .asset, declaration: declaration, receiver: nil))
            } else if chainSettled {
                scan.reads.append(.init(token: token, line: line, form: .member, declaration: declaration, receiver: nil))
            } else if chain.count > 0 {
                scan.reads.append(.init(token: token, line: line, form: .member, declaration: declaration, receiver: text(chain.last)))
            }
        }
        chain.append(word)
        if word.has(.receiver) { chainSettled = true }
    }

    /// Handles the words that shape declarations; true when `keyword` is one in this language.
    private mutating func keyword(_ keyword: WordTable.Keyword) -> Bool {
        switch keyword {
        case .staticWord where isSwift:
            sawStatic = true
        case .classWord where isSwift && followedByDeclarationKeyword():
            sawStatic = true
        case .override:
            sawEntryPoint = true
        case .extensionWord where isSwift:
            announcedType = .extensionBody
            awaitingTypeName = true
        case .typeWord, .classWord:
            announcedType = .other
            awaitingTypeName = true
            resetModifiers()
        case .object where isKotlin:
            announcedType = .object
        case .variable where isSwift || isKotlin, .constant where isSwift, .function where isSwift, .value where isKotlin, .kotlinFunction where isKotlin:
            pending = .name(isFunction: keyword == .function || keyword == .kotlinFunction, tracked: tracksDeclaration())
            resetModifiers()
        default:
            return false
        }
        return true
    }

    private func followedByDeclarationKeyword() -> Bool {
        var index = position
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        for word in ["var", "let", "func"] {
            let utf8 = Array(word.utf8)
            if index + utf8.count < bytes.count, bytes[index..<index + utf8.count].elementsEqual(utf8), !isIdentifierByte(bytes[index + utf8.count]) { return true }
        }
        return false
    }

    private mutating func resetModifiers() {
        sawStatic = false
        sawEntryPoint = false
    }

    /// Whether a declaration here is one `usage` follows (see `SourceScan.Declaration`).
    private func tracksDeclaration() -> Bool {
        if sawEntryPoint { return false }
        // Inside a function or a followed body: a local, read where it is declared.
        guard bodies.isEmpty || scopes.last.map({ if case .type = $0 { return true } else { return false } }) == true else { return false }
        switch scopes.last {
        case nil: return true
        case .code?: return false
        case .type(let kind, _)?:
            if isSwift { return sawStatic || kind == .extensionBody }
            return kind == .object
        }
    }

    private mutating func declare(_ word: Word, isFunction: Bool, tracked: Bool) {
        pending = .none
        if isKotlin, position < bytes.count, bytes[position] == 0x2E {
            // `fun Receiver.name()`, `val Receiver.name`: the name follows the dot.
            pending = .name(isFunction: isFunction, tracked: tracked)
            return
        }
        if !isFunction { declaredVariable = word }
        guard tracked, !word.has(.entryPointName) else { return }
        scan.declarations.append(.init(name: text(word), line: line))
        pending = .header(declaration: scan.declarations.count - 1, isFunction: isFunction, parenDepth: parenDepth, braceDepth: scopes.count)
    }

    // MARK: Punctuation

    private mutating func punctuation(_ byte: UInt8) {
        switch byte {
        case 0x2E:
            beforeDot = previous
        case 0x3A:
            lastLabel = previous == 0x61 ? lastIdentifier : nil
        case 0x3D:
            if next != 0x3D, previous != 0x3D, previous != 0x21, previous != 0x3C, previous != 0x3E {
                if case .header(let declaration, _, let depth, let braces) = pending, depth == parenDepth, braces == scopes.count {
                    bodies.append(Body(declaration: declaration, braceDepth: scopes.count, parenDepth: parenDepth, endsAtStatement: true))
                    pending = .none
                }
            }
        case 0x28, 0x5B:
            let callee = previous == 0x61 ? lastIdentifier : nil
            if byte == 0x28, let callee, literalCallee(callee) { readLiteral(callee: callee) }
            parenthesised.append((chain, chainSettled, byte == 0x28 ? callee : nil))
            parenDepth += 1
        case 0x29, 0x5D:
            if byte == 0x29, let top = interpolations.last, top.byParenthesis, parenDepth == top.depth {
                interpolations.removeLast()
                resumingString = top.quote
            }
            if let saved = parenthesised.popLast() {
                chain = saved.chain
                chainSettled = saved.settled
            }
            parenDepth = max(0, parenDepth - 1)
        case 0x7B:
            openBrace()
        case 0x7D:
            closeBrace()
        case 0x3B:
            endStatement()
        default:
            break
        }
        if byte != 0x2E { declaredVariable = byte == 0x3D || byte == 0x3A || byte == 0x20 ? declaredVariable : nil }
        previous = byte
    }

    private func literalCallee(_ callee: Word) -> Bool {
        isSwift ? callee.has(.swiftColourCallee)
            : (language == .kotlin || language == .java) && callee.has(.kotlinColourCallee)
                && (callee.has(.colorType) || (chain.count >= 2 && chain.previous.flags.contains(.colorType)))
    }

    /// The call's arguments, read ahead to the matching parenthesis (at most 512 bytes); the
    /// scan then goes on through them as usual.
    private mutating func readLiteral(callee word: Word) {
        guard ColourLiteralParser.mayBeLiteral(bytes, from: position + 1) else { return }
        let callee = text(word)
        var index = position + 1, depth = 1
        var inString = false
        while index < bytes.count, index - position < 512 {
            let byte = bytes[index]
            if byte == 0x22 { inString.toggle() }
            if !inString {
                if byte == 0x28 { depth += 1 }
                if byte == 0x29 {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            index += 1
        }
        guard depth == 0, index < bytes.count else { return }
        let arguments = Substring(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<index]), as: UTF8.self)
        guard let colour = ColourLiteralParser.colour(callee: callee, arguments: arguments, language: language) else { return }
        let shown = arguments.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        let receiver = chain.count >= 2 ? text(chain.previous) + "." : ""
        scan.literals.append(.init(line: line, text: receiver + callee + "(" + shown + ")", colour: colour))
    }

    private mutating func openBrace() {
        if case .header(let declaration, _, let depth, let braces) = pending, depth == parenDepth, braces == scopes.count {
            bodies.append(Body(declaration: declaration, braceDepth: scopes.count, parenDepth: parenDepth, endsAtStatement: false))
            pending = .none
        }
        if let kind = announcedType {
            scopes.append(.type(kind, isPalette: announcedPalette))
            announcedType = nil
            announcedPalette = false
        } else {
            scopes.append(.code)
        }
        resetModifiers()
        chain = Chain()
    }

    private mutating func closeBrace() {
        if let top = interpolations.last, !top.byParenthesis, scopes.count == top.depth {
            interpolations.removeLast()
            resumingString = top.quote
        }
        _ = scopes.popLast()
        while let body = bodies.last, body.braceDepth > scopes.count || (body.braceDepth == scopes.count && !body.endsAtStatement) {
            bodies.removeLast()
        }
        if case .header(_, _, _, let braces) = pending, braces > scopes.count { pending = .none }
        resetModifiers()
    }

    private mutating func endStatement() {
        while let body = bodies.last, body.endsAtStatement, body.braceDepth == scopes.count, body.parenDepth >= parenDepth {
            bodies.removeLast()
        }
        if case .header(_, _, let depth, let braces) = pending, depth == parenDepth, braces == scopes.count { pending = .none }
        resetModifiers()
        announcedType = nil
    }

    /// A line break ends a statement unless the statement obviously goes on: an open operator at
    /// the end of the line, or a `.`, operator or `{` at the start of the next.
    private mutating func endStatementIfComplete() {
        switch previous {
        case 0x3D, 0x2C, 0x28, 0x5B, 0x7B, 0x2B, 0x2D, 0x2A, 0x2F, 0x26, 0x7C, 0x3F, 0x3A, 0x2E, 0x3C: return
        default: break
        }
        var index = position + 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A { index += 1 }
        if index < bytes.count {
            let first = bytes[index]
            switch first {
            case 0x2E, 0x3F, 0x3A, 0x2B, 0x2A, 0x26, 0x7C, 0x3D, 0x29, 0x5D, 0x7B: return
            default: break
            }
            if first == 0x2D, index + 1 < bytes.count, bytes[index + 1] != 0x2D { return }
            if first == 0x67 || first == 0x73, index + 3 <= bytes.count, bytes[index + 1] == 0x65, bytes[index + 2] == 0x74 { return }
            if first == 0x62, index + 2 <= bytes.count, bytes[index + 1] == 0x79 { return }
        }
        if case .header(_, let isFunction, let depth, let braces) = pending, depth == parenDepth, braces == scopes.count, !isFunction || previous != 0x29 {
            pending = .none
        }
        while let body = bodies.last, body.endsAtStatement, body.braceDepth == scopes.count, body.parenDepth >= parenDepth {
            bodies.removeLast()
        }
        if parenDepth == 0 { declaredVariable = nil }
    }
}
