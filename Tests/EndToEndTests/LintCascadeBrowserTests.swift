import Foundation
import Testing
import PaletteKit

/// `lint`'s CSS modes against a real browser: Radix Colors' stylesheets (as its build writes them)
/// under a team's semantic layer, each mode lint reads set up in headless Chromium (the dark
/// theme's class on the root, the colour gamut emulated through the DevTools protocol, `@supports`
/// as the browser evaluates it): every semantic property has the colour lint reads in that mode.
@Suite struct LintCascadeBrowserTests {
    static let properties = ["color-bg", "color-panel", "color-border", "color-text", "color-text-muted", "color-link", "color-accent"]

    @Test(RequiredTools.enabled(Chromium.path, "Chromium is not installed: the lint cascade's browser test needs it (apt-get install chromium)"))
    func eachModeIsWhatTheBrowserComputes() throws {
        let chromium = try RequiredTools.require(Chromium.path, "chromium")
        let folder = ReplayTests.root.appendingPathComponent("Tests/Fixtures/lint/real/radix")
        let names = ["gray.css", "gray-dark.css", "blue.css", "blue-dark.css", "semantic.css"]
        let files = try names.map { (path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let modes = try CSSTokenModes.read(files, relevant: Set(Self.properties)).modes
        #expect(modes.count == 4)
        let request: [[String: Any]] = modes.map { mode in
            let dark = mode.scope?.root == ".dark, .dark-theme", wide = mode.scope?.conditions.contains { $0.contains("(color-gamut: p3)") } == true
            return ["attributes": dark ? ["class": "dark"] : [String: String](), "contrast": "no-preference",
                    "features": [["name": "color-gamut", "value": wide ? "p3" : "srgb"]],
                    "properties": Self.properties.map { "--" + $0 }, "selector": NSNull()]
        }
        let lines = try StylesheetCascadeBrowserTests.runInChromium(chromium, stylesheets: names.map { folder.appendingPathComponent($0).path }, request)
        try #require(lines.count == modes.count, "\(lines)")
        for (mode, line) in zip(modes, lines) {
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let values = try #require(answer["values"] as? [String: String])
            for property in Self.properties {
                let text = try #require(values["--" + property], "\(mode.name) \(property)")
                #expect(try ColourParser.parse(text) == mode.tokens[property]?.colour, "\(mode.name) --\(property): the browser computes \(text)")
            }
        }
    }
}

/// `lint`'s element kinds against a real browser: Open Props' six files (its colours, gray scale,
/// custom media, light theme, theme and buttons, argyleink/open-props at b515be8e), each mode lint
/// reads set up in headless Chromium (the colour scheme and gamut emulated), and in it every
/// element kind lint derives from the selectors, built in the page with the elements it sits in,
/// plus a button, a disabled one, a `.btn` link, a submit input, a button in a form and a
/// disabled reset input written here: every custom property lint reads for an element has the value Chromium computes for it,
/// and one lint finds no colour in (`--_text: initial`, `--_bg: none`) has none there.
@Suite struct LintElementKindsBrowserTests {
    static let folder = ReplayTests.root.appendingPathComponent("Tests/Fixtures/lint/real/open-props/src")
    static let names = ["props.colors.css", "props.gray-hsl.css", "props.media.css", "extra/theme.light.css", "extra/theme.css", "extra/buttons.css"]

    /// Written here, not derived: the elements a page of Open Props' buttons has.
    static let written = [
        ElementKind(element: CSSElement(tag: "button")),
        ElementKind(element: CSSElement(tag: "button", attributes: [("disabled", "")])),
        ElementKind(element: CSSElement(tag: "a", classes: ["btn"], attributes: [("href", "#")])),
        ElementKind(element: CSSElement(tag: "input", attributes: [("type", "submit")])),
        ElementKind(ancestors: [CSSElement(tag: "form")], element: CSSElement(tag: "button")),
        ElementKind(element: CSSElement(tag: "input", attributes: [("type", "reset"), ("disabled", "")])),
    ]

    /// The media features a mode's conditions (custom media expanded) ask for, the others at
    /// their defaults.
    static func features(_ conditions: [String]) -> [[String: String]] {
        let text = conditions.joined(separator: " ")
        return [["name": "prefers-color-scheme", "value": text.contains("(prefers-color-scheme: dark)") ? "dark" : "light"],
                ["name": "color-gamut", "value": text.contains("(color-gamut: p3)") ? "p3" : "srgb"],
                ["name": "prefers-contrast", "value": "no-preference"]]
    }

    static func json(_ element: CSSElement) -> [String: Any] {
        ["tag": element.tag ?? NSNull(), "id": element.id ?? NSNull(), "classes": element.classes,
         "attributes": element.attributes.map { [$0.name, $0.value] }]
    }

    @Test(RequiredTools.enabled(Chromium.path, "Chromium is not installed: the element kinds' browser test needs it (apt-get install chromium)"))
    func everyElementKindIsWhatTheBrowserComputes() throws {
        let chromium = try RequiredTools.require(Chromium.path, "chromium")
        let files = try Self.names.map { (path: $0, text: try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)) }
        var sheets = try CSSStylesheets(files, relevant: nil)
        #expect(sheets.modes.map(\.name) == ["default", "hdr or p3", "dark", "dark · hdr or p3"])
        let kinds = sheets.kinds + Self.written
        let properties = sheets.declaredAnywhere.sorted().map { "--" + $0 }
        let request: [[String: Any]] = sheets.modes.map { mode in
            ["attributes": Dictionary(uniqueKeysWithValues: mode.root.attributes.map { ($0.name, $0.value) }), "features": Self.features(mode.conditions),
             "contrast": "no-preference", "properties": properties, "selector": NSNull(),
             "elements": kinds.map { kind in (kind.ancestors + [kind.element]).map(Self.json) }]
        }
        // Browsers do not read `@custom-media`: Open Props' build writes each query out in its
        // place (postcss-custom-media), and so does this, in copies the page links.
        let built = try TemporaryFolder()
        let media = files.first { $0.path == "props.media.css" }!.text
        let queries = media.matches(of: /@custom-media\s+(--[A-Za-z0-9-]+)\s+([^;]+);/).map { (String($0.output.1), String($0.output.2)) }
        for file in files {
            var text = file.text
            for (name, query) in queries { text = text.replacingOccurrences(of: "@media (\(name))", with: "@media \(query)") }
            try built.write(text, to: file.path)
        }
        let lines = try StylesheetCascadeBrowserTests.runInChromium(chromium, stylesheets: Self.names.map { built.url.appendingPathComponent($0).path }, request)
        try #require(lines.count == sheets.modes.count, "\(lines)")
        var compared = 0
        for (mode, line) in zip(sheets.modes, lines) {
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let elements = try #require(answer["elements"] as? [[String: String]])
            for (kind, browser) in zip(kinds, elements) {
                let values = sheets.values(of: kind, in: mode).mode
                for property in sheets.declaredAnywhere {
                    let text = browser["--" + property] ?? ""
                    if let token = values.tokens[property] {
                        #expect((try? ColourParser.parse(text)) == token.colour, "\(mode.name) \(kind.name) --\(property): lint \(token.colour.hex), the browser \(text)")
                        compared += 1
                    } else if values.invalid[property] != nil {
                        #expect(text.isEmpty, "\(mode.name) \(kind.name) --\(property): invalid in lint, the browser computes \(text)")
                    } else {
                        #expect((try? ColourParser.parse(text)) == nil, "\(mode.name) \(kind.name) --\(property): no colour in lint, the browser computes \(text)")
                    }
                }
            }
        }
        // 4 modes × 19 elements (13 kinds derived, 6 written here) × 90 properties: 5,272 colours
        // equal, every other value none in both.
        #expect(sheets.kinds.count == 13 && sheets.declaredAnywhere.count == 90)
        #expect(compared == 5272)
    }
}
