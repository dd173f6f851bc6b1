import Foundation
import Testing
import PaletteCommands
import PaletteKit
import PaletteTestSupport

/// `palette-repl lint` in memory: findings with their FILE:LINE in every mode, the exit codes,
/// the formats, and `--fix --write` rewriting exactly the moved values.
@Suite struct LintCommandTests {
    static let root = RepositoryFiles.root
    static let folder = "Tests/Fixtures/lint"

    /// Every fixture file under `Tests/Fixtures/lint`, at its path from the repository root.
    static func fixtureFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        let base = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)!
        for case let url as URL in enumerator where ["json", "json5", "css"].contains(url.pathExtension) {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    static func harness(_ extra: [String: String] = [:]) throws -> CommandHarness {
        CommandHarness(files: try fixtureFiles().merging(extra) { $1 })
    }

    @Test func aPairThatFailsOnlyInTheDarkModeOfAResolverIsFoundAtItsDefinition() throws {
        let run = try Self.harness().run(["lint", "--schema", "\(Self.folder)/schema-dtcg.json", "\(Self.folder)/cards.resolver.json"])
        #expect(run.code == .failure)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        // color.fg.muted is an alias in dark.tokens.json; the colour is written in core.tokens.json line 8.
        #expect(lines[0] == "\(Self.folder)/core.tokens.json:8: theme=dark,contrast=normal: rule secondary muted/surface 2.33 < 3 (muted: color.fg.muted → color.gray.6, defined here); nearest passing: muted #666666 (ΔL +0.061)")
        #expect(lines[1].hasPrefix("4 modes (theme=light,contrast=normal; theme=light,contrast=high; theme=dark,contrast=normal; theme=dark,contrast=high): 8 rules measured, 7 passing, 1 failing"))
    }

    @Test func aPairThatFailsOnlyUnderPrefersContrastMoreIsFoundAtItsLine() throws {
        let run = try Self.harness().run(["lint", "--schema", "\(Self.folder)/schema-css.json", "\(Self.folder)/theme.css"])
        #expect(run.code == .failure)
        #expect(run.output == """
            \(Self.folder)/theme.css:19: high contrast: rule secondary muted/surface 2.99 < 3 (muted: --fg-muted); nearest passing: muted #949494 (ΔL −0.003)
            4 modes (default; dark; high contrast; dark · high contrast): 8 rules measured, 7 passing, 1 failing

            """)
    }

    /// `--level NAME` measures every mode at the schema's level: a schema whose `high`
    /// raises secondary to 4.5 measures the muted pair against 4.5; an unknown level is refused.
    @Test func aLevelRaisesWhatEveryModeIsMeasuredAgainst() throws {
        let schemaPath = "\(Self.folder)/schema-css.json"
        var schema = try #require(try Self.fixtureFiles()[schemaPath])
        let close = try #require(schema.range(of: "}", options: .backwards))
        schema.replaceSubrange(close, with: ", \"levels\": [{\"name\": \"high\", \"thresholds\": {\"body\": 7, \"secondary\": 4.5}}]}")
        let harness = try Self.harness(["levelled.json": schema])
        let standard = harness.run(["lint", "--schema", "levelled.json", "\(Self.folder)/theme.css"])
        let high = harness.run(["lint", "--schema", "levelled.json", "\(Self.folder)/theme.css", "--level", "high"])
        #expect(standard.output.contains("< 3 ") && !standard.output.contains("< 4.5"), "\(standard.output)")
        #expect(high.code == .failure)
        #expect(high.output.contains("muted/surface 3.00 < 4.5"), "\(high.output)")
        let unknown = harness.run(["lint", "--schema", "levelled.json", "\(Self.folder)/theme.css", "--level", "hihg"])
        #expect(unknown.code == .usage)
        #expect(unknown.errors.contains("unknown level 'hihg' (did you mean 'high'?)"), "\(unknown.errors)")
    }

    /// #008580 on white is 4.49995 (WCAG 2.x, computed apart in Python when the case was
    /// chosen): a failure, never rounded up to 4.5.
    @Test func aRatioOf4Point4999IsAFailure() throws {
        let css = ":root {\n  --fg: #008580;\n  --bg: #ffffff;\n  --ok: #008581;\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let failing = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "t.css"])
        #expect(failing.code == .failure)
        #expect(failing.output.hasPrefix("t.css:2: default: rule pair fg/bg 4.49 < 4.5"))
        let passing = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.49", "t.css"])
        #expect(passing.code == .success)
        #expect(passing.output == "1 mode (default): 1 rule measured, 1 passing, 0 failing\n")
    }

    @Test(arguments: [
        // Bad JSON: FILE:LINE and nothing reported as passing.
        (["x.tokens.json": "{\n  \"c\": {\"$value\": \"#fff\",}\n}\n"], ["lint", "--pair", "c", "d", "x.tokens.json"], "x.tokens.json:2: not valid JSON"),
        (["a.css": ":root { --a: #fff; }", "b.json": "{}"], ["lint", "a.css", "b.json"], "different kinds of token input"),
        (["a.css": ":root { --a: #fff; }"], ["lint", "--write", "a.css"], "--write needs --fix"),
        (["a.css": ":root { --a: #fff; }"], ["lint", "--format", "xml", "a.css"], "expected text, json, sarif or github"),
        (["a.css": ":root { --a: #fff; }"], ["lint", "--min", "3", "a.css"], "one --min after each --pair"),
        (["r.resolver.json": "{\"resolutionOrder\": [{\"$ref\": \"gone.json\"}]}"], ["lint", "--pair", "a", "b", "r.resolver.json"], "must name \"#/sets/NAME\""),
        (["r.resolver.json": "{\"sets\": {\"s\": {\"sources\": [{\"$ref\": \"gone.json\"}]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}]}"], ["lint", "--pair", "a", "b", "r.resolver.json"], "cannot read 'gone.json'"),
    ])
    func badInputIsExitTwoWithOneLine(files: [String: String], arguments: [String], message: String) {
        let run = CommandHarness(files: files).run(arguments)
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    /// With a machine format, bad input still writes that format's document (it wrote nothing, so
    /// `> lint.sarif` left an empty file code scanning rejects): the error, and its file and line.
    @Test func badInputWritesTheFormatsDocumentToo() throws {
        let files = ["x.tokens.json": "{\n  \"c\": {\"$value\": \"#fff\",}\n}\n"]
        let json = CommandHarness(files: files).run(["lint", "--format", "json", "--pair", "c", "d", "x.tokens.json"])
        #expect(json.code == .usage)
        let document = try JSONParser.parse(json.output)
        #expect(document["file"] == .string("x.tokens.json") && document["line"] == .number(2), "\(json.output)")
        #expect(document["error"]?.stringValue?.hasPrefix("x.tokens.json:2: not valid JSON") == true, "\(json.output)")
        let github = CommandHarness(files: files).run(["lint", "--format", "github", "--pair", "c", "d", "x.tokens.json"])
        #expect(github.output.hasPrefix("::error file=x.tokens.json,line=2,title=palette-repl lint::x.tokens.json:2: not valid JSON"), "\(github.output)")
        let text = CommandHarness(files: files).run(["lint", "--pair", "c", "d", "x.tokens.json"])
        #expect(text.output.isEmpty)
        // Refused before the command runs (the scan, the schema): the document all the same.
        for arguments in [["lint", "--format", "sarif", "--bogus", "x.tokens.json"], ["lint", "--format=sarif", "--schema", "gone.json", "x.tokens.json"],
                          ["lint", "--format", "sarif"]] {
            let refused = CommandHarness(files: files).run(arguments)
            #expect(refused.code == .usage)
            let sarif = try JSONParser.parse(refused.output)
            #expect(sarif["runs"]?.arrayValue?.first?["invocations"]?.arrayValue?.first?["executionSuccessful"] == .bool(false), "\(arguments)")
        }
    }

    /// A token missing or invalid in one mode is a finding like a failing rule, exit 1 (an
    /// invalid one exited 2, as if the input could not be read): exit 2 is for input that
    /// cannot be read at all.
    @Test func aMissingTokenAndAnInvalidOneNameTheirMode() {
        let css = ":root {\n  --bg: #fff;\n  --fg: #000;\n}\n[data-theme=\"dark\"] {\n  --bg: var(--nowhere);\n}\n.other {\n  --bg: #000;\n  --fg: unset;\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--pair", "--link", "--bg", "t.css"])
        #expect(run.code == .failure)
        #expect(run.output.contains("default: link reads --link, which this mode does not define"))
        #expect(run.output.contains("t.css:6: dark: bg reads --bg, which is invalid here: --bg uses var(--nowhere) with no fallback"))
        let sarif = harness.run(["lint", "--pair", "--fg", "--bg", "t.css", "--format", "sarif"])
        #expect(sarif.code == .failure)
        #expect(sarif.output.contains("\"ruleId\" : \"invalidToken\"") || sarif.output.contains("\"ruleId\": \"invalidToken\""), "\(sarif.output)")
    }

    @Test func allPassingIsExitZero() throws {
        let run = try Self.harness().run(["lint", "--schema", "\(Self.folder)/schema-dtcg.json", "\(Self.folder)/light.tokens.json", "\(Self.folder)/core.tokens.json"])
        // Files merged in order: light's aliases resolve into core's scale given after it.
        #expect(run.code == .success, "\(run.output)\(run.errors)")
    }

    @Test func githubFormatWritesWorkflowCommands() throws {
        let run = try Self.harness().run(["lint", "--format", "github", "--schema", "\(Self.folder)/schema-css.json", "\(Self.folder)/theme.css"])
        #expect(run.code == .failure)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "::error file=\(Self.folder)/theme.css,line=19,title=palette-repl lint%3A secondary::high contrast: rule secondary muted/surface 2.99 < 3 (muted: --fg-muted); nearest passing: muted #949494 (ΔL −0.003)")
        #expect(lines[1].hasPrefix("::notice::4 modes"))
    }

    @Test func jsonFormatHasTheDocumentedKeys() throws {
        let run = try Self.harness().run(["lint", "--format", "json", "--schema", "\(Self.folder)/schema-dtcg.json", "\(Self.folder)/cards.resolver.json"])
        let document = try JSONParser.parse(run.output)
        #expect(document.members?.map(\.key) == ["files", "modes", "findings", "measured", "failing"])
        let finding = try #require(document["findings"]?.arrayValue?.first)
        #expect(finding.members?.map(\.key) == ["mode", "problem", "kind", "foreground", "background", "value", "threshold", "nearest", "token", "aliases", "file", "line", "message"])
        #expect(finding["line"] == .number(8))
        #expect(finding["nearest"]?["hex"] == .string("#666666"))
        #expect(document["modes"]?.arrayValue?.map { $0["passes"] } == [.bool(true), .bool(true), .bool(false), .bool(true)])
    }

    // MARK: --fix --write

    /// The written files differ from the originals in the moved values' bytes only.
    @Test func fixWriteRewritesExactlyTheMovedValuesAndRelintPasses() throws {
        let harness = try Self.harness()
        let before = harness.fileSystem.files
        let run = harness.run(["lint", "--schema", "\(Self.folder)/schema-dtcg.json", "\(Self.folder)/cards.resolver.json", "--fix", "--write"])
        #expect(run.code == .success, "\(run.output)")
        let path = "\(Self.folder)/core.tokens.json"
        let expected = before[path]!.replacingOccurrences(of: "\"6\": {\"$value\": \"oklch(0.45 0 0)\"}", with: "\"6\": {\"$value\": \"oklch(0.51 0 0)\"}")
        #expect(expected != before[path]!)
        #expect(Array(harness.fileSystem.files[path]!.utf8) == Array(expected.utf8))
        for (other, text) in before where other != path { #expect(harness.fileSystem.files[other] == text, "\(other)") }
        #expect(run.output.contains("wrote \(path) (1 value)"))
        #expect(run.output.hasSuffix("8 rules measured, 8 passing, 0 failing\n"))
    }

    @Test(arguments: [
        // hex keeps its length and case; rgb() its commas; oklch() its percent; DTCG objects their members.
        ("--fg: #777;", "--fg: #767676;"),
        ("--fg: #777777;", "--fg: #767676;"),
        ("--fg: #AAAAAA;", "--fg: #767676;"),
        ("--fg: rgb(119, 119, 119);", "--fg: rgb(118, 118, 118);"),
        ("--fg: rgb(119 119 119 / 100%);", "--fg: rgb(118 118 118 / 100%);"),
        ("--fg: oklch(56.9% 0 0);", "--fg: oklch(56.6% 0 0);"),
    ])
    func fixWriteKeepsTheNotation(declaration: String, fixed: String) {
        let css = ":root {\n  --bg: #ffffff;\n  \(declaration)\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "--write", "t.css"])
        #expect(run.code == .success, "\(run.output)")
        #expect(harness.fileSystem.files["t.css"] == ":root {\n  --bg: #ffffff;\n  \(fixed)\n}\n")
    }

    /// A theme written twice (its selector and the system's dark setting) is one mode, reported
    /// once (not twice) by its name, `dark`; a fix still writes both places.
    @Test func aThemeWrittenTwiceIsReportedOnceAndFixedInBothPlaces() {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: #222222;\n}\n[data-theme=\"dark\"] {\n  --bg: #000000;\n  --fg: #333333;\n}\n"
            + "@media (prefers-color-scheme: dark) {\n  :root {\n    --bg: #000000;\n    --fg: #333333;\n  }\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "t.css"])
        #expect(run.code == .failure)
        #expect(run.output == "t.css:7: dark: rule pair fg/bg 1.66 < 4.5 (fg: --fg); nearest passing: fg #757575 (ΔL +0.241)\n"
                + "2 modes (default; dark): 2 rules measured, 1 passing, 1 failing\n")
        let fixed = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "--write", "t.css"])
        #expect(fixed.code == .success, "\(fixed.output)")
        #expect(harness.fileSystem.files["t.css"] == css.replacingOccurrences(of: "--fg: #333333;", with: "--fg: #757575;"))
    }

    /// A JSON5 token source (Primer keeps its tokens so) lints and is fixed in place, its comments,
    /// bare names and single quotes kept (never refused as not JSON).
    @Test func aJSON5TokenSourceLintsAndIsFixedInPlace() {
        let text = "// muted text on white\n{\n  fg: {$type: 'color', $value: '#999999',}, /* muted */\n  bg: {$type: \"color\", $value: '#FFFFFF'},\n}\n"
        let harness = CommandHarness(files: ["t.json5": text])
        let failing = harness.run(["lint", "--pair", "fg", "bg", "--min", "4.5", "t.json5"])
        #expect(failing.code == .failure, "\(failing.output)\(failing.errors)")
        let fixed = harness.run(["lint", "--pair", "fg", "bg", "--min", "4.5", "--fix", "--write", "t.json5"])
        #expect(fixed.code == .success, "\(fixed.output)")
        #expect(harness.fileSystem.files["t.json5"] == text.replacingOccurrences(of: "'#999999'", with: "'#767676'"))
    }

    /// Style Dictionary's own token form (`value`, `type`, `comment`, aliases to `….value`),
    /// alone or beside DTCG tokens, lints and is fixed in place (never refused).
    @Test func aStyleDictionaryFileLintsAndIsFixedInPlace() {
        let text = "{\n  \"color\": {\n    \"gray\": { \"value\": \"#999999\", \"type\": \"color\", \"comment\": \"muted\" },\n"
            + "    \"white\": { \"$type\": \"color\", \"$value\": \"#FFFFFF\" },\n"
            + "    \"fg\": { \"value\": \"{color.gray.value}\", \"type\": \"color\" },\n    \"bg\": { \"value\": \"{color.white}\" }\n  }\n}\n"
        let harness = CommandHarness(files: ["t.json": text])
        let failing = harness.run(["lint", "--pair", "color.fg", "color.bg", "--min", "4.5", "t.json"])
        #expect(failing.code == .failure, "\(failing.output)\(failing.errors)")
        #expect(failing.output.hasPrefix("t.json:3: t.json: rule pair color.fg/color.bg 2.85 < 4.5 (color.fg: color.fg → color.gray, defined here)"), "\(failing.output)")
        let fixed = harness.run(["lint", "--pair", "color.fg", "color.bg", "--min", "4.5", "--fix", "--write", "t.json"])
        #expect(fixed.code == .success, "\(fixed.output)")
        #expect(harness.fileSystem.files["t.json"] == text.replacingOccurrences(of: "\"value\": \"#999999\"", with: "\"value\": \"#767676\""))
    }

    /// `--mode-level contrast=high=high` measures the high-contrast modes at the `high` level in
    /// the same run, and says so in each finding (every mode was measured at one level).
    @Test func eachModeIsMeasuredAtItsOwnLevel() throws {
        var files = try Self.fixtureFiles()
        let schema = files["\(Self.folder)/schema-dtcg.json"]!
        let levelled = String(schema.dropLast(schema.hasSuffix("}\n") ? 2 : 1)) + ",\n  \"levels\": [{\"name\": \"high\", \"thresholds\": {\"body\": 7, \"secondary\": 4.5}}]\n}\n"
        files["levelled.json"] = levelled
        let harness = CommandHarness(files: files)
        let run = harness.run(["lint", "--schema", "levelled.json", "\(Self.folder)/cards.resolver.json", "--mode-level", "contrast=high=high"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("theme=dark,contrast=normal: rule secondary muted/surface 2.33 < 3") }, "\(run.output)")
        #expect(lines.contains { $0.contains("contrast=high at high: rule ") }, "\(run.output)")
        #expect(!lines.contains { $0.contains("contrast=normal at high") }, "\(run.output)")
        let bad = harness.run(["lint", "--schema", "levelled.json", "\(Self.folder)/cards.resolver.json", "--mode-level", "x=highest"])
        #expect(bad.code == .usage)
        #expect(bad.errors.hasPrefix("palette-repl: unknown level 'highest'"), "\(bad.errors)")
    }

    /// A stylesheet's mode is named short (`high contrast`), and `--mode-level` finds it by its
    /// condition as written too (`prefers-contrast: more`), as it did when that was its name.
    @Test(arguments: ["prefers-contrast: more", "high contrast"])
    func aPatternMatchesAStylesheetsConditionAsWritten(pattern: String) {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: #595959;\n}\n@media (prefers-contrast: more) {\n  :root {\n    --fg: #5a5a5a;\n  }\n}\n"
        let schema = #"{"format": "palette-repl-schema/1", "name": "s", "groups": ["g"], "ground": "bg", "roles": [{"name": "bg", "group": "g", "description": "page", "opaque": true}, {"name": "fg", "group": "g", "description": "text"}], "ruleKinds": [{"name": "text", "measure": "contrast", "threshold": 4.5, "palettes": "all"}], "rules": {"text": ["fg/bg"]}, "levels": [{"name": "high", "thresholds": {"text": 7}}]}"#
        let run = CommandHarness(files: ["t.css": css, "s.json": schema]).run(["lint", "--schema", "s.json", "t.css", "--mode-level", "\(pattern)=high"])
        #expect(run.code == .failure)
        #expect(run.output.hasPrefix("t.css:7: high contrast at high: rule text fg/bg 6.90 < 7"), "\(run.output)")
        #expect(run.output.hasSuffix("2 modes (default; high contrast at high): 2 rules measured, 1 passing, 1 failing\n"), "\(run.output)")
    }

    /// The schema binds modes to a level (`"modes": ["contrast=high"]` in the level), so a
    /// plain run gates the high-contrast modes at `high`, and a fix repairs each mode at its
    /// own level (both needed a second run, and --fix refused --mode-level).
    @Test func theSchemaBindsModesToLevelsAndAFixKeepsThem() throws {
        var files = try Self.fixtureFiles()
        let schema = files["\(Self.folder)/schema-dtcg.json"]!
        let level = "{\"name\": \"high\", \"thresholds\": {\"body\": 7, \"secondary\": 4.5}"
        files["bound.json"] = String(schema.dropLast(schema.hasSuffix("}\n") ? 2 : 1)) + ",\n  \"levels\": [\(level), \"modes\": [\"contrast=high\"]}]\n}\n"
        files["option.json"] = String(schema.dropLast(schema.hasSuffix("}\n") ? 2 : 1)) + ",\n  \"levels\": [\(level)}]\n}\n"
        let harness = CommandHarness(files: files)
        let bound = harness.run(["lint", "--schema", "bound.json", "\(Self.folder)/cards.resolver.json"])
        let option = harness.run(["lint", "--schema", "option.json", "\(Self.folder)/cards.resolver.json", "--mode-level", "contrast=high=high"])
        #expect(bound.code == .failure)
        #expect(bound.output == option.output)
        #expect(bound.output.contains("theme=light,contrast=high at high"), "\(bound.output)")
        // The schema's binding reads back as written.
        let shown = harness.run(["schema", "show", "--schema", "bound.json"])
        #expect(shown.output.contains("\"modes\": [\n        \"contrast=high\"\n      ]"), "\(shown.output)")
        // A fix measures each mode at its level: the dark theme's muted grey is fixed at
        // standard; the high-contrast value both high modes read is left, since the light one's
        // repair fails the dark one at high; the relint keeps the levels.
        let fixed = harness.run(["lint", "--schema", "bound.json", "\(Self.folder)/cards.resolver.json", "--fix", "--write"])
        let lines = fixed.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(fixed.output)")
        #expect(lines[0].hasPrefix("\(Self.folder)/core.tokens.json:8: fix: muted #555555 → #666666"), "\(fixed.output)")
        #expect(lines[1] == "\(Self.folder)/high.tokens.json:4: not fixed: muted: the change would make rule secondary muted/surface fail in theme=dark,contrast=high at high, which reads the same value")
        #expect(lines[3] == "linted again after writing:")
        #expect(lines[4].hasPrefix("\(Self.folder)/high.tokens.json:4: theme=light,contrast=high at high: rule secondary muted/surface 3.45 < 4.5"))
    }

    /// An `oklch()` value outside sRGB is never written back clamped (its chroma was lost): it is
    /// reported with the reason and left as written.
    @Test func aValueOutsideSRGBIsNotClamped() {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: oklch(70% 0.3 145);\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "--write", "t.css"])
        #expect(run.code == .failure)
        #expect(harness.fileSystem.files["t.css"] == css)
        #expect(run.output.hasPrefix("t.css:3: not fixed: fg: 'oklch(70% 0.3 145)' lies outside sRGB"), "\(run.output)")
    }

    /// A display-p3 value inside sRGB is fixed and written in display-p3, so the P3 block keeps
    /// step with its sRGB block (never refused as a notation this does not write); one outside
    /// sRGB is refused, never written back clamped.
    @Test func aDisplayP3ValueIsFixedInItsNotation() {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: #999999;\n}\n@media (color-gamut: p3) {\n  :root {\n    --fg: color(display-p3 .6 .6 .6);\n  }\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "--write", "t.css"])
        #expect(run.code == .success, "\(run.output)\(run.errors)")
        #expect(harness.fileSystem.files["t.css"] == css.replacingOccurrences(of: "#999999", with: "#767676").replacingOccurrences(of: ".6 .6 .6", with: ".463 .463 .463"))
        let wide = CommandHarness(files: ["w.css": ":root {\n  --bg: #ffffff;\n  --fg: color(display-p3 .1 .39 1);\n}\n"])
        let refused = wide.run(["lint", "--pair", "--fg", "--bg", "--min", "7", "--fix", "--write", "w.css"])
        #expect(refused.code == .failure)
        #expect(refused.output.hasPrefix("w.css:3: not fixed: fg: 'color(display-p3 .1 .39 1)' lies outside sRGB"), "\(refused.output)")
    }

    /// A member a build applies to a token's value that this tool does not apply is named and
    /// the file refused: read without it, the colour would be another (never dropped in silence).
    @Test func aMemberABuildAppliesIsNamed() {
        let text = "{\n  \"fg\": {\"$type\": \"color\", \"$value\": \"#000000\", \"darken\": 0.3},\n  \"bg\": {\"$type\": \"color\", \"$value\": \"#FFFFFF\"}\n}\n"
        let harness = CommandHarness(files: ["t.tokens.json": text])
        let run = harness.run(["lint", "--pair", "fg", "bg", "t.tokens.json"])
        #expect(run.code == .usage)
        #expect(run.errors == "palette-repl: t.tokens.json:2: token fg has a member 'darken', which a build applies to its value and palette-repl does not (it applies Primer's alpha and mix); compute the value into $value (or move the member under $extensions); nothing was checked\n", "\(run.errors)")
    }

    /// Primer's `mix` and `alpha` (JSON5, as Primer keeps its sources) are applied as its build
    /// does (never refused): the hover fill is #FFFFFF mixed 20% with #D1D9E0, #F6F7F9, and
    /// the muted text #59636E at alpha 0.3 (77 of 255) over it is #C7CACF, 1.53:1 (worked out
    /// with the WCAG formulas in Python). A token aliasing a transformed one takes the
    /// transformed colour; a fix never rewrites a computed colour.
    @Test func primersMixAndAlphaAreApplied() {
        let text = """
            {
              base: {gray: {'0': {$type: 'color', $value: '#ffffff'}, '2': {$type: 'color', $value: '#d1d9e0'}, '6': {$type: 'color', $value: '#59636e'}}},
              control: {
                hover: {$type: 'color', $value: '{base.gray.0}', mix: {color: '{base.gray.2}', weight: 0.2}},
                muted: {$type: 'color', $value: '{base.gray.6}', alpha: 0.3},
                faint: {$type: 'color', $value: '{control.muted}'},
              },
            }

            """
        let harness = CommandHarness(files: ["t.tokens.json5": text])
        let run = harness.run(["lint", "--pair", "control.muted", "control.hover", "--pair", "control.faint", "control.hover", "t.tokens.json5"])
        #expect(run.code == .failure, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("t.tokens.json5:5: t.tokens.json5: rule pair control.muted/control.hover 1.53 < 4.5 (control.muted: control.muted)"), "\(lines[0])")
        #expect(lines[1].hasPrefix("t.tokens.json5:5: t.tokens.json5: rule pair control.faint/control.hover 1.53 < 4.5 (control.faint: control.faint → control.muted, defined here)"), "\(lines[1])")
        let fixed = harness.run(["lint", "--pair", "control.muted", "control.hover", "--fix", "--write", "t.tokens.json5"])
        #expect(fixed.code == .failure)
        #expect(harness.fileSystem.files["t.tokens.json5"] == text)
        let bad = CommandHarness(files: ["b.tokens.json": "{\n  \"fg\": {\"$type\": \"color\", \"$value\": \"#000000\",\n    \"mix\": {\"color\": \"#00000022\", \"weight\": 0.2}},\n  \"bg\": {\"$type\": \"color\", \"$value\": \"#FFFFFF\", \"alpha\": \"half\"}\n}\n"])
        let refused = bad.run(["lint", "--pair", "fg", "bg", "b.tokens.json"])
        #expect(refused.code == .usage)
        #expect(refused.errors == "palette-repl: b.tokens.json:4: token bg: its member 'alpha' needs a number from 0 to 1; nothing was checked\n", "\(refused.errors)")
    }

    /// A hex of digits only has no case of its own: it takes the file's (never written in lower
    /// case among upper-case values).
    @Test(arguments: [("#0A0B0C", "#5E5E5E"), ("#0a0b0c", "#5e5e5e")])
    func aHexOfDigitsOnlyFollowsTheFilesCase(background: String, fixed: String) {
        let css = ":root {\n  --bg: \(background);\n  --fg: #555555;\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "3", "--fix", "--write", "t.css"])
        #expect(run.code == .success, "\(run.output)")
        #expect(harness.fileSystem.files["t.css"] == ":root {\n  --bg: \(background);\n  --fg: \(fixed);\n}\n")
    }

    /// `--keep` pins a token the designer chose (a dimmed theme's canvas): the repair moves the
    /// others instead; an unknown token is named.
    @Test func keepPinsATokenTheRepairWouldMove() {
        let css = ":root {\n  --bg: #22272E;\n  --fg: #555B63;\n}\n"
        let free = CommandHarness(files: ["t.css": css])
        let moved = free.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "t.css"])
        #expect(moved.output.hasPrefix("t.css:2: fix: bg #22272E → #22262D"), "the repair moves the canvas unless kept: \(moved.output)")
        let kept = CommandHarness(files: ["t.css": css])
        let run = kept.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "--write", "--keep", "--bg", "t.css"])
        #expect(run.code == .success, "\(run.output)")
        let written = kept.fileSystem.files["t.css"]!
        #expect(written.contains("--bg: #22272E;"), "\(written)")
        #expect(!written.contains("--fg: #555B63;"), "\(written)")
        let unknown = kept.run(["lint", "--pair", "--fg", "--bg", "--fix", "--keep", "--canvas", "t.css"])
        #expect(unknown.code == .usage)
        #expect(unknown.errors.hasPrefix("palette-repl: lint: bad value '--canvas' for --keep; expected a token or role the schema checks"), "\(unknown.errors)")
    }

    @Test func aDTCGColourObjectGetsNewComponentsAndHex() throws {
        let text = "{\n  \"fg\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0.6, 0.6, 0.6], \"alpha\": 1, \"hex\": \"#999999\"}},\n  \"bg\": {\"$type\": \"color\", \"$value\": \"#FFFFFF\"}\n}\n"
        let harness = CommandHarness(files: ["t.tokens.json": text])
        let run = harness.run(["lint", "--pair", "fg", "bg", "--min", "4.5", "--fix", "--write", "t.tokens.json"])
        #expect(run.code == .success, "\(run.output)")
        #expect(harness.fileSystem.files["t.tokens.json"] == text.replacingOccurrences(of: "[0.6, 0.6, 0.6]", with: "[0.4627450980392157, 0.4627450980392157, 0.4627450980392157]").replacingOccurrences(of: "#999999", with: "#767676"))
    }

    /// `:root`'s `--fg` is read by both modes; moving it for the dark one would break the light one.
    @Test func aSharedValueIsWrittenOnlyWhenEveryModeReadingItPasses() {
        let css = ":root {\n  --bg: #ffffff;\n  --fg: #767676;\n}\n.dim {\n  --bg: #eeeeee;\n}\n"
        let harness = CommandHarness(files: ["t.css": css])
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "--fix", "--write", "t.css"])
        // The change for .dim (darker fg) passes on white too, so it is written and both pass.
        #expect(run.code == .success, "\(run.output)")
        let conflicting = ":root {\n  --bg: #808080;\n  --fg: #767676;\n}\n.dark {\n  --bg: #000000;\n}\n"
        let second = CommandHarness(files: ["t.css": conflicting])
        let refused = second.run(["lint", "--pair", "--fg", "--bg", "--min", "3", "--fix", "--write", "t.css"])
        #expect(refused.code == .failure)
        #expect(second.fileSystem.files["t.css"] == conflicting)
        #expect(refused.output.contains("not fixed"), "\(refused.output)")
    }

    @Test func aWriteOfSeveralFilesIsAllOrNothing() throws {
        let files = ["a.css": ":root {\n  --bg: #ffffff;\n}\n", "b.css": ":root {\n  --fg: #999999;\n}\n[data-theme=\"x\"] {\n  --line: #aaaaaa;\n}\n"]
        let harness = CommandHarness(files: files)
        harness.fileSystem.failingWrites = ["b.css"]
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--fix", "--write", "a.css", "b.css"])
        #expect(run.code == .usage)
        #expect(harness.fileSystem.files == files)
        #expect(run.errors.contains("cannot write 'b.css'"))
    }

    // MARK: real design systems

    @Test func shoelacesThemesFailTheirBordersAndDarkPlaceholder() throws {
        let folder = "\(Self.folder)/real/shoelace"
        let run = try Self.harness().run(["lint", "--schema", "\(folder)/schema.json", "\(folder)/light.css", "\(folder)/dark.css"])
        #expect(run.code == .failure)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("\(folder)/light.css:7: default: rule nonText inputBorder/inputBackground 1.48 < 3"))
        #expect(lines[1].hasPrefix("\(folder)/dark.css:8: sl-theme-dark: rule text placeholder/inputBackground 3.33 < 4.5"))
        #expect(lines[2].hasPrefix("\(folder)/dark.css:7: sl-theme-dark: rule nonText inputBorder/inputBackground 2.39 < 3"))
    }

    @Test func openPropsLinkFailsOnTheSecondSurfaceInTheLightTheme() throws {
        let folder = "\(Self.folder)/real/open-props"
        let run = try Self.harness().run(["lint", "--schema", "\(folder)/schema.json", "\(folder)/src/props.colors.css", "\(folder)/src/extra/theme.css", "\(folder)/src/extra/theme.light.css"])
        #expect(run.code == .failure)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("\(folder)/src/props.colors.css:48: default: rule text link/surface2 4.20 < 4.5 (link: --link → --indigo-7, defined here)"))
        #expect(lines[1].hasPrefix("\(folder)/src/extra/theme.light.css:21: hdr or p3: rule text link/surface2 4.11 < 4.5"))
        // The dark theme on a wide-gamut screen takes the dark link: theme.css's dark block
        // comes after the light theme it imports (one mode, `dark`, with `dark · hdr or p3`).
        #expect(lines[2] == "3 modes (default; hdr or p3; dark | dark · hdr or p3): 21 rules measured, 19 passing, 2 failing")
    }

    /// Open Props' six files (its colours, gray scale, custom media, light theme, theme and
    /// buttons, argyleink/open-props at b515be8e): the buttons' properties are declared on
    /// `:where(.btn,button,input:is(…))` and again on `:where(html) :where(button,.btn)` in the
    /// light theme. Before, 14 modes were made, one per selector combination and named by its
    /// whole text (693 characters), `--_bg` of `:where(html) :where(button,.btn)` was "invalid"
    /// (no file given defines `--_bg-light`) though every button it matches matches the first
    /// rule too, and the run exited 2. Now: three modes, the element kinds whose values differ
    /// named within 40 characters and their selectors in full in the JSON, no token missing or
    /// invalid, and exit 1 for the failures there are.
    @Test func openPropsButtonsAreReadAsABrowserMatchesThem() throws {
        let folder = "\(Self.folder)/real/open-props"
        let files = ["props.colors.css", "props.gray-hsl.css", "props.media.css", "extra/theme.light.css", "extra/theme.css", "extra/buttons.css"]
        let arguments = ["lint", "--schema", "\(folder)/schema-buttons.json"] + files.map { "\(folder)/src/\($0)" }
        let run = try Self.harness().run(arguments)
        #expect(run.code == .failure)
        let colours = "\(folder)/src/props.colors.css"
        #expect(run.output == """
            \(colours):48: default: rule text link/surface2 4.20 < 4.5 (link: --link → --indigo-7, defined here); nearest passing: link #3E5DE5 (ΔL −0.018)
            \(colours):5: default · button, button[disabled], form button; hdr or p3 · form button: rule nonText buttonBorder/surface1 1.24 < 3 (buttonBorder: --_border → --surface-3 → --gray-3, defined here); nearest passing: buttonBorder #8E9195 (ΔL −0.255)
            \(colours):21: default · input[type=reset]: rule text buttonText/buttonBackground 3.28 < 4.5 (buttonText: --_text → --red-6, defined here); nearest passing: buttonText #DD353B (ΔL −0.079)
            \(colours):18: default · input[type=reset], input[type=reset][disabled]: rule nonText buttonBorder/surface1 1.74 < 3 (buttonBorder: --_border → --red-3, defined here); nearest passing: buttonBorder #CC7A7B (ΔL −0.149)
            \(folder)/src/extra/theme.light.css:21: hdr or p3: rule text link/surface2 4.11 < 4.5 (link: --link); nearest passing: link #005DF7 (ΔL −0.022)
            \(colours):9: dark · button, input[type=reset], button[disabled], form button: rule nonText buttonBorder/surface1 1.89 < 3 (buttonBorder: --_border → --surface-3 → --gray-7, defined here); nearest passing: buttonBorder #676F76 (ΔL +0.110)
            3 modes (default; hdr or p3; dark | dark · hdr or p3), 10 element kinds where values differ (default · button, input[type=reset], button[disabled], input[type=reset][disabled], form button; hdr or p3 · form button; dark · button, input[type=reset], button[disabled], form button): 24 rules measured, 11 passing, 13 failing

            """)
        let json = try Self.harness().run(arguments + ["--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let modes = try #require(report["modes"] as? [[String: Any]])
        let names = modes.map { $0["name"] as! String }
        #expect(modes.filter { $0["element"] is NSNull }.count <= 6)
        #expect(names.allSatisfy { $0.count <= 40 }, "\(names)")
        #expect(try #require(report["findings"] as? [[String: Any]]).allSatisfy { $0["problem"] as? String == "fail" })
        let button = try #require(modes.first { $0["name"] as? String == "default · button" })
        #expect(button["selectors"] as? [String] == [":where(html) :where(button,.btn)",
            ":where(.btn,button,input:is([type=\"button\"],[type=\"submit\"],[type=\"reset\"])), :where(input[type=\"file\"])::-webkit-file-upload-button, :where(input[type=\"file\"])::file-selector-button"])
        #expect(button["also"] as? [String] == ["default · .btn", "default · input[type=button]", "hdr or p3 · button"])
    }

    /// Primer's failing verdicts in a `--format json` report, by theme (`theme` of the mode's
    /// name), foreground and background variable (`--fgColor-muted`, the schema's token with its
    /// dots as dashes), with their ratios.
    static func primerFailures(_ output: String, tokens: [String: String], theme: (String) -> String) throws -> (measured: Int?, failing: [String: Double]) {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        var found: [String: Double] = [:]
        let variable = { (role: String) -> String in
            let token = tokens[role]!
            return token.hasPrefix("--") ? token : "--" + token.replacingOccurrences(of: ".", with: "-")
        }
        for finding in try #require(report["findings"] as? [[String: Any]]) {
            #expect(finding["problem"] as? String == "fail")
            let key = [theme(finding["mode"] as! String), variable(finding["foreground"] as! String), variable(finding["background"] as! String)]
            found[key.joined(separator: " ")] = finding["value"] as? Double
        }
        return (report["measured"] as? Int, found)
    }

    /// ColorAide's failing verdicts on Primer's built CSS (expected.json), by theme as Primer's
    /// CSS names it (`dark_dimmed`), foreground and background; of `themes` only when given.
    static func primerExpected(themes: Set<String>? = nil) throws -> [String: Double] {
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(try RepositoryFiles.text("\(folder)/real/primer/expected.json").utf8)) as? [String: Any])
        var wanted: [String: Double] = [:]
        for row in try #require(expected["failing"] as? [[String: Any]]) {
            let theme = (row["theme"] as! String).replacingOccurrences(of: "-", with: "_")
            guard themes?.contains(theme) ?? true else { continue }
            wanted[[theme, row["foreground"] as! String, row["background"] as! String].joined(separator: " ")] = row["ratio"] as? Double
        }
        return wanted
    }

    static func tokens(ofSchema path: String) throws -> [String: String] {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(try RepositoryFiles.text(path).utf8)) as? [String: Any])
        return try #require(schema["tokens"] as? [String: String])
    }

    /// Primer's sources (tools/primer/make_source_fixture.py: its colour token files at
    /// 37418774, excerpts) through a resolver of its nine themes as `scripts/themes.config.ts`
    /// builds them: the 1,584 verdicts and 86 failures of its built CSS, each ratio within 1e-3.
    /// The high-contrast and colour-blind overrides set `mix: null` on tokens whose base has a
    /// mix, read as removing it (never refused with "its member 'mix' needs {…}; nothing was
    /// checked"); read as the mix kept, light high contrast would fail two pairs its build passes.
    @Test func primersSourcesAgreeWithItsBuiltCSS() throws {
        let folder = "\(Self.folder)/real/primer"
        let run = try Self.harness().run(["lint", "--schema", "\(folder)/schema-sources.json", "--format", "json", "\(folder)/themes.resolver.json"])
        #expect(run.code == .failure)
        let theme = { (mode: String) -> String in String(mode.dropFirst("theme=".count).split(separator: " ").first ?? "") }
        let found = try Self.primerFailures(run.output, tokens: try Self.tokens(ofSchema: "\(folder)/schema-sources.json"), theme: theme)
        #expect(found.measured == 1584)
        let wanted = try Self.primerExpected()
        #expect(wanted.count == 86)
        #expect(Set(found.failing.keys) == Set(wanted.keys))
        for (key, ratio) in wanted { #expect(abs((found.failing[key] ?? 0) - ratio) < 1e-3, "\(key)") }
    }

    /// Style Dictionary's JSON output of two of Primer's themes (`dist/docs`, excerpts), with the
    /// members Style Dictionary adds (`filePath`, `isSource`, `original`, `name`, `attributes`,
    /// `path`), read as it is (never refused with "token … has a member 'filePath'"): the verdicts
    /// of its built CSS.
    @Test func styleDictionarysOutputOfPrimerAgreesWithItsBuiltCSS() throws {
        let folder = "\(Self.folder)/real/primer"
        let themes = ["light": "light", "dark-dimmed": "dark_dimmed"]
        let run = try Self.harness().run(["lint", "--schema", "\(folder)/schema.json", "--format", "json", "--modes-per-file"]
                                         + themes.keys.sorted().map { "\(folder)/dist/docs/functional/themes/\($0).json" })
        #expect(run.code == .failure)
        let theme = { (mode: String) -> String in themes[String(mode.split(separator: "/").last!.dropLast(".json".count))]! }
        let found = try Self.primerFailures(run.output, tokens: try Self.tokens(ofSchema: "\(folder)/schema.json"), theme: theme)
        #expect(found.measured == 352)
        let wanted = try Self.primerExpected(themes: Set(themes.values))
        #expect(wanted.count == 71)
        #expect(Set(found.failing.keys) == Set(wanted.keys))
        for (key, ratio) in wanted { #expect(abs((found.failing[key] ?? 0) - ratio) < 1e-3, "\(key)") }
    }

    /// GitHub Primer's nine built themes (tools/primer, ProjectProvenance/primer-primitives at
    /// 37418774) against Primer's own contrast requirements (its color-contrast.config.ts: 176
    /// pairs a theme, 7 and 4.5 in the high-contrast themes): each theme is one mode (its selector
    /// and its prefers-color-scheme copy together), the two high-contrast themes are measured at
    /// `high` through the schema's level, and the failing pairs and their ratios are exactly those
    /// ColorAide computes (Fixtures/lint/real/primer/expected.json).
    @Test func primersNineThemesAgreeWithItsOwnRequirements() throws {
        let folder = "\(Self.folder)/real/primer"
        let themes = ["light", "light-high-contrast", "light-colorblind", "light-tritanopia", "dark", "dark-dimmed",
                      "dark-high-contrast", "dark-colorblind", "dark-tritanopia"]
        let run = try Self.harness().run(["lint", "--schema", "\(folder)/schema.json", "--format", "json"] + themes.map { "\(folder)/\($0).css" })
        #expect(run.code == .failure)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(try RepositoryFiles.text("\(folder)/expected.json").utf8)) as? [String: Any])
        #expect(report["measured"] as? Int == expected["measured"] as? Int)
        // A theme's mode is named by its last attribute's value: `dark_dimmed`, `light_high_contrast at high`.
        let theme = { (mode: String) -> String in String(mode.split(separator: " ").first ?? "") }
        let modes = try #require(report["modes"] as? [[String: Any]]).map { $0["name"] as! String }
        #expect(Set(modes.map(theme)) == Set(themes.map { $0.replacingOccurrences(of: "-", with: "_") }) && modes.count == 9, "\(modes)")
        #expect(modes.filter { $0.hasSuffix(" at high") }.map(theme).sorted() == ["dark_high_contrast", "light_high_contrast"])
        let found = try Self.primerFailures(run.output, tokens: try Self.tokens(ofSchema: "\(folder)/schema.json"), theme: theme)
        let wanted = try Self.primerExpected()
        #expect(wanted.count == 86)
        #expect(Set(found.failing.keys) == Set(wanted.keys))
        for (key, ratio) in wanted { #expect(abs((found.failing[key] ?? 0) - ratio) < 1e-3, "\(key)") }
    }

    /// `@import`ed files are read relative to the importing file, before it, under the import's
    /// conditions; a package import is not followed; a relative one that names no file is an
    /// error at its line, and nothing is checked (never ignored).
    @Test func importedStylesheetsAreReadWhereTheyAreImported() {
        let files = [
            "css/theme.css": "@import \"tailwindcss\";\n@import \"./scale.css\";\n@import url(\"../dark/dark.css\") (prefers-color-scheme: dark);\n",
            "css/scale.css": ":root {\n  --bg: #ffffff;\n  --fg: #767676;\n}\n",
            "dark/dark.css": ":root {\n  --bg: #000000;\n  --fg: #333333;\n}\n",
            "broken.css": ":root {\n  --bg: #ffffff;\n}\n@import \"./missing.css\";\n",
        ]
        let harness = CommandHarness(files: files)
        let run = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "css/theme.css"])
        #expect(run.code == .failure)
        #expect(run.output == "dark/dark.css:3: dark: rule pair fg/bg 1.66 < 4.5 (fg: --fg); nearest passing: fg #757575 (ΔL +0.241)\n"
                + "2 modes (default; dark): 2 rules measured, 1 passing, 1 failing\n")
        let broken = harness.run(["lint", "--pair", "--fg", "--bg", "--min", "4.5", "broken.css"])
        #expect(broken.code == .usage)
        #expect(broken.errors == "palette-repl: broken.css:4: @import names './missing.css', which could not be read (imports are read relative to the importing file); nothing was checked\n")
    }

    @Test func lintIsInTheCommandTableWithItsOptions() {
        let help = CommandHarness().run(["help", "lint"]).output
        for option in ["--format", "--pair FG BG", "--min RATIO", "--modes-per-file", "--fix", "--write"] { #expect(help.contains(option), "\(option)") }
    }
}
