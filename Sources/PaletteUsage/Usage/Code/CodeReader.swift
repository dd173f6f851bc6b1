import PaletteCore
import PaletteExport

/// Reads one Swift, Kotlin or Java file against the app's `CodeModel`: it follows every member
/// chain by type (a variable's declared type or initialiser, a parameter's, `self`'s, an
/// `@Environment` key's, a `CompositionLocal`'s `.current`), so `theme.palette.accent`,
/// `\.accent`, `$0.accents[i]` and `context.environment.palette.label.tertiary` each read their
/// role, while `x.accent` on anything that is no palette does not. A value whose type it cannot
/// tell (a closure's parameter, a call's result) is looked up by the member's name among the
/// types that lead to a palette. Labels, assignments to a role and the arguments of a
/// palette's definition are not reads. It records the followed declarations, the names their
/// code mentions, and every colour literal with where it stands.
struct CodeReader {
    private let file: CodeFile
    /// The file's tokens, held apart: read at every step of the walk.
    private let tokens: [CodeToken]
    private let fileIndex: Int
    private let model: CodeModel
    private var scan = SourceScan()

    /// Outline index → index in `scan.declarations`, or -1 for a declaration not followed.
    private var followedIndex: [Int32]
    /// Outline indices in the order their extents start.
    private let order: [Int32]
    private var nextInOrder = 0
    /// Where the next declaration in `order` starts (past the last token when none is left): the
    /// walk asks at every token.
    private var nextStart: Int32 = 0
    /// Where the innermost declaration entered ends (past the last token at the top).
    private var innermostEnd: Int32 = .max
    /// `{` token → the outline declaration whose body it opens.
    private var bodyOwner: [Int32: Int32] = [:]
    /// The tokens that name a declaration where it is declared: no read, no use.
    private var declaredNames: [Bool] = []
    /// By the file's name ids: `CodeModel.mayRecord`.
    private let recorded: [Bool]
    /// Where a declaration just entered ends, when the walk passes over it (`CodeFile.isQuiet`); -1 otherwise.
    private var quietEnd: Int32 = -1

    private struct Context {
        let end: Int32
        let declaration: Int32
        /// The followed declaration code here belongs to (its own, or its container's); -1 at the top.
        let followed: Int32
        /// A Kotlin extension's receiver type: `self` in its body.
        let selfType: Int32
        /// A static facade's role (`static let accent = Color(…)` in a palette): its value defines.
        let defines: Bool
    }
    private var contexts: [Context] = []

    private enum BlockKind { case type, body, closure, control, paren, bracket, interpolation }
    private struct Block {
        let kind: BlockKind
        let bindings: Int
        let saved: Chain
        /// A call's parentheses (`f(…)`), a subscript (`a[…]`), a trailing closure: what the
        /// chain becomes after them.
        let continuesChain: Bool
        let defines: Bool
        /// `Color(`, `UIColor(`: a string or an implicit member here names an asset.
        let namesAsset: Bool
        /// The type `self` is in this block, or -1 for the enclosing one's.
        let selfType: Int32
        /// The token of the name called, for a call's parentheses; -1 otherwise.
        let callee: Int32
    }
    private var blocks: [Block] = []
    private var bindings: [(name: Int32, value: ValueType)] = []

    /// The member chain being read.
    private struct Chain {
        var value = ValueType.none
        /// The token it starts at.
        var start: Int32 = -1
        var length: Int32 = 0
        /// `R` (Android resources), `Color` (asset symbols) at its start.
        var isAndroidR = false
        var isColourType = false
        var secondIsColor = false
        /// `.init` with no type before it.
        var isImplicit = false
    }
    private var chain = Chain()
    private enum Dot { case none, member, implicit, keyPath }
    private var dot = Dot.none
    private var afterBackslash = false
    /// Kotlin's `with(x) { … }`, `x.run { … }`, `x.apply { … }`: the type `this` is in the
    /// closure that follows, whose bare names are then `x`'s members.
    private var scopeReceiver: Int32 = -1
    private var controlHeader = false
    private var pendingBinding: (name: Int32, depth: Int)?
    private var skipName: Int = -1
    /// Until the statement ends: the value assigned to a role defines it.
    private var assigningRole = false
    private var definitions = 0

    private struct MentionKey: Hashable {
        let name: Int32
        let context: Int32
        let inDefinition: Bool
    }
    private var mentions: [MentionKey: Int32] = [:]

