/// The modes of a design system written as CSS custom properties, across every file given
/// (`props.colors.css` defining what `theme.light.css` uses): the `:root` block, and every
/// other selector block and `@media`/`@supports` block, each as the cascade gives it to an
/// element that matches it: `:root`'s declarations, then the selector's own unconditional
/// block, then the block itself, later declarations winning. `var()` is substituted per mode
/// (`CSSVariableResolver`), so a `:root` alias to a property a dark block redefines follows it.
package enum CSSTokenModes {
    /// Selectors that match the root element (`*` matches it too), whose declarations every mode
    /// inherits. `:host` is not among them: it matches a shadow host, not the document.
    static let rootSelectors: Set<String> = [":root", "html", ":where(html)", ":where(:root)", ":is(html)", "*", ":where(*)"]

    /// `relevant`: the properties (without dashes) the lint checks; a block that sets none of
    /// them is not a mode. nil for every block that sets any custom property.
    package static func read(_ files: [(path: String, text: String)], relevant: Set<String>?) -> TokenModes {
        var contexts: [Context] = []
        var declarationsByContext: [Context: [Located]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for declaration in CSSStylesheet(file.text).declarations {
                let context = Context(declaration)
                if declarationsByContext[context] == nil { contexts.append(context) }
                declarationsByContext[context, default: []].append(Located(file: fileIndex, declaration: declaration))
            }
        }
        let root = Context(conditions: [], selector: nil)
        var modes: [TokenMode] = []
        // Every mode inherits `:root`'s values, so most colours recur from mode to mode: each
        // distinct value text is parsed once.
        var colours = ColourCache()
        let rootSets = declarationsByContext[root].map { sets($0, relevant) } ?? false
        let others = contexts.filter { $0 != root && sets(declarationsByContext[$0]!, relevant) }
        if rootSets || others.isEmpty { modes.append(mode(named: ":root", layers: [declarationsByContext[root] ?? []], relevant: relevant, colours: &colours)) }
        for context in others {
            var layers = [declarationsByContext[root] ?? []]
            if !context.conditions.isEmpty, context.selector != nil {
                layers.append(declarationsByContext[Context(conditions: [], selector: context.selector)] ?? [])
            }
            layers.append(declarationsByContext[context]!)
            modes.append(mode(named: context.name, layers: layers, relevant: relevant, colours: &colours))
        }
        return TokenModes(files: files.map(\.path), modes: modes, kind: .css)
    }

    struct Located {
        let file: Int
        let declaration: CSSStylesheet.Declaration
        var place: TokenPlace { TokenPlace(file: file, line: declaration.line) }
    }

    /// Where a block applies: its conditions and its selector, `:root` (and `html`) read as none.
    struct Context: Hashable {
        let conditions: [String]
        let selector: String?

        init(conditions: [String], selector: String?) {
            self.conditions = conditions
            self.selector = selector
        }

        init(_ declaration: CSSStylesheet.Declaration) {
            conditions = declaration.conditions
            let members = declaration.selector?.split(separator: ",").map { $0.trimmingSpaces } ?? []
            selector = members.isEmpty || members.contains(where: { CSSTokenModes.rootSelectors.contains($0.lowercased()) }) ? nil : members.joined(separator: ", ")
        }

        /// `:root`, `[data-theme="dark"]`, `@media (prefers-color-scheme: dark)`,
        /// `@media (color-gamut: p3) [data-color-theme="light"]`.
        var name: String {
            let parts = conditions + (selector.map { [$0] } ?? [])
            return parts.isEmpty ? ":root" : parts.joined(separator: " ")
        }
    }

    private static func sets(_ declarations: [Located], _ relevant: Set<String>?) -> Bool {
        guard let relevant else { return !declarations.isEmpty }
        return declarations.contains { relevant.contains($0.declaration.name) }
    }

    /// Colours parsed so far, by the value text they were parsed from.
    struct ColourCache {
        private var parsed: [String: Result<Colour, ColourParseError>] = [:]

        mutating func colour(_ text: String) -> Result<Colour, ColourParseError> {
            if let known = parsed[text] { return known }
            let result: Result<Colour, ColourParseError>
            do throws(ColourParseError) { result = .success(try ColourParser.parse(text)) } catch { result = .failure(error) }
            parsed[text] = result
            return result
        }
    }

    /// Later layers and later declarations win. With `relevant`, only those properties are
    /// resolved (and what their `var()` reach): the others are never read, and resolving them
    /// in every mode would make the cost grow with the whole stylesheet times the modes.
    private static func mode(named name: String, layers: [[Located]], relevant: Set<String>?, colours: inout ColourCache) -> TokenMode {
        var winning: [String: Located] = [:]
        var order: [String] = []
        for layer in layers {
            for located in layer {
                if winning[located.declaration.name] == nil { order.append(located.declaration.name) }
                winning[located.declaration.name] = located
            }
        }
        var resolver = CSSVariableResolver(entries: winning.mapValues { .init(value: $0.declaration.value, place: $0.place) })
        var tokens: [String: ModeToken] = [:]
        var invalid: [String: TokenProblem] = [:]
        for property in order where relevant?.contains(property) ?? true {
            let own = winning[property]!
            switch resolver.resolve(property)! {
            case .failure(let problem):
                if looksLikeColourOrAlias(own.declaration.value) { invalid[property] = problem }
            case .success(let resolved):
                guard looksLikeColour(resolved.text) else { continue }
                let colour: Colour
                switch colours.colour(resolved.text) {
                case .success(let parsed): colour = parsed
                case .failure(let error):
                    invalid[property] = TokenProblem(winning[resolved.end]!.place, .scheme(.malformedColour(name: "--" + resolved.end, error)))
                    continue
                }
                let end = winning[resolved.end]!
                let literal = end.declaration.hasComment || CSSVariableResolver.mentionsVariable(end.declaration.value) ? nil
                    : WrittenValue(file: end.file, range: end.declaration.valueRange, notation: .cssText(end.declaration.value))
                tokens[property] = ModeToken(colour: colour, written: own.place, defined: end.place,
                                             aliases: resolved.aliases.map { "--" + $0 }, value: literal)
            }
        }
        return TokenMode(name: name, tokens: tokens, invalid: invalid)
    }

    static func looksLikeColourOrAlias(_ value: String) -> Bool {
        looksLikeColour(value) || CSSVariableResolver.plainReference(value) != nil
    }

    /// A hex, a named colour or a colour function: values that are not (lengths, fonts, shadows)
    /// are passed over.
    static func looksLikeColour(_ value: String) -> Bool {
        let lowered = value.lowercased()
        if lowered.hasPrefix("#") || ColourParser.namedColour(lowered) != nil { return true }
        guard let open = lowered.firstIndex(of: "(") else { return false }
        let function = String(lowered[..<open])
        return CSSColourFunction.names.contains(function) || CSSColourFunction.unsupportedNames.contains(function)
    }
}
