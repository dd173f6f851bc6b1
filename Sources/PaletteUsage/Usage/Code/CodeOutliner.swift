import PaletteCore
import PaletteExport

/// Finds the declarations of one file (`CodeOutline`): at the top of the file and in type
/// bodies it reads types, properties, functions and initialisers with their attributes, types
/// and parameters; the bodies of functions and the initialisers of properties are passed over
/// whole, since what they declare is local.
struct CodeOutliner {
    private let file: CodeFile
    private var outline = CodeOutline()
    /// The types whose bodies are open, innermost last.
    private var types: [Int32] = []
    /// Where each open type's body ends.
    private var typeEnds: [Int] = []
    /// Attributes and modifiers seen since the last declaration.
    private var attributes: [Int32] = []
    private var environmentKey: [Int32] = []
    private var environmentType: Int32 = -1
    private var isStatic = false
    private var isOverride = false
    private var kotlinClassModifiers: CodeDeclaration.Flags = []
    private var firstModifier: Int?

    private init(file: CodeFile) { self.file = file }

    static func outline(_ file: CodeFile) -> CodeOutline {
        var outliner = CodeOutliner(file: file)
        outliner.run()
        return outliner.outline
    }

    private var tokens: [CodeToken] { file.tokens }
    private var count: Int { file.tokens.count }
    private var isKotlin: Bool { file.language == .kotlin }
    private var isSwift: Bool { file.language == .swift }
    private var container: Int32 { types.last ?? -1 }

    private mutating func run() {
        var index = 0
        while index < count {
            while let end = typeEnds.last, index >= end {
                typeEnds.removeLast()
                types.removeLast()
            }
            index = step(at: index)
        }
    }

    private mutating func resetModifiers() {
        attributes.removeAll(keepingCapacity: true)
        environmentKey.removeAll(keepingCapacity: true)
        environmentType = -1
        isStatic = false
        isOverride = false
        kotlinClassModifiers = []
        firstModifier = nil
    }

