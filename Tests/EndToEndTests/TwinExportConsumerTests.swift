import Foundation
import Testing

/// Exports pair twins, each read by its consumer: the Swift facade compiled by swiftc and run (on
/// Linux, and against a stand-in module with SwiftUI's declarations of `ColorScheme`,
/// `ColorSchemeContrast` and `Color`), the stylesheet in headless Chromium under each emulated
/// colour scheme, and the DTCG resolver read back by `lint`.
@Suite struct TwinExportConsumerTests {
    static let root = ReplayTests.root
    static let palettes = ["craftLight", "craftDark", "nord"].map { "Palettes/\($0).json" }

    static func export(_ format: String, to folder: TemporaryFolder) throws {
        let export = try BinaryRunner.run(["export", format] + palettes + ["--out", folder.url.path], directory: root)
        #expect(export.status == 0, "\(export.errors)")
    }

    /// A light twin's id gives its dark twin in the dark appearance, at each contrast level; the
    /// dark twin and an unpaired palette are themselves in both; the facade keeps the id, the
    /// appearance and the level apart, so each changes alone.
    @Test func theSwiftFacadeGivesTheDarkTwinInTheDarkAppearance() throws {
        let folder = try TemporaryFolder()
        try Self.export("swift", to: folder)
        try folder.write("""
            print(StreamPalette.palette(.craftLight, appearance: .dark) == StreamPalette.craftDark,
                  StreamPalette.palette(.craftLight, appearance: .light) == StreamPalette.craftLight,
                  StreamPalette.palette(.craftDark, appearance: .light) == StreamPalette.craftDark,
                  StreamPalette.palette(.nord, appearance: .dark) == StreamPalette.nord,
                  StreamPalette.palette(.craftLight, appearance: .dark, contrast: .high) == StreamPalette.High.craftDark,
                  StreamPalette.ID.craftLight.shown(in: .dark))
            StreamTokens.activate(.craftLight, contrast: .high)
            StreamTokens.activate(appearance: .dark)
            print(StreamTokens.active == StreamPalette.High.craftDark, StreamTokens.activeID, StreamTokens.activeAppearance)
            StreamTokens.activate(contrast: .standard)
            print(StreamTokens.active == StreamPalette.craftDark, StreamTokens.paper.hex)
            StreamTokens.activate(.nord)
            print(StreamTokens.active == StreamPalette.nord)
            StreamTokens.activate(.craftLight)
            StreamTokens.activate(appearance: .light)
            print(StreamTokens.active == StreamPalette.craftLight)
            """, to: "main.swift")
        let text = try HandingOnTests.compileAndRun(["-swift-version", "6", "StreamPalette.swift", "main.swift"], in: folder.url)
        let darkPaper = try #require(try String(contentsOf: Self.root.appendingPathComponent("Palettes/craftDark.json"), encoding: .utf8)
            .firstMatch(of: /"paper": "(#[0-9A-F]{6})"/)?.output.1)
        #expect(text == "true true true true true craftDark\ntrue craftLight dark\ntrue \(darkPaper)\ntrue\ntrue\n")
    }

    /// SwiftUI's declarations of the three types the file's `#if canImport(SwiftUI)` part uses,
    /// as Apple's documentation gives them, so that part compiles and runs where SwiftUI is absent.
    static let swiftUIStandIn = """
        public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
        public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }
        public struct Color: Hashable, Sendable {
            public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
            public let opacity: Double
            public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
                self.opacity = opacity
            }
        }
        """

    @Test func theSwiftUIPartTakesAColorScheme() throws {
        let folder = try TemporaryFolder()
        try Self.export("swift", to: folder)
        try folder.write(Self.swiftUIStandIn, to: "SwiftUI.swift")
        try folder.write("""
            import SwiftUI
            print(StreamPalette.palette(.craftLight, colorScheme: .dark) == StreamPalette.craftDark,
                  StreamPalette.palette(.craftLight, colorScheme: .dark, contrast: StreamPalette.Contrast(ColorSchemeContrast.increased)) == StreamPalette.High.craftDark,
                  StreamPalette.Appearance(ColorScheme.light))
            StreamTokens.activate(.craftLight)
            StreamTokens.follow(ColorScheme.dark)
            StreamTokens.follow(ColorSchemeContrast.increased)
            print(StreamTokens.active == StreamPalette.High.craftDark, Color(StreamTokens.highlight).opacity < 1)
            """, to: "main.swift")
        let library = Process()
        library.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        library.arguments = ["swiftc", "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "SwiftUI", "SwiftUI.swift", "-o", "libSwiftUI.a"]
        library.currentDirectoryURL = folder.url
        try library.run()
        library.waitUntilExit()
        try #require(library.terminationStatus == 0)
        let text = try HandingOnTests.compileAndRun(["-swift-version", "6", "-I", ".", "-L", ".", "-lSwiftUI", "StreamPalette.swift", "main.swift"], in: folder.url)
        #expect(text == "true true light\ntrue true\n")
    }

    /// What the page sets and the system says, and whose block the root should get.
    struct Case {
        let attributes: [String: String]
        let dark: Bool
        let more: Bool
        let expected: (palette: String, high: Bool)
    }

    static let cases = [
        Case(attributes: ["data-palette": "craftLight"], dark: false, more: false, expected: ("craftLight", false)),
        Case(attributes: ["data-palette": "craftLight"], dark: false, more: true, expected: ("craftLight", true)),
        Case(attributes: ["data-palette": "craftLight"], dark: true, more: false, expected: ("craftDark", false)),
        Case(attributes: ["data-palette": "craftLight"], dark: true, more: true, expected: ("craftDark", true)),
        Case(attributes: ["data-palette": "craftLight", "data-contrast": "high"], dark: true, more: false, expected: ("craftDark", true)),
        Case(attributes: ["data-palette": "craftLight", "data-contrast": "standard"], dark: true, more: true, expected: ("craftDark", false)),
        // The app's own data-appearance wins over the system's, either way.
        Case(attributes: ["data-palette": "craftLight", "data-appearance": "light"], dark: true, more: false, expected: ("craftLight", false)),
        Case(attributes: ["data-palette": "craftLight", "data-appearance": "light"], dark: true, more: true, expected: ("craftLight", true)),
        Case(attributes: ["data-palette": "craftLight", "data-appearance": "dark"], dark: false, more: false, expected: ("craftDark", false)),
        Case(attributes: ["data-palette": "craftLight", "data-appearance": "dark"], dark: false, more: true, expected: ("craftDark", true)),
        Case(attributes: ["data-palette": "craftLight", "data-appearance": "dark", "data-contrast": "high"], dark: false, more: false, expected: ("craftDark", true)),
        // The dark twin and an unpaired palette are themselves in both.
        Case(attributes: ["data-palette": "craftDark"], dark: false, more: false, expected: ("craftDark", false)),
        Case(attributes: ["data-palette": "craftDark", "data-appearance": "light"], dark: true, more: false, expected: ("craftDark", false)),
        Case(attributes: ["data-palette": "nord"], dark: true, more: false, expected: ("nord", false)),
        Case(attributes: ["data-palette": "nord"], dark: false, more: true, expected: ("nord", true)),
    ]

    /// The root's custom properties are, in each case, those of the palette's own block (the dark
    /// twin's `[data-palette="craftDark"]`, written whether or not it is paired).
    @Test(RequiredTools.enabled(Chromium.path, "Chromium is not installed: the stylesheet's browser test needs it (apt-get install chromium)"))
    func aLightTwinsStylesheetFollowsTheColourScheme() throws {
        let chromium = try RequiredTools.require(Chromium.path, "chromium")
        let folder = try TemporaryFolder()
        try Self.export("css", to: folder)
        let blocks = StylesheetCascadeBrowserTests.blocks(try folder.read("palettes.css"))
        func values(_ palette: String, high: Bool) throws -> [String: String] {
            let selector = "[data-palette=\"\(palette)\"]" + (high ? "[data-contrast=\"high\"]" : "")
            return try #require(blocks.first { $0.selectors == [selector] }?.values, "no block for \(selector)")
        }
        #expect(try values("craftLight", high: false) != values("craftDark", high: false))
        let properties = try values("craftLight", high: false).keys.sorted()
        let request: [[String: Any]] = Self.cases.map { item in
            ["attributes": item.attributes, "properties": properties, "selector": NSNull(),
             "features": [["name": "prefers-color-scheme", "value": item.dark ? "dark" : "light"],
                          ["name": "prefers-contrast", "value": item.more ? "more" : "no-preference"]]]
        }
        let lines = try StylesheetCascadeBrowserTests.runInChromium(chromium, stylesheet: folder.url.appendingPathComponent("palettes.css").path, request)
        try #require(lines.count == Self.cases.count, "\(lines)")
        for (item, line) in zip(Self.cases, lines) {
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let got = (answer["values"] as? [String: String] ?? [:]).mapValues { $0.uppercased() }
            let expected = try values(item.expected.palette, high: item.expected.high).mapValues { $0.uppercased() }
            #expect(got == expected, "\(item.attributes) dark: \(item.dark) more: \(item.more): expected \(item.expected)")
        }
    }

    /// `lint` reads the resolver: every combination of palette, appearance and contrast, and the
    /// light twin in the dark appearance is the same mode as its dark twin (one line of modes
    /// whose colours agree).
    @Test func lintReadsTheResolversAppearanceModifier() throws {
        let folder = try TemporaryFolder()
        try Self.export("dtcg-resolver", to: folder)
        let lint = try BinaryRunner.run(["lint", folder.url.appendingPathComponent("palettes.resolver.json").path], directory: Self.root)
        #expect(lint.status == 0, "\(lint.output)\(lint.errors)")
        #expect(lint.output.contains("palette=craftLight,appearance=dark,contrast=standard | palette=craftDark,appearance=light,contrast=standard | palette=craftDark,appearance=dark,contrast=standard;"),
                "\(lint.output)")
        #expect(lint.output.contains("palette=craftLight,appearance=dark,contrast=high | palette=craftDark,appearance=light,contrast=high | palette=craftDark,appearance=dark,contrast=high;"),
                "\(lint.output)")
    }
}
