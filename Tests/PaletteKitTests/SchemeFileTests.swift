import Foundation
import Testing
@_spi(Testing) @testable import PaletteKit
@_spi(Testing) @testable import PaletteCore
@testable import PaletteDraft
@_spi(Testing) @testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// `source FILE`: the four formats from the committed examples in Schemes/, errors with their
/// lines, and the DTCG exports read back.
@Suite struct SchemeFileTests {
    static let schemes = ExportTests.root.appendingPathComponent("Schemes")

    static func read(_ name: String) throws -> SwatchLibrary {
        try SchemeFile.read(try String(contentsOf: schemes.appendingPathComponent(name), encoding: .utf8), path: "Schemes/" + name)
    }

    static func read(text: String, as fileName: String) -> Result<SwatchLibrary, SchemeFileError> {
        Result { () throws(SchemeFileError) in try SchemeFile.read(text, path: fileName) }
    }

    /// `source` reads Style Dictionary's token form and JSON5 token files as lint does.
    @Test func styleDictionaryAndJSON5TokensAreSources() throws {
        let styleDictionary = "{\"color\": {\"sea\": {\"value\": \"#1E3C5A\", \"type\": \"color\"}, \"ink\": {\"value\": \"{color.sea.value}\"}}}"
        let library = try Self.read(text: styleDictionary, as: "sd.json").get()
        #expect(library.swatches.map { "\($0.name) \($0.colour.hex)" } == ["color.sea #1E3C5A", "color.ink #1E3C5A"])
        let json5 = "// tokens\n{color: {sea: {$type: 'color', $value: '#1E3C5A',},},}"
        let fromJSON5 = try Self.read(text: json5, as: "t.json5").get()
        #expect(fromJSON5.swatches.map(\.name) == ["color.sea"])
    }