    private init(file: CodeFile, fileIndex: Int, model: CodeModel) {
        self.file = file
        tokens = file.tokens
        self.fileIndex = fileIndex
        self.model = model
        let declarations = file.outline.declarations
        order = declarations.indices.sorted {
            (declarations[$0].extent.lowerBound, -declarations[$0].extent.upperBound) < (declarations[$1].extent.lowerBound, -declarations[$1].extent.upperBound)
        }.map(Int32.init)
        nextStart = order.first.map { declarations[Int($0)].extent.lowerBound } ?? Int32.max
        followedIndex = [Int32](repeating: -1, count: declarations.count)
        declaredNames = [Bool](repeating: false, count: file.tokens.count)
        recorded = (0..<file.nameCount).map { model.mayRecord(model.global(fileIndex, Int32($0))) }
        for (index, declaration) in declarations.enumerated() {
            if declaration.bodyOpen >= 0 { bodyOwner[declaration.bodyOpen] = Int32(index) }
            if declaration.nameToken >= 0 && Int(declaration.nameToken) < declaredNames.count { declaredNames[Int(declaration.nameToken)] = true }
            let tracking = model.tracking[fileIndex][index]
            guard tracking != .notFollowed else { continue }
            followedIndex[index] = Int32(scan.declarations.count)
            let name = declaration.kind == .previewBlock ? "#Preview" : file.name(declaration.name)
            scan.declarations.append(.init(name: name, line: Int(declaration.line), isPreviewRoot: tracking == .previewRoot,
                                           spelling: CodeReader.spelling(of: declaration, in: file, fileIndex: fileIndex, model: model),
                                           isLiveUnlessNamed: tracking == .view))
        }
    }

    static func read(_ file: CodeFile, fileIndex: Int, model: CodeModel) -> SourceScan {
        var reader = CodeReader(file: file, fileIndex: fileIndex, model: model)
        reader.run()
        for (key, line) in reader.mentions {
            reader.scan.mention(model.names[Int(key.name)], in: key.context < 0 ? nil : Int(key.context), line: Int(line), inDefinition: key.inDefinition)
        }
        reader.scan.lineBreaks = file.lineStarts.count - 1
        return reader.scan
    }

    private var followed: Int32 { contexts.last?.followed ?? -1 }
    private var inDefinition: Bool { definitions > 0 || assigningRole || contexts.last?.defines == true }

    /// The type `self` is: the innermost block's that sets one, else the innermost context's.
    private var selfType: Int32 { blockSelfType >= 0 ? blockSelfType : contextSelfType }
    /// Kept as blocks and contexts come and go: most names ask `selfType`.
    private var blockSelfType: Int32 = -1, contextSelfType: Int32 = -1

    // MARK: The walk

    private mutating func run() {
        var index = 0
        let count = tokens.count
        while index < count {
            if nextStart <= Int32(index) || innermostEnd <= Int32(index) { enterDeclarations(at: index) }
            let token = tokens[index]
            if token.isNewlineBefore, index > 0, !CodeStatements.continues(file, before: index) { endStatement() }
            if quietEnd >= 0 {
                // A declaration with nothing to record: its end, as if read through.
                index = Int(quietEnd)
                quietEnd = -1
                endStatement()
                continue
            }
            switch token.kind {
            case .name:
                index = name(at: index)
            case .punctuation:
                index = punctuation(at: index)
            case .string:
                string(at: index)
                index += 1
            case .number:
                chain = Chain(value: .opaque, start: Int32(index))
                dot = .none
                index += 1
            case .attribute:
                chain = Chain()
                index = file.isPunctuation(index + 1, 0x28) && !tokens[index + 1].isNewlineBefore ? Int(file.closing(index + 1)) + 1 : index + 1
            case .pound:
                index = pound(at: index)
            case .interpolationOpen:
                push(.interpolation, continuesChain: false)
                chain = Chain()
                index += 1
            case .interpolationClose:
                pop()
                chain = Chain(value: .opaque, start: Int32(index))
                index += 1
            }
        }
    }

    private mutating func enterDeclarations(at index: Int) {
        while let last = contexts.last, Int(last.end) <= index { contexts.removeLast() }
        while nextStart <= Int32(index) {
            let declarationIndex = order[nextInOrder]
            nextInOrder += 1
            nextStart = nextInOrder < order.count ? file.outline.declarations[Int(order[nextInOrder])].extent.lowerBound : Int32.max
            let declaration = file.outline.declarations[Int(declarationIndex)]
            guard Int(declaration.extent.upperBound) > index else { continue }
            if quietEnd < 0, Int(declaration.extent.lowerBound) == index, blocks.last.map({ $0.kind == .type }) ?? true,
               file.isQuiet(declaration.extent, recorded: recorded) {
                quietEnd = declaration.extent.upperBound
            }
            let own = followedIndex[Int(declarationIndex)]
            var receiverType: Int32 = -1
            if declaration.receiver >= 0 { receiverType = model.type(of: model.global(fileIndex, declaration.receiver)) ?? -1 }
            if declaration.has(.isConstructorProperty), declaration.container >= 0 {
                // `val badge: Color = brand`: a default names the class's earlier properties.
                receiverType = model.type(of: model.global(fileIndex, file.outline.declarations[Int(declaration.container)].name)) ?? -1
            }
            contexts.append(Context(end: declaration.extent.upperBound, declaration: declarationIndex, followed: own >= 0 ? own : followed,
                                    selfType: receiverType, defines: definesRole(declaration)))
        }
        innermostEnd = contexts.last?.end ?? .max
        contextSelfType = contexts.last(where: { $0.selfType >= 0 })?.selfType ?? -1
    }

