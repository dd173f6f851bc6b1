import PaletteCore

/// Selector matching (Selectors Level 4 §4, §16) against an element and the elements it sits in,
/// as a page at rest has them: no element is hovered, focused, active or a link target, and an
/// element has no siblings, so `:hover`, `:focus`, `:active`, sibling combinators and the
/// structural pseudo-classes (`:first-child`, `:nth-child()`) match nothing, nor does `:has()`.
/// A selector whose subject is a pseudo-element selects that, not the element.
extension CSSSelector {
    /// Whether the selector matches `chain[index]`, whose ancestors are `chain[..<index]`
    /// (`chain[0]` the root).
    ///
    /// Step by step from the first compound, keeping the elements each prefix of the selector
    /// matches at: time in compounds times elements, where trying each ancestor for each
    /// descendant combinator in turn could take exponential time (`div div … div` against a
    /// long chain that fails at its top).
    package func matches(_ chain: [CSSElement], at index: Int) -> Bool {
        guard index < chain.count else { return false }
        // `matched[i]`: the steps so far match with the last of them at `chain[i]`.
        var matched = (0...index).map { steps[0].compound.matches(chain, at: $0) }
        for step in steps.dropFirst() {
            var next = Array(repeating: false, count: index + 1)
            var anyBefore = false
            for position in 0...index {
                let related: Bool
                switch step.combinator ?? .descendant {
                case .child: related = position > 0 && matched[position - 1]
                case .descendant: related = anyBefore
                case .sibling: related = false
                }
                anyBefore = anyBefore || matched[position]
                next[position] = related && step.compound.matches(chain, at: position)
            }
            matched = next
        }
        return matched[index]
    }

    /// Form controls, which `:disabled` and `:enabled` concern (HTML §4.16.3).
    static let formControls: Set<String> = ["button", "input", "select", "textarea", "optgroup", "option", "fieldset"]

    /// A pseudo-class other than the logical ones, at rest.
    static func pseudoClassMatches(_ name: String, _ chain: [CSSElement], at index: Int) -> Bool {
        let element = chain[index]
        switch name {
        case "root", "scope": return index == 0
        case "disabled": return formControls.contains(element.tag ?? "") && element.attribute("disabled") != nil
        case "enabled": return formControls.contains(element.tag ?? "") && element.attribute("disabled") == nil
        case "checked": return element.attribute("checked") != nil || element.attribute("selected") != nil
        case "link", "any-link": return ["a", "area"].contains(element.tag ?? "") && element.attribute("href") != nil
        case "defined": return true
        default: return false
        }
    }
}

extension CSSSelector.Compound {
    func matches(_ chain: [CSSElement], at index: Int) -> Bool {
        guard pseudoElement == nil else { return false }
        if let type, chain[index].tag != type { return false }
        return simples.allSatisfy { $0.matches(chain, at: index) }
    }
}

extension CSSSelector.Simple {
    func matches(_ chain: [CSSElement], at index: Int) -> Bool {
        let element = chain[index]
        switch self {
        case .id(let name): return element.id == name
        case .className(let name): return element.classes.contains(name)
        case .attribute(let attribute): return attribute.matches(element)
        case .isAny(let list), .whereAny(let list): return list.contains { $0.matches(chain, at: index) }
        case .not(let list): return !list.contains { $0.matches(chain, at: index) }
        case .has: return false
        case .host(let list): return element.isShadowHost && (list.isEmpty || list.contains { $0.matches([element], at: 0) })
        case .pseudoClass(let name, _): return CSSSelector.pseudoClassMatches(name, chain, at: index)
        }
    }
}

extension CSSSelector.Attribute {
    /// Selectors Level 4 §6: presence, or the value compared as written (`i`: in any case).
    func matches(_ element: CSSElement) -> Bool {
        let own: String?
        switch name {
        case "class": own = element.classes.isEmpty ? nil : element.classes.joined(separator: " ")
        case "id": own = element.id
        default: own = element.attribute(name)
        }
        guard var actual = own else { return false }
        guard let comparison else { return true }
        var wanted = value
        if ignoresCase { actual = actual.lowercased(); wanted = wanted.lowercased() }
        switch comparison {
        case "=": return actual == wanted
        case "~=": return !wanted.isEmpty && !wanted.contains(" ") && actual.split(separator: " ").contains(Substring(wanted))
        case "|=": return actual == wanted || actual.hasPrefix(wanted + "-")
        case "^=": return !wanted.isEmpty && actual.hasPrefix(wanted)
        case "$=": return !wanted.isEmpty && actual.hasSuffix(wanted)
        case "*=": return !wanted.isEmpty && actual.contains(wanted)
        default: return false
        }
    }
}
