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
    let file: CodeFile
    /// The file's tokens, held apart: read at every step of the walk.
    let tokens: [CodeToken]
    let fileIndex: Int
    let model: CodeModel
    var scan = SourceScan()

    /// Outline index → index in `scan.declarations`, or -1 for a declaration not followed.
    var followedIndex: [Int32]
    /// Outline indices in the order their extents start.
    let order: [Int32]
    var nextInOrder = 0
    /// Where the next declaration in `order` starts (past the last token when none is left): the
    /// walk asks at every token.
    var nextStart: Int32 = 0
    /// Where the innermost declaration entered ends (past the last token at the top).
    var innermostEnd: Int32 = .max
    /// `{` token → the outline declaration whose body it opens.
    var bodyOwner: [Int32: Int32] = [:]
    /// The tokens that name a declaration where it is declared: no read, no use.
    var declaredNames: [Bool] = []
    /// By the file's name ids: `CodeModel.mayRecord`.
    let recorded: [Bool]
    /// Where a declaration just entered ends, when the walk passes over it (`CodeFile.isQuiet`); -1 otherwise.
    var quietEnd: Int32 = -1

    struct Context {
        let end: Int32
        let declaration: Int32
        /// The followed declaration code here belongs to (its own, or its container's); -1 at the top.
        let followed: Int32
        /// A Kotlin extension's receiver type: `self` in its body.
        let selfType: Int32
        /// A static facade's role (`static let accent = Color(…)` in a palette): its value defines.
        let defines: Bool
    }
    var contexts: [Context] = []

    enum BlockKind { case type, body, closure, control, paren, bracket, interpolation }
    struct Block {
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
    var blocks: [Block] = []
    var bindings: [(name: Int32, value: ValueType)] = []

    /// The member chain being read.
    struct Chain {
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
    var chain = Chain()
    enum Dot { case none, member, implicit, keyPath }
    var dot = Dot.none
    var afterBackslash = false
    /// Kotlin's `with(x) { … }`, `x.run { … }`, `x.apply { … }`: the type `this` is in the
    /// closure that follows, whose bare names are then `x`'s members.
    var scopeReceiver: Int32 = -1
    var controlHeader = false
    var pendingBinding: (name: Int32, depth: Int)?
    var skipName: Int = -1
    /// Until the statement ends: the value assigned to a role defines it.
    var assigningRole = false
    var definitions = 0

    struct MentionKey: Hashable {
        let name: Int32
        let context: Int32
        let inDefinition: Bool
    }
    var mentions: [MentionKey: Int32] = [:]

    init(file: CodeFile, fileIndex: Int, model: CodeModel) {
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

    var followed: Int32 { contexts.last?.followed ?? -1 }
    var inDefinition: Bool { definitions > 0 || assigningRole || contexts.last?.defines == true }

    /// The type `self` is: the innermost block's that sets one, else the innermost context's.
    var selfType: Int32 { blockSelfType >= 0 ? blockSelfType : contextSelfType }
    /// Kept as blocks and contexts come and go: most names ask `selfType`.
    var blockSelfType: Int32 = -1, contextSelfType: Int32 = -1

    // MARK: The walk

    mutating func run() {
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

    mutating func enterDeclarations(at index: Int) {
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
    func definesRole(_ declaration: CodeDeclaration) -> Bool {
        guard declaration.kind == .property, declaration.container >= 0 else { return false }
        let container = file.outline.declarations[Int(declaration.container)]
        guard let type = model.type(of: model.global(fileIndex, container.name)) else { return false }
        let info = model.typeInfo(type)
        let name = model.global(fileIndex, declaration.name)
        return info.isPalette && (info.staticRoles[name] != nil || info.roles[name] != nil)
    }

    mutating func endStatement() {
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

    mutating func push(_ kind: BlockKind, continuesChain: Bool, defines: Bool = false, namesAsset: Bool = false, selfType: Int32 = -1,
                               callee: Int32 = -1) {
        blocks.append(Block(kind: kind, bindings: bindings.count, saved: chain, continuesChain: continuesChain, defines: defines,
                            namesAsset: namesAsset, selfType: selfType, callee: callee))
        if selfType >= 0 { blockSelfType = selfType }
        if defines { definitions += 1 }
    }

    @discardableResult
    mutating func pop() -> Block? {
        guard let block = blocks.popLast() else { return nil }
        if block.selfType >= 0 { blockSelfType = blocks.last(where: { $0.selfType >= 0 })?.selfType ?? -1 }
        if block.defines { definitions -= 1 }
        // Most blocks bind nothing: an empty range is not asked to be removed.
        if bindings.count > block.bindings { bindings.removeSubrange(block.bindings...) }
        if let pending = pendingBinding, pending.depth > blocks.count { pendingBinding = nil }
        return block
    }
}
