import PaletteCore
import PaletteExport

/// Finds the declarations of one file (`CodeOutline`): at the top of the file and in type
/// bodies it reads types, properties, functions and initialisers with their attributes, types
/// and parameters; the bodies of functions and the initialisers of properties are passed over
/// whole, since what they declare is local.
struct CodeOutliner {
    let file: CodeFile
    var outline = CodeOutline()
    /// The types whose bodies are open, innermost last.
    var types: [Int32] = []
    /// Where each open type's body ends.
    var typeEnds: [Int] = []
    /// Attributes and modifiers seen since the last declaration.
    var attributes: [Int32] = []
    var environmentKey: [Int32] = []
    var environmentType: Int32 = -1
    var isStatic = false
    var isOverride = false
    var kotlinClassModifiers: CodeDeclaration.Flags = []
    var firstModifier: Int?

    private init(file: CodeFile) { self.file = file }

    static func outline(_ file: CodeFile) -> CodeOutline {
        var outliner = CodeOutliner(file: file)
        outliner.run()
        return outliner.outline
    }

    var tokens: [CodeToken] { file.tokens }
    var count: Int { file.tokens.count }
    var isKotlin: Bool { file.language == .kotlin }
    var isSwift: Bool { file.language == .swift }
    var container: Int32 { types.last ?? -1 }

    mutating func run() {
        var index = 0
        while index < count {
            while let end = typeEnds.last, index >= end {
                typeEnds.removeLast()
                types.removeLast()
            }
            index = step(at: index)
        }
    }

    mutating func resetModifiers() {
        attributes.removeAll(keepingCapacity: true)
        environmentKey.removeAll(keepingCapacity: true)
        environmentType = -1
        isStatic = false
        isOverride = false
        kotlinClassModifiers = []
        firstModifier = nil
    }

    /// Reads what starts at `index` and returns where to go on.
    mutating func step(at index: Int) -> Int {
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
    func isMemberKeyword(_ index: Int) -> Bool {
        guard index < count else { return false }
        switch file.keyword(index) {
        case .funcWord, .varWord, .letWord, .subscriptWord, .overrideWord: return true
        default: return tokens[index].kind == .name && file.nameIs(tokens[index].name, "final")
        }
    }

    func skipLine(from index: Int) -> Int {
        var index = index
        while index < count, !tokens[index].isNewlineBefore { index += 1 }
        return index
    }

    // MARK: Attributes

    mutating func attribute(at index: Int) -> Int {
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
    mutating func environment(from start: Int, to end: Int) {
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

    mutating func pound(at index: Int) -> Int {
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

    mutating func begin(_ kind: CodeDeclaration.Kind, name: Int32, nameToken: Int, at index: Int) -> Int {
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

    mutating func appendNames(_ names: [Int32]) -> Range<Int32> {
        let start = Int32(outline.names.count)
        outline.names.append(contentsOf: names)
        return start..<Int32(outline.names.count)
    }

    /// Where the statement (an initialiser, an expression body) that starts at `start` ends: at
    /// a `;`, at a bracket that closes what it is in, or at a line break after which it does
    /// not go on.
    func statementEnd(from start: Int) -> Int {
        CodeStatements.end(of: file, from: start)
    }
}
