import PaletteCore
import PaletteExport

/// The words that shape declarations, scopes and statements in Swift, Kotlin and Java, as the
/// outline and the reader need them; each is a keyword only in the languages that have it.
enum CodeKeyword: UInt8, Sendable {
    case none
    // Types.
    case structWord, classWord, enumWord, protocolWord, actorWord, extensionWord, interfaceWord, objectWord, recordWord
    case typealiasWord
    // Members.
    case funcWord, funWord, varWord, letWord, valWord, initWord, subscriptWord, caseWord, constructorWord
    // Modifiers.
    case staticWord, companionWord, overrideWord, dataWord, annotationWord, sealedWord, innerWord, enumModifier
    // Statements whose `{` opens a block, not a closure.
    case ifWord, guardWord, elseWord, forWord, whileWord, repeatWord, switchWord, doWord, catchWord, deferWord, whenWord, tryWord, finallyWord
    // Words read in expressions.
    case selfWord, selfType, thisWord, superWord, inWord, returnWord, whereWord, getWord, setWord, byWord, importWord, packageWord
    case someWord, anyWord, newWord, asWord, isWord, throwWord

    /// The keyword `name` is in `language`, or `.none`.
    static func of(_ name: String, language: SourceLanguage) -> CodeKeyword {
        switch language {
        case .swift: return swift[name] ?? .none
        case .kotlin: return kotlin[name] ?? .none
        case .java: return java[name] ?? .none
        default: return .none
        }
    }

    /// The keyword the ASCII name `name` is, from the `NameTable.shortHash` the lexer computed:
    /// its bytes are compared only when a keyword's hash is the same.
    static func of(ascii name: UnsafeBufferPointer<UInt8>, hash: UInt32, language: SourceLanguage) -> CodeKeyword {
        switch language {
        case .swift: return swiftByHash.keyword(name, hash: hash)
        case .kotlin: return kotlinByHash.keyword(name, hash: hash)
        case .java: return javaByHash.keyword(name, hash: hash)
        default: return .none
        }
    }

    private static let swiftByHash = HashedKeywords(swift)
    private static let kotlinByHash = HashedKeywords(kotlin)
    private static let javaByHash = HashedKeywords(java)

    private static let swift: [String: CodeKeyword] = [
        "struct": .structWord, "class": .classWord, "enum": .enumWord, "protocol": .protocolWord, "actor": .actorWord,
        "extension": .extensionWord, "typealias": .typealiasWord, "func": .funcWord, "var": .varWord, "let": .letWord,
        "init": .initWord, "subscript": .subscriptWord, "case": .caseWord, "static": .staticWord, "override": .overrideWord,
        "if": .ifWord, "guard": .guardWord, "else": .elseWord, "for": .forWord, "while": .whileWord, "repeat": .repeatWord,
        "switch": .switchWord, "do": .doWord, "catch": .catchWord, "defer": .deferWord, "self": .selfWord, "Self": .selfType,
        "super": .superWord, "in": .inWord, "return": .returnWord, "where": .whereWord, "get": .getWord, "set": .setWord,
        "import": .importWord, "some": .someWord, "any": .anyWord, "as": .asWord, "is": .isWord, "throw": .throwWord, "try": .tryWord,
    ]

    private static let kotlin: [String: CodeKeyword] = [
        "class": .classWord, "interface": .interfaceWord, "object": .objectWord, "typealias": .typealiasWord, "fun": .funWord,
        "var": .varWord, "val": .valWord, "init": .initWord, "constructor": .constructorWord, "companion": .companionWord,
        "override": .overrideWord, "data": .dataWord, "annotation": .annotationWord, "sealed": .sealedWord, "inner": .innerWord,
        "enum": .enumModifier, "if": .ifWord, "else": .elseWord, "for": .forWord, "while": .whileWord, "do": .doWord,
        "when": .whenWord, "try": .tryWord, "catch": .catchWord, "finally": .finallyWord, "this": .thisWord, "super": .superWord,
        "in": .inWord, "return": .returnWord, "where": .whereWord, "get": .getWord, "set": .setWord, "by": .byWord,
        "import": .importWord, "package": .packageWord, "as": .asWord, "is": .isWord, "throw": .throwWord,
    ]

    private static let java: [String: CodeKeyword] = [
        "class": .classWord, "interface": .interfaceWord, "enum": .enumWord, "record": .recordWord, "static": .staticWord,
        "if": .ifWord, "else": .elseWord, "for": .forWord, "while": .whileWord, "do": .doWord, "switch": .switchWord,
        "try": .tryWord, "catch": .catchWord, "finally": .finallyWord, "this": .thisWord, "super": .superWord,
        "return": .returnWord, "import": .importWord, "package": .packageWord, "new": .newWord, "throw": .throwWord,
    ]

    /// A statement keyword whose `{` opens a block: the brace after its condition is no
    /// trailing closure.
    var opensBlock: Bool {
        switch self {
        case .ifWord, .guardWord, .elseWord, .forWord, .whileWord, .repeatWord, .switchWord, .doWord, .catchWord, .deferWord,
             .whenWord, .tryWord, .finallyWord:
            return true
        default:
            return false
        }
    }

    var declaresType: Bool {
        switch self {
        case .structWord, .classWord, .enumWord, .protocolWord, .actorWord, .extensionWord, .interfaceWord, .objectWord, .recordWord: return true
        default: return false
        }
    }
}
