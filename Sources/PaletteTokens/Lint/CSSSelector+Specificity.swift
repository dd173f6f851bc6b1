import PaletteCore

/// Specificity (Selectors Level 4 §17): ids, then classes, attributes and pseudo-classes, then
/// types and pseudo-elements. `:is()`, `:not()` and `:has()` count as their most specific
/// argument, `:where()` as nothing.
extension CSSSelector {
    package struct Specificity: Sendable, Hashable, Comparable {
        package var ids = 0
        package var classes = 0
        package var types = 0

        package static let zero = Specificity()

        package static func < (lhs: Specificity, rhs: Specificity) -> Bool {
            (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
        }

        static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
            Specificity(ids: lhs.ids + rhs.ids, classes: lhs.classes + rhs.classes, types: lhs.types + rhs.types)
        }
    }

    package var specificity: Specificity {
        steps.reduce(.zero) { $0 + $1.compound.specificity }
    }
}

extension CSSSelector.Compound {
    var specificity: CSSSelector.Specificity {
        var total = CSSSelector.Specificity(types: (type == nil ? 0 : 1) + (pseudoElement == nil ? 0 : 1))
        for simple in simples {
            switch simple {
            case .id: total.ids += 1
            case .className, .attribute, .pseudoClass: total.classes += 1
            case .isAny(let list), .not(let list), .has(let list): total = total + (list.map(\.specificity).max() ?? .zero)
            case .whereAny: break
            case .host(let list): total = total + CSSSelector.Specificity(classes: 1) + (list.map(\.specificity).max() ?? .zero)
            }
        }
        return total
    }
}
