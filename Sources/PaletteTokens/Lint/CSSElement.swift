import PaletteCore

/// An element of the document `lint` matches selectors against: the root (`<html>`, with the
/// class or attributes a theme puts on it), `<body>`, and each kind of element a stylesheet
/// declares custom properties on, with the elements it sits in.
package struct CSSElement: Sendable, Hashable {
    /// Lower-cased; nil for an element of any name (a kind named only by a class, `.btn`),
    /// which no type selector matches.
    package var tag: String?
    package var id: String?
    package var classes: [String] = []
    /// Lower-cased names, in the order first given.
    package var attributes: [(name: String, value: String)] = []
    /// The root of a shadow tree's stylesheet: what `:host` matches.
    package var isShadowHost = false

    package init(tag: String?, id: String? = nil, classes: [String] = [], attributes: [(name: String, value: String)] = [], isShadowHost: Bool = false) {
        self.tag = tag
        self.id = id
        self.classes = classes
        self.attributes = attributes
        self.isShadowHost = isShadowHost
    }

    package static let html = CSSElement(tag: "html")
    package static let body = CSSElement(tag: "body")

    package func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    mutating func add(attribute name: String, value: String) {
        if attribute(name) == nil { attributes.append((name, value)) }
    }

    mutating func add(className name: String) {
        if !classes.contains(name) { classes.append(name) }
    }

    /// The element with what `other` adds (both describe one element); nil when their names differ.
    func merged(with other: CSSElement) -> CSSElement? {
        guard tag == nil || other.tag == nil || tag == other.tag, id == nil || other.id == nil || id == other.id else { return nil }
        var result = self
        result.tag = tag ?? other.tag
        result.id = id ?? other.id
        for name in other.classes { result.add(className: name) }
        for (name, value) in other.attributes { result.add(attribute: name, value: value) }
        result.isShadowHost = isShadowHost || other.isShadowHost
        return result
    }

    /// Whether `other` is this element with more said of it: the same name (or this one has
    /// none), and its id, classes and attributes besides.
    func isGeneralisation(of other: CSSElement) -> Bool {
        (tag == nil || tag == other.tag) && (id == nil || id == other.id) && classes.allSatisfy(other.classes.contains)
            && attributes.allSatisfy { own in other.attribute(own.name) == own.value }
    }

    /// `button`, `.btn`, `input[type=submit][disabled]`, `a.btn[href]`: as a selector that
    /// matches it, values quoted only where a selector needs quotes.
    package var selectorText: String {
        var text = tag ?? ""
        if let id { text += "#" + id }
        for name in classes { text += "." + name }
        for (name, value) in attributes {
            text += value.isEmpty ? "[\(name)]" : Self.isIdentifier(value) ? "[\(name)=\(value)]" : "[\(name)=\"\(value)\"]"
        }
        return text.isEmpty ? "*" : text
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, !first.isNumber, !(first == "-" && text.dropFirst().first?.isNumber == true) else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    package static func == (lhs: CSSElement, rhs: CSSElement) -> Bool {
        lhs.tag == rhs.tag && lhs.id == rhs.id && lhs.classes == rhs.classes && lhs.isShadowHost == rhs.isShadowHost
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(id)
        hasher.combine(classes)
        hasher.combine(attributes.map(\.name))
        hasher.combine(attributes.map(\.value))
        hasher.combine(isShadowHost)
    }
}