    /// A role of a static facade or an object (`enum Brand { static let accent = Color(…) }`):
    /// its initialiser is the palette's colour.
    private func definesRole(_ declaration: CodeDeclaration) -> Bool {
        guard declaration.kind == .property, declaration.container >= 0 else { return false }
        let container = file.outline.declarations[Int(declaration.container)]
        guard let type = model.type(of: model.global(fileIndex, container.name)) else { return false }
        let info = model.typeInfo(type)
        let name = model.global(fileIndex, declaration.name)
        return info.isPalette && (info.staticRoles[name] != nil || info.roles[name] != nil)
    }

    private mutating func endStatement() {
        if let pending = pendingBinding, pending.depth == blocks.count {
            bindings.append((pending.name, chain.value))
            pendingBinding = nil
        }
        chain = Chain()
        dot = .none
        assigningRole = false
        controlHeader = false
        scopeReceiver = -1
    }

    private mutating func push(_ kind: BlockKind, continuesChain: Bool, defines: Bool = false, namesAsset: Bool = false, selfType: Int32 = -1,
                               callee: Int32 = -1) {
        blocks.append(Block(kind: kind, bindings: bindings.count, saved: chain, continuesChain: continuesChain, defines: defines,
                            namesAsset: namesAsset, selfType: selfType, callee: callee))
        if selfType >= 0 { blockSelfType = selfType }
        if defines { definitions += 1 }
    }

    @discardableResult
    private mutating func pop() -> Block? {
        guard let block = blocks.popLast() else { return nil }
        if block.selfType >= 0 { blockSelfType = blocks.last(where: { $0.selfType >= 0 })?.selfType ?? -1 }
        if block.defines { definitions -= 1 }
        bindings.removeSubrange(block.bindings...)
        if let pending = pendingBinding, pending.depth > blocks.count { pendingBinding = nil }
        return block
    }

    // MARK: Names

    private mutating func name(at index: Int) -> Int {
        let token = tokens[index]
        let keyword = file.keyword(index)
        let global = model.global(fileIndex, token.name)
        let mode = dot
        dot = .none
        if mode == .none, keyword != .none { return self.keyword(keyword, at: index) }
        if index == skipName || declaredNames[index] { return index + 1 }
        switch mode {
        case .member:
            member(global, at: index, keyword: keyword)
        case .implicit:
            // `case .success:` matches an enum's case, whatever static member shares its name.
            let isCasePattern = file.language == .swift && file.isCasePattern(ofImplicitMemberAt: index)
            if !isCasePattern { mention(global, at: index) }
            var readAsAsset = false
            if keyword != .initWord, !blocks.isEmpty, blocks[blocks.count - 1].namesAsset || file.isLabelled("resource", before: index - 1),
               global >= 0, case let role = model.tokenOfName[Int(global)], role >= 0 {
                read(role, at: index, form: .asset)
                readAsAsset = true
            }
            chain = Chain(value: keyword == .initWord ? .unknown : model.implicitMember(global), start: Int32(index - 1), length: 1,
                          isImplicit: keyword == .initWord)
            if !readAsAsset, keyword != .initWord, file.language == .swift, case let role = model.implicitRole(global), role >= 0,
               !isCasePattern,
               !model.isAmbiguousImplicit(global) || file.isColourContext(ofImplicitMemberAt: index, returnsColour: returnsColour) {
                // `.foregroundColor(.brandRed)`: a static role the app declares on its palette, read where its type is implied.
                roleRead(role, at: index)
            }
        case .keyPath:
            mention(global, at: index)
            let (value, role) = model.member(global, of: .unknown)
            chain = Chain(value: value, start: Int32(max(0, index - 2)), length: 1)
            if role >= 0 { roleRead(role, at: index) }
        case .none:
            root(global, at: index)
        }
        return index + 1
    }

