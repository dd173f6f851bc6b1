import PaletteCore
import PaletteExport

/// Functions and initialisers: their receivers, parameters, results and bodies.
extension CodeOutliner {
    /// `func name<T>(params) async throws -> Result where … { body }`; Kotlin's
    /// `fun <T> Receiver.name(params): Result { body }` or `= expression`.
    mutating func function(at index: Int) -> Int {
        var next = file.skipGenerics(from: index + 1)
        var receiver: Int32 = -1
        guard next < count else { return next }
        var nameToken = next
        if tokens[next].kind == .name {
            // Kotlin's `fun Modifier.tint()`: a receiver, then the name.
            if isKotlin {
                var lookahead = next
                while lookahead + 2 < count, tokens[lookahead].kind == .name, file.isPunctuation(lookahead + 1, 0x2E), tokens[lookahead + 2].kind == .name {
                    receiver = tokens[lookahead].name
                    lookahead += 2
                }
                nameToken = lookahead
            }
            next = nameToken + 1
        } else {
            // An operator: `static func == (…)`.
            while next < count, tokens[next].kind == .punctuation, !file.isPunctuation(next, 0x28), !file.isPunctuation(next, 0x3C) { next += 1 }
            nameToken = index
        }
        let declarationIndex = begin(.function, name: tokens[nameToken].kind == .name ? tokens[nameToken].name : -1, nameToken: nameToken,
                                     at: firstModifier ?? index)
        outline.declarations[declarationIndex].receiver = receiver
        next = file.skipGenerics(from: next)
        if file.isPunctuation(next, 0x28) {
            outline.declarations[declarationIndex].parameters = parameters(from: next)
            next = Int(file.closing(next)) + 1
        }
        // Effects, the result, a where clause.
        while next < count {
            let token = tokens[next]
            if token.kind == .punctuation, token.byte == 0x2D, token.length == 2, isSwift {
                let (type, after) = file.typeReference(from: next + 1)
                outline.declarations[declarationIndex].type = type
                next = after
                continue
            }
            if isKotlin, token.isPunctuation(0x3A) {
                let (type, after) = file.typeReference(from: next + 1)
                outline.declarations[declarationIndex].type = type
                next = after
                continue
            }
            if token.kind == .name, !token.isNewlineBefore || file.keyword(next) == .whereWord, file.keyword(next) != .varWord,
               file.keyword(next) != .letWord, file.keyword(next) != .funcWord {
                next += 1
                continue
            }
            if token.isPunctuation(0x3C) {
                next = file.skipGenerics(from: next)
                continue
            }
            break
        }
        return body(of: declarationIndex, from: next)
    }

    /// A body `{ … }`, or Kotlin's `= expression`; nothing for a requirement.
    mutating func body(of declarationIndex: Int, from next: Int) -> Int {
        let start = outline.declarations[declarationIndex].extent.lowerBound
        if file.isPunctuation(next, 0x7B) {
            let close = Int(file.closing(next))
            outline.declarations[declarationIndex].bodyOpen = Int32(next)
            outline.declarations[declarationIndex].extent = start..<Int32(close + 1)
            return close + 1
        }
        if file.isPunctuation(next, 0x3D) {
            let end = statementEnd(from: next + 1)
            outline.declarations[declarationIndex].initializer = Int32(next + 1)..<Int32(end)
            outline.declarations[declarationIndex].extent = start..<Int32(end)
            return end
        }
        outline.declarations[declarationIndex].extent = start..<Int32(next)
        return next
    }

    mutating func initializer(at index: Int) -> Int {
        var next = index + 1
        let declarationIndex = begin(.initializer, name: tokens[index].name, nameToken: index, at: firstModifier ?? index)
        while next < count, tokens[next].kind == .punctuation, !file.isPunctuation(next, 0x28), !file.isPunctuation(next, 0x7B) { next += 1 }
        next = file.skipGenerics(from: next)
        if file.isPunctuation(next, 0x28) {
            outline.declarations[declarationIndex].parameters = parameters(from: next)
            next = Int(file.closing(next)) + 1
        }
        while next < count, tokens[next].kind == .name, !tokens[next].isNewlineBefore { next += 1 }
        // Kotlin's `constructor(…) : this(…)`.
        if isKotlin, file.isPunctuation(next, 0x3A) {
            next += 1
            while next < count, tokens[next].kind == .name { next += 1 }
            if file.isPunctuation(next, 0x28) { next = Int(file.closing(next)) + 1 }
        }
        return body(of: declarationIndex, from: next)
    }

    /// A parameter list: each `label name: Type = default` (Swift) or `name: Type = default`.
    mutating func parameters(from open: Int) -> Range<Int32> {
        let close = Int(file.closing(open))
        let start = Int32(outline.parameters.count)
        var index = open + 1
        while index < close {
            let end = argumentEnd(from: index, before: close)
            // The name is the last name before the first `:` at this depth.
            var colon = index
            while colon < end, !file.isPunctuation(colon, 0x3A) {
                if tokens[colon].kind == .attribute, file.isPunctuation(colon + 1, 0x28) { colon = Int(file.closing(colon + 1)) }
                colon += 1
            }
            if colon < end, colon > index, tokens[colon - 1].kind == .name {
                let (type, _) = file.typeReference(from: colon + 1)
                outline.parameters.append(CodeParameter(name: tokens[colon - 1].name, type: type))
            }
            index = end + 1
        }
        return start..<Int32(outline.parameters.count)
    }
}
