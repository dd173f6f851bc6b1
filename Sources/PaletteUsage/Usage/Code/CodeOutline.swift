import PaletteCore
import PaletteExport

/// The declarations of one Swift, Kotlin or Java file, as `usage` needs them to find an app's
/// palette types and follow its reads: types and their extensions, properties with their
/// declared types or initialisers, functions with their parameters and results. Token ranges
/// index the file's `CodeToken`s; name ids are the file's (global once the files are merged).
struct CodeOutline: Sendable {
    var declarations: [CodeDeclaration] = []
    var parameters: [CodeParameter] = []
    /// Attributes, conformances and environment key paths, as ranges into this array.
    var names: [Int32] = []
    /// The names of the Swift enum cases the file declares (`case solo, dailyChallenge(Id)`):
    /// an implicit member of one of these names may be the case, not a colour.
    var enumCases: [Int32] = []
}

/// A type as written where a declaration names one: `Palette`, `[Color]`, `List<Color>`,
/// `CompositionLocal<Palette>`, `Palette?`.
struct TypeReference: Sendable, Equatable {
    /// The type's own name (the last of a dotted one); -1 when none is written or it is not a
    /// named type (a tuple, a function, a dictionary).
    var name: Int32 = -1
    /// `[T]`, `Array<T>`, `List<T>`: a list of `name`.
    var isList = false
    /// `CompositionLocal<T>`, `ProvidableCompositionLocal<T>`: `.current` is a `name`.
    var isCompositionLocal = false

    static let none = TypeReference()
    var isNone: Bool { name < 0 }
}

struct CodeParameter: Sendable {
    var name: Int32
    var type: TypeReference
}

struct CodeDeclaration: Sendable {
    enum Kind: UInt8, Sendable {
        case type, property, function, initializer
        /// `#Preview { … }`: code the canvas runs.
        case previewBlock
    }

    struct Flags: OptionSet, Sendable {
        let rawValue: UInt16
        static let isStatic = Flags(rawValue: 1 << 0)
        /// A property read through an accessor body (`var x: T { … }`, Kotlin's `get()`).
        static let isComputed = Flags(rawValue: 1 << 1)
        static let isOverride = Flags(rawValue: 1 << 2)
        /// Kotlin's `data class`: its constructor's properties are its members.
        static let isData = Flags(rawValue: 1 << 3)
        /// Kotlin's `annotation class`: annotations it carries carry over to what it marks.
        static let isAnnotation = Flags(rawValue: 1 << 4)
        /// A Kotlin `companion object`: its members are read on the class.
        static let isCompanion = Flags(rawValue: 1 << 5)
        /// A Kotlin property declared in a class's constructor (`class X(val a: Color)`).
        static let isConstructorProperty = Flags(rawValue: 1 << 6)
        /// Kotlin's `enum class`: its values are its cases, never a colour.
        static let isEnum = Flags(rawValue: 1 << 7)
    }

    var kind: Kind
    /// For a type: the keyword that declared it (`struct`, `extension`, `object`, …).
    var typeKeyword: CodeKeyword = .none
    var name: Int32
    /// The enclosing type declaration (an index into the outline's declarations); -1 at the top.
    var container: Int32 = -1
    /// `extension ShapeStyle where Self == ThemeStyle`: `ThemeStyle`; -1 otherwise.
    var whereSelf: Int32 = -1
    /// Kotlin's `fun Modifier.tint()`, `val Palette.faded`: the receiver type; -1 otherwise.
    var receiver: Int32 = -1
    var flags: Flags = []
    /// A property's declared type, a function's result.
    var type = TypeReference.none
    /// The tokens of `= expression` (a property's initialiser, a Kotlin function's expression
    /// body); empty when none.
    var initializer: Range<Int32> = 0..<0
    /// The `{` of the body; -1 when none.
    var bodyOpen: Int32 = -1
    /// From the declaring keyword to the end of the body or initialiser: code in it is this
    /// declaration's.
    var extent: Range<Int32>
    var parameters: Range<Int32> = 0..<0
    /// Attribute names (`Preview`, `Composable`, `main`), in the outline's `names`.
    var attributes: Range<Int32> = 0..<0
    /// A type's conformances and supertypes, in the outline's `names`.
    var conformances: Range<Int32> = 0..<0
    /// `@Environment(\.theme.palette) var p`: `theme`, `palette`, in the outline's `names`.
    var environmentKey: Range<Int32> = 0..<0
    /// `@Environment(Palette.self) var p`, `@EnvironmentObject var p: Palette`: the type; -1 otherwise.
    var environmentType: Int32 = -1
    var line: Int32
    /// The token of the declared name.
    var nameToken: Int32

    func has(_ flag: Flags) -> Bool { flags.contains(flag) }
}
