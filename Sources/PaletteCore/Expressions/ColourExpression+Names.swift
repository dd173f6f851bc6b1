extension ColourExpression {
    /// The names the expression reads, each once, in the order written.
    package var names: [String] { readNames(withSwatches: false) }

    /// The same with each `library.swatch` it reads too, where they stand.
    package var namesWithSwatches: [String] { readNames(withSwatches: true) }

    private func readNames(withSwatches: Bool) -> [String] {
        var seen: [String] = []
        func note(_ name: String) { if !seen.contains(name) { seen.append(name) } }
        func collect(_ expression: ColourExpression) {
            switch expression {
            case .literal: return
            case .qualifiedSwatch(let library, let swatch): if withSwatches { note(library + "." + swatch) }
            case .name(let name): note(name)
            case .stepped(let base, _), .shiftLightness(let base, _): collect(base)
            case .mix(let first, let second, _): collect(first); collect(second)
            }
        }
        collect(self)
        return seen
    }

    /// The expression with every name that is not a role or derived token of `schema` (a swatch,
    /// a CSS named colour) replaced by the colour it names now: what is left reads the palette
    /// only, so it means the same once the session's sources are gone.
    package func keepingOnlyPaletteNames(_ schema: Schema, evaluator: ExpressionEvaluator) throws(ExpressionError) -> ColourExpression {
        switch self {
        case .literal:
            return self
        case .name(let name):
            if schema.hasRole(RoleName(name)) || schema.derivedToken(named: name) != nil { return self }
            return .literal(try evaluator.evaluate(self))
        case .qualifiedSwatch:
            return .literal(try evaluator.evaluate(self))
        case .stepped(let base, let amount):
            return .stepped(try base.keepingOnlyPaletteNames(schema, evaluator: evaluator), amount)
        case .mix(let first, let second, let amount):
            return .mix(try first.keepingOnlyPaletteNames(schema, evaluator: evaluator), try second.keepingOnlyPaletteNames(schema, evaluator: evaluator), amount)
        case .shiftLightness(let base, let delta):
            return .shiftLightness(try base.keepingOnlyPaletteNames(schema, evaluator: evaluator), delta)
        }
    }

    /// The expression with each name replaced as `replacement` says (nil: kept as it is).
    package func replacingNames(_ replacement: (String) -> ColourExpression?) -> ColourExpression {
        switch self {
        case .literal, .qualifiedSwatch: return self
        case .name(let name): return replacement(name) ?? self
        case .stepped(let base, let amount): return .stepped(base.replacingNames(replacement), amount)
        case .mix(let first, let second, let amount): return .mix(first.replacingNames(replacement), second.replacingNames(replacement), amount)
        case .shiftLightness(let base, let delta): return .shiftLightness(base.replacingNames(replacement), delta)
        }
    }
}