    private mutating func member(_ global: Int32, at index: Int, keyword: CodeKeyword) {
        if keyword == .selfWord { return }
        if file.language == .kotlin, chain.value.kind == .typed, chain.value.types.count == 1,
           file.isPunctuation(index + 1, 0x7B), case let name = model.names[Int(global)], name == "run" || name == "apply" {
            scopeReceiver = chain.value.types[0]
        }
        if chain.isAndroidR, chain.length == 2, chain.secondIsColor {
            let name = model.names[Int(global)]
            scan.mention("@color/" + name, in: followed < 0 ? nil : Int(followed), line: Int(tokens[index].line))
            if let token = model.vocabulary.androidResource(Substring(name)) { read(Int32(token), at: index, form: .androidResource) }
            chain.value = .opaque
            chain.length += 1
            return
        }
        if chain.isColourType, chain.length == 1, global >= 0, !model.isSystemColourMember[Int(global)],
           case let token = model.tokenOfName[Int(global)], token >= 0, model.member(global, of: chain.value).0.kind != .typed {
            // `Color.paper`: Xcode's generated asset symbol.
            read(token, at: index, form: .asset)
            chain.value = .opaque
            chain.length += 1
            return
        }
        if chain.value.kind != .opaque || isKotlinFileFacade || model.isExtensionMember(global) { mention(global, at: index) }
        let receiver = chain.value
        let (value, role) = model.member(global, of: receiver)
        if chain.length == 1, chain.isAndroidR { chain.secondIsColor = model.names[Int(global)] == "color" }
        chain.value = value
        chain.length += 1
        guard role >= 0 else { return }
        if receiver.kind == .typed, receiver.types.count > 1, model.isGroupChoice(receiver) {
            // A value of a group's type several members hold: each group's role.
            for each in Set(model.roles(global, of: receiver)).sorted() { roleRead(each, at: index) }
        } else {
            roleRead(role, at: index)
        }
    }

    /// Whether the `.init` whose dot is at `dot` makes the value of a declaration of a palette
    /// type: `static let standard: Self = .init(…)` in a palette's extension, `var theme:
    /// Palette { .init(…) }`, `return .init(…)`.
    private func isPaletteInitialiser(at dot: Int) -> Bool {
        guard dot >= 1, file.isPunctuation(dot - 1, 0x3D) || file.isPunctuation(dot - 1, 0x7B) || file.keyword(dot - 1) == .returnWord,
              let declaration = typedDeclaration else { return false }
        var type: Int32?
        if file.nameIs(declaration.type.name, "Self"), declaration.container >= 0 {
            type = model.type(of: model.global(fileIndex, file.outline.declarations[Int(declaration.container)].name))
        } else {
            type = model.type(of: model.global(fileIndex, declaration.type.name))
        }
        return type.map { model.typeInfo($0).isPalette } == true && !declaration.type.isList
    }

    /// Whether the innermost declaration is of a colour type (`var color: Color { … }`,
    /// `func tint() -> Color?`): what its body returns is a colour.
    private var returnsColour: Bool {
        guard let declaration = typedDeclaration else { return false }
        return PlatformFacades.colourTypes.contains(file.name(declaration.type.name))
    }

    /// The innermost declaration, when it is a property or a function with a declared type.
    private var typedDeclaration: CodeDeclaration? {
        guard let context = contexts.last else { return nil }
        let declaration = file.outline.declarations[Int(context.declaration)]
        guard declaration.kind == .property || declaration.kind == .function, !declaration.type.isNone else { return nil }
        return declaration
    }

    /// A bare name's member of `self`: the innermost receiver that has it (a `with(scheme) { … }`
    /// inside an extension of `ExtendedColors` reads both `primary` and `brand`).
    private func selfMember(_ global: Int32) -> (ValueType, Int32)? {
        for block in blocks.reversed() where block.selfType >= 0 {
            if let found = model.selfMember(global, of: block.selfType) { return found }
        }
        for context in contexts.reversed() where context.selfType >= 0 {
            if let found = model.selfMember(global, of: context.selfType) { return found }
        }
        return nil
    }

    /// `Main_iosKt.MainViewController()` in Swift: Kotlin/Native's class for a Kotlin file's
    /// top-level declarations (the file's name and `Kt`), through which an iOS app calls the
    /// shared code's entry points.
    private var isKotlinFileFacade: Bool {
        file.language == .swift && chain.length == 1 && chain.start >= 0 && tokens[Int(chain.start)].kind == .name
            && file.name(tokens[Int(chain.start)].name).hasSuffix("Kt")
    }

