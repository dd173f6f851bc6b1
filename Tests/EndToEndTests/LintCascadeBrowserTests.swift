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
            let dark = mode.name.hasSuffix(".dark, .dark-theme"), wide = mode.name.contains("(color-gamut: p3)")
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
