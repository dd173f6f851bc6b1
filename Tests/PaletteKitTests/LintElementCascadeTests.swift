import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// Custom properties as a browser gives them to the elements they are declared on: each kind of
/// element the selectors name takes the declarations of every rule it matches, in cascade order
/// (layers, specificity with `:where()` as nothing, source order), its parent's values where it
/// declares none, `var()` substituted on the element; a kind is reported only where its values
/// differ from the root's.
@Suite struct LintElementCascadeTests {
    static func modes(_ css: String, relevant: Set<String>?) throws -> [TokenMode] {
        try CSSTokenModes.read([(path: "t.css", text: css)], relevant: relevant).modes
    }

    static func mode(_ modes: [TokenMode], _ name: String) throws -> TokenMode {
        try #require(modes.first { $0.name == name }, "\(modes.map(\.name))")
    }

    /// Open Props' buttons: `--_bg-light` and `--_bg` on every button, `--_bg` again on
    /// `:where(html) :where(button,.btn)`. That rule's `--_bg` was "invalid: no file given defines
    /// --_bg-light", as if its elements were not buttons too; a button takes both rules.
    @Test func aRuleOfSomeElementsReadsWhatAnotherRuleMatchingThemDefines() throws {
        let css = """
        :where(html) { --surface: #ffffff; }
        :where(.btn,button) {
          --_bg-light: white;
          --_bg: var(--_bg-light);
        }
        :where(html) :where(button,.btn) { --_bg: var(--_bg-light); }
        """
        let modes = try Self.modes(css, relevant: ["surface", "_bg"])
        #expect(modes.map(\.name) == ["default", "default · button"])
        #expect(modes.allSatisfy { $0.invalid.isEmpty })
        let button = try Self.mode(modes, "default · button")
        #expect(button.tokens["_bg"]?.colour.hex == "#FFFFFF")
        #expect(button.tokens["_bg"]?.written.line == 6)
        // At the root no button's property is declared: it lacks it by design.
        #expect(modes[0].elsewhere == ["_bg"])
        #expect(button.sameAsRoot == ["surface"])
        #expect(button.alsoNamed == ["default · .btn"])
        #expect(button.scope?.selectors == [":where(.btn,button)", ":where(html) :where(button,.btn)"])
    }

    @Test(arguments: [
        // `:where()` counts for nothing: a later type selector wins, and so does an earlier class.
        (":where(.btn) { --c: #111111; }\nbutton.btn { --c: #222222; }", "#222222"),
        ("button.btn { --c: #222222; }\n:where(.btn) { --c: #111111; }", "#222222"),
        (".btn { --c: #111111; }\n:where(button) { --c: #222222; }", "#111111"),
        // Equal specificity: the later wins.
        ("button { --c: #111111; }\nbutton { --c: #222222; }", "#222222"),
        // A layered declaration loses to an unlayered one, however specific.
        ("@layer base { #b.btn { --c: #111111; } }\n:where(.btn) { --c: #222222; }", "#222222"),
        // A later layer wins over an earlier one.
        ("@layer a, b;\n@layer b { .btn { --c: #111111; } }\n@layer a { #b.btn { --c: #222222; } }", "#111111"),
        // Inherited from the root where the element declares nothing of its own.
        (":root { --c: #333333; }\n.btn { --other: #000000; }", "#333333"),
        // `var()` is substituted on the element, with the element's own values.
        (":root { --ink: #111111; --c: var(--ink); }\n.btn { --ink: #444444; --c: var(--ink); }", "#444444"),
        // `inherit` and `unset` take the parent's value.
        (":root { --c: #555555; }\n.btn { --c: #000000; }\nbutton.btn { --c: unset; }", "#555555"),
    ])
    func anElementTakesWhatTheCascadeGivesIt(css: String, colour: String) throws {
        var sheets = try CSSStylesheets([(path: "t.css", text: css)], relevant: ["c"])
        let element = ElementKind(element: CSSElement(tag: "button", id: "b", classes: ["btn"]))
        let mode = try #require(sheets.modes.first)
        #expect(sheets.values(of: element, in: mode).mode.tokens["c"]?.colour.hex == colour.uppercased())
    }

    /// A kind inside another takes its values: a form's accent reaches the button in it.
    @Test func aKindInsideAnotherInheritsFromIt() throws {
        let css = ":root { --accent: #0000ff; }\nform { --accent: #ff0000; }\nform button { --c: var(--accent); }\nbutton { --c: var(--accent); }"
        let modes = try Self.modes(css, relevant: ["c"])
        #expect(try Self.mode(modes, "default · form button").tokens["c"]?.colour.hex == "#FF0000")
        #expect(try Self.mode(modes, "default · button").tokens["c"]?.colour.hex == "#0000FF")
    }

