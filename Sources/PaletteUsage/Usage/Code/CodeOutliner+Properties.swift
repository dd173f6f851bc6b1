import PaletteCore
import PaletteExport

/// Properties: their types, initialisers and accessors (Kotlin's `get()` and `by lazy`).
extension CodeOutliner {
    /// `var name: Type = value`, `var name: Type { get }`, Kotlin's `val Receiver.name: Type by
    /// lazy { }` and `val name: Type @Composable get() = …`.
    mutating func property(at index: Int) -> Int {
        var next = index + 1
        guard next < count else { return next }
        if isKotlin { next = file.skipGenerics(from: next) }
        var receiver: Int32 = -1
        var nameToken = next
        if isKotlin {
            while nameToken + 2 < count, tokens[nameToken].kind == .name, file.isPunctuation(nameToken + 1, 0x2E), tokens[nameToken + 2].kind == .name {
                receiver = tokens[nameToken].name
                nameToken += 2
            }
        }
        guard nameToken < count, tokens[nameToken].kind == .name else {
            // `let (a, b) = …`: a pattern, not followed.
            resetModifiers()
            return statementEnd(from: next)
        }
        let declarationIndex = begin(.property, name: tokens[nameToken].name, nameToken: nameToken, at: firstModifier ?? index)
        outline.declarations[declarationIndex].receiver = receiver
        next = nameToken + 1
        if file.isPunctuation(next, 0x3A) {
            let (type, after) = file.typeReference(from: next + 1)
            outline.declarations[declarationIndex].type = type
            next = after
        }
        let start = outline.declarations[declarationIndex].extent.lowerBound
        var end = next
        if file.isPunctuation(next, 0x3D) {
            end = statementEnd(from: next + 1)
            outline.declarations[declarationIndex].initializer = Int32(next + 1)..<Int32(end)
        } else if isKotlin, file.keyword(next) == .byWord {
            end = statementEnd(from: next + 1)
            outline.declarations[declarationIndex].initializer = Int32(next + 1)..<Int32(end)
            outline.declarations[declarationIndex].flags.insert(.isComputed)
        }
        if isSwift, file.isPunctuation(end, 0x7B), !tokens[end].isNewlineBefore || outline.declarations[declarationIndex].initializer.isEmpty {
            // `{ get }`, `{ … }`, `{ didSet { } }`.
            let close = Int(file.closing(end))
            outline.declarations[declarationIndex].bodyOpen = Int32(end)
            if outline.declarations[declarationIndex].initializer.isEmpty { outline.declarations[declarationIndex].flags.insert(.isComputed) }
            end = close + 1
        }
        if isKotlin { end = kotlinAccessors(of: declarationIndex, from: end) }
        outline.declarations[declarationIndex].extent = start..<Int32(end)
        return end
    }

    /// `get() = expression`, `get() { }`, `private set`, each maybe after annotations.
    mutating func kotlinAccessors(of declarationIndex: Int, from start: Int) -> Int {
        var index = start
        while index < count {
            var look = index
            while look < count, tokens[look].kind == .attribute || (tokens[look].kind == .name && file.keyword(look) == .none
                                                                    && ["private", "public", "internal", "protected"].contains(file.name(tokens[look].name))) {
                look += 1
            }
            guard look < count, file.keyword(look) == .getWord || file.keyword(look) == .setWord else { return index }
            let isGetter = file.keyword(look) == .getWord
            look += 1
            if file.isPunctuation(look, 0x28) { look = Int(file.closing(look)) + 1 }
            if file.isPunctuation(look, 0x3A) { look = file.typeReference(from: look + 1).1 }
            if file.isPunctuation(look, 0x3D) {
                let end = statementEnd(from: look + 1)
                if isGetter {
                    outline.declarations[declarationIndex].initializer = Int32(look + 1)..<Int32(end)
                    outline.declarations[declarationIndex].flags.insert(.isComputed)
                }
                index = end
            } else if file.isPunctuation(look, 0x7B) {
                if isGetter {
                    outline.declarations[declarationIndex].bodyOpen = Int32(look)
                    outline.declarations[declarationIndex].flags.insert(.isComputed)
                }
                index = Int(file.closing(look)) + 1
            } else {
                index = look
            }
        }
        return index
    }
}
