import PaletteCore

extension CSSTokenModes {
    /// The custom properties an element has in a mode (CSS Cascading Level 5 §6, CSS Custom
    /// Properties §2): the declarations of every rule whose selector matches it, under the
    /// mode's conditions, in cascade order (Tailwind's `@theme default` first, then cascade
    /// layers in their order, unlayered last, then specificity, then source order), the last one
    /// winning; `var()` substituted on the element with its own values; every other property
    /// its parent's.
    struct ElementValues {
        /// Each property's computed value, or why it has none.
        var outcomes: [String: Result<CSSVariableResolver.Resolved, TokenProblem>] = [:]
        /// The declaration each property's value comes from (an ancestor's, when inherited).
        var declaredBy: [String: Located] = [:]
        /// The properties a declaration matching this element sets.
        var own: Set<String> = []
        /// The selectors of the rules matching this element that declare the properties read,
        /// as written (nesting resolved), in cascade order.
        var selectors: [String] = []

        static let none = ElementValues()
    }

    /// The rules that apply in one mode and how they rank.
    struct Cascade {
        /// The declarations under the mode's conditions, in source order.
        let applying: [Located]
        let blocks: Blocks
        let layerRank: [String: Int]
        /// Only these are resolved (with what their `var()` reach); nil for every property.
        let names: Set<String>?

        /// Where a declaration stands in the cascade: a later one wins.
        struct Rank: Comparable {
            /// 0 for Tailwind's `@theme default`, which yields to every other declaration.
            let yields: Int
            /// The layer's place in the order first named; unlayered last.
            let layer: Int
            let specificity: CSSSelector.Specificity
            let sequence: Int

            static func < (lhs: Rank, rhs: Rank) -> Bool {
                (lhs.yields, lhs.layer) != (rhs.yields, rhs.layer) ? (lhs.yields, lhs.layer) < (rhs.yields, rhs.layer)
                    : lhs.specificity != rhs.specificity ? lhs.specificity < rhs.specificity : lhs.sequence < rhs.sequence
            }
        }

        /// `chain[index]`'s values, its parent's being `parent`.
        func values(_ chain: [CSSElement], at index: Int, parent: ElementValues) -> ElementValues {
            var specificities: [String?: CSSSelector.Specificity?] = [:]
            // Each property's winning declaration, and each matching rule's first rank: the
            // highest wins, found in one pass (a sort of every declaration cost a third of a run).
            var winning: [String: (rank: Rank, located: Located)] = [:]
            var selectorRanks: [String: Rank] = [:]
            for located in applying {
                let text = located.declaration.selector
                if specificities[text] == nil { specificities[text] = .some(blocks.specificity(text, chain, at: index)) }
                guard let specificity = specificities[text]! else { continue }
                let rank = Rank(yields: located.declaration.yields ? 0 : 1, layer: located.declaration.layer.map { layerRank[$0]! } ?? Int.max,
                                specificity: specificity, sequence: located.sequence)
                let name = located.declaration.name
                if winning[name].map({ $0.rank < rank }) ?? true { winning[name] = (rank, located) }
                if let text, names?.contains(name) ?? true, selectorRanks[text].map({ rank < $0 }) ?? true { selectorRanks[text] = rank }
            }
            var result = parent
            result.selectors = selectorRanks.sorted { $0.value < $1.value }.map(\.key)
            // `inherit`, `unset` and `revert` give a custom property its parent's value.
            let declared = winning.mapValues(\.located).filter { !Self.inheritingKeywords.contains($0.value.declaration.value.lowercased()) }
            result.own = Set(declared.keys)
            guard !declared.isEmpty else { return result }
            var resolver = CSSVariableResolver(entries: declared.mapValues { .init(value: $0.declaration.value, place: $0.place, origin: $0.sequence) },
                                               inherited: parent.outcomes)
            // In the order declared, so that a cycle is named from where it is first written.
            let order = declared.compactMap { name, located in names?.contains(name) ?? true ? (located.sequence, name) : nil }.sorted { $0.0 < $1.0 }
            for (_, name) in order {
                result.outcomes[name] = resolver.resolve(name)!
                result.declaredBy[name] = declared[name]!
            }
            return result
        }

        /// CSS-wide keywords that leave a custom property its inherited value (CSS Cascading
        /// Level 5 §7.3: `revert` and `revert-layer` roll back to what the user agent and the
        /// earlier layers give, which for a custom property nothing but inheritance does here).
        static let inheritingKeywords: Set<String> = ["inherit", "unset", "revert", "revert-layer"]
    }

    /// An element's values as a mode of the checked properties (`relevant`; every one when nil):
    /// each property's colour, where its value is written and where the colour it ends at is.
    static func mode(named name: String, _ values: ElementValues, located: [Located], relevant: Set<String>?,
                     scope: CSSScope, colours: inout ColourCache) -> TokenMode {
        var tokens: [String: ModeToken] = [:]
        var invalid: [String: TokenProblem] = [:]
        var withoutColour: Set<String> = []
        for (property, own) in values.declaredBy where relevant?.contains(property) ?? true {
            guard let outcome = values.outcomes[property] else { continue }
            switch outcome {
            case .failure(let problem):
                if CSSVariableResolver.isGuaranteedInvalid(own.declaration.value) {
                    withoutColour.insert(property)
                } else if looksLikeColourOrAlias(own.declaration.value) {
                    invalid[property] = problem
                }
            case .success(let resolved):
                if resolved.text.lowercased() == "none" { withoutColour.insert(property) }
                guard looksLikeColour(resolved.text) else { continue }
                let end = located[resolved.origin]
                let colour: Colour
                switch colours.colour(resolved.text) {
                case .success(let parsed): colour = parsed
                case .failure(let error):
                    invalid[property] = TokenProblem(end.place, .scheme(.malformedColour(name: "--" + resolved.end, error)))
                    continue
                }
                let literal = end.declaration.hasComment || CSSVariableResolver.mentionsVariable(end.declaration.value) ? nil
                    : WrittenValue(file: end.file, range: end.declaration.valueRange, notation: .cssText(end.declaration.value))
                tokens[property] = ModeToken(colour: colour, written: own.place, defined: end.place,
                                             aliases: resolved.aliases.map { "--" + $0 }, value: literal)
            }
        }
        return TokenMode(name: name, tokens: tokens, invalid: invalid, scope: scope, withoutColour: withoutColour)
    }
}
