import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The shortcuts that make `lint` fast give what the long way gives: only the
/// checked properties resolved, `var()` references read on bytes, one parse per distinct value,
/// and the nearest passing colour searched without the compromise walk it never reads.
@Suite struct LintShortcutTests {
    /// The real design systems and fixtures `lint` is tested on, each as the files read together.
    static func stylesheets() throws -> [[(path: String, text: String)]] {
        let groups = [["theme.css"], ["real/shoelace/light.css", "real/shoelace/dark.css"],
                      ["real/open-props/src/props.colors.css", "real/open-props/src/props.gray-oklch.css", "real/open-props/src/extra/theme.light.css", "real/open-props/src/extra/theme.css"],
                      ["terrazzo-type-color/index.want.css"]]
        return try groups.map { group in try group.map { (path: $0, text: try LintTokenModesTests.text($0)) } }
            + [[(path: "speed.css", text: generated)]]
    }

    /// A small stylesheet of the speed figure's shape: primitives in `:root`, semantic aliases
    /// redefined in every mode, one value built from parts and one broken alias.
    static let generated: String = {
        var generator = SplitMix64(seed: 21)
        var lines = [":root {", "  --c: 0.1;"]
        for index in 0..<60 { lines.append("  --p\(index): oklch(\(Int.random(in: 5...98, using: &generator))% 0.\(Int.random(in: 0...20, using: &generator)) \(Int.random(in: 0...359, using: &generator)));") }
        func semantic() -> [String] { (0..<20).map { "  --fg\($0): var(--p\(Int.random(in: 0..<60, using: &generator)));" } + ["  --bg0: oklch(50% var(--c) 10);", "  --broken: var(--nowhere);"] }
        lines += semantic() + ["}"]
        for mode in 0..<3 { lines += ["[data-theme=\"m\(mode)\"] {"] + semantic() + ["}"] }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// Reading only the checked properties gives each of them exactly what reading every
    /// property gives (the long way, which `source` and the Terrazzo comparison still take).
    @Test func readingOnlyTheCheckedPropertiesGivesTheSameTokens() throws {
        var compared = 0
        for files in try Self.stylesheets() {
            let full = try CSSTokenModes.read(files, relevant: nil)
            let names = Set(full.modes.flatMap { Array($0.tokens.keys) + Array($0.invalid.keys) })
            // Every other property, so the reduced reading has to leave some out.
            let relevant = Set(names.sorted().enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
            let reduced = try CSSTokenModes.read(files, relevant: relevant)
            #expect(!reduced.modes.isEmpty)
            for mode in reduced.modes {
                let long = try #require(full.modes.first { $0.name == mode.name })
                #expect(mode.tokens == long.tokens.filter { relevant.contains($0.key) }, "\(files[0].path) \(mode.name)")
                #expect(mode.invalid == long.invalid.filter { relevant.contains($0.key) }, "\(files[0].path) \(mode.name)")
                compared += mode.tokens.count
            }
        }
        #expect(compared > 200)
    }

    /// The same for DTCG: a resolver's modes and token files merged, each checked token what
    /// resolving every token gives it.
    @Test func readingOnlyTheCheckedTokensGivesTheSameTokens() throws {
        var compared = 0
        func check(_ read: (Set<String>?) throws -> TokenModes) throws {
            let full = try read(nil)
            let names = Set(full.modes.flatMap { Array($0.tokens.keys) + Array($0.invalid.keys) })
            let relevant = Set(names.sorted().enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
            let reduced = try read(relevant)
            #expect(reduced.modes.map(\.name) == full.modes.map(\.name))
            for (mode, long) in zip(reduced.modes, full.modes) {
                #expect(mode.tokens == long.tokens.filter { relevant.contains($0.key) }, "\(mode.name)")
                #expect(mode.invalid == long.invalid.filter { relevant.contains($0.key) }, "\(mode.name)")
                compared += mode.tokens.count
            }
        }
        for resolver in ["cards.resolver.json", "terrazzo-type-color/color.resolver.json"] {
            let path = "Tests/Fixtures/lint/" + resolver
            let text = try LintTokenModesTests.text(resolver)
            var files: [String: String] = [:]
            for file in try DTCGResolverModes.referencedFiles(resolverPath: path, text: text) {
                files[file] = try String(contentsOf: ExportTests.root.appendingPathComponent(file), encoding: .utf8)
            }
            try check { relevant in try DTCGResolverModes.read(resolverPath: path, text: text, files: files, relevant: relevant) }
        }
        let parsed = try ["core.tokens.json", "dark.tokens.json", "high.tokens.json"].enumerated().map { index, name in
            try DTCGTokenModes.ParsedFile(path: name, text: try LintTokenModesTests.text(name), index: index)
        }
        for modePerFile in [false, true] {
            try check { relevant in try DTCGTokenModes.read(parsed, modePerFile: modePerFile, relevant: relevant) }
        }
        #expect(compared > 50)
    }

    @Test(arguments: [
        ("var(--a)", "a", nil),
        ("VAR(--a)", "a", nil),
        ("var( --a , #fff )", "a", "#fff"),
        ("var(--a, rgb(1, 2, 3))", "a", "rgb(1, 2, 3)"),
        ("var(--a,)", "a", ""),
        ("var(--a, var(--b, #000))", "a", "var(--b, #000)"),
        ("var(--a)var(--b)", nil, nil),
        ("var(--a) 0", nil, nil),
        ("oklch(var(--a) 0 0)", nil, nil),
        ("var(-a)", nil, nil),
        ("var(--)", nil, nil),
        ("var(--a, (1)", nil, nil),
        // Not single-byte Characters: read as Characters.
        ("var(--é, #fff)", "é", "#fff"),
        ("var(--a,\t#fff)", "a", "#fff"),
    ] as [(String, String?, String?)])
    func aPlainReferenceIsReadOnItsBytesAsOnItsCharacters(value: String, name: String?, fallback: String?) {
        let reference = CSSVariableResolver.plainReference(value)
        #expect(reference?.name == name, "\(value)")
        #expect(reference?.fallback == fallback, "\(value)")
    }

    @Test(arguments: [
        ("var(--a)", true), ("oklch(VaR(--l) 0 0)", true), ("0 0 var(--x)", true), ("#fff", false),
        ("var", false), ("va(r(", false), ("variable(", false), ("", false), ("é var(", true),
    ])
    func aMentionOfVarIsFoundInAnyCase(value: String, mentions: Bool) {
        #expect(CSSVariableResolver.mentionsVariable(value) == mentions, "\(value)")
        // The long way: String's own search, in lower case.
        #expect(value.lowercased().contains("var(") == mentions, "\(value)")
    }

    /// `lint` reads only `best`: the search without the compromise gives the same `best` as the
    /// full search, on failing roles whose compromise is computed and on ones that pass.
    @Test func theNearestPassingColourIsTheSameWithoutTheCompromise() throws {
        let check = LintCheck(pairs: [("fg", "white", 7), ("fg", "black", 7), ("muted", "white", 4.5), ("muted", "grey", 3), ("link", "grey", 4.5)])
        var compromised = 0, compared = 0
        for (fg, muted, link) in [("#777777", "#999999", "#3366ff"), ("#2a2a2a", "#bbbbbb", "#00aa00"), ("#808080", "#7a7a7a", "#ff00ff")] {
            let mode = TokenMode(name: "m", tokens: Dictionary(uniqueKeysWithValues: [("white", "#ffffff"), ("black", "#000000"), ("grey", "#767676"), ("fg", fg), ("muted", muted), ("link", link)].map { name, hex in
                (name, ModeToken(colour: try! ColourParser.parse(hex), written: TokenPlace(file: 0, line: 1), defined: TokenPlace(file: 0, line: 1), aliases: [], value: nil))
            }))
            let palette = check.palette(for: mode).palette
            for role in ["fg", "muted", "link"] as [RoleName] {
                let query = try SuggestionQuery.moving(role, in: palette)
                let full = Solver.suggest(query)
                let quick = Solver.suggest(query, compromising: false)
                #expect(quick.best == full.best, "\(role) \(palette[role]!.hex)")
                #expect(quick.lighter == full.lighter && quick.darker == full.darker)
                #expect(quick.compromise == nil)
                if full.compromise != nil { compromised += 1 }
                compared += 1
            }
        }
        // fg against white and black at 7:1 each can never pass: the compromise was computed.
        #expect(compromised >= 3 && compared == 9)
    }
}
