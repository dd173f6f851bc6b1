import PaletteCore

extension CSSTokenModes {
    /// What each rule's selector list is to the modes: the root element's (`:root`, `html`,
    /// `:where(html)`, `*`), a theme's (a class or attribute on the root: `.dark`,
    /// `[data-theme="dark"]`, `:host`), or elements' (`button`, `.btn`, `form button`).
    ///
    /// A list of classes and attributes alone could be either: it is a theme when it sets a
    /// property the root's rules set too (Radix's `.dark` redefines the scale of `:root`), or
    /// when no root rule sets any (Primer's themes, each only
    /// `[data-color-mode][data-light-theme]`), and elements otherwise (Open Props'
    /// `:where([type="reset"])` sets a button's `--_text`, which the root never does); beside a
    /// member naming an element (`.btn, button`) it is elements. Members selecting a
    /// pseudo-element (`::backdrop`) select no element and count for neither.
    struct Blocks {
        enum Role {
            case root
            case theme
            case elements
        }

        /// By selector text: its members that select elements, and its role.
        private(set) var members: [String: [CSSSelector]] = [:]
        private(set) var roles: [String: Role] = [:]

        /// Refuses, at its line, a selector that nests selector lists deeper than
        /// `CSSSelector.maximumNesting` or names an element inside more than
        /// `ElementKind.maximumAncestors` others (every rule is matched against the elements a
        /// kind sits in): what it sets would otherwise go unread in silence.
        init(_ located: [Located]) throws(TokenProblem) {
            var rootNames: Set<String> = []
            var candidateNames: [String: Set<String>] = [:]
            var candidates: [String] = []
            for declaration in located {
                guard let text = declaration.declaration.selector else { rootNames.insert(declaration.declaration.name); continue }
                if members[text] == nil {
                    guard CSSSelector.nesting(text) <= CSSSelector.maximumNesting else {
                        throw TokenProblem(declaration.place, .selectorTooComplex(nesting: CSSSelector.maximumNesting, ancestors: ElementKind.maximumAncestors))
                    }
                    let parsed = CSSSelector.list(text).compactMap { $0 }.filter { $0.subject.pseudoElement == nil }
                    // Its root's compound aside, a member names an element inside at most depth − 2 others.
                    guard parsed.allSatisfy({ $0.depth <= ElementKind.maximumAncestors + 2 }) else {
                        throw TokenProblem(declaration.place, .selectorTooComplex(nesting: CSSSelector.maximumNesting, ancestors: ElementKind.maximumAncestors))
                    }
                    members[text] = parsed
                    if parsed.contains(where: Self.isPlainRoot) {
                        roles[text] = .root
                    } else if !parsed.isEmpty, parsed.allSatisfy(Self.isThemeCompound) {
                        // `:root.dark` and `html[data-theme]` say they are the root's.
                        if parsed.contains(where: Self.namesTheRoot) { roles[text] = .theme } else { candidates.append(text) }
                    } else {
                        roles[text] = .elements
                    }
                }
                switch roles[text] {
                case .root?: rootNames.insert(declaration.declaration.name)
                case nil: candidateNames[text, default: []].insert(declaration.declaration.name)
                default: break
                }
            }
            for text in candidates {
                let sharesRoot = !candidateNames[text, default: []].isDisjoint(with: rootNames)
                roles[text] = sharesRoot || rootNames.isEmpty ? .theme : .elements
            }
        }

        /// The theme a declaration's rule is, by its selector text; nil for the root's and elements'.
        func theme(of declaration: Located) -> String? {
            guard let text = declaration.declaration.selector, roles[text] == .theme else { return nil }
            return text
        }

        /// The root under `theme` (nil: none): `<html>` with the class, attributes or id of the
        /// theme's first member that gives any, or the shadow host for `:host` alone.
        func root(theme: String?) -> CSSElement {
            guard let theme, let list = members[theme] else { return .html }
            let named = list.first { CSSScopeName.themeName($0) != nil && !$0.subject.simples.allSatisfy(Self.isHost) } ?? list[0]
            var root = ElementKind.kinds(of: named, isRoot: { _ in false }).first?.element ?? .html
            root.tag = "html"
            root.isShadowHost = named.subject.simples.contains(where: Self.isHost)
            return root
        }

        /// The member a theme is named by (`CSSScopeName`).
        func namingMember(theme: String?) -> CSSSelector? {
            guard let theme, let list = members[theme] else { return nil }
            return list.first { CSSScopeName.themeName($0) != nil && !$0.subject.simples.allSatisfy(Self.isHost) } ?? list.first
        }

        /// The element kinds the rules of `declarations` select, in the order first found.
        func kinds(_ declarations: [Located], roots: [CSSElement]) throws(TokenProblem) -> [ElementKind] {
            var found: [ElementKind] = []
            var seen: Set<String> = []
            let isRoot = { (compound: CSSSelector.Compound) in roots.contains { compound.matches([$0], at: 0) } }
            for declaration in declarations {
                guard let text = declaration.declaration.selector, roles[text] == .elements, seen.insert(text).inserted else { continue }
                for member in members[text] ?? [] { found += ElementKind.kinds(of: member, isRoot: isRoot) }
            }
            let kinds = ElementKind.distinct(found)
            if kinds.count > ElementKind.maximum { throw TokenProblem(nil, .tooManyElementKinds(maximum: ElementKind.maximum)) }
            return kinds
        }

        /// The specificity with which the rule of selector `text` (nil: a declaration outside any
        /// rule, Tailwind's `@theme`, the root's as `:root` is) matches `chain[index]`: its most
        /// specific matching member's; nil when none matches.
        func specificity(_ text: String?, _ chain: [CSSElement], at index: Int) -> CSSSelector.Specificity? {
            guard let text else { return index == 0 ? CSSSelector.Specificity(classes: 1) : nil }
            return members[text]?.filter { $0.matches(chain, at: index) }.map(\.specificity).max()
        }

        static func isHost(_ simple: CSSSelector.Simple) -> Bool {
            if case .host = simple { return true }
            return false
        }

        /// A selector that matches the root as such: `:root`, `html`, `:where(html)`, `*`.
        static func isPlainRoot(_ selector: CSSSelector) -> Bool {
            selector.steps.count == 1 && selector.matches([.html], at: 0)
        }

        /// `html` or `:root` in the compound itself.
        static func namesTheRoot(_ selector: CSSSelector) -> Bool {
            selector.subject.type == "html" || selector.subject.simples.contains { simple in
                if case .pseudoClass(let name, _) = simple { return name == "root" || name == "scope" }
                return false
            }
        }

        /// One compound of the root's own: `html` or none for its name, and classes, attributes,
        /// ids, `:root`, `:host`, negations, and `:is()`/`:where()` of such.
        static func isThemeCompound(_ selector: CSSSelector) -> Bool {
            guard selector.steps.count == 1, selector.subject.type == nil || selector.subject.type == "html" else { return false }
            return selector.subject.simples.allSatisfy { simple in
                switch simple {
                case .id, .className, .attribute, .not, .host: return true
                case .pseudoClass(let name, _): return name == "root" || name == "scope"
                case .isAny(let list), .whereAny(let list): return list.allSatisfy(isThemeCompound)
                case .has: return false
                }
            }
        }
    }
}
