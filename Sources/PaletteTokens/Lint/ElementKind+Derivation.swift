import PaletteCore

extension ElementKind {
    /// More kinds than this are refused: each is resolved in every mode.
    package static let maximum = 64
    /// A kind inside more elements than this is refused (`CSSTokenModes.Blocks`): every rule is
    /// matched against the elements it sits in.
    package static let maximumAncestors = 32

    /// The kinds of element `selector` selects: its subject compound as an element (each
    /// alternative of an `:is()` or `:where()` in it one kind, `:disabled` the attribute), in
    /// the elements its earlier compounds name, the root's own compounds (`html`, a theme's
    /// class, `isRoot`) left out as the root is every element's ancestor. None for a selector of
    /// the root, of a pseudo-element, or through a sibling combinator.
    static func kinds(of selector: CSSSelector, isRoot: (CSSSelector.Compound) -> Bool) -> [ElementKind] {
        guard let alternatives = alternatives(of: selector, isRoot: isRoot) else { return [] }
        return alternatives.map { ElementKind(ancestors: $0.ancestors, element: $0.element) }
    }

    private typealias Partial = (ancestors: [CSSElement], element: CSSElement)

    private static func alternatives(of selector: CSSSelector, isRoot: (CSSSelector.Compound) -> Bool) -> [Partial]? {
        guard selector.subject.pseudoElement == nil, !selector.steps.contains(where: { $0.combinator == .sibling }),
              !isRoot(selector.subject) else { return nil }
        var result = alternatives(of: selector.subject, isRoot: isRoot)
        for step in selector.steps.dropLast().reversed() where !isRoot(step.compound) {
            let outer = alternatives(of: step.compound, isRoot: isRoot)
            result = outer.flatMap { around in result.map { (around.ancestors + [around.element] + $0.ancestors, $0.element) } }
            if result.count > maximum { result.removeLast(result.count - maximum) }
        }
        return result
    }

    /// One compound as elements: its name, id, classes and attributes, with each alternative of
    /// an `:is()` or `:where()` merged in. Negations and states (`:hover`) describe no element.
    private static func alternatives(of compound: CSSSelector.Compound, isRoot: (CSSSelector.Compound) -> Bool) -> [Partial] {
        var partials: [Partial] = [([], CSSElement(tag: compound.type))]
        func add(_ change: (inout CSSElement) -> Void) {
            for index in partials.indices { change(&partials[index].element) }
        }
        for simple in compound.simples {
            switch simple {
            case .id(let name): add { $0.id = $0.id ?? name }
            case .className(let name): add { $0.add(className: name) }
            case .attribute(let attribute): add { $0.add(attribute: attribute.name, value: attribute.value) }
            case .pseudoClass("disabled", _): add { $0.add(attribute: "disabled", value: "") }
            case .pseudoClass("checked", _): add { $0.add(attribute: "checked", value: "") }
            case .pseudoClass("link", _), .pseudoClass("any-link", _): add { $0.add(attribute: "href", value: "") }
            case .isAny(let list), .whereAny(let list):
                let options = list.compactMap { alternatives(of: $0, isRoot: isRoot) }.flatMap { $0 }
                guard !options.isEmpty else { continue }
                partials = partials.flatMap { partial in
                    options.compactMap { option in
                        partial.element.merged(with: option.element).map { (partial.ancestors + option.ancestors, $0) }
                    }
                }
                if partials.count > maximum { partials.removeLast(partials.count - maximum) }
            default: continue
            }
        }
        return partials
    }

    /// The kinds in the order first found, each once, without those a kind with an element name
    /// says more of: `[type=submit]` stands for the `input[type=submit]` a stylesheet names too,
    /// and `[disabled]` for its `button[disabled]`, while `.btn`, which no kind with a name
    /// carries, stays.
    static func distinct(_ kinds: [ElementKind]) -> [ElementKind] {
        var seen: Set<ElementKind> = []
        let unique = kinds.filter { seen.insert($0).inserted }
        return unique.filter { kind in
            kind.element.tag != nil || !unique.contains { other in
                other != kind && other.element.tag != nil && other.ancestors == kind.ancestors && kind.element.isGeneralisation(of: other.element)
            }
        }
    }
}