    private mutating func root(_ global: Int32, at index: Int) {
        let next = index + 1
        if !blocks.isEmpty, case let kind = blocks[blocks.count - 1].kind, kind == .paren || kind == .bracket {
            // `label: value` in Swift, `name = value` in Kotlin: a label names a parameter.
            if file.isPunctuation(next, 0x3A), !(index > 0 && tokens[index - 1].kind == .punctuation && tokens[index - 1].byte == 0x3F) {
                chain = Chain()
                return
            }
            if file.language != .swift, file.isPunctuation(next, 0x3D), kind == .paren {
                chain = Chain()
                return
            }
        }
        if afterBackslash {
            // `\Palette.label.secondary`: a key path from the palette type.
            afterBackslash = false
            let value = model.type(of: global).map { ValueType.typed($0) } ?? .unknown
            chain = Chain(value: value, start: Int32(index - 1), length: 1)
            return
        }
        var value = ValueType.none
        var role: Int32 = -1
        if let binding = bindings.last(where: { $0.name == tokens[index].name }) {
            // A local or a parameter: no use of a declaration of that name.
            value = binding.value
        } else if selfType >= 0, let found = selfMember(global) {
            mention(global, at: index)
            (value, role) = found
        } else {
            mention(global, at: index)
            value = model.root(global, called: file.isPunctuation(next, 0x28) || file.isPunctuation(next, 0x7B))
        }
        chain = Chain(value: value, start: Int32(index), length: 1)
        chain.isAndroidR = global == model.androidResources
        chain.isColourType = model.colourTypes.contains(global)
        if role >= 0 { roleRead(role, at: index) }
    }

    private mutating func keyword(_ keyword: CodeKeyword, at index: Int) -> Int {
        switch keyword {
        case .selfWord, .thisWord:
            let type = selfType
            chain = Chain(value: type >= 0 ? .typed(type) : .unknown, start: Int32(index), length: 1)
        case .selfType:
            let type = selfType
            chain = Chain(value: type >= 0 ? .typed(type, isMeta: true) : .unknown, start: Int32(index), length: 1)
        case .superWord:
            chain = Chain(value: .unknown, start: Int32(index), length: 1)
        case .letWord, .varWord, .valWord:
            chain = Chain()
            guard !blocks.isEmpty, blocks[blocks.count - 1].kind != .type else { return index + 1 }
            // A Kotlin constructor's `val` declares a property (read as a member), not a local.
            guard blocks[blocks.count - 1].kind != .paren || index + 1 >= tokens.count || !declaredNames[index + 1] else { return index + 1 }
            localBinding(at: index)
        case .elseWord:
            if let pending = pendingBinding, pending.depth == blocks.count {
                bindings.append((pending.name, chain.value))
                pendingBinding = nil
            }
            controlHeader = true
            chain = Chain()
        case .initWord where file.language == .kotlin:
            controlHeader = true
            chain = Chain()
        case .importWord, .packageWord:
            // `import com.example.app.sleep`: names of modules and packages, nothing read.
            chain = Chain()
            var next = index + 1
            while next < tokens.count, !tokens[next].isNewlineBefore, !file.isPunctuation(next, 0x3B) { next += 1 }
            return next
        case .getWord, .setWord:
            controlHeader = true
            chain = Chain()
        case .tryWord where file.language != .swift:
            controlHeader = true
            chain = Chain()
        case _ where keyword.opensBlock:
            controlHeader = keyword != .tryWord
            chain = Chain()
        default:
            chain = Chain()
        }
        return index + 1
    }

    /// `let name: Type`, `let name = value` (bound when the statement ends), `if let name = …`.
    private mutating func localBinding(at index: Int) {
        let nameIndex = index + 1
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .name, file.keyword(nameIndex) == .none else { return }
        skipName = nameIndex
        if file.isPunctuation(nameIndex + 1, 0x3A) {
            let (type, _) = file.typeReference(from: nameIndex + 2)
            bindings.append((tokens[nameIndex].name, model.value(of: type, file: fileIndex)))
        } else {
            pendingBinding = (tokens[nameIndex].name, blocks.count)
        }
    }

    private mutating func mention(_ global: Int32, at index: Int) {
        guard model.isFollowed(global) else { return }
        let key = MentionKey(name: global, context: followed, inDefinition: inDefinition)
        if mentions[key] == nil { mentions[key] = tokens[index].line }
    }

    /// A role read at `index`, unless the member is called (`x.background(…)`: a method of that
    /// name) or assigned (`copy.accent = …`: a definition).
    private mutating func roleRead(_ role: Int32, at index: Int) {
        let next = index + 1
        if file.isPunctuation(next, 0x28), !tokens[next].isNewlineBefore { return }
        if file.isPunctuation(next, 0x3D) {
            assigningRole = true
            return
        }
        read(role, at: index, form: .member)
    }

    private mutating func read(_ role: Int32, at index: Int, form: SourceScan.Form) {
        // The place of the read is where its chain starts (`theme` of `theme.palette.accent`).
        let start = chain.start >= 0 && Int(chain.start) <= index && tokens[Int(chain.start)].line == tokens[index].line ? Int(chain.start) : index
        scan.reads.append(.init(token: Int(role), line: Int(tokens[index].line), form: form, declaration: followed < 0 ? nil : Int(followed),
                                receiver: nil, column: file.column(of: start), spelling: spelling(to: index)))
    }

