import PaletteCore
import PaletteExport

/// Type declarations: their names, kinds, conformances and `where Self ==` clauses, Kotlin's
/// constructor properties, and an enum's cases.
extension CodeOutliner {
    /// `struct Palette: Sendable {`, `extension ShapeStyle where Self == ThemeStyle {`,
    /// `data class Extra(val bed: Color) : Base() {`, `object Theme {`, `companion object {`.
    mutating func typeDeclaration(at index: Int, keyword: CodeKeyword) -> Int {
        var next = index + 1
        let classFlags = kotlinClassModifiers
        var nameToken = next
        var name: Int32 = -1
        if next < count, tokens[next].kind == .name, file.keyword(next) == .none || file.keyword(next) == .selfType {
            name = tokens[next].name
            next += 1
            // `extension Theme.Palette`: the last name.
            while file.isPunctuation(next, 0x2E), next + 1 < count, tokens[next + 1].kind == .name {
                name = tokens[next + 1].name
                nameToken = next + 1
                next += 2
            }
        } else if keyword == .objectWord, classFlags.contains(.isCompanion) {
            nameToken = index
            name = -2
        } else {
            // `object : Callback { }` (an expression), or something else: not a declaration.
            resetModifiers()
            return next
        }
        let declarationIndex = begin(.type, name: name, nameToken: nameToken, at: firstModifier ?? index)
        outline.declarations[declarationIndex].typeKeyword = keyword
        outline.declarations[declarationIndex].flags.formUnion(classFlags)
        next = file.skipGenerics(from: next)
        var properties: [Int32] = []
        if isKotlin, file.isPunctuation(next, 0x28) {
            // The primary constructor: its `val`/`var` parameters are properties.
            properties = constructorProperties(from: next, owner: Int32(declarationIndex))
            next = Int(file.closing(next)) + 1
        }
        var conformances: [Int32] = []
        var whereSelf: Int32 = -1
        // Names after `where` constrain; they are no conformances.
        var afterWhere = false
        while next < count, !file.isPunctuation(next, 0x7B) {
            let token = tokens[next]
            if isKotlin, token.isNewlineBefore, next > index + 2, !file.isPunctuation(next - 1, 0x3A), !file.isPunctuation(next - 1, 0x2C),
               !file.isPunctuation(next, 0x3A), !file.isPunctuation(next, 0x2C) {
                break
            }
            if token.isPunctuation(0x3B) || token.isPunctuation(0x7D) || token.isPunctuation(0x3D) { break }
            if token.isPunctuation(0x28) || token.isPunctuation(0x5B) {
                next = Int(file.closing(next)) + 1
                continue
            }
            if token.isPunctuation(0x3C) {
                next = file.skipGenerics(from: next)
                continue
            }
            if file.keyword(next) == .whereWord {
                // `where Self == ThemeStyle` (or `Self: ThemeStyle`).
                if next + 3 < count, file.keyword(next + 1) == .selfType, tokens[next + 3].kind == .name,
                   tokens[next + 2].kind == .punctuation, tokens[next + 2].byte == 0x3D || tokens[next + 2].byte == 0x3A {
                    whereSelf = tokens[next + 3].name
                }
                afterWhere = true
                next += 1
                continue
            }
            if !afterWhere, token.kind == .name, file.keyword(next) == .none,
               !(file.isPunctuation(next + 1, 0x2E) && next + 2 < count && tokens[next + 2].kind == .name) {
                conformances.append(token.name)
            }
            next += 1
        }
        outline.declarations[declarationIndex].conformances = appendNames(conformances)
        outline.declarations[declarationIndex].whereSelf = whereSelf
        guard file.isPunctuation(next, 0x7B) else {
            outline.declarations[declarationIndex].extent = outline.declarations[declarationIndex].extent.lowerBound..<Int32(next)
            _ = properties
            return next
        }
        let close = Int(file.closing(next))
        outline.declarations[declarationIndex].bodyOpen = Int32(next)
        outline.declarations[declarationIndex].extent = outline.declarations[declarationIndex].extent.lowerBound..<Int32(close + 1)
        types.append(Int32(declarationIndex))
        typeEnds.append(close + 1)
        return next + 1
    }

    /// `(val header: Color = Color.Unspecified, private val heartWave: List<Color>)`.
    mutating func constructorProperties(from open: Int, owner: Int32) -> [Int32] {
        let close = Int(file.closing(open))
        var index = open + 1
        var made: [Int32] = []
        var pendingAttributes: [Int32] = []
        while index < close {
            let token = tokens[index]
            if token.kind == .attribute { pendingAttributes.append(token.name) }
            if file.keyword(index) == .valWord || file.keyword(index) == .varWord, index + 1 < close, tokens[index + 1].kind == .name {
                let nameToken = index + 1
                var type = TypeReference.none
                var next = index + 2
                if file.isPunctuation(next, 0x3A) { (type, next) = file.typeReference(from: next + 1) }
                let end = argumentEnd(from: next, before: close)
                var declaration = CodeDeclaration(kind: .property, name: tokens[nameToken].name, container: owner,
                                                  extent: Int32(index)..<Int32(end), line: file.line(of: nameToken), nameToken: Int32(nameToken))
                declaration.type = type
                declaration.flags.insert(.isConstructorProperty)
                declaration.attributes = appendNames(pendingAttributes)
                if file.isPunctuation(next, 0x3D) { declaration.initializer = Int32(next + 1)..<Int32(end) }
                outline.declarations.append(declaration)
                made.append(Int32(outline.declarations.count - 1))
                pendingAttributes.removeAll()
                index = end
                continue
            }
            if token.isPunctuation(0x2C) { pendingAttributes.removeAll() }
            if token.isPunctuation(0x28) || token.isPunctuation(0x5B) || token.isPunctuation(0x7B) {
                index = Int(file.closing(index)) + 1
                continue
            }
            index += 1
        }
        return made
    }

    /// The `,` or `)` that ends an argument or a parameter at this depth.
    func argumentEnd(from start: Int, before close: Int) -> Int {
        var index = start
        while index < close {
            if file.isPunctuation(index, 0x2C) { return index }
            if file.isPunctuation(index, 0x28) || file.isPunctuation(index, 0x5B) || file.isPunctuation(index, 0x7B) {
                index = Int(file.closing(index)) + 1
                continue
            }
            index += 1
        }
        return close
    }


    /// `case solo, dailyChallenge(Id), custom = 3` in an enum's body: each case's name, up to the
    /// end of the line (or of the next, after a trailing comma).
    mutating func enumCases(at index: Int) -> Int {
        resetModifiers()
        var next = index + 1
        while next < count, !tokens[next].isNewlineBefore || file.isPunctuation(next - 1, 0x2C) {
            let token = tokens[next]
            if token.kind == .name, next == index + 1 || file.isPunctuation(next - 1, 0x2C) { outline.enumCases.append(token.name) }
            if token.isPunctuation(0x28) || token.isPunctuation(0x5B) || token.isPunctuation(0x7B) {
                next = Int(file.closing(next)) + 1
                continue
            }
            if token.isPunctuation(0x3B) || token.isPunctuation(0x7D) { break }
            next += 1
        }
        return next
    }
}
