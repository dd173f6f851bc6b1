/// Evaluates colour expressions against a palette and the swatch libraries loaded with
/// `source` (the most recently loaded first). Names resolve to roles, then derived tokens,
/// then swatches.
package struct ExpressionEvaluator: Sendable {
    package let palette: Palette
    package let libraries: [SwatchLibrary]

    package init(palette: Palette, libraries: [SwatchLibrary]) {
        self.palette = palette
        self.libraries = libraries
    }

    package func evaluate(_ text: String) throws(ExpressionError) -> Colour {
        try evaluate(try ColourExpressionParser.parse(text))
    }

    package func evaluate(_ expression: ColourExpression) throws(ExpressionError) -> Colour {
        switch expression {
        case .literal(let colour):
            return colour
        case .name(let name):
            return try resolve(name)
        case .qualifiedSwatch(let libraryName, let swatch):
            guard let library = SwatchLibrary.named(libraryName, loaded: libraries) else {
                // A DTCG file's own dotted name, written without the file's prefix.
                if let colour = libraries.reversed().lazy.compactMap({ $0.colour(named: libraryName + "." + swatch) }).first { return colour }
                let known = libraries.map(\.name) + SwatchLibrary.all.map(\.name)
                throw .unknownLibrary(libraryName, nearest: NearestName.nearest(to: libraryName, among: known), loaded: libraries.map(\.name))
            }
            guard let colour = library.colour(named: swatch) else {
                throw .unknownSwatch(library: libraryName, swatch: swatch, nearest: NearestName.nearest(to: swatch, among: library.swatches.map(\.name)))
            }
            return colour
        case .stepped(let base, let amount):
            let colour = try evaluate(base)
            guard let isLight = palette.isLight else { throw .needsGround(palette.schema.ground.rawValue) }
            return colour.stepped(amount, inLightPalette: isLight)
        case .mix(let first, let second, let amount):
            return try evaluate(first).mixed(toward: evaluate(second), by: amount)
        case .shiftLightness(let base, let delta):
            let colour = try evaluate(base)
            var lch = OKLCH(colour)
            lch.lightness = min(1, max(0, lch.lightness + delta))
            return GamutMapping.quantized(lch, alpha: colour.alpha)
        }
    }

    private func resolve(_ name: String) throws(ExpressionError) -> Colour {
        let schema = palette.schema
        if schema.hasRole(RoleName(name)) {
            guard let colour = palette[RoleName(name)] else { throw .unsetRole(name) }
            return colour
        }
        if let token = schema.derivedToken(named: name) {
            guard palette[token.base] != nil else { throw .unsetRole(token.base.rawValue) }
            guard let colour = palette.colour(of: name) else { throw .needsGround(schema.ground.rawValue) }
            return colour
        }
        for library in libraries.reversed() {
            if let colour = library.colour(named: name) { return colour }
        }
        // CSS named colours last: a role or swatch of the same name is what the designer means.
        if let colour = ColourParser.namedColour(name) { return colour }
        let known = schema.roleNames.map(\.rawValue) + schema.derivedTokens.map(\.name) + libraries.flatMap { $0.swatches.map(\.name) }
        throw .unknownName(name, nearest: NearestName.nearest(to: name, among: known))
    }
}