    /// The chain as written up to `index`, without its white space (`theme.palette.accent`).
    private func spelling(to index: Int) -> String {
        let start = chain.start >= 0 && Int(chain.start) <= index ? Int(tokens[Int(chain.start)].start) : Int(tokens[index].start)
        let end = Int(tokens[index].end)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        for byte in file.bytes[start..<end] where byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Punctuation

    private mutating func punctuation(at index: Int) -> Int {
        let token = tokens[index]
        guard token.length == 1 else {
            // `==`, `->`, `&&`, `?:`, `::`, `..<`: the chain ends.
            chain = Chain()
            dot = .none
            return index + 1
        }
        switch token.byte {
        case 0x2E:
            dot = index > 0 && file.endsExpression(index - 1) ? .member : (index > 0 && file.isPunctuation(index - 1, 0x5C) ? .keyPath : .implicit)
            if dot == .keyPath { afterBackslash = false }
            return index + 1
        case 0x5C:
            afterBackslash = true
            chain = Chain()
            return index + 1
        case 0x3F:
            // Optional chaining keeps the chain; a ternary `?` ends it.
            if !file.isPunctuation(index + 1, 0x2E) { chain = Chain() }
            return index + 1
        case 0x21:
            // A force unwrap keeps the chain; a logical not starts a new one.
            if !(index > 0 && file.endsExpression(index - 1)) { chain = Chain() }
            return index + 1
        case 0x28:
            return openParenthesis(at: index)
        case 0x5B:
            push(.bracket, continuesChain: index > 0 && file.endsExpression(index - 1) && !tokens[index].isNewlineBefore)
            chain = Chain()
            return index + 1
        case 0x7B:
            return openBrace(at: index)
        case 0x29, 0x5D:
            if file.language == .kotlin, token.byte == 0x29, let block = blocks.last, block.callee >= 0, file.isPunctuation(index + 1, 0x7B),
               tokens[Int(block.callee)].kind == .name, file.nameIs(tokens[Int(block.callee)].name, "with"),
               chain.value.kind == .typed, chain.value.types.count == 1 {
                scopeReceiver = chain.value.types[0]
            }
            if let block = pop() {
                if block.continuesChain {
                    chain = block.saved
                    chain.value = token.byte == 0x29 ? block.saved.value.called : block.saved.value.element
                    chain.isImplicit = false
                } else {
                    chain = Chain(value: token.byte == 0x29 ? .unknown : .opaque, start: block.saved.start)
                }
            }
            return index + 1
        case 0x7D:
            if let pending = pendingBinding, pending.depth == blocks.count {
                bindings.append((pending.name, chain.value))
                pendingBinding = nil
            }
            if let block = pop(), block.kind == .closure, block.continuesChain {
                chain = block.saved
                chain.value = block.saved.value.called
            } else {
                chain = Chain()
            }
            return index + 1
        case 0x3B:
            endStatement()
            return index + 1
        case 0x2C:
            if let pending = pendingBinding, pending.depth == blocks.count {
                bindings.append((pending.name, chain.value))
                pendingBinding = nil
            }
            chain = Chain()
            return index + 1
        case 0x3C, 0x3E:
            // Generic brackets keep a type's chain (`Array<Color>()`); a comparison ends it.
            if token.byte == 0x3C, chain.value.isMeta { return index + 1 }
            if token.byte == 0x3E, chain.value.isMeta { return index + 1 }
            chain = Chain()
            return index + 1
        default:
            chain = Chain()
            dot = .none
            return index + 1
        }
    }

    private mutating func openParenthesis(at index: Int) -> Int {
        let isCall = index > 0 && file.endsExpression(index - 1) && !tokens[index].isNewlineBefore
        var defines = false
        var namesAsset = false
        if index > 0, tokens[index - 1].kind == .pound, file.nameIs(tokens[index - 1].name, "colorLiteral") {
            literal(callee: index - 1, name: "#colorLiteral", open: index)
        } else if isCall {
            let callee = index - 1
            if tokens[callee].kind == .name {
                let global = model.global(fileIndex, tokens[callee].name)
                let name = model.names[Int(global)]
                literal(callee: callee, name: name, global: global, open: index)
                // `colourTypes` are `Color`, `UIColor` and `NSColor`, by id.
                namesAsset = file.language == .swift && model.colourTypes.contains(global) && chain.length <= 1
                defines = model.isBuilder(global) && (chain.length <= 1 || chain.value.kind == .typed)
                    || (chain.value.kind == .typed && (name == "copy" || name == "init") && chain.value.types.contains { model.typeInfo($0).isPalette })
                    || (chain.isImplicit && chain.length == 1 && isPaletteInitialiser(at: index - 2))
            }
        }
        push(.paren, continuesChain: isCall, defines: defines, namesAsset: namesAsset, callee: isCall ? Int32(index - 1) : -1)
        chain = Chain()
        return index + 1
    }

    private mutating func openBrace(at index: Int) -> Int {
        // The receiver of a scope function is this brace's closure's, or nobody's.
        let receiver = scopeReceiver
        scopeReceiver = -1
        if let pending = pendingBinding, pending.depth == blocks.count {
            bindings.append((pending.name, chain.value))
            pendingBinding = nil
        }
        if let owner = bodyOwner[Int32(index)] {
            let declaration = file.outline.declarations[Int(owner)]
            controlHeader = false
            if declaration.kind == .type {
                let name = model.global(fileIndex, declaration.whereSelf >= 0 ? declaration.whereSelf : declaration.name)
                var type = model.type(of: name) ?? -1
                if declaration.has(.isCompanion), declaration.container >= 0 {
                    type = model.type(of: model.global(fileIndex, file.outline.declarations[Int(declaration.container)].name)) ?? -1
                }
                push(.type, continuesChain: false, selfType: type)
            } else {
                push(.body, continuesChain: false)
                for parameter in declaration.parameters {
                    let parameter = file.outline.parameters[Int(parameter)]
                    bindings.append((parameter.name, model.value(of: parameter.type, file: fileIndex)))
                }
            }
            chain = Chain()
            return index + 1
        }
        if controlHeader, receiver < 0 {
            controlHeader = false
            push(.control, continuesChain: false)
            chain = Chain()
            return index + 1
        }
        // `if (dark) with(scheme) { outline } else …`: the brace is `with`'s closure, and the
        // `if`'s body was that expression.
        if receiver >= 0 { controlHeader = false }
        let trailing = index > 0 && file.endsExpression(index - 1) && chain.value.kind != .none
        push(.closure, continuesChain: trailing, selfType: receiver)
        chain = Chain()
        return closureParameters(from: index + 1)
    }

    /// `{ a, b in`, `{ (a: Palette) in`, `{ [weak self] a in`, Kotlin's `{ a, b ->`: the
    /// parameters are bound (of unknown type unless declared); the walk goes on after them.
    private mutating func closureParameters(from start: Int) -> Int {
        var index = start
        if file.isPunctuation(index, 0x5B) { index = Int(file.closing(index)) + 1 }
        var names: [(Int32, ValueType)] = []
        if file.isPunctuation(index, 0x28) {
            let close = Int(file.closing(index))
            var inner = index + 1
            while inner < close {
                if tokens[inner].kind == .name, file.keyword(inner) == .none,
                   file.isPunctuation(inner + 1, 0x3A) || file.isPunctuation(inner + 1, 0x2C) || inner + 1 == close {
                    var value = ValueType.unknown
                    if file.isPunctuation(inner + 1, 0x3A) { value = model.value(of: file.typeReference(from: inner + 2).0, file: fileIndex) }
                    if value.kind == .none { value = .unknown }
                    names.append((tokens[inner].name, value))
                }
                inner += 1
            }
            index = close + 1
        } else {
            while index < tokens.count, tokens[index].kind == .name, file.keyword(index) == .none {
                var value = ValueType.unknown
                var next = index + 1
                if file.language != .swift, file.isPunctuation(next, 0x3A) {
                    let (type, after) = file.typeReference(from: next + 1)
                    value = model.value(of: type, file: fileIndex)
                    if value.kind == .none { value = .unknown }
                    next = after
                }
                names.append((tokens[index].name, value))
                guard file.isPunctuation(next, 0x2C) else {
                    index = next
                    break
                }
                index = next + 1
            }
        }
        // Swift's effects and result before `in`.
        var end = index
        while end < tokens.count, end < index + 6, file.keyword(end) != .inWord,
              tokens[end].kind == .name || (tokens[end].kind == .punctuation && tokens[end].byte == 0x2D && tokens[end].length == 2) {
            end += 1
        }
        let isSwiftHead = file.language == .swift && end < tokens.count && file.keyword(end) == .inWord
        let isKotlinHead = file.language != .swift && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].byte == 0x2D
            && tokens[index].length == 2
        guard (isSwiftHead || isKotlinHead), !names.isEmpty || isSwiftHead else { return start }
        bindings.append(contentsOf: names)
        return (isSwiftHead ? end : index) + 1
    }