    /// Reads what starts at `index` and returns where to go on.
    private mutating func step(at index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .attribute:
            return attribute(at: index)
        case .pound:
            return pound(at: index)
        case .punctuation:
            if token.isPunctuation(0x7B) || token.isPunctuation(0x28) || token.isPunctuation(0x5B) {
                // A block or an expression at this level (an `init { }` block, a statement): passed over whole.
                resetModifiers()
                return Int(file.closing(index)) + 1
            }
            if token.isPunctuation(0x3B) || token.isPunctuation(0x7D) { resetModifiers() }
            return index + 1
        case .name:
            let keyword = file.keyword(index)
            switch keyword {
            case .staticWord:
                isStatic = true
                firstModifier = firstModifier ?? index
                return index + 1
            case .classWord where isSwift && isMemberKeyword(index + 1):
                isStatic = true
                firstModifier = firstModifier ?? index
                return index + 1
            case .overrideWord:
                isOverride = true
                firstModifier = firstModifier ?? index
                return index + 1
            case .companionWord:
                kotlinClassModifiers.insert(.isCompanion)
                return index + 1
            case .dataWord:
                kotlinClassModifiers.insert(.isData)
                return index + 1
            case .annotationWord:
                kotlinClassModifiers.insert(.isAnnotation)
                return index + 1
            case .enumModifier:
                kotlinClassModifiers.insert(.isEnum)
                return index + 1
            case .sealedWord, .innerWord:
                return index + 1
            case _ where keyword.declaresType:
                return typeDeclaration(at: index, keyword: keyword)
            case .funcWord, .funWord:
                return function(at: index)
            case .initWord where isSwift, .constructorWord:
                return initializer(at: index)
            case .initWord where isKotlin:
                // `init { }`: code the constructor runs.
                resetModifiers()
                return index + 1
            case .varWord, .letWord, .valWord:
                return property(at: index)
            case .caseWord where isSwift && container >= 0 && outline.declarations[Int(container)].typeKeyword == .enumWord:
                return enumCases(at: index)
            case .importWord, .packageWord:
                resetModifiers()
                return skipLine(from: index + 1)
            case .typealiasWord:
                resetModifiers()
                return statementEnd(from: index + 1)
            default:
                // An access modifier or another word before a declaration, or a statement at the
                // top of a script: go on.
                return index + 1
            }
        default:
            return index + 1
        }
    }

    /// `class func`, `class var`: Swift's class members.
    private func isMemberKeyword(_ index: Int) -> Bool {
        guard index < count else { return false }
        switch file.keyword(index) {
        case .funcWord, .varWord, .letWord, .subscriptWord, .overrideWord: return true
        default: return tokens[index].kind == .name && file.nameIs(tokens[index].name, "final")
        }
    }

    private func skipLine(from index: Int) -> Int {
        var index = index
        while index < count, !tokens[index].isNewlineBefore { index += 1 }
        return index
    }

    // MARK: Attributes

    private mutating func attribute(at index: Int) -> Int {
        let name = tokens[index].name
        attributes.append(name)
        firstModifier = firstModifier ?? index
        var next = index + 1
        // Kotlin's `@file:JvmName(…)`, `@get:…`: a use-site target.
        if isKotlin, file.isPunctuation(next, 0x3A), next + 1 < count, tokens[next + 1].kind == .name {
            attributes.append(tokens[next + 1].name)
            next += 2
        }
        guard file.isPunctuation(next, 0x28), !tokens[next].isNewlineBefore else { return next }
        let close = Int(file.closing(next))
        if file.nameIs(name, "Environment") {
            environment(from: next + 1, to: close)
        }
        return close + 1
    }

    /// `@Environment(\.theme.palette)`: the key path's names; `@Environment(Palette.self)`: the type.
    private mutating func environment(from start: Int, to end: Int) {
        if file.isPunctuation(start, 0x5C) {
            var index = start + 1
            while index + 1 < end, file.isPunctuation(index, 0x2E), tokens[index + 1].kind == .name {
                environmentKey.append(tokens[index + 1].name)
                index += 2
            }
        } else if start + 2 < end, tokens[start].kind == .name, file.isPunctuation(start + 1, 0x2E), file.keyword(start + 2) == .selfWord {
            environmentType = tokens[start].name
        }
    }

    private mutating func pound(at index: Int) -> Int {
        let name = file.name(tokens[index].name)
        switch name {
        case "if", "elseif":
            return skipLine(from: index + 1)
        case "Preview" where isSwift:
            var next = index + 1
            if file.isPunctuation(next, 0x28) { next = Int(file.closing(next)) + 1 }
            // `#Preview { … }`, `#Preview("Dark") { … }`, or a widget's preview with its closures
            // as arguments and no body (`#Preview(as: .systemSmall, widget: { … }, timeline: { … })`).
            let hasBody = file.isPunctuation(next, 0x7B)
            guard hasBody || next > index + 1 else { return next }
            let close = hasBody ? Int(file.closing(next)) : next - 1
            outline.declarations.append(CodeDeclaration(kind: .previewBlock, name: tokens[index].name, container: container,
                                                        bodyOpen: hasBody ? Int32(next) : -1, extent: Int32(index)..<Int32(close + 1),
                                                        line: file.line(of: index), nameToken: Int32(index)))
            resetModifiers()
            return close + 1
        default:
            return index + 1
        }
    }

    // MARK: Declarations

    private mutating func begin(_ kind: CodeDeclaration.Kind, name: Int32, nameToken: Int, at index: Int) -> Int {
        var declaration = CodeDeclaration(kind: kind, name: name, container: container, extent: Int32(index)..<Int32(index + 1),
                                          line: file.line(of: nameToken), nameToken: Int32(nameToken))
        if isStatic { declaration.flags.insert(.isStatic) }
        if isOverride { declaration.flags.insert(.isOverride) }
        declaration.attributes = appendNames(attributes)
        declaration.environmentKey = appendNames(environmentKey)
        declaration.environmentType = environmentType
        outline.declarations.append(declaration)
        resetModifiers()
        return outline.declarations.count - 1
    }

    private mutating func appendNames(_ names: [Int32]) -> Range<Int32> {
        let start = Int32(outline.names.count)
        outline.names.append(contentsOf: names)
        return start..<Int32(outline.names.count)
    }

    /// `struct Palette: Sendable {`, `extension ShapeStyle where Self == ThemeStyle {`,
    /// `data class Extra(val bed: Color) : Base() {`, `object Theme {`, `companion object {`.
    private mutating func typeDeclaration(at index: Int, keyword: CodeKeyword) -> Int {
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
    private mutating func constructorProperties(from open: Int, owner: Int32) -> [Int32] {
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
    private func argumentEnd(from start: Int, before close: Int) -> Int {
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

    /// `func name<T>(params) async throws -> Result where … { body }`; Kotlin's
    /// `fun <T> Receiver.name(params): Result { body }` or `= expression`.
    private mutating func function(at index: Int) -> Int {
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
    private mutating func body(of declarationIndex: Int, from next: Int) -> Int {
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

    private mutating func initializer(at index: Int) -> Int {
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
    private mutating func parameters(from open: Int) -> Range<Int32> {
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

    /// `var name: Type = value`, `var name: Type { get }`, Kotlin's `val Receiver.name: Type by
    /// lazy { }` and `val name: Type @Composable get() = …`.
    private mutating func property(at index: Int) -> Int {
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
    private mutating func kotlinAccessors(of declarationIndex: Int, from start: Int) -> Int {
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

    /// `case solo, dailyChallenge(Id), custom = 3` in an enum's body: each case's name, up to the
    /// end of the line (or of the next, after a trailing comma).
    private mutating func enumCases(at index: Int) -> Int {
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

    /// Where the statement (an initialiser, an expression body) that starts at `start` ends: at
    /// a `;`, at a bracket that closes what it is in, or at a line break after which it does
    /// not go on.
    private func statementEnd(from start: Int) -> Int {
        CodeStatements.end(of: file, from: start)
    }
}
