import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The selectors `lint` matches against the elements a stylesheet's custom properties are declared
/// on: their specificity (Selectors Level 4 §17, `:where()` as nothing), whether they match an
/// element at rest, the element kinds read from them, and the short names of modes and kinds (at
/// most 40 characters).
@Suite struct LintSelectorTests {
    static func selector(_ text: String) throws -> CSSSelector {
        try #require(CSSSelector(parsing: text), "\(text)")
    }

    @Test(arguments: [
        (":where(.btn,button,input:is([type=\"button\"],[type=\"submit\"],[type=\"reset\"]))", 0, 0, 0),
        (":where(html) :where(button,.btn)", 0, 0, 0),
        (".btn", 0, 1, 0),
        ("button[disabled]", 0, 1, 1),
        ("#a .b c", 1, 1, 1),
        (":is(.a, #b)", 1, 0, 0),
        (":not(.a, .b.c)", 0, 2, 0),
        ("input:is([type=submit],[type=reset]):not([disabled])", 0, 2, 1),
        (":root", 0, 1, 0),
        ("li::before", 0, 0, 2),
        (":host(.dark)", 0, 2, 0),
    ])
    func specificityCountsAsSelectorsLevel4Says(text: String, ids: Int, classes: Int, types: Int) throws {
        #expect(try Self.selector(text).specificity == CSSSelector.Specificity(ids: ids, classes: classes, types: types))
    }

    static let html = CSSElement.html, body = CSSElement.body
    static let button = CSSElement(tag: "button")
    static let disabledButton = CSSElement(tag: "button", attributes: [("disabled", "")])
    static let link = CSSElement(tag: "a", classes: ["btn"], attributes: [("href", "#")])
    static let reset = CSSElement(tag: "input", attributes: [("type", "reset")])
    static let form = CSSElement(tag: "form")

    @Test(arguments: [
        ("button[disabled]", [html, body, disabledButton], true),
        ("button[disabled]", [html, body, button], false),
        (":where(html) :where(button,.btn)", [html, body, link], true),
        (":where(html) :where(button,.btn)", [html, body, reset], false),
        ("form button:not([type])", [html, body, form, button], true),
        ("form button:not([type])", [html, body, button], false),
        ("form > button", [html, body, form, CSSElement(tag: "div"), button], false),
        ("body > form > button", [html, body, form, button], true),
        // At rest: nothing is hovered or focused, and an element has no siblings.
        ("button:hover", [html, body, button], false),
        (":where([type=\"submit\"], [type=\"reset\"]):is(:hover, :focus-visible)", [html, body, reset], false),
        (".a + button", [html, body, button], false),
        (":disabled", [html, body, disabledButton], true),
        (":disabled", [html, body, CSSElement(tag: "a", attributes: [("disabled", "")])], false),
        (":enabled", [html, body, button], true),
        ("a:any-link", [html, body, link], true),
        ("[type=\"RESET\" i]", [html, body, reset], true),
        ("[type=\"RESET\"]", [html, body, reset], false),
        ("[class~=btn]", [html, body, link], true),
        (":root.dark", [CSSElement(tag: "html", classes: ["dark"])], true),
        (":root.dark", [html], false),
        (":where(input[type=\"file\"])::file-selector-button", [html, body, CSSElement(tag: "input", attributes: [("type", "file")])], false),
    ])
    func aSelectorMatchesAnElementAtRestAsABrowserDoes(text: String, chain: [CSSElement], matches: Bool) throws {
        #expect(try Self.selector(text).matches(chain, at: chain.count - 1) == matches)
    }

    /// Selector lists are read 64 deep; one deeper matches nothing (and a stylesheet holding it
    /// is refused, `LintElementCascadeTests`). Parentheses in strings do not count.
    @Test func selectorListsAreReadSixtyFourDeep() throws {
        let nested = { (depth: Int) in String(repeating: ":is(", count: depth) + "button" + String(repeating: ")", count: depth) }
        #expect(try Self.selector(nested(64)).matches([Self.html, Self.body, Self.button], at: 2))
        #expect(try Self.selector(nested(65)).matches([Self.html, Self.body, Self.button], at: 2) == false)
        #expect(CSSSelector.nesting(nested(65)) == 65)
        #expect(CSSSelector.nesting("[title=\"(((\"] :is(a)") == 1)
    }

