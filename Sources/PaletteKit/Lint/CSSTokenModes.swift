/// The modes of a design system written as CSS custom properties, across every file given
/// (`props.colors.css` defining what `theme.light.css` uses), as the cascade gives them to an
/// element.
///
/// A block applies where its conditions hold (`@media`, `@supports`, `@container`, custom media
/// expanded) to the elements its selector matches. A mode is a set of conditions that hold at
/// once and, optionally, one selector: the root element's blocks under those conditions (or
/// fewer) come first, in source order, then the selector's own blocks under those conditions
/// (or fewer), in source order; later declarations win, a cascade layer named later wins over
/// one named earlier and unlayered declarations over both (CSS Cascading Level 5 §6.4), and
/// `@theme default` declarations lose to every other. So a component under `@media (--OSdark)` takes the dark `:root` values, and a
/// semantic `:root` layer follows a `.dark` block that redefines only the scale it points at.
/// The sets of conditions are the unions of those the blocks use that never contradict
/// (`prefers-color-scheme: dark` with `: light`); a set that adds nothing a block under it sets
/// is not a mode of its own. `var()` is substituted per mode (`CSSVariableResolver`).
package enum CSSTokenModes {
    /// Selectors that match the root element (`*` matches it too), whose declarations every mode
    /// inherits. `:host` is not among them: it matches a shadow host, not the document.
    static let rootSelectors: Set<String> = [":root", "html", ":where(html)", ":where(:root)", ":is(html)", "*", ":where(*)"]

    /// More modes than this are refused: each is a whole resolution of the checked properties.
    package static let maximumModes = 256

    /// `relevant`: the properties (without dashes) the lint checks; a block that sets none of
    /// them, and none of the properties their `var()` reach, is not a mode. nil for every block
    /// that sets any custom property. `conditions`: by file, the conditions it is read under (an
    /// `@import … supports(…) screen`).
    package static func read(_ files: [(path: String, text: String)], relevant: Set<String>?,
                             conditions fileConditions: [[String]] = []) throws(TokenProblem) -> TokenModes {
        let sheets = files.map { CSSStylesheet($0.text) }
        for (fileIndex, sheet) in sheets.enumerated() {
            if let line = sheet.nestedTooDeep {
                throw TokenProblem(TokenPlace(file: fileIndex, line: line), .nestedTooDeep(maximum: CSSStylesheet.maximumDepth))
            }
        }
        // Layers ranked in the order first named across the files; unlayered declarations last.
        var layerRank: [String: Int] = [:]
        for sheet in sheets { for layer in sheet.layers where layerRank[layer] == nil { layerRank[layer] = layerRank.count } }
        var customMedia: [String: String] = [:]
        // A later `@custom-media` of the same name wins (Media Queries Level 5 §8).
        for sheet in sheets { for (name, query) in sheet.customMedia { customMedia[name] = query } }
        var contexts: [Context] = []
        var declarationsByContext: [Context: [Located]] = [:]
        var sequence = 0
        // Each condition as first written (`@media (--OSdark)`), for the modes' names.
        var shown: [String: String] = [:]
        for (fileIndex, sheet) in sheets.enumerated() {
            let outer = fileIndex < fileConditions.count ? fileConditions[fileIndex] : []
            for declaration in sheet.declarations {
                let context = Context(declaration, outer: outer, customMedia: customMedia)
                for (expanded, written) in zip(context.conditions, outer + declaration.conditions) where shown[expanded] == nil {
                    shown[expanded] = written
                }
                if declarationsByContext[context] == nil { contexts.append(context) }
                declarationsByContext[context, default: []].append(Located(file: fileIndex, declaration: declaration, sequence: sequence))
                sequence += 1
            }
        }
        // Every declaration in cascade order once: `@theme default` first, then the root element's
        // blocks, then a selector's; within each, later layers, then unlayered, then source order.
        // A mode keeps the ones that apply to it, in this order.
        let cascade = contexts.flatMap { context in declarationsByContext[context]!.map { (context: context, located: $0) } }
            .map { entry in (entry, key: [entry.located.declaration.yields ? 0 : entry.context.selector == nil ? 1 : 2,
                                          entry.located.declaration.layer.map { layerRank[$0]! } ?? Int.max, entry.located.sequence]) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
            .map(\.0)
        let reached = relevant.map { reach(from: $0, declarations: declarationsByContext.values.joined()) }
        let setting = contexts.filter { sets(declarationsByContext[$0]!, reached) }
        let root = Context(conditions: [], selector: nil)
        var colours = ColourCache()
        var modes: [TokenMode] = []
        let candidates = try modeContexts(setting)
        for candidate in candidates {
            let conditions = candidate.conditionSet
            let applies = Set(contexts.filter { context in
                (context.selector == nil || context.selector == candidate.selector) && context.conditionSet.isSubset(of: conditions)
            })
            let declarations = cascade.filter { applies.contains($0.context) }.map(\.located)
            // A root block that sets only a scale the checked properties use is no mode where
            // none of them is declared (a component's properties, under its selector).
            if let relevant, !declarations.contains(where: { relevant.contains($0.declaration.name) }) { continue }
            modes.append(mode(named: candidate.name(shown: shown), declarations: declarations, relevant: relevant, colours: &colours))
        }
        if modes.isEmpty { modes.append(mode(named: ":root", declarations: declarationsByContext[root] ?? [], relevant: relevant, colours: &colours)) }
        return TokenModes(files: files.map(\.path), modes: modes, kind: .css)
    }

    /// The properties `relevant` names and every property their values' `var()` reach, in any
    /// block.
    private static func reach(from relevant: Set<String>, declarations: some Sequence<Located>) -> Set<String> {
        var referenced: [String: Set<String>] = [:]
        for located in declarations where CSSVariableResolver.mentionsVariable(located.declaration.value) {
            referenced[located.declaration.name, default: []].formUnion(CSSVariableResolver.referencedNames(located.declaration.value))
        }
        var reached = relevant
        var pending = Array(relevant)
        while let name = pending.popLast() {
            for next in referenced[name] ?? [] where reached.insert(next).inserted { pending.append(next) }
        }
        return reached
    }

    /// Every mode the blocks that set something make: each union of their sets of conditions that
    /// does not contradict itself, with no selector and with each selector of theirs, kept when
    /// the blocks under it that set something use every one of its conditions.
    private static func modeContexts(_ setting: [Context]) throws(TokenProblem) -> [Context] {
        var unions: [[String]] = [[]]
        var known: Set<Set<String>> = [[]]
        for context in setting where !context.conditions.isEmpty {
            for union in unions {
                let joined = union + context.conditions.filter { !union.contains($0) }
                guard known.insert(Set(joined)).inserted, !MediaConditions.contradict(joined) else { continue }
                unions.append(joined)
                if unions.count > maximumModes { throw TokenProblem(nil, .tooManyModes(maximum: maximumModes)) }
            }
        }
        var selectors: [String?] = [nil]
        for context in setting where !selectors.contains(context.selector) { selectors.append(context.selector) }
        var modes: [Context] = []
        for union in unions {
            for selector in selectors {
                let used = setting.filter { ($0.selector == nil || $0.selector == selector) && $0.conditionSet.isSubset(of: Set(union)) }
                guard !used.isEmpty, Set(used.flatMap(\.conditions)) == Set(union) else { continue }
                if selector != nil, !used.contains(where: { $0.selector == selector }) { continue }
                modes.append(Context(conditions: union, selector: selector))
                if modes.count > maximumModes { throw TokenProblem(nil, .tooManyModes(maximum: maximumModes)) }
            }
        }
        return modes
    }

    struct Located {
        let file: Int
        let declaration: CSSStylesheet.Declaration
        /// Its place in the files read one after another: later declarations win.
        let sequence: Int
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

        init(_ declaration: CSSStylesheet.Declaration, outer: [String], customMedia: [String: String]) {
            conditions = (outer + declaration.conditions).map { MediaConditions.expanded($0, customMedia: customMedia) }
            selector = Self.rootSelector(declaration.selector)
        }

        /// nil for no selector and for a list that matches the root element.
        static func rootSelector(_ selector: String?) -> String? {
            let members = selector.map(CSSStylesheet.topLevelMembers) ?? []
            return members.isEmpty || members.contains(where: { CSSTokenModes.rootSelectors.contains($0.lowercased()) }) ? nil : members.joined(separator: ", ")
        }

        var conditionSet: Set<String> { Set(conditions) }

        /// `:root`, `[data-theme="dark"]`, `@media (prefers-color-scheme: dark)`,
        /// `@media (color-gamut: p3) [data-color-theme="light"]`, with each condition as
        /// `shown` has it written.
        func name(shown: [String: String]) -> String {
            let parts = conditions.map { shown[$0] ?? $0 } + (selector.map { [$0] } ?? [])
            return parts.isEmpty ? ":root" : parts.joined(separator: " ")
        }
    }

    private static func sets(_ declarations: [Located], _ reached: Set<String>?) -> Bool {
        guard let reached else { return !declarations.isEmpty }
        return declarations.contains { reached.contains($0.declaration.name) }
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

    /// Later declarations win. With `relevant`, only those properties are resolved (and what
    /// their `var()` reach): the others are never read, and resolving them in every mode would
    /// make the cost grow with the whole stylesheet times the modes.
    private static func mode(named name: String, declarations: [Located], relevant: Set<String>?, colours: inout ColourCache) -> TokenMode {
        var winning: [String: Located] = [:]
        var order: [String] = []
        for located in declarations {
            if winning[located.declaration.name] == nil { order.append(located.declaration.name) }
            winning[located.declaration.name] = located
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
