import PaletteCore
import PaletteExport

/// Types as declarations write them, read the same way by the outline and the reader.
extension CodeFile {
    private var count: Int { tokens.count }

    /// A type as written from `index`, and the token after it.
    func typeReference(from start: Int) -> (TypeReference, Int) {
        var index = start
        var reference = TypeReference()
        // `some View`, `any Palette`, `inout`, `@escaping`.
        while index < count {
            if tokens[index].kind == .attribute {
                index += isPunctuation(index + 1, 0x28) ? Int(closing(index + 1)) - index + 1 : 1
                continue
            }
            let keyword = keyword(index)
            if keyword == .someWord || keyword == .anyWord || (tokens[index].kind == .name && nameIs(tokens[index].name, "inout")) {
                index += 1
                continue
            }
            break
        }
        guard index < count else { return (reference, index) }
        if isPunctuation(index, 0x5B) {
            let close = Int(closing(index))
            // `[Color]`; `[Key: Value]` is no list of roles.
            var colon = false
            for inner in (index + 1)..<max(index + 1, close) where isPunctuation(inner, 0x3A) { colon = true }
            if !colon {
                let (element, _) = typeReference(from: index + 1)
                reference = TypeReference(name: element.name, isList: true)
            }
            return (reference, optionalSuffix(from: close + 1))
        }
        if isPunctuation(index, 0x28) {
            // A tuple or a function type.
            var after = Int(closing(index)) + 1
            if after < count, tokens[after].kind == .punctuation, tokens[after].byte == 0x2D, tokens[after].length == 2 {
                after = typeReference(from: after + 1).1
            }
            return (reference, optionalSuffix(from: after))
        }
        guard tokens[index].kind == .name else { return (reference, index) }
        var name = tokens[index].name
        index += 1
        while isPunctuation(index, 0x2E), index + 1 < count, tokens[index + 1].kind == .name, !tokens[index + 1].isNewlineBefore {
            name = tokens[index + 1].name
            index += 2
        }
        reference.name = name
        if isPunctuation(index, 0x3C) {
            let (argument, _) = typeReference(from: index + 1)
            switch self.name(name) {
            case "Array", "List", "MutableList", "ImmutableList", "PersistentList", "Set", "Collection", "Sequence":
                reference = TypeReference(name: argument.name, isList: true)
            case "Optional", "State", "MutableState", "Published", "Binding", "ObservedObject", "StateObject":
                reference = argument
            case "CompositionLocal", "ProvidableCompositionLocal":
                reference = TypeReference(name: argument.name, isCompositionLocal: true)
            default:
                break
            }
            index = skipGenerics(from: index)
        }
        return (reference, optionalSuffix(from: index))
    }

    func optionalSuffix(from index: Int) -> Int {
        var index = index
        while index < count, tokens[index].kind == .punctuation, tokens[index].length == 1, tokens[index].byte == 0x3F || tokens[index].byte == 0x21,
              !tokens[index].isNewlineBefore {
            index += 1
        }
        return index
    }

    func skipGenerics(from index: Int) -> Int {
        guard isPunctuation(index, 0x3C) else { return index }
        var depth = 0
        var next = index
        while next < count {
            let token = tokens[next]
            if token.isPunctuation(0x3C) { depth += 1 }
            if token.isPunctuation(0x3E) {
                depth -= 1
                if depth == 0 { return next + 1 }
            }
            if token.isPunctuation(0x7B) || token.isPunctuation(0x3B) || token.isPunctuation(0x3D) { return next }
            if token.isPunctuation(0x28) || token.isPunctuation(0x5B) { next = Int(closing(next)) }
            next += 1
        }
        return next
    }

}
