import Foundation
import Testing

/// `export css` and `export tailwind` in a real browser: for each combination of `data-palette`,
/// `data-contrast` and the system's contrast setting (emulated through the DevTools protocol),
/// the root's custom properties are those of the block that combination means, read out of the
/// stylesheet's text by selector; and Tailwind's `dark` variant matches the root exactly when the
/// palette it shows is dark.
@Suite struct StylesheetCascadeBrowserTests {
    static let root = ReplayTests.root

    /// What the page sets, and whose values it should get: `palette` at `high` or standard, or none.
    struct Case {
        let attributes: [String: String]
        let more: Bool
        let expected: (palette: String, high: Bool)?
        let dark: Bool?
    }

    static let tailwindCases = [
        // nord is first: `:root` carries it.
        Case(attributes: [:], more: false, expected: ("nord", false), dark: true),
        Case(attributes: [:], more: true, expected: ("nord", true), dark: true),
        Case(attributes: ["data-contrast": "high"], more: false, expected: ("nord", true), dark: true),
        Case(attributes: ["data-palette": "nord"], more: false, expected: ("nord", false), dark: true),
        Case(attributes: ["data-palette": "craftLight"], more: false, expected: ("craftLight", false), dark: false),
        Case(attributes: ["data-palette": "craftLight"], more: true, expected: ("craftLight", true), dark: false),
        Case(attributes: ["data-palette": "craftLight", "data-contrast": "high"], more: false, expected: ("craftLight", true), dark: false),
        // An app's own setting wins over the system's.
        Case(attributes: ["data-palette": "craftLight", "data-contrast": "standard"], more: true, expected: ("craftLight", false), dark: false),
        Case(attributes: ["data-palette": "nord", "data-contrast": "standard"], more: true, expected: ("nord", false), dark: true),
    ]

    static let cssCases = [
        Case(attributes: [:], more: false, expected: nil, dark: nil),
        Case(attributes: ["data-palette": "nord"], more: false, expected: ("nord", false), dark: nil),
        Case(attributes: ["data-palette": "nord"], more: true, expected: ("nord", true), dark: nil),
        Case(attributes: ["data-palette": "nord", "data-contrast": "high"], more: false, expected: ("nord", true), dark: nil),
        Case(attributes: ["data-palette": "nord", "data-contrast": "standard"], more: true, expected: ("nord", false), dark: nil),
        Case(attributes: ["data-palette": "craftLight"], more: true, expected: ("craftLight", true), dark: nil),
    ]

    @Test(RequiredTools.enabled(Chromium.path, "Chromium is not installed: the stylesheets' browser test needs it (apt-get install chromium)"),
          arguments: [("tailwind", "palettes.tailwind.css", ["nord", "craftLight"]), ("css", "palettes.css", ["craftLight", "nord"])])
    func theBrowserGivesEachCombinationItsBlock(format: String, file: String, ids: [String]) throws {
        let chromium = try RequiredTools.require(Chromium.path, "chromium")
        let folder = try TemporaryFolder()
        let export = try BinaryRunner.run(["export", format] + ids.map { "Palettes/\($0).json" } + ["--out", folder.url.path], directory: Self.root)
        #expect(export.status == 0, "\(export.errors)")
        let stylesheet = try folder.read(file)
        let blocks = Self.blocks(stylesheet)
        func values(_ palette: String, high: Bool) throws -> [String: String] {
            let selector = "[data-palette=\"\(palette)\"]" + (high ? "[data-contrast=\"high\"]" : "")
            return try #require(blocks.first { $0.selectors.contains(selector) }?.values, "no block for \(selector)")
        }
        let properties = try values(ids[0], high: false).keys.sorted()
        for id in ids { #expect(try values(id, high: false) != values(id, high: true), "\(id): high differs from standard somewhere") }
        let variant = stylesheet.firstMatch(of: #/@custom-variant dark \(&(:where\(.*\))\);/#).map { String($0.output.1) }
        let cases = format == "tailwind" ? Self.tailwindCases : Self.cssCases
        if format == "tailwind" { #expect(variant != nil) }

        let request: [[String: Any]] = cases.map { item in
            ["attributes": item.attributes, "contrast": item.more ? "more" : "no-preference", "properties": properties,
             "selector": item.dark == nil ? NSNull() : (variant.map { $0 as Any } ?? NSNull())]
        }
        let lines = try Self.runInChromium(chromium, stylesheet: folder.url.appendingPathComponent(file).path, request)
        try #require(lines.count == cases.count, "\(lines)")
        for (item, line) in zip(cases, lines) {
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let got = (answer["values"] as? [String: String] ?? [:]).mapValues { $0.uppercased() }
            let expected = try item.expected.map { try values($0.palette, high: $0.high) } ?? Dictionary(uniqueKeysWithValues: properties.map { ($0, "") })
            #expect(got == expected.mapValues { $0.uppercased() }, "\(format) \(item.attributes) more: \(item.more)")
            if let dark = item.dark { #expect(answer["matches"] as? Bool == dark, "\(format) dark variant at \(item.attributes)") }
        }
        guard format == "tailwind", let variant else { return }
        // Inside the page: the body's palette, else the root's, decides.
        let inside: [(root: [String: String], body: [String: String], dark: Bool)] = [
            ([:], [:], true), ([:], ["data-palette": "craftLight"], false), (["data-palette": "craftLight"], [:], false),
            (["data-palette": "nord"], [:], true), (["data-palette": "craftLight"], ["data-palette": "nord"], true),
        ]
        let childRequest: [[String: Any]] = inside.map {
            ["attributes": $0.root, "bodyAttributes": $0.body, "contrast": "no-preference", "properties": [String](), "selector": variant]
        }
        let childLines = try Self.runInChromium(chromium, stylesheet: folder.url.appendingPathComponent(file).path, childRequest)
        try #require(childLines.count == inside.count, "\(childLines)")
        for (item, line) in zip(inside, childLines) {
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(answer["childMatches"] as? Bool == item.dark, "dark variant inside root \(item.root), body \(item.body)")
        }
    }

    /// Every rule block of the stylesheet: its selectors and its `--name: value;` declarations.
    static func blocks(_ stylesheet: String) -> [(selectors: [String], values: [String: String])] {
        var result: [(selectors: [String], values: [String: String])] = []
        var current: (selectors: [String], values: [String: String])?
        for line in stylesheet.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasSuffix(" {"), !line.hasPrefix("@") {
                current = (line.dropLast(2).components(separatedBy: ", "), [:])
            } else if line == "}" {
                if let block = current { result.append(block) }
                current = nil
            } else if let match = line.wholeMatch(of: /(--[A-Za-z0-9-]+): ([^;]+);.*/), current != nil {
                current!.values[String(match.output.1)] = String(match.output.2)
            }
        }
        return result
    }

    static func runInChromium(_ chromium: String, stylesheet: String, _ request: [[String: Any]]) throws -> [String] {
        try runInChromium(chromium, stylesheets: [stylesheet], request)
    }

    static func runInChromium(_ chromium: String, stylesheets: [String], _ request: [[String: Any]]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("chromium_cascade.py").path
        process.arguments = ["python3", script, chromium] + stylesheets
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: request))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text.split(separator: "\n").map(String.init)
    }
}