    @Test(arguments: [
        ("harbour.tokens.json", "harbour", "DTCG tokens",
         ["color.sea": "#1E3C5A", "color.sea.deep": "#0D2339", "color.sea.foam": "#EAF4F6", "color.sand": "#E8DCC4",
          "color.rope": "#C98A3F", "color.paper": "#E8DCC4", "color.ink": "#0D2339"]),
        ("studio.css", "studio", "CSS custom properties",
         ["canvas": "#FAF7F2", "canvas-raised": "#FCFAF8", "text-strong": "#291F18", "accent": "#663399", "link": "#663399",
          "shadow": "#00000066"]),
        ("tomorrowNight.yaml", "tomorrowNight", "base16/base24 scheme",
         ["base00": "#1D1F21", "base05": "#C5C8C6", "base08": "#CC6666", "base0A": "#F0C674", "base0F": "#A3685A"]),
        ("brand.json", "brand", "JSON colours",
         ["primary": "#0A84FF", "primaryPressed": "#0060DF", "neutral": "#8E8E93", "warning": "#FF9500", "canvas": "#FFFFFF"]),
    ])
    func committedExamplesLoad(file: String, name: String, title: String, expected: [String: String]) throws {
        let library = try Self.read(file)
        #expect(library.name == name)
        #expect(library.title == title)
        #expect(library.provenance == "Schemes/" + file)
        for (swatch, hex) in expected { #expect(library.colour(named: swatch)?.hex == hex, "\(swatch)") }
        if file.hasSuffix(".yaml") { #expect(library.swatches.count == 16) } else { #expect(library.swatches.count == expected.count) }
    }

    /// Each bad file is refused whole, naming the line of the first bad entry.
    @Test(arguments: [
        ("x.json", "{\n  \"a\": \"#112233\",\n  \"b\": \"#12345G\"\n}", 3),
        ("x.json", "{\n  \"a\": \"#112233\",\n  \"b\": 7\n}", 3),
        ("x.json", "{\n  \"a\": \"#112233\",\n  \"b\" \"#000\"\n}", 3),
        ("x.json", "{\n  \"a\": \"#112233\",\n  \"a\": \"#445566\"\n}", 3),
        ("x.tokens.json", "{\n \"c\": {\n  \"$type\": \"color\",\n  \"a\": {\"$value\": \"{c.zz}\"}\n }\n}", 4),
        ("x.tokens.json", "{\n \"c\": {\n  \"$type\": \"color\",\n  \"a\": {\"$value\": \"{c.b}\"},\n  \"b\": {\"$value\": \"{c.a}\"}\n }\n}", 4),
        ("x.tokens.json", "{\n \"c\": {\n  \"$type\": \"color\",\n  \"a\": {\"$value\": {\"colorSpace\": \"cmyk\", \"components\": [0, 0, 0]}}\n }\n}", 4),
        ("x.tokens.json", "{\n \"c\": {\n  \"a\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0]}}\n }\n}", 3),
        ("x.tokens.json", "{\n \"c\": {\n  \"$type\": \"color\",\n  \"a\": {\"$value\": \"blue-ish\"}\n }\n}", 4),
        ("x.tokens.json", "{\n \"c\": {\n  \"$type\": \"color\",\n  \"a\": 12\n }\n}", 4),
        ("x.tokens.json", "{\n \"n\": {\"$type\": \"number\", \"$value\": 4},\n \"c\": {\"$type\": \"color\", \"$value\": \"{n}\"}\n}", 3),
        ("x.css", ":root {\n  --x: #fff;\n  --y: rgb(1 2);\n}", 3),
        ("x.css", ":root {\n  --x: #fff;\n  --y: var(--nowhere);\n}", 3),
        ("x.css", "a {\n  --x: #fff;\n}\nb {\n  --x: #000;\n}", 5),
        // The DTCG reader keeps the rule of the others: a name with two colours is the error.
        ("x.tokens.json", "{\n \"c\": {\n  \"$type\": \"color\",\n  \"a\": {\"$value\": \"#112233\"},\n  \"a\": {\"$value\": \"#445566\"}\n }\n}", 5),
        ("x.tokens.json", "{\n \"a.b\": {\"$type\": \"color\", \"$value\": \"#112233\"},\n \"a\": {\n  \"b\": {\"$type\": \"color\", \"$value\": \"#445566\"}\n }\n}", 4),
        ("x.yaml", "scheme: \"X\"\nbase00: \"1122\"\n", 2),
        ("x.yaml", "scheme: \"X\"\nbase00: \"11223G\"\n", 2),
        ("x.yaml", "scheme: \"X\"\nthis is not yaml\n", 2),
    ])
    func aBadEntryNamesItsLine(fileName: String, text: String, line: Int) {
        guard case .failure(let error) = Self.read(text: text, as: fileName) else { Issue.record("\(fileName) loaded: \(text)"); return }
        #expect(error.line == line, "\(error)")
    }

    /// A colour with an empty name loads in no format (found by the scheme-file fuzz harness:
    /// `{"": "white"}` loaded a swatch nobody could name); the error names its line.
    @Test(arguments: [
        ("x.json", "{\n \"primary\": \"#0A84FF\",\n \"\": \"white\"\n}", 3),
        ("x.tokens.json", "{\n \"a\": {\"$type\": \"color\", \"$value\": \"#112233\"},\n \"\": {\"$type\": \"color\", \"$value\": \"#fff\"}\n}", 3),
    ])
    func aColourWithAnEmptyNameIsRefused(fileName: String, text: String, line: Int) {
        guard case .failure(let error) = Self.read(text: text, as: fileName) else { Issue.record("\(fileName) loaded: \(text)"); return }
        #expect(error == SchemeFileError(line: line, .emptyName))
    }

    /// A stylesheet's bare `--` declaration is not one of the custom properties the reader takes,
    /// so it names no swatch at all.
    @Test func aBareDoubleDashIsPassedOver() throws {
        #expect(try SchemeFile.read(":root {\n  --a: #112233;\n  --: #fff;\n}", path: "x.css").swatches.map(\.name) == ["a"])
    }

    @Test(arguments: [
        ("x.txt", "#FFFFFF", SchemeFileError.Problem.unknownFormat(fileName: "x.txt")),
        ("x.yaml", "scheme: \"X\"\nbase00: \"112233\"\n",
         .missingBase16(scheme: "X", keys: Base16SchemeReader.base16Keys.dropFirst().map { $0 })),
        ("x.css", "a { color: red; --gap: 4px; }", .noColours),
        ("x.json", "{}", .noColours),
    ])
    func aWholeFileProblemHasNoLine(fileName: String, text: String, problem: SchemeFileError.Problem) {
        guard case .failure(let error) = Self.read(text: text, as: fileName) else { Issue.record("\(fileName) loaded"); return }
        #expect(error == SchemeFileError(line: nil, problem))
    }

    @Test(arguments: [
        ("x.json", "{\"a\": \"#112233\", \"a\": \"#112233\", \"b\": \"#000000\"}"),
        ("x.css", "a { --a: #112233; }\nb { --a: #112233; --b: #000; }"),
        ("x.tokens.json", "{\"a\": {\"$type\": \"color\", \"$value\": \"#112233\"}, \"a\": {\"$type\": \"color\", \"$value\": \"#112233\"}, \"b\": {\"$type\": \"color\", \"$value\": \"#000\"}}"),
    ])
    func aNameGivenTwiceWithOneColourIsOneSwatch(fileName: String, text: String) throws {
        let library = try SchemeFile.read(text, path: fileName)
        #expect(library.swatches.map(\.name) == ["a", "b"])
    }

    /// Only colours can disagree: a property that is not a colour may differ between rules (a
    /// radius in a media query) without refusing the file.
    @Test func aNonColourPropertyGivenTwiceIsPassedOver() throws {
        let text = ":root {\n  --radius: 4px;\n  --ink: #112233;\n}\n@media (min-width: 40em) {\n  :root { --radius: 6px; --ink: #112233; }\n}\n"
        #expect(try SchemeFile.read(text, path: "x.css").swatches.map(\.name) == ["ink"])
    }

    @Test func base24AndTheOlderTopLevelLayoutLoad() throws {
        var text = "scheme: \"Flat\" # a comment\nauthor: someone\n"
        text += Base16SchemeReader.base16Keys.enumerated().map { "\($0.element): '\(String(format: "%06X", $0.offset * 0x0F0F0F))'\n" }.joined()
        let base16 = try Self.read(text: text, as: "flat.yml").get()
        #expect(base16.swatches.count == 16)
        #expect(base16.colour(named: "base0F")?.hex == "#E1E1E1")
        text += Base16SchemeReader.base24Keys.map { "\($0): \"#ABCDEF\"\n" }.joined()
        #expect(try Self.read(text: text, as: "flat.yml").get().swatches.count == 24)
    }

    /// Each of the Color module's fourteen spaces in its own component ranges; the hex values
    /// are ColorAide's for the same colour written in CSS (gamut-mapped as the fixture's are).
    @Test(arguments: [
        ("srgb", "[0.2, 0.4, 0.6]", "#336699"), ("srgb-linear", "[0.2, 0.4, 0.6]", "#7CAACB"),
        ("hsl", "[200, 50, 40]", "#337799"), ("hwb", "[200, 15, 35]", "#267BA6"),
        ("lab", "[60, 20, -30]", "#A085C6"), ("lch", "[60, 40, 250]", "#3F9AD2"),
        ("oklab", "[0.6, 0.05, -0.1]", "#8771BB"), ("oklch", "[0.6, 0.12, 250]", "#4284C5"),
        ("display-p3", "[0.2, 0.4, 0.6]", "#1B689D"), ("a98-rgb", "[0.2, 0.4, 0.6]", "#00669C"),
        ("prophoto-rgb", "[0.2, 0.4, 0.6]", "#007A90"), ("rec2020", "[0.2, 0.4, 0.6]", "#006089"),
        ("xyz-d65", "[0.2, 0.25, 0.4]", "#4893A6"), ("xyz-d50", "[0.2, 0.25, 0.4]", "#2D94BF"),
    ])
    func everyDTCGColourSpaceReads(space: String, components: String, hex: String) throws {
        let text = "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": \(components), \"alpha\": 0.5}}}"
        let colour = try #require(try SchemeFile.read(text, path: "spaces.tokens.json").colour(named: "c"))
        #expect(colour.opaque.hex == hex)
        #expect(colour.alpha == 128)
    }

    /// A space outside the Color module reads from its hex fallback whatever its components are,
    /// as the error for one without a fallback recommends (the fallback is looked at first, so
    /// CMYK's four components are never refused for not being three).
    @Test(arguments: ["[0.1, 0.2, 0.3, 0.4]", "[0.1, 0.2, 0.3]", "[]"])
    func aSpaceOutsideTheModuleReadsItsHexFallback(components: String) throws {
        let text = "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"cmyk\", \"components\": \(components), \"hex\": \"#336699\"}}}"
        let colour = try #require(try SchemeFile.read(text, path: "cmyk.tokens.json").colour(named: "c"))
        #expect(colour.hex == "#336699")
    }

    @Test(arguments: [
        ("mytheme.yaml", "mytheme"), ("nord.tokens.json", "nord"), ("my-theme.css", "my_theme"), ("2024.json", "_2024"),
    ])
    func libraryNamesAreTheStemAsAnIdentifier(fileName: String, name: String) {
        #expect(SchemeFile.libraryName(forFileName: fileName) == name)
    }

    /// What `export dtcg` writes, in both colour forms, reads back to every role, and an alias
    /// to the role it names.
    @Test(arguments: [DTCGColourForm.object, .legacyHex])
    func dtcgExportsReadBack(form: DTCGColourForm) throws {
        let palettes = try Schema.stream.ids.map(ExportTests.shipped)
        let text = try PaletteExporter.export(palettes, as: .dtcg, dtcgColours: form)[0].text
        let library = try SchemeFile.read(text, path: "Generated/palettes.tokens.json")
        #expect(library.name == "palettes")
        for palette in palettes {
            for role in palette.schema.roleNames {
                #expect(library.colour(named: "\(palette.id).\(role)") == palette[role], "\(palette.id).\(role)")
            }
            #expect(library.colour(named: "\(palette.id).highlightPlate") == palette["plate"])
        }
    }
}

/// Names from scheme files in expressions: hyphens (CSS) and dotted paths (DTCG).
@Suite struct SchemeNameExpressionTests {
    @Test(arguments: [
        ("studio.canvas-raised", ColourExpression.qualifiedSwatch(library: "studio", swatch: "canvas-raised")),
        ("canvas-raised", .name("canvas-raised")),
        ("harbour.color.sea.deep", .qualifiedSwatch(library: "harbour", swatch: "color.sea.deep")),
        ("harbour.color.sea.stepped(0.1)", .stepped(.qualifiedSwatch(library: "harbour", swatch: "color.sea"), 0.1)),
        ("mix(brand.primary, ink, 0.5)", .mix(.qualifiedSwatch(library: "brand", swatch: "primary"), .name("ink"), 0.5)),
    ])
    func parses(text: String, expected: ColourExpression) throws {
        #expect(try ColourExpressionParser.parse(text) == expected)
    }

    @Test func namesResolveQualifiedAndNot() throws {
        let harbour = try SchemeFileTests.read("harbour.tokens.json")
        let studio = try SchemeFileTests.read("studio.css")
        let evaluator = ExpressionEvaluator(palette: Palette(id: PaletteID("x")!), libraries: [harbour, studio])
        #expect(try evaluator.evaluate("harbour.color.sea").hex == "#1E3C5A")
        #expect(try evaluator.evaluate("color.sea.deep").hex == "#0D2339")
        #expect(try evaluator.evaluate("studio.text-strong").hex == "#291F18")
        #expect(try evaluator.evaluate("canvas-raised").hex == "#FCFAF8")
        #expect(throws: ExpressionError.self) { try evaluator.evaluate("harbor.color.sea") }
    }
}

/// Scheme files at the input limit's scale: long alias chains are followed in a loop (a
/// recursive resolver with a linear cycle check would overflow the stack or take quadratic
/// time here), a line is found without rescanning the file for each entry, and files saved
/// with CRLF read as with LF.
@Suite struct SchemeFileScaleTests {
    static let length = 100_000

    @Test func aLongDTCGAliasChainLoads() throws {
        var members = [##""t0": {"$type": "color", "$value": "#123456"}"##]
        for index in 1..<Self.length { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
        let library = try SchemeFile.read("{\n" + members.joined(separator: ",\n") + "\n}\n", path: "long.tokens.json")
        #expect(library.swatches.count == Self.length)
        #expect(library.colour(named: "t\(Self.length - 1)")?.hex == "#123456")
    }

    @Test func aLongDTCGAliasCycleIsOneError() {
        var members = [#""t0": {"$type": "color", "$value": "{t99999}"}"#]
        for index in 1..<Self.length { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
        guard case .failure(let error) = SchemeFileTests.read(text: "{\n" + members.joined(separator: ",\n") + "\n}\n", as: "c.tokens.json"),
              case .aliasCycle(let names) = error.problem else { Issue.record("no cycle found"); return }
        #expect(names.count == Self.length + 1)
        #expect(error.line != nil)
    }

    @Test func aLongCSSVariableChainLoads() throws {
        var lines = [":root {", "  --v0: #abcdef;"]
        for index in 1..<Self.length { lines.append("  --v\(index): var(--v\(index - 1));") }
        let library = try SchemeFile.read((lines + ["}"]).joined(separator: "\n"), path: "long.css")
        #expect(library.colour(named: "v\(Self.length - 1)")?.hex == "#ABCDEF")
    }

    @Test func aLateErrorInALargeFileNamesItsLine() {
        var members = (0..<Self.length).map { "\"c\($0)\": \"#102030\"" }
        members.append("\"bad\": \"#10203\"")
        guard case .failure(let error) = SchemeFileTests.read(text: "{\n" + members.joined(separator: ",\n") + "\n}\n", as: "big.json") else {
            Issue.record("loaded"); return
        }
        #expect(error.line == Self.length + 2)
    }

    @Test(arguments: [
        ("crlf.yaml", "scheme: \"X\"\r\n" + (0..<16).map { String(format: "base0%X: \"%06X\"", $0, $0) }.joined(separator: "\r\n") + "\r\n", "base0F", "#00000F"),
        ("crlf.css", ":root {\r\n  --a: #112233;\r\n  --b: var(--a);\r\n}\r\n", "b", "#112233"),
        ("crlf.json", "{\r\n  \"a\": \"#112233\"\r\n}\r\n", "a", "#112233"),
    ])
    func crlfFilesRead(fileName: String, text: String, name: String, hex: String) throws {
        #expect(try SchemeFile.read(text, path: fileName).colour(named: name)?.hex == hex)
    }

    @Test func crlfLinesCountInErrors() {
        guard case .failure(let error) = SchemeFileTests.read(text: ":root {\r\n  --a: #112233;\r\n  --b: rgb(1 2);\r\n}\r\n", as: "x.css") else {
            Issue.record("loaded"); return
        }
        #expect(error.line == 3)
        guard case .failure(let yamlError) = SchemeFileTests.read(text: "scheme: X\r\nbase00: \"12\"\r\n", as: "x.yaml") else {
            Issue.record("loaded"); return
        }
        #expect(yamlError.line == 2)
    }
}

/// DTCG 2025.10 groups that `$extends` another: its tokens under the extending group's name,
/// overridden where the group writes its own, and every way to make the copying endless refused.
@Suite struct DTCGExtendsTests {
    static let base = ##""base": {"$type": "color", "a": {"$value": "#111111"}, "b": {"$value": "#222222"}}"##

    @Test(arguments: ["{base}", "#/base"])
    func aGroupTakesTheTokensItExtends(reference: String) throws {
        let text = "{\n \(Self.base),\n \"dark\": {\"$extends\": \"\(reference)\", \"b\": {\"$type\": \"color\", \"$value\": \"#333333\"}}\n}"
        let library = try SchemeFile.read(text, path: "x.tokens.json")
        #expect(library.colour(named: "dark.a")?.hex == "#111111")
        #expect(library.colour(named: "dark.b")?.hex == "#333333")
        #expect(library.colour(named: "base.b")?.hex == "#222222")
    }

    @Test(arguments: [
        ("\"p\": {\"$extends\": \"{q}\"},\n \"q\": {\"$extends\": \"{p}\"}", 3),
        ("\"p\": {\"$extends\": \"{p}\"}", 2),
        ("\"p\": {\"$type\": \"color\", \"c\": {\"$extends\": \"{p}\"}}", 2),
        ("\"p\": {\"$extends\": \"{nowhere}\"}", 2),
        ("\"p\": {\"$extends\": \"{base.a}\"}", 2),
    ])
    func endlessOrMissingExtensionsAreRefused(group: String, line: Int) {
        // Lines: 1 "{", 2 the base group, 3 on: the groups under test.
        guard case .failure(let error) = SchemeFileTests.read(text: "{\n \(Self.base),\n \(group)\n}", as: "x.tokens.json") else {
            Issue.record("loaded: \(group)"); return
        }
        #expect(error.line == line + 1, "\(error)")
    }

    @Test func chainsAndCopiesAreBounded() {
        let depth = DTCGTokenReader.maximumExtendsDepth + 2
        var groups = [Self.base, ##""g0": {"$extends": "{base}"}"##]
        for index in 1...depth { groups.append("\"g\(index)\": {\"$extends\": \"{g\(index - 1)}\"}") }
        guard case .failure(let deep) = SchemeFileTests.read(text: "{" + groups.joined(separator: ",\n") + "}", as: "x.tokens.json") else {
            Issue.record("a chain of \(depth) loaded"); return
        }
        #expect(deep.problem == .extendsTooDeep(limit: DTCGTokenReader.maximumExtendsDepth))

        let wide = (0..<1001).map { "\"t\($0)\": {\"$value\": \"#123456\"}" }.joined(separator: ",")
        var copies = ["\"big\": {\"$type\": \"color\", \(wide)}"]
        for index in 0..<1000 { copies.append("\"c\(index)\": {\"$extends\": \"{big}\"}") }
        guard case .failure(let many) = SchemeFileTests.read(text: "{" + copies.joined(separator: ",\n") + "}", as: "x.tokens.json") else {
            Issue.record("a million copies loaded"); return
        }
        #expect(many.problem == .tooManyTokens(limit: DTCGTokenReader.maximumTokens))
    }
}