    // MARK: Strings, literals, directives

    private mutating func string(at index: Int) {
        defer { chain = Chain(value: .opaque, start: Int32(index)) }
        guard file.language == .swift, let top = blocks.last, top.namesAsset,
              file.isPunctuation(index - 1, 0x28) || file.isLabelled("named", before: index - 1) else { return }
        let token = tokens[index]
        let name = String(decoding: file.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
        let last = name.split(separator: "/").last.map(String.init) ?? name
        if let role = model.vocabulary.token(named: last) {
            read(Int32(role), at: index, form: .asset)
        } else {
            let callee = top.callee >= 0 ? file.name(tokens[Int(top.callee)].name) : "Color"
            let text = callee + (callee == "Color" ? "(\"" : "(named: \"") + name + "\")"
            scan.literals.append(.init(line: Int(token.line), text: text, colour: nil, column: file.column(of: index),
                                       declaration: followed < 0 ? nil : Int(followed), inDefinition: inDefinition))
        }
    }

    private mutating func pound(at index: Int) -> Int {
        chain = Chain()
        switch file.name(tokens[index].name) {
        case "if", "elseif":
            var next = index + 1
            while next < tokens.count, !tokens[next].isNewlineBefore { next += 1 }
            return next
        default:
            return index + 1
        }
    }

    /// A colour initialiser whose arguments are all literals: where it stands (a palette's
    /// definition, the whole value of a declaration) decides what it is.
    /// `global`: the callee's name id, when it is a name (-1 for `#colorLiteral`).
    private mutating func literal(callee: Int, name: String, global: Int32 = -1, open: Int) {
        let language = file.language
        let isColourCallee: Bool
        var shownCallee = name
        switch language {
        case .swift:
            if name == "init" {
                // `.init(red:…)` where the type is inferred, `Color.init(red:…)`.
                isColourCallee = chain.isImplicit || (chain.isColourType && chain.length == 2)
                shownCallee = chain.isImplicit ? ".init" : spelling(to: callee)
            } else {
                isColourCallee = (global >= 0 ? model.isSwiftColourCallee[Int(global)] : ColourLiteralParser.swiftCallees.contains(name)) && chain.length <= 1
            }
        default:
            if ColourLiteralParser.androidColourMembers.contains(name) {
                isColourCallee = chain.length >= 2 && spelling(to: callee).hasSuffix("Color." + name)
                shownCallee = spelling(to: callee)
            } else {
                isColourCallee = name == "Color" && chain.length <= 1 || (name == "Color" && spelling(to: callee).hasSuffix(".Color"))
            }
        }
        guard isColourCallee else { return }
        let close = Int(file.closing(open))
        let from = Int(tokens[open].end), to = Int(tokens[close].start)
        guard from <= to else { return }
        let arguments: Substring = file.bytes.withUnsafeBufferPointer { buffer in
            guard ColourLiteralParser.mayBeLiteral(buffer, from: from) else { return "" }
            return Substring(decoding: UnsafeBufferPointer(rebasing: buffer[from..<to]), as: UTF8.self)
        }
        guard !arguments.isEmpty else { return }
        let parserCallee = name == "init" ? (language == .swift ? "Color" : name) : name
        guard let colour = ColourLiteralParser.colour(callee: parserCallee, arguments: arguments, language: language) else { return }
        // One line: each run of spaces, tabs and line breaks (a CR LF too) one space, cut by
        // bytes, which no other character's UTF-8 holds.
        let shown = arguments.utf8.split(whereSeparator: { $0 == 0x0A || $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            .map { String(Substring($0)) }.joined(separator: " ")
        let start = chain.start >= 0 ? Int(chain.start) : callee
        var literal = SourceScan.Literal(line: Int(tokens[start].line), text: shownCallee + "(" + shown + ")", colour: colour,
                                         column: file.column(of: start), declaration: followed < 0 ? nil : Int(followed), inDefinition: inDefinition)
        // `val Yellow = Color(0xFFFFCB66)`, `static var brand: Color { Color(red: …) }`: the
        // declaration's whole value.
        if let context = contexts.last, followedIndex[Int(context.declaration)] >= 0 {
            let declaration = file.outline.declarations[Int(context.declaration)]
            let initializer = declaration.initializer
            let isWholeInitializer = Int(initializer.lowerBound) == start && Int(initializer.upperBound) == close + 1
            if isWholeInitializer || isWholeBody(of: declaration, from: start, to: close) { literal.namedBy = Int(followedIndex[Int(context.declaration)]) }
        }
        scan.literals.append(literal)
    }

    /// A computed property's body that is the call from `start` to `close` alone, with or
    /// without `return`: `{ Color(red: …) }`.
    private func isWholeBody(of declaration: CodeDeclaration, from start: Int, to close: Int) -> Bool {
        guard declaration.kind == .property, declaration.bodyOpen >= 0 else { return false }
        let open = Int(declaration.bodyOpen)
        var first = open + 1
        if file.keyword(first) == .returnWord { first += 1 }
        return first == start && file.isPunctuation(close + 1, 0x7D) && Int(file.closing(open)) == close + 1
    }
}
