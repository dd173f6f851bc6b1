import PaletteCore
import PaletteExport

/// Brackets and operators met by the walk: blocks opened and closed, calls, closures and their
/// parameters, statements ended.
extension CodeReader {
    mutating func punctuation(at index: Int) -> Int {
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

    mutating func openParenthesis(at index: Int) -> Int {
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

    mutating func openBrace(at index: Int) -> Int {
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
    mutating func closureParameters(from start: Int) -> Int {
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
}
