import PaletteCore
import PaletteExport

/// What `usage` knows of an expression's type as it follows a member chain: nothing yet, a type
/// it does not follow (a framework's `Text`, a number), a value whose type it cannot tell (a
/// closure's `$0`, a call's result), or one or more types of the model (several when a member
/// name alone decides, `context.environment.palette`).
struct ValueType: Sendable, Equatable {
    enum Kind: UInt8, Sendable {
        /// No expression.
        case none
        /// A value or type `usage` does not follow: a member read on it is nothing of the app's.
        case opaque
        /// A value whose type is not known: a member read on it is looked up by its name among
        /// the types that lead to a palette.
        case unknown
        /// Values of `types` (or, with `isMeta`, the types themselves: `Palette.standard`).
        case typed
    }

    var kind: Kind = .none
    var isMeta = false
    /// A list of these values (`[Color]`, `List<Color>`): a subscript reads one.
    var isList = false
    /// A Compose `CompositionLocal` of these values: `.current` reads one.
    var isCompositionLocal = false
    /// A function's result, before the call.
    var isFunction = false
    private(set) var types = TypeList()

    // Made where asked, not stored: a stored one is reached through a one-time initialisation
    // check at every use, and the reader uses them at almost every token.
    static var none: ValueType { ValueType() }
    static var opaque: ValueType { ValueType(kind: .opaque) }
    static var unknown: ValueType { ValueType(kind: .unknown) }

    init(kind: Kind = .none) { self.kind = kind }

    init(types: [Int32], isMeta: Bool = false) {
        self.kind = types.isEmpty ? .opaque : .typed
        self.types = TypeList(types)
        self.isMeta = isMeta
    }

    static func typed(_ type: Int32, isMeta: Bool = false) -> ValueType {
        var value = ValueType(kind: .typed)
        value.types.insert(type)
        value.isMeta = isMeta
        return value
    }

    /// The union of two, for a name that several types declare.
    mutating func formUnion(_ other: ValueType) {
        switch (kind, other.kind) {
        case (.none, _), (.opaque, .typed), (.opaque, .unknown): self = other
        case (.typed, .typed):
            for type in other.types { types.insert(type) }
            isMeta = isMeta && other.isMeta
            isList = isList || other.isList
        case (.typed, .unknown): break
        default: break
        }
    }

    /// The value a call of this gives: a type's instance, a function's result.
    var called: ValueType {
        if isFunction {
            var result = self
            result.isFunction = false
            return result
        }
        if kind == .typed, isMeta {
            var result = self
            result.isMeta = false
            return result
        }
        return kind == .typed ? .unknown : (kind == .none ? .none : kind == .unknown ? .unknown : .opaque)
    }

    /// One element of a list (`accents[i]`).
    var element: ValueType {
        guard isList else { return kind == .typed ? .unknown : self }
        var result = self
        result.isList = false
        return result
    }
}
