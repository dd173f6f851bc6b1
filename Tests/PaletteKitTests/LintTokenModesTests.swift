import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The modes `lint` reads: `var()` substitution as CSS Custom Properties Level 1 says, CSS
/// blocks as modes inheriting `:root`, DTCG files merged in order, a resolver's every
/// combination of contexts, and where each colour is written and defined.
@Suite struct LintTokenModesTests {
    static let fixtures = ExportTests.root.appendingPathComponent("Tests/Fixtures/lint")

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(relative), encoding: .utf8)
    }

    static func css(_ files: [(String, String)], relevant: Set<String>? = nil) throws -> TokenModes {
        try CSSTokenModes.read(files.map { (path: $0.0, text: $0.1) }, relevant: relevant)
    }

    static func resolver(_ relative: String) throws -> TokenModes {
        let path = "Tests/Fixtures/lint/" + relative
        let text = try Self.text(relative)
        var files: [String: String] = [:]
        for file in try DTCGResolverModes.referencedFiles(resolverPath: path, text: text) {
            files[file] = try String(contentsOf: ExportTests.root.appendingPathComponent(file), encoding: .utf8)
        }
        return try DTCGResolverModes.read(resolverPath: path, text: text, files: files)
    }

    // MARK: var() substitution

    @Test(arguments: [
        // A fallback is used when the property is undefined, and the property's value wins when defined.
        (":root { --a: var(--missing, #112233); }", "a", "#112233"),
        (":root { --b: #445566; --a: var(--b, #112233); }", "a", "#445566"),
        // var() anywhere in a value, with and without fallbacks (Open Props' oklch grays).
        (":root { --l: 50%; --a: oklch(var(--l) 0 0); }", "a", "oklch(50% 0 0)"),
        (":root { --a: oklch(99% var(--gray-chroma, none) var(--gray-hue, none)); }", "a", "oklch(99% none none)"),
        (":root { --c: 0.1; --h: 250; --a: oklch(50% var(--c, none) var(--h, none)); }", "a", "oklch(50% 0.1 250)"),
        // A fallback may itself use var(), and nest.
        (":root { --x: #abcdef; --a: var(--m1, var(--m2, var(--x))); }", "a", "#ABCDEF"),
        // A fallback is everything after the first comma, commas and all.
        (":root { --a: var(--m, rgb(1, 2, 3)); }", "a", "#010203"),
        // A chain of plain aliases ending in a colour.
        (":root { --z: #000; --y: var(--z); --x: var(--y); --a: var(--x); }", "a", "#000000"),
        // An alias whose target is a cycle falls back.
        (":root { --p: var(--q); --q: var(--p); --a: var(--p, #fff); }", "a", "#FFFFFF"),
        // The name is case-sensitive; the function name is not.
        (":root { --A: #111; --a: VAR(--A); }", "a", "#111111"),
    ])
    func variablesAreSubstitutedAnywhere(css: String, property: String, expected: String) throws {
        let mode = try #require(Self.css([("t.css", css)]).modes.first)
        // The substituted text as the colour parser reads it (held to ColorAide elsewhere).
        #expect(mode.tokens[property]?.colour == (try ColourParser.parse(expected)), "\(mode.invalid[property].map { "\($0)" } ?? "no value")")
    }

    @Test(arguments: [
        // A cycle makes every property on it invalid, fallbacks or not.
        (":root {\n  --a: var(--b, #fff);\n  --b: var(--a, #000);\n}", "a", 2),
        (":root {\n  --a: oklch(50% 0 0);\n  --b: var(--missing);\n}", "b", 3),
        (":root {\n  --a: #fff;\n  --b: oklch(var(--nope) 0 0);\n}", "b", 3),
        // Through a value built from parts, too.
        (":root {\n  --a: oklch(var(--b) 0 0);\n  --b: var(--a);\n}", "a", 2),
    ])
    func cyclesAndMissingVariablesMakeThePropertyInvalidAtItsLine(css: String, property: String, line: Int) throws {
        let mode = try #require(Self.css([("t.css", css)]).modes.first)
        #expect(mode.tokens[property] == nil)
        let problem = try #require(mode.invalid[property])
        #expect(problem.place?.line == line)
        switch problem.problem {
        case .variableCycle, .missingVariable: break
        default: Issue.record("unexpected \(problem)")
        }
    }

    /// `source FILE` reads Open Props' oklch grays, built from variables with fallbacks, and never
    /// refuses them with a misleading "has ','".
    @Test func sourceReadsColoursBuiltFromVariablesWithFallbacks() throws {
        let library = try SchemeFile.read(try Self.text("real/open-props/src/props.gray-oklch.css"), path: "props.gray-oklch.css")
        #expect(library.colour(named: "gray-0") == (try ColourParser.parse("oklch(99% none none)")))
        #expect(library.colour(named: "gray-15") == (try ColourParser.parse("oklch(10% 0 0)")))
        let fallback = try SchemeFile.read(":root {\n  --a: var(--nowhere, #123456);\n  --s: 0 0 var(--gone);\n}\n", path: "f.css")
        #expect(fallback.colour(named: "a")?.hex == "#123456")
        #expect(fallback.colour(named: "s") == nil)
        #expect(throws: SchemeFileError.self) { try SchemeFile.read(":root {\n  --a: oklch(var(--gone) 0 0);\n}\n", path: "g.css") }
    }

    @Test func aLongChainResolvesWithoutRecursion() throws {
        var lines = [":root {", "  --v0: #abcdef;"]
        for index in 1..<100_000 { lines.append("  --v\(index): var(--v\(index - 1));") }
        let mode = try #require(Self.css([("long.css", (lines + ["}"]).joined(separator: "\n"))]).modes.first)
        let token = try #require(mode.tokens["v99999"])
        #expect(token.colour.hex == "#ABCDEF")
        #expect(token.defined.line == 2)
        #expect(token.aliases == (1...CSSVariableResolver.shownAliases).map { "--v\(99_999 - $0)" })
    }

    @Test func variablesResolveAcrossFilesWithTheDefinitionsLine() throws {
        let modes = try Self.css([
            ("props.colors.css", ":where(html) {\n  --indigo-7: #4263eb;\n  --gray-0: #f8f9fa;\n}\n"),
            ("theme.light.css", ":where(html) {\n  --link: var(--indigo-7);\n  --surface-1: var(--gray-0);\n}\n"),
        ])
        let link = try #require(modes.modes.first?.tokens["link"])
        #expect(link.colour.hex == "#4263EB")
        #expect(link.written == TokenPlace(file: 1, line: 2))
        #expect(link.defined == TokenPlace(file: 0, line: 2))
        #expect(link.aliases == ["--indigo-7"])
    }

    // MARK: CSS modes

    @Test func cssBlocksAreModesInheritingRoot() throws {
        let modes = try Self.css([("theme.css", try Self.text("theme.css"))], relevant: ["bg", "fg", "fg-muted"])
        #expect(modes.modes.map(\.name) == ["default", "dark", "high contrast", "dark · high contrast"])
        let more = modes.modes[2]
        // Inherited from :root (line 8 is `--fg-muted` there; the block's own value wins).
        #expect(more.tokens["bg"]?.colour.hex == "#FFFFFF")
        #expect(more.tokens["fg-muted"]?.colour.hex == "#959595")
        #expect(more.tokens["fg-muted"]?.defined.line == 19)
        // In the dark block, :root's `--bg: var(--gray-9)` is replaced by the block's own.
        #expect(modes.modes[1].tokens["fg"]?.colour.hex == "#F0F0F0")
        // The dark theme while contrast is raised: `:root` and `[data-theme="dark"]` are equally
        // specific, so the raised block, written last, wins (the theme's own block won before,
        // which no browser does).
        let both = modes.modes[3]
        #expect(both.tokens["fg"]?.colour.hex == "#F0F0F0")
        #expect(both.tokens["fg-muted"]?.defined.line == 19)
    }

    @Test func aNestedMediaBlockInheritsItsSelectorsOwnBlock() throws {
        let css = "[data-t=\"a\"] {\n  --x: #111;\n  --y: #222;\n}\n@media (color-gamut: p3) {\n  [data-t=\"a\"] {\n    --y: #333;\n  }\n}\n"
        let modes = try Self.css([("t.css", css)])
        #expect(modes.modes.map(\.name) == ["a", "a · p3"])
        #expect(modes.modes[1].tokens["x"]?.colour.hex == "#111111")
        #expect(modes.modes[1].tokens["y"]?.colour.hex == "#333333")
    }

    @Test func commentsStringsAndOtherAtRulesDoNotConfuseTheReader() throws {
        let css = "/* { --x: #000; } */\n@font-face { font-family: \"a{\"; }\n:root {\n  --x: /* a comment */ #fff;\n  --font: \"}\";\n  --y: #123 !important;\n}\n"
        let mode = try #require(Self.css([("t.css", css)]).modes.first)
        #expect(mode.tokens["x"]?.colour.hex == "#FFFFFF")
        #expect(mode.tokens["x"]?.value == nil)  // written with a comment: not rewritten
        #expect(mode.tokens["y"]?.colour.hex == "#112233")
        #expect(mode.tokens["y"]?.defined.line == 6)
        let y = try #require(mode.tokens["y"]?.value)
        #expect(Array(css.utf8)[y.range].count == 4)
    }

    // MARK: DTCG

    @Test func aResolverGivesEveryCombinationOfContextsInResolutionOrder() throws {
        let modes = try Self.resolver("cards.resolver.json")
        #expect(modes.modes.map(\.name) == ["theme=light,contrast=normal", "theme=light,contrast=high", "theme=dark,contrast=normal", "theme=dark,contrast=high"])
        #expect(modes.files.map { $0.split(separator: "/").last! } == ["cards.resolver.json", "core.tokens.json", "light.tokens.json", "dark.tokens.json", "high.tokens.json"])
        let darkMuted = try #require(modes.modes[2].tokens["color.fg.muted"])
        #expect(darkMuted.colour.hex == "#555555")
        #expect(darkMuted.aliases == ["color.gray.6"])
        #expect(darkMuted.defined == TokenPlace(file: 1, line: 8))
        #expect(darkMuted.written == TokenPlace(file: 3, line: 7))
        // The later context wins: high contrast replaces muted in both themes.
        #expect(modes.modes[3].tokens["color.fg.muted"]?.colour.hex == "#8A8A8A")
        #expect(modes.modes[1].tokens["color.fg.muted"]?.defined == TokenPlace(file: 4, line: 4))
    }

    @Test func tokenFilesAreMergedInOrderOrOneModeEach() throws {
        let first = try DTCGTokenModes.ParsedFile(path: "a.json", text: ##"{"c": {"$type": "color", "x": {"$value": "#111111"}, "y": {"$value": "{c.x}"}}}"##, index: 0)
        let second = try DTCGTokenModes.ParsedFile(path: "b.json", text: ##"{"c": {"$type": "color", "x": {"$value": "#222222"}}}"##, index: 1)
        let merged = try DTCGTokenModes.read([first, second], modePerFile: false)
        #expect(merged.modes.count == 1)
        // The alias in the first file follows the later file's value, as a resolver would.
        #expect(merged.modes[0].tokens["c.y"]?.colour.hex == "#222222")
        #expect(merged.modes[0].tokens["c.y"]?.defined.file == 1)
        let each = try DTCGTokenModes.read([first, second], modePerFile: true)
        #expect(each.modes.map(\.name) == ["a.json", "b.json"])
        #expect(each.modes[0].tokens["c.y"]?.colour.hex == "#111111")
        #expect(each.modes[1].tokens["c.y"] == nil)
    }

    @Test func anInlineResolverSourceIsReadWithItsLines() throws {
        let text = "{\n  \"version\": \"2025.10\",\n  \"resolutionOrder\": [\n    {\"type\": \"set\", \"name\": \"base\", \"sources\": [\n      {\"c\": {\"$type\": \"color\",\n        \"x\": {\"$value\": \"#123456\"}}}\n    ]}\n  ]\n}\n"
        let modes = try DTCGResolverModes.read(resolverPath: "r.resolver.json", text: text, files: [:])
        #expect(modes.modes.map(\.name) == ["default"])
        #expect(modes.modes[0].tokens["c.x"]?.defined == TokenPlace(file: 0, line: 6))
    }

    @Test func aMalformedResolverNamesItsLine() {
        let text = "{\n  \"resolutionOrder\": [\n    {\"$ref\": \"#/nowhere/x\"}\n  ]\n}\n"
        #expect(throws: TokenProblem.self) { try DTCGResolverModes.read(resolverPath: "r.json", text: text, files: [:]) }
        do { _ = try DTCGResolverModes.read(resolverPath: "r.json", text: text, files: [:]) } catch {
            #expect(error.place?.line == 3)
        }
    }

    // MARK: Terrazzo's fixtures, both forms

    /// Every colour of every mode, read from Terrazzo's resolver and from the CSS Terrazzo
    /// generates from it, is the same 8-bit colour (the CSS blocks without a media condition:
    /// the `color-gamut` blocks hold wider-gamut values on purpose), but one: the out-of-gamut
    /// OKLCH token `color.hdr-blue` (and `color.text-hdr`, its alias) in dark and
    /// dark-colorblind, where Terrazzo writes its sRGB mapping as `oklch(63.79% 0.1969 255.8)`,
    /// four significant digits, which reads back one 8-bit step away (#2489FF) from the mapping
    /// of the token itself (#2389FF, CSS Color 4 as ColorAide computes it).
    @Test func terrazzosResolverAndItsGeneratedCSSGiveTheSameColours() throws {
        let dtcg = try Self.resolver("terrazzo-type-color/color.resolver.json")
        let css = try Self.css([("index.want.css", try Self.text("terrazzo-type-color/index.want.css"))])
        #expect(dtcg.modes.count == 7)
        var compared = 0
        var differences: [String] = []
        for mode in dtcg.modes {
            let context = String(mode.name.dropFirst("mode=".count))
            let block = try #require(css.modes.first { $0.scope?.root == "[data-color-theme=\"\(context)\"]" && $0.scope?.conditions == [] }, "\(context)")
            for (name, token) in mode.tokens {
                let property = "ds-" + name.replacingOccurrences(of: ".", with: "-")
                guard let other = block.tokens[property] else { differences.append("\(context) \(name): not in the CSS"); continue }
                compared += 1
                if other.colour != token.colour {
                    let steps = [(token.colour.red, other.colour.red), (token.colour.green, other.colour.green), (token.colour.blue, other.colour.blue)]
                        .map { abs(Int($0.0) - Int($0.1)) }.max()!
                    differences.append("\(context) \(name) \(steps)")
                }
            }
            #expect(block.tokens.count == mode.tokens.count, "\(context)")
        }
        #expect(compared >= 7 * 19)
        #expect(differences.sorted() == ["dark color.hdr-blue 1", "dark color.text-hdr 1", "dark-colorblind color.hdr-blue 1", "dark-colorblind color.text-hdr 1"])
    }
}

/// The schema's `tokens` member: validated like every member, and in the canonical text only
/// when present (so every existing schema keeps its hash).
@Suite struct SchemaTokensMemberTests {
    static let base = """
        {"format": "palette-repl-schema/1", "name": "t", "groups": ["g"], "ground": "bg",
         "roles": [{"name": "bg", "group": "g", "description": "d", "opaque": true}, {"name": "fg", "group": "g", "description": "d"}],
         "ruleKinds": [{"name": "k", "measure": "contrast", "threshold": 4.5, "palettes": "all"}], "rules": {"k": ["fg/bg"]}
        """

    @Test func aMappingIsReadAndWrittenInRoleOrder() throws {
        let schema = try SchemaFile.decode(Self.base + #", "tokens": {"fg": "--text", "bg": "color.bg.default"}}"#)
        #expect(schema.tokens == ["fg": "--text", "bg": "color.bg.default"])
        #expect(SchemaFile.encode(schema).contains(#""tokens": {"#))
        let again = try SchemaFile.decode(SchemaFile.encode(schema))
        #expect(again == schema)
        #expect(SchemaFile.hash(again) == SchemaFile.hash(schema))
        let plain = try SchemaFile.decode(Self.base + "}")
        #expect(!SchemaFile.encode(plain).contains("tokens"))
        // Where lint reads each role from changes no palette: the hash palette files record
        // leaves it out (SchemaFileTests.theHashCoversMeaningNotDocumentation).
        #expect(SchemaFile.hash(plain) == SchemaFile.hash(schema))
    }

    @Test(arguments: [
        (#"{"fgg": "--text"}"#, "tokens.fgg"), (#"{"fg": ""}"#, "tokens.fg"), (#"{"fg": "a..b"}"#, "tokens.fg"),
        (#"{"fg": "{color.x}"}"#, "tokens.fg"), (#"{"fg": 3}"#, "tokens.fg"), (#"["fg"]"#, "tokens"), (#"{"fg": "--"}"#, "tokens.fg"),
    ])
    func aBadMappingIsReportedAtItsPlace(tokens: String, place: String) {
        do {
            _ = try SchemaFile.decode(Self.base + ", \"tokens\": \(tokens)}")
            Issue.record("accepted \(tokens)")
        } catch {
            #expect(error.problems.map(\.place) == [place])
        }
    }
}
