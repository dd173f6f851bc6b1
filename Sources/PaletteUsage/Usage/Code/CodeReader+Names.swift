import PaletteCore
import PaletteExport

/// A name met by the walk: a chain's root, a member read on it, a keyword, a local's binding; a
/// role read, and a followed declaration mentioned.
extension CodeReader {
    mutating func name(at index: Int) -> Int {
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

    mutating func member(_ global: Int32, at index: Int, keyword: CodeKeyword) {
        if keyword == .selfWord { return }
        if file.language == .kotlin, chain.value.kind == .typed, chain.value.types.count == 1,
           file.isPunctuation(index + 1, 0x7B), case let name = model.names[Int(global)], name == "run" || name == "apply" {
            scopeReceiver = chain.value.types[0]
        }
        if chain.isAndroidR, chain.length == 2, chain.secondIsColor {
            let name = model.names[Int(global)]
            scan.mention("@color/" + name, in: followed < 0 ? nil : Int(followed), line: Int(file.line(of: index)))
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
    func isPaletteInitialiser(at dot: Int) -> Bool {
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
    var returnsColour: Bool {
        guard let declaration = typedDeclaration else { return false }
        return PlatformFacades.colourTypes.contains(file.name(declaration.type.name))
    }

    /// The innermost declaration, when it is a property or a function with a declared type.
    var typedDeclaration: CodeDeclaration? {
        guard let context = contexts.last else { return nil }
        let declaration = file.outline.declarations[Int(context.declaration)]
        guard declaration.kind == .property || declaration.kind == .function, !declaration.type.isNone else { return nil }
        return declaration
    }

    /// A bare name's member of `self`: the innermost receiver that has it (a `with(scheme) { … }`
    /// inside an extension of `ExtendedColors` reads both `primary` and `brand`).
    func selfMember(_ global: Int32) -> (ValueType, Int32)? {
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
    var isKotlinFileFacade: Bool {
        file.language == .swift && chain.length == 1 && chain.start >= 0 && tokens[Int(chain.start)].kind == .name
            && file.name(tokens[Int(chain.start)].name, endsWith: "Kt")
    }

    mutating func root(_ global: Int32, at index: Int) {
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

    mutating func keyword(_ keyword: CodeKeyword, at index: Int) -> Int {
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
    mutating func localBinding(at index: Int) {
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

    mutating func mention(_ global: Int32, at index: Int) {
        guard model.isFollowed(global) else { return }
        let key = MentionKey(name: global, context: followed, inDefinition: inDefinition)
        if mentions[key] == nil { mentions[key] = file.line(of: index) }
    }

    /// A role read at `index`, unless the member is called (`x.background(…)`: a method of that
    /// name) or assigned (`copy.accent = …`: a definition).
    mutating func roleRead(_ role: Int32, at index: Int) {
        let next = index + 1
        if file.isPunctuation(next, 0x28), !tokens[next].isNewlineBefore { return }
        if file.isPunctuation(next, 0x3D) {
            assigningRole = true
            return
        }
        read(role, at: index, form: .member)
    }

    mutating func read(_ role: Int32, at index: Int, form: SourceScan.Form) {
        // The place of the read is where its chain starts (`theme` of `theme.palette.accent`).
        let line = file.line(of: index)
        let start = chain.start >= 0 && Int(chain.start) <= index && file.line(of: Int(chain.start)) == line ? Int(chain.start) : index
        scan.reads.append(.init(token: Int(role), line: Int(line), form: form, declaration: followed < 0 ? nil : Int(followed),
                                receiver: nil, column: file.place(of: start).column, spelling: spelling(to: index)))
    }

    /// The chain as written up to `index`, without its white space (`theme.palette.accent`).
    func spelling(to index: Int) -> String {
        let start = chain.start >= 0 && Int(chain.start) <= index ? Int(tokens[Int(chain.start)].start) : Int(tokens[index].start)
        let end = Int(file.end(of: index))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        for byte in file.bytes[start..<end] where byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