    @Test(arguments: [
        (":where(.btn,button,input:is([type=\"button\"],[type=\"submit\"],[type=\"reset\"]))",
         [".btn", "button", "input[type=button]", "input[type=submit]", "input[type=reset]"]),
        // The root's own compound is every element's ancestor, and is left out.
        (":where(html) :where(button,.btn)", ["button", ".btn"]),
        ("form button:not([type],[disabled])", ["form button"]),
        ("button:disabled", ["button[disabled]"]),
        (":where(.btn,button)[disabled]", [".btn[disabled]", "button[disabled]"]),
        (".card > .title", [".card .title"]),
        (".a + .b", []),
        ("::backdrop", []),
        (":root", []),
    ])
    func elementKindsAreReadFromTheSelectorsCompounds(text: String, kinds: [String]) throws {
        let found = ElementKind.kinds(of: try Self.selector(text), isRoot: { $0.matches([.html], at: 0) })
        #expect(found.map(\.name) == kinds)
    }

    /// A kind without an element name that a named kind says more of is that kind: a stylesheet
    /// naming `input[type=submit]` and `[type=submit]` has one kind, while `.btn` stays.
    @Test func aKindANamedKindSaysMoreOfIsOne() throws {
        let kinds = try ["[type=\"submit\"]", "input[type=\"submit\"]", ".btn", "button"].flatMap {
            ElementKind.kinds(of: try Self.selector($0), isRoot: { _ in false })
        }
        #expect(ElementKind.distinct(kinds).map(\.name) == ["input[type=submit]", ".btn", "button"])
    }

    @Test(arguments: [
        ([String](), nil as String?, "default"),
        (["@media (prefers-color-scheme: dark)"], nil, "dark"),
        (["@media (prefers-contrast: more)"], nil, "high contrast"),
        (["@media (prefers-color-scheme: dark)", "@media (prefers-contrast: more)"], nil, "dark · high contrast"),
        (["@supports (color: color(display-p3 1 1 1))", "@media (color-gamut: p3)"], nil, "p3"),
        (["@media (dynamic-range: high) or (color-gamut: p3)", "@supports (color: color(display-p3 0 0 0))"], nil, "hdr or p3"),
        (["@media (forced-colors: active)"], nil, "forced colors"),
        (["@media screen and (min-width: 40em)"], nil, "min-width: 40em"),
        ([], ".dark, .dark-theme", "dark"),
        (["@media (color-gamut: p3)"], "[data-color-mode=\"light\"][data-light-theme=\"dark_dimmed\"]", "dark_dimmed · p3"),
    ])
    func modesAreNamedByWhatTheyAsk(conditions: [String], theme: String?, name: String) throws {
        let member = try theme.map { try #require(CSSSelector.list($0).first ?? nil) }
        #expect(CSSScopeName.mode(conditions: conditions, theme: member) == name)
    }

    @Test(arguments: [
        ("dark", "button[disabled]", "dark · button[disabled]"),
        ("default", "input[type=reset][disabled]", "default · input[type=reset][disabled]"),
        ("dark · high contrast", "input[type=submit][disabled]", "dark · high contrast · input[type=submi…"),
        ("min-width: 100px · min-width: 200px · min-width: 300px", "button", "min-width: 100px · min-width: 200px · m…"),
    ])
    func aKindsNameFitsFortyCharacters(mode: String, element: String, name: String) {
        let shown = CSSScopeName.scope(mode: mode, element: element)
        #expect(shown == name)
        #expect(shown.count <= CSSScopeName.maximumLength)
    }

    /// A name at the limit keeps its number when two scopes would share it: the number was cut
    /// off before, and telling them apart never ended.
    @Test func aNumberedNameKeepsItsNumber() {
        let name = String(repeating: "x", count: 45)
        #expect(CSSScopeName.numbered(name, 2) == String(repeating: "x", count: 35) + "… (2)")
        #expect(CSSScopeName.numbered(name, 12).count == CSSScopeName.maximumLength)
        #expect(CSSScopeName.numbered("dark", 2) == "dark (2)")
    }
}
