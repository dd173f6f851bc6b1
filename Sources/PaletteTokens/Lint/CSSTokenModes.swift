import PaletteCore

/// The modes of a design system written as CSS custom properties, across every file given
/// (`props.colors.css` defining what `theme.light.css` uses), as a browser gives them to the
/// elements they are declared on.
///
/// A mode is a set of conditions that hold at once (`@media`, `@supports`, `@container`, custom
/// media expanded) and, optionally, a theme: a class or attribute on the root (`.dark`,
/// `[data-theme="dark"]`; `CSSTokenModes.Blocks` tells a theme's rule from an element's). The
/// sets of conditions are the unions of those the rules use that never contradict
/// (`prefers-color-scheme: dark` with `: light`); a set that adds nothing a rule under it sets
/// is not a mode of its own. In a mode, the root (`<html>` with the theme's class or
/// attributes), `<body>` and each kind of element the rules' selectors name (`ElementKind`) take
/// the declarations of every rule whose selector matches them, in cascade order, each property
/// its parent's when not declared (`CSSTokenModes.Cascade`), `var()` substituted on the element
/// (`CSSVariableResolver`). The root is reported as the mode, and an element kind only where its
/// checked properties differ from the root's, kinds that agree as one (`dark · button`).
package enum CSSTokenModes {
    /// More modes than this are refused: each is a whole resolution of the checked properties.
    package static let maximumModes = 256

    /// `relevant`: the properties (without dashes) the lint checks; a rule that sets none of
    /// them, and none of the properties their `var()` reach, makes no mode and no element kind.
    /// nil for every rule that sets any custom property. `conditions`: by file, the conditions
    /// it is read under (an `@import … supports(…) screen`).
    package static func read(_ files: [(path: String, text: String)], relevant: Set<String>?,
                             conditions fileConditions: [[String]] = []) throws(TokenProblem) -> TokenModes {
        var sheets = try CSSStylesheets(files, relevant: relevant, conditions: fileConditions)
        var scopes: [Scope] = []
        // The properties declared on each kind (and on the root, nil) in some mode.
        var declaredOn: [ElementKind?: Set<String>] = [:]
        for mode in sheets.modes {
            let root = sheets.values(of: nil, in: mode)
            declaredOn[nil, default: []].formUnion(root.declared)
            // A root that sets no checked property (only the scale a component uses) is no mode.
            let rootReported = relevant.map({ !root.declared.isDisjoint(with: $0) }) ?? !root.declared.isEmpty
            if rootReported { scopes.append(Scope(mode: root.mode, base: mode.name, kind: nil, sameAsRoot: [])) }
            var groups: [(key: [AnyHashable], kinds: [(kind: ElementKind, mode: TokenMode)])] = []
            for kind in sheets.kinds {
                let values = sheets.values(of: kind, in: mode)
                declaredOn[kind, default: []].formUnion(values.declared)
                let key = Self.key(values.mode, relevant: relevant, besides: root.mode)
                guard key != Self.key(root.mode, relevant: relevant, besides: values.mode) else { continue }
                if let index = groups.firstIndex(where: { $0.key == key }) {
                    groups[index].kinds.append((kind, values.mode))
                } else {
                    groups.append((key, [(kind, values.mode)]))
                }
            }
            for group in groups {
                // Kinds that agree are one, named by the shortest name of an element with a
                // name (`button` rather than `.btn`), the first of equal length.
                let ranked = group.kinds.enumerated().min {
                    ($0.element.kind.element.tag == nil ? 1 : 0, $0.element.kind.name.count, $0.offset)
                        < ($1.element.kind.element.tag == nil ? 1 : 0, $1.element.kind.name.count, $1.offset)
                }!.element
                let others = group.kinds.filter { $0.kind != ranked.kind }.map { CSSScopeName.scope(mode: mode.name, element: $0.kind.name) }
                let same = rootReported ? Self.sameTokens(ranked.mode, root.mode, relevant: relevant) : []
                scopes.append(Scope(mode: ranked.mode.named(ranked.mode.name, alsoNamed: others), base: mode.name, kind: ranked.kind, sameAsRoot: same))
            }
        }
        if scopes.isEmpty {
            let base = CSSStylesheets.Mode(conditions: [], written: [], theme: nil, root: .html, name: CSSScopeName.base)
            scopes.append(Scope(mode: sheets.values(of: nil, in: base).mode, base: base.name, kind: nil, sameAsRoot: []))
        }
        let everywhere = sheets.declaredAnywhere
        let modes = named(scopes, relevant: relevant).map { scope, name in
            // Checked properties declared in the stylesheets, but never on this scope's elements.
            let own = declaredOn[nil, default: []].union(scope.kind.map { declaredOn[$0, default: []] } ?? [])
            let elsewhere = everywhere.subtracting(own).intersection(relevant ?? [])
            // A token a kind lacks as the root does is the kind's to report when the root lacks
            // it by design (declared only on elements).
            let rootLacks = everywhere.subtracting(declaredOn[nil, default: []])
            let sameAsRoot = scope.sameAsRoot.filter { scope.mode.tokens[$0] != nil || scope.mode.invalid[$0] != nil || !rootLacks.contains($0) }
            return TokenMode(name: name, tokens: scope.mode.tokens, invalid: scope.mode.invalid, scope: scope.mode.scope, elsewhere: elsewhere,
                             sameAsRoot: sameAsRoot, withoutColour: scope.mode.withoutColour, alsoNamed: scope.mode.alsoNamed)
        }
        return TokenModes(files: files.map(\.path), modes: modes, kind: .css)
    }

    /// A mode or element kind found, before its name is settled.
    struct Scope {
        let mode: TokenMode
        /// The mode's name.
        let base: String
        let kind: ElementKind?
        let sameAsRoot: Set<String>
    }

    /// The checked properties `kind` has as `root` has them.
    static func sameTokens(_ kind: TokenMode, _ root: TokenMode, relevant: Set<String>?) -> Set<String> {
        let names = relevant ?? Set(kind.tokens.keys).union(kind.invalid.keys)
        return names.filter { name in
            kind.tokens[name]?.colour == root.tokens[name]?.colour && (kind.invalid[name] == nil) == (root.invalid[name] == nil)
                && kind.invalid[name]?.problem == root.invalid[name]?.problem
        }
    }

    /// Each scope's name (`dark · button`): scopes whose names would be the same but whose
    /// checked properties differ are told apart by a number (`dark (2)`); those that agree keep
    /// one name, and are reported as one.
    static func named(_ scopes: [Scope], relevant: Set<String>?) -> [(Scope, String)] {
        var result: [(Scope, String)] = []
        var taken: [String: [[AnyHashable]]] = [:]
        for scope in scopes {
            var name = CSSScopeName.scope(mode: scope.base, element: scope.kind?.name)
            let key = Self.key(scope.mode, relevant: relevant, besides: nil)
            let earlier = taken[name] ?? []
            if !earlier.isEmpty, !earlier.contains(key) {
                var number = 2
                while taken[CSSScopeName.numbered(name, number)] != nil { number += 1 }
                name = CSSScopeName.numbered(name, number)
            }
            taken[name, default: []].append(key)
            result.append((scope, name))
        }
        return result
    }

    /// What a mode gives the checked properties (those of `other` too): each one's colour, its
    /// problem, or nothing.
    static func key(_ mode: TokenMode, relevant: Set<String>?, besides other: TokenMode?) -> [AnyHashable] {
        let names = relevant.map { $0.sorted() } ?? Set(mode.tokens.keys).union(mode.invalid.keys).union(other.map { Set($0.tokens.keys).union($0.invalid.keys) } ?? []).sorted()
        return names.map { name in
            if let token = mode.tokens[name] { return AnyHashable(token.colour) }
            if let problem = mode.invalid[name] { return AnyHashable("\(problem.problem)") }
            return AnyHashable("none")
        }
    }

    /// The properties `relevant` names and every property their values' `var()` reach, in any
    /// block.
    static func reach(from relevant: Set<String>, declarations: some Sequence<Located>) -> Set<String> {
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
    static func modeContexts(_ setting: [Context]) throws(TokenProblem) -> [Context] {
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
        /// The conditions it applies under, custom media expanded, outermost first.
        let conditions: [String]
        var place: TokenPlace { TokenPlace(file: file, line: declaration.line) }
    }

    /// Where a rule applies: its conditions and its theme (the selector text of a theme's rule;
    /// nil for the root's and elements' rules, which apply under every theme).
    struct Context: Hashable {
        let conditions: [String]
        let selector: String?

        var conditionSet: Set<String> { Set(conditions) }
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
