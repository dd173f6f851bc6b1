import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// Modes as the cascade gives them to an element: a semantic layer follows a theme block that
/// redefines only its scale, a component takes the values of the root's conditional blocks,
/// conditions combine unless they contradict, custom media are expanded, Tailwind's `@theme`
/// blocks are the root's (with `@theme default` yielding), and too many modes are refused.
@Suite struct LintCascadeTests {
    static func modes(_ css: String, relevant: Set<String>?) throws -> [TokenMode] {
        try CSSTokenModes.read([(path: "t.css", text: css)], relevant: relevant).modes
    }

    static func hex(_ mode: TokenMode, _ property: String) -> String? { mode.tokens[property]?.colour.hex }

    /// A mode in full as the fixtures' expected colours name it: its conditions as written and the
    /// root's selector (`:root` for neither).
    static func written(_ mode: TokenMode) -> String {
        let parts = (mode.scope?.conditions ?? []) + [mode.scope?.root].compactMap { $0 }
        return parts.isEmpty ? ":root" : parts.joined(separator: " ")
    }

    /// Radix Colors' shape: the scale has light, `.dark`, and both again under Display P3; the
    /// team's semantic layer in `:root` points at the scale. Four modes, each with its own values
    /// (not one mode, with three quarters never measured).
    @Test func aSemanticLayerFollowsEveryBlockThatRedefinesItsScale() throws {
        let css = """
        :root { --gray-1: #fcfcfc; --gray-12: #202020; --color-bg: var(--gray-1); --color-text: var(--gray-12); }
        .dark, .dark-theme { --gray-1: #111111; --gray-12: #eeeeee; }
        @supports (color: color(display-p3 1 1 1)) {
          @media (color-gamut: p3) {
            :root { --gray-1: color(display-p3 0.8 0.8 0.8); --gray-12: color(display-p3 0.2 0.2 0.2); }
            .dark, .dark-theme { --gray-1: color(display-p3 0.4 0.4 0.4); --gray-12: color(display-p3 0.6 0.6 0.6); }
          }
        }
        """
        let modes = try Self.modes(css, relevant: ["color-bg", "color-text"])
        let p3 = "@supports (color: color(display-p3 1 1 1)) @media (color-gamut: p3)"
        #expect(modes.map(\.name) == ["default", "dark", "p3", "dark · p3"])
        #expect(modes.map(Self.written) == [":root", ".dark, .dark-theme", p3, p3 + " .dark, .dark-theme"])
        #expect(modes.map { Self.hex($0, "color-bg") } == ["#FCFCFC", "#111111", "#CCCCCC", "#666666"])
        #expect(modes.map { Self.hex($0, "color-text") } == ["#202020", "#EEEEEE", "#333333", "#999999"])
        // Written in the semantic layer, defined in the scale block of the mode.
        #expect(modes[1].tokens["color-text"]?.written.line == 1)
        #expect(modes[1].tokens["color-text"]?.defined.line == 2)
        #expect(modes[3].tokens["color-text"]?.defined.line == 6)
    }

    /// Radix Colors as its build writes them (tools/make_radix_fixture.py, radix-ui/colors at
    /// 8a03dad): four scales with light, `.dark` and Display P3 blocks, under a team's semantic
    /// layer. Every semantic property of each of the four modes is the colour ColorAide gives
    /// the scale step that mode's cascade selects (Fixtures/lint/real/radix/expected.json); the
    /// build before read one mode (three quarters never measured).
    @Test func radixScalesUnderASemanticLayerAgreeWithColorAide() throws {
        let folder = ExportTests.root.appendingPathComponent("Tests/Fixtures/lint/real/radix")
        let names = ["gray.css", "gray-dark.css", "blue.css", "blue-dark.css", "semantic.css"]
        let files = try names.map { (path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("expected.json"))) as! [String: Any]
        let expected = document["modes"] as! [String: [String: String]]
        let modes = try CSSTokenModes.read(files, relevant: Set(expected[":root"]!.keys)).modes
        #expect(modes.map(\.name) == ["default", "dark", "p3", "dark · p3"])
        for mode in modes {
            let want = try #require(expected[Self.written(mode)], "\(mode.name)")
            #expect(mode.tokens.mapValues(\.colour.hex) == want, "\(mode.name)")
        }
    }

