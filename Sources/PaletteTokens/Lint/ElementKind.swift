import PaletteCore

/// A kind of element a stylesheet declares custom properties on, read from a selector's compounds
/// (`ElementKind+Derivation`): a `button`, an `input[type=submit]`, an element with the class
/// `btn`, a `button` inside a `form`. In a mode it is `<body>`'s descendant, inside the elements
/// named before it, and it takes the declarations of every rule whose selector matches it.
package struct ElementKind: Sendable, Hashable {
    /// The elements it sits in below `<body>`, outermost first.
    package let ancestors: [CSSElement]
    package let element: CSSElement

    package init(ancestors: [CSSElement] = [], element: CSSElement) {
        self.ancestors = ancestors
        self.element = element
    }

    /// `form button`, `button[disabled]`, `.btn [type=reset]`: a selector that matches it.
    package var name: String { (ancestors + [element]).map(\.selectorText).joined(separator: " ") }

    /// The document from the root to the element: the root, `<body>`, its ancestors, itself.
    package func chain(root: CSSElement) -> [CSSElement] { [root, .body] + ancestors + [element] }
}