    /// A theme is a class on the root, and a rule naming it before an element applies under it:
    /// `.dark .btn` is the button of the `dark` mode, not an element of its own.
    @Test func aComponentUnderARootThemeIsInThatTheme() throws {
        let css = ":root { --bg: #ffffff; }\n.dark { --bg: #000000; }\n.btn { --c: #111111; }\n.dark .btn { --c: #eeeeee; }"
        let modes = try Self.modes(css, relevant: ["bg", "c"])
        #expect(modes.map(\.name) == ["default", "default · .btn", "dark", "dark · .btn"])
        #expect(try Self.mode(modes, "dark · .btn").tokens["c"]?.colour.hex == "#EEEEEE")
        #expect(try Self.mode(modes, "default · .btn").tokens["c"]?.colour.hex == "#111111")
    }

    /// `initial` (the guaranteed-invalid value: Open Props' `--_text: initial /* your text
    /// color */`) and `none` (its disabled button's `--_bg: none`) are no colour by design, not a
    /// missing token; a `var()` of `initial` falls back, and without a fallback is invalid.
    @Test func initialAndNoneAreNoColourByDesign() throws {
        let css = """
        button {
          --_accent: initial /* your color */;
          --_text: initial;
          --_bg: none;
          --_icon: var(--_accent, #123456);
          --_broken: var(--_accent);
        }
        """
        let button = try #require(try Self.modes(css, relevant: ["_text", "_bg", "_icon", "_broken"]).first)
        #expect(button.withoutColour == ["_text", "_bg"])
        #expect(button.tokens["_icon"]?.colour.hex == "#123456")
        #expect(button.invalid["_broken"]?.problem == .guaranteedInvalid(name: "--_accent"))
        let check = LintCheck(pairs: [(foreground: "--_text", background: "--_bg", minimum: 4.5)])
        let result = try #require(check.run(TokenModes(files: ["t.css"], modes: [button], kind: .css)).first)
        #expect(result.findings.isEmpty)
    }

    /// Modes whose names are the same within 40 characters are told apart by a number (naming
    /// them never ended before: the number was cut off with the name's end).
    @Test func modesNamedAlikeAreNumbered() throws {
        let feature = "(a-very-long-media-feature-of-some-kind-number"
        let css = ":root { --a: #ffffff; }\n@media \(feature)-one: 1) { :root { --a: #000000; } }\n@media \(feature)-two: 1) { :root { --a: #111111; } }"
        let names = try Self.modes(css, relevant: ["a"]).map(\.name)
        // Each condition alone, and both: four modes, three of them named alike within 40.
        #expect(names.count == 4 && Set(names).count == 4, "\(names)")
        #expect(names.allSatisfy { $0.count <= CSSScopeName.maximumLength }, "\(names)")
        #expect(names.dropFirst(2).map { $0.suffix(4) } == [" (2)", " (3)"], "\(names)")
    }

    /// Too many kinds of element are refused with that number named.
    @Test func tooManyElementKindsAreRefused() throws {
        let rules = (1...(ElementKind.maximum + 1)).map { "button.k\($0) { --c: #000000; }" }.joined(separator: "\n")
        #expect(throws: TokenProblem(nil, .tooManyElementKinds(maximum: ElementKind.maximum))) {
            try Self.modes(":root { --c: #ffffff; }\n" + rules, relevant: nil)
        }
    }

    /// A selector nesting selector lists thousands deep, or naming an element inside thousands
    /// of others, is refused at its line (read without a bound, the first exhausts the stack and
    /// crashes the run, and matching the second never ends); 64 levels, and 32 elements around
    /// one, are read.
    @Test(arguments: [
        (String(repeating: ":is(", count: 20_000) + "button" + String(repeating: ")", count: 20_000), false),
        (Array(repeating: "div", count: 3_000).joined(separator: " ") + " button", false),
        (":is(" + Array(repeating: "div", count: 3_000).joined(separator: " ") + ") button", false),
        (String(repeating: ":is(", count: CSSSelector.maximumNesting) + "button" + String(repeating: ")", count: CSSSelector.maximumNesting), true),
        (Array(repeating: "div", count: ElementKind.maximumAncestors).joined(separator: " ") + " button", true),
    ])
    func aSelectorTooComplexIsRefusedAtItsLine(selector: String, read: Bool) throws {
        let css = ":root { --c: #ffffff; }\n\(selector) { --c: #000000; }"
        guard read else {
            #expect(throws: TokenProblem(TokenPlace(file: 0, line: 2), .selectorTooComplex(nesting: CSSSelector.maximumNesting, ancestors: ElementKind.maximumAncestors))) {
                try Self.modes(css, relevant: nil)
            }
            return
        }
        let kind = try #require(try Self.modes(css, relevant: nil).last)
        #expect(kind.scope?.element?.hasSuffix("button") == true)
        #expect(kind.tokens["c"]?.colour.hex == "#000000")
    }
}