    /// Tailwind CSS v4's own theme.css (tailwindlabs/tailwindcss at 90f8ff41), whose palette
    /// lives in `@theme default`, under an app's `@theme` roles and a dark block: each mode's
    /// colours are those ColorAide gives the palette steps (Fixtures/lint/real/tailwind/
    /// expected.json, tools/make_tailwind_fixture.py). The build before read none of the palette.
    @Test func tailwindsOwnThemeUnderAnAppAgreesWithColorAide() throws {
        let folder = ExportTests.root.appendingPathComponent("Tests/Fixtures/lint/real/tailwind")
        let files = try ["node_modules/tailwindcss/theme.css", "app.css"].map {
            (path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("expected.json"))) as! [String: Any]
        let expected = document["modes"] as! [String: [String: String]]
        let modes = try CSSTokenModes.read(files, relevant: Set(expected[":root"]!.keys)).modes
        #expect(modes.map(\.name) == ["default", "dark"])
        for mode in modes { #expect(mode.tokens.mapValues(\.colour.hex) == expected[Self.written(mode)], "\(mode.name)") }
    }

    /// Open Props' shape: a component's properties point at the root's, which a custom-media
    /// dark block redefines. The component under the dark condition takes the dark values (never
    /// the light ones); the root alone sets no checked property and is no mode of
    /// its own: `.btn`, an element kind, is reported in each.
    @Test func aComponentTakesTheRootsConditionalValues() throws {
        let css = """
        @custom-media --OSdark (prefers-color-scheme: dark);
        :where(html) { --surface: #ffffff; --ink: #222222; }
        @media (--OSdark) { :where(html) { --surface: #111111; --ink: #eeeeee; } }
        .btn { --btn-bg: var(--surface); --btn-ink: var(--ink); }
        """
        let modes = try Self.modes(css, relevant: ["btn-bg", "btn-ink"])
        #expect(modes.map(\.name) == ["default · .btn", "dark · .btn"])
        #expect(modes.map { Self.hex($0, "btn-bg") } == ["#FFFFFF", "#111111"])
        #expect(modes[1].tokens["btn-ink"]?.defined.line == 3)
    }

    /// The same dark block written with the query itself and with a custom media name is one
    /// condition: one mode, not two, and never combined with its own opposite.
    @Test(arguments: [
        // Light and dark never hold together: two modes and the root.
        ("@media (prefers-color-scheme: light) { :root { --a: #eeeeee; } }\n@media (prefers-color-scheme: dark) { :root { --a: #111111; } }",
         ["default", "light", "dark"]),
        // Dark and raised contrast do: their combination is a mode.
        ("@media (prefers-color-scheme: dark) { :root { --a: #111111; } }\n@media (prefers-contrast: more) { :root { --a: #000000; } }",
         ["default", "dark", "high contrast", "dark · high contrast"]),
        // Custom media expanded: the same condition as written out.
        ("@custom-media --dark (prefers-color-scheme: dark);\n@media (--dark) { :root { --a: #111111; } }\n@media (prefers-color-scheme: dark) { :root { --b: #222222; } }",
         ["default", "dark"]),
        // A custom media of alternatives asserts nothing: it combines with dark.
        ("@custom-media --HD (dynamic-range: high) or (color-gamut: p3);\n@media (--HD) { :root { --a: #111111; } }\n@media (prefers-color-scheme: dark) { :root { --a: #222222; } }",
         ["default", "hdr or p3", "dark", "dark · hdr or p3"]),
    ])
    func conditionsCombineUnlessTheyContradict(blocks: String, names: [String]) throws {
        let modes = try Self.modes(":root { --a: #ffffff; --b: #ffffff; }\n" + blocks, relevant: ["a", "b"])
        #expect(modes.map(\.name) == names)
    }

    @Test func theLaterOfTwoConditionsWinsWhenBothHold() throws {
        let css = ":root { --a: #ffffff; }\n@media (prefers-color-scheme: dark) { :root { --a: #111111; } }\n@media (prefers-contrast: more) { :root { --a: #000000; } }"
        let both = try #require(Self.modes(css, relevant: ["a"]).last)
        #expect(Self.hex(both, "a") == "#000000")
        #expect(both.tokens["a"]?.defined.line == 3)
    }

    /// Tailwind CSS v4: `@theme` and `@theme inline` hold root properties; `@theme default`
    /// yields to any other definition, even one written before it.
    @Test func tailwindsThemeBlocksAreTheRootsAndDefaultYields() throws {
        let css = """
        :root { --color-red-500: #dc2626; }
        @theme default { --color-red-500: oklch(63.7% 0.237 25.331); --color-white: #fff; }
        @theme inline { --color-danger: var(--color-red-500); }
        @theme { --color-page: var(--color-white); }
        """
        let modes = try Self.modes(css, relevant: ["color-danger", "color-page"])
        #expect(modes.map(\.name) == ["default"])
        #expect(Self.hex(modes[0], "color-danger") == "#DC2626")
        #expect(modes[0].tokens["color-danger"]?.defined.line == 1)
        #expect(Self.hex(modes[0], "color-page") == "#FFFFFF")
    }

    /// Nesting as CSS Nesting reads it: `&.dark` is a compound (it read as a descendant,
    /// `:root .dark`), a selector without `&` a descendant, a parent list nested as `:is(…)`.
    @Test(arguments: [
        (":root { &.dark { --a: #000; } }", ":root.dark"),
        (".card { .title, & > .body { --a: #000; } }", ".card .title, .card > .body"),
        (".a, .b { .dark & { --a: #000; } }", ".dark :is(.a, .b)"),
        (":where(html) { & :where(button,.btn) { --a: #000; } }", ":where(html) :where(button,.btn)"),
    ])
    func nestedSelectorsReadAsCSSNestingSays(css: String, selector: String) {
        #expect(CSSStylesheet(css).declarations.map(\.selector) == [selector])
    }

    /// Cascade layers: a layer named later wins over one named earlier whatever the source
    /// order (`@layer theme, base;` names the order first), and unlayered declarations win over
    /// layered ones (they were read in source order, so the theme block written last won `--a`).
    @Test func aLaterLayerAndUnlayeredDeclarationsWin() throws {
        let css = """
        @layer theme, base;
        @layer base { :root { --a: #111111; --b: #111111; } }
        @layer theme { :root { --a: #222222; --b: #222222; } }
        :root { --b: #333333; }
        @layer theme { :root { --c: #444444; } }
        :root { --c: #555555; }
        """
        let mode = try #require(Self.modes(css, relevant: ["a", "b", "c"]).first)
        #expect(Self.hex(mode, "a") == "#111111")
        #expect(Self.hex(mode, "b") == "#333333")
        #expect(Self.hex(mode, "c") == "#555555")
        #expect(CSSStylesheet(css).layers == ["theme", "base"])
    }

    /// Nine independent conditions make 512 combinations: refused with the cap, not read for
    /// minutes.
    @Test func tooManyCombinationsAreRefused() throws {
        let blocks = (1...9).map { "@media (min-width: \($0 * 100)px) { :root { --a\($0): #000000; } }" }.joined(separator: "\n")
        #expect(throws: TokenProblem(nil, .tooManyModes(maximum: CSSTokenModes.maximumModes))) {
            try Self.modes(":root { --a1: #ffffff; }\n" + blocks, relevant: nil)
        }
        // Eight make 256 and are read.
        let eight = (1...8).map { "@media (min-width: \($0 * 100)px) { :root { --a\($0): #000000; } }" }.joined(separator: "\n")
        #expect(try Self.modes(":root { --a1: #ffffff; }\n" + eight, relevant: nil).count == 256)
    }

    @Test(arguments: [
        ("@import \"scale.css\";", "scale.css", [String]()),
        ("@import url(\"../a/b.css\") layer(base) supports(color: oklch(0 0 0)) screen and (prefers-color-scheme: dark);", "../a/b.css",
         ["@supports (color: oklch(0 0 0))", "@media screen and (prefers-color-scheme: dark)"]),
        ("@import url(x.css) layer;", "x.css", []),
        ("@import 'tailwindcss';", "tailwindcss", []),
    ])
    func importsAreReadWithTheirConditions(statement: String, target: String, conditions: [String]) {
        let sheet = CSSStylesheet(statement + "\n:root { --a: #fff; }\n")
        #expect(sheet.imports == [CSSStylesheet.Import(target: target, conditions: conditions, line: 1)])
        #expect(sheet.declarations.map(\.name) == ["a"])
    }
}
