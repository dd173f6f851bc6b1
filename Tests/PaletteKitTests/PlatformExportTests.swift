import Foundation
import Testing
@testable import PaletteKit
@testable import PaletteCore
@testable import PaletteDraft
@testable import PaletteExport
@testable import PaletteTokens
@testable import PaletteUsage

/// The platform exports: asset catalog, Android, Tailwind, Figma. Golden files are
/// in Snapshots/ (re-record with `RECORD_SNAPSHOTS=1 swift test --filter PlatformExportTests`);
/// each format is also read back by a reader of its own here, never by the exporter's code.
@Suite struct PlatformExportTests {
    static func palettes(_ ids: String...) throws -> [Palette] { try ids.map(ExportTests.shipped) }

    /// The channels as a reader sees them, from the palette's own hex (an independent path to the bytes).
    static func bytes(_ colour: Colour) -> [UInt8] {
        let hex = colour.hex.dropFirst()
        let digits = hex.count == 6 ? hex + "FF" : hex
        return stride(from: 0, to: 8, by: 2).map { UInt8(digits.dropFirst($0).prefix(2), radix: 16)! }
    }

    static func tokens(_ schema: Schema) -> [String] { schema.roleNames.map(\.rawValue) + schema.derivedTokens.map(\.name) }

    /// The same colours under another schema (or id).
    static func copy(_ palette: Palette, id: String? = nil, schema: Schema) -> Palette {
        var colours: [RoleName: Colour] = [:]
        for role in schema.roleNames { colours[role] = palette[role] }
        return Palette(id: PaletteID(id ?? palette.id.rawValue)!, schema: schema, colours: colours)
    }

    /// A few whole files of each export, and the list of every file's name.
    @Test(arguments: [
        (ExportFormat.xcassets, ExportOptions(), ["Palettes.xcassets/Contents.json", "Palettes.xcassets/craftLight/Contents.json",
                                                   "Palettes.xcassets/craftLight/highlight.colorset/Contents.json", "Palettes.xcassets/nord/paper.colorset/Contents.json"],
         "export.xcassets.txt"),
        (.android, ExportOptions(), ["res/values/colors.xml", "res/values-night/colors.xml", "StreamPalette.kt"], "export.android.txt"),
        (.tailwind, ExportOptions(), ["palettes.tailwind.css"], "export.tailwind.css"),
        (.figma, ExportOptions(), ["stream.nord.tokens.json"], "export.figma.txt"),
        (.figma, ExportOptions([.figmaREST]), ["stream.variables.json"], "export.figma-rest.json"),
    ] as [(ExportFormat, ExportOptions, [String], String)])
    func goldenFiles(format: ExportFormat, options: ExportOptions, shown: [String], snapshot: String) throws {
        let files = try PaletteExporter.export(try Self.palettes("craftLight", "craftDark", "nord"), as: format, options: options)
        let texts = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })
        var text = shown.count == 1 && files.count == 1 ? "" : "files:\n" + files.map { "  " + $0.name + "\n" }.joined()
        for name in shown {
            let body = try #require(texts[name], "\(name) not written")
            text += shown.count == 1 && files.count == 1 ? body : "\n== \(name) ==\n" + body
        }
        try ExportTests.matchSnapshot(text, snapshot)
    }

    // MARK: Asset catalog

    @Test func theAssetCatalogPassesTheCheckerAndReadsBackExactly() throws {
        let palettes = try Self.palettes("craftLight", "craftDark", "nord", "rosePineDawn")
        let files = try PaletteExporter.export(palettes, as: .xcassets)
        let (problems, colours) = AssetCatalogChecker.check(files)
        #expect(problems == [])
        var expected: Set<AssetCatalogChecker.Colour> = []
        let craftDark = palettes[1]
        // Each palette's high variant is the `contrast: high` appearance, `fix --level high`'s
        // colours.
        // Derived once per palette: a repair is the costly part of this test.
        func high(_ palette: Palette) throws -> Palette { try PaletteRepair.variant(of: palette, at: "high").result }
        let craftDarkHigh = try high(craftDark)
        for palette in palettes where palette.id.rawValue != "craftDark" {
            let paletteHigh = try high(palette)
            for token in Self.tokens(palette.schema) {
                expected.insert(.init(name: "\(palette.id)/\(token)", appearance: "any", rgba: Self.bytes(palette.colour(of: token)!)))
                expected.insert(.init(name: "\(palette.id)/\(token)", appearance: "contrast:high", rgba: Self.bytes(paletteHigh.colour(of: token)!)))
                if palette.id.rawValue == "craftLight" {
                    expected.insert(.init(name: "craftLight/\(token)", appearance: "luminosity:dark", rgba: Self.bytes(craftDark.colour(of: token)!)))
                    expected.insert(.init(name: "craftLight/\(token)", appearance: "contrast:high,luminosity:dark",
                                          rgba: Self.bytes(craftDarkHigh.colour(of: token)!)))
                }
            }
        }
        #expect(Set(colours) == expected)
        #expect(colours.count == expected.count)
        // Alpha is never the ambiguous "1", channels never floats.
        #expect(!files.contains { $0.text.contains("\"alpha\": \"1\"") })
        #expect(files.filter { $0.text.contains("\"red\": \"0x") }.count == 3 * Self.tokens(.stream).count)
    }

    /// Each rule the checker states, broken once: the checker must name it (so it can fail).
    @Test(arguments: [
        ("nord/paper.colorset", "\"alpha\": \"1.000\"", "\"alpha\": \"1\"", "alpha"),
        ("nord/paper.colorset", "\"red\": \"0x2E\"", "\"red\": 46", "red"),
        ("nord/paper.colorset", "\"red\": \"0x2E\"", "\"red\": \"0x2E0\"", "red"),
        ("nord/paper.colorset", "\"idiom\": \"universal\"", "\"idiom\": \"phone\"", "idiom"),
        ("nord/paper.colorset", "\"color-space\": \"srgb\"", "\"color-space\": \"p3\"", "color-space"),
        ("nord/paper.colorset", "\"colors\": [", "\"colours\": [], \"colors\": [", "unknown key 'colours'"),
        ("nord/paper.colorset", "\"idiom\": \"universal\"", "\"idiom\": \"universal\", \"display-gamut\": \"P3\"", "display-gamut"),
        ("nord/paper.colorset", "\"idiom\": \"universal\"", "\"idiom\": \"universal\", \"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dim\"}]", "appearance"),
        ("nord", "\"provides-namespace\": true", "\"provides-namespace\": \"yes\"", "provides-namespace"),
        ("nord", "\"provides-namespace\": true", "\"provides-namespace\": true, \"on-demand-resource-tags\": [1]", "on-demand-resource-tags"),
        ("", "\"version\": 1", "\"version\": 2", "info.version"),
        ("", "\"author\": \"xcode\"", "\"author\": 7", "info.author"),
    ])
    func theCheckerFindsEachBrokenRule(folder: String, target: String, replacement: String, expected: String) throws {
        let files = try PaletteExporter.export(try Self.palettes("nord"), as: .xcassets)
        let path = "Palettes.xcassets/" + (folder.isEmpty ? "" : folder + "/") + "Contents.json"
        let index = try #require(files.firstIndex { $0.name == path })
        #expect(files[index].text.contains(target))
        var broken = files
        broken[index] = ExportedFile(name: files[index].name, text: files[index].text.replacingOccurrences(of: target, with: replacement))
        let problems = AssetCatalogChecker.check(broken).problems
        #expect(problems.contains { $0.message.contains(expected) }, "\(problems)")
    }

    @Test func theCheckerFindsStructuralProblems() throws {
        let files = try PaletteExporter.export(try Self.palettes("nord"), as: .xcassets)
        let paper = files.first { $0.name.hasSuffix("/paper.colorset/Contents.json") }!
        // Two entries for one slot, a dot in a group name, a second asset of the same full name,
        // a file beside Contents.json, a colour set without Contents.json.
        let doubled = paper.text.replacingOccurrences(of: "\"colors\": [", with: "\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"0x00\", \"green\": \"0x00\", \"blue\": \"0x00\", \"alpha\": \"1.000\"}}},")
        let cases: [([ExportedFile], String)] = [
            (files.map { $0.name == paper.name ? ExportedFile(name: paper.name, text: doubled) : $0 }, "same idiom, gamut and appearance"),
            (files + [ExportedFile(name: "Palettes.xcassets/no.rd/ink.colorset/Contents.json", text: paper.text)], "not a named colour or a group"),
            (files + [ExportedFile(name: "Palettes.xcassets/nord/more/paper.colorset/Contents.json", text: paper.text)], "asset name 'nord/paper' is also"),
            (files + [ExportedFile(name: "Palettes.xcassets/nord/paper.colorset/extra.json", text: "{}")], "nothing else"),
            (files + [ExportedFile(name: "Palettes.xcassets/nord/empty.colorset/notes.txt", text: "")], "Contents.json is required"),
        ]
        for (broken, expected) in cases {
            let problems = AssetCatalogChecker.check(broken).problems
            #expect(problems.contains { $0.message.contains(expected) }, "\(expected): \(problems)")
        }
    }

    @Test func twinsOfTheWrongKindAreRefused() throws {
        let swapped = Schema(name: "stream", groups: Schema.stream.groups, roles: Schema.stream.roles, derivedTokens: Schema.stream.derivedTokens,
                             ruleKinds: Schema.stream.ruleKinds, rules: Schema.stream.rules, ground: "paper", plate: "plate",
                             ids: Schema.stream.ids, twins: [.init(light: "craftDark", dark: "craftLight")], swiftNames: Schema.stream.swiftNames)
        let palettes = try Self.palettes("craftLight", "craftDark").map { Self.copy($0, schema: swapped) }
        for format in ExportFormat.allCases where format.variants.contains(.darkTwin) && format != .tailwind {
            #expect(throws: ExportProblem.twinOfWrongKind(id: "craftDark", shouldBeLight: true, namedBy: nil)) { try PaletteExporter.export(palettes, as: format) }
        }
        // Without its twin, a palette is exported alone.
        let alone = try PaletteExporter.export(try Self.palettes("craftDark"), as: .xcassets)
        #expect(alone.contains { $0.name == "Palettes.xcassets/craftDark/paper.colorset/Contents.json" })
    }

    // MARK: Android

    @Test func androidNamesAndValuesAreWhatAndroidReads() throws {
        let palettes = try Self.palettes("craftLight", "craftDark", "nord")
        let files = try PaletteExporter.export(palettes, as: .android)
        #expect(files.map(\.name) == ["res/values/colors.xml", "res/values-night/colors.xml", "StreamPalette.kt"])
        let day = Self.colours(inResources: files[0].text), night = Self.colours(inResources: files[1].text)
        #expect(day.count == 3 * Self.tokens(.stream).count)
        for (name, _) in day + night { #expect(name.wholeMatch(of: /[a-z][a-z0-9_]*/) != nil, "\(name)") }
        // Every night colour overrides a day colour: none exists only at night.
        #expect(Set(night.map(\.name)).isSubset(of: Set(day.map(\.name))))
        #expect(night.count == Self.tokens(.stream).count)
        let dayValues = Dictionary(uniqueKeysWithValues: day), nightValues = Dictionary(uniqueKeysWithValues: night)
        #expect(dayValues["craft_light_ink_on_accent"] == Self.argb(palettes[0].colour(of: "inkOnAccent")!))
        #expect(dayValues["nord_highlight_plate"] == Self.argb(palettes[2].colour(of: "plate")!))
        #expect(nightValues["craft_light_highlight"] == Self.argb(palettes[1].colour(of: "highlight")!))
        // Compose: every colour is Color(0x + eight digits), alpha first, one per token and palette.
        let literals = files[2].text.matches(of: /Color\(0x([0-9A-Fa-f]+)\)/).map { String($0.output.1) }
        #expect(literals.count == 3 * Self.tokens(.stream).count)
        #expect(literals.allSatisfy { $0.count == 8 })
        #expect(files[2].text.contains("            highlight = Color(0x99FFD54F),"))
        #expect(files[2].text.contains("@Immutable\ndata class StreamPalette("))
        #expect(files[2].text.contains("val LocalStreamPalette = staticCompositionLocalOf { StreamPalette.craftLight }"))
    }

    @Test func androidNameClashesAreRefused() throws {
        let nord = try Self.palettes("nord")[0]
        let schema = Schema(name: "clash", groups: ["g"], roles: [Role("lightPaper", "g", "a", mustBeOpaque: true), Role("paper", "g", "b")],
                            derivedTokens: [], ruleKinds: [], rules: [], ground: "lightPaper", plate: nil, swiftNames: .init(palette: "ClashPalette"))
        let colours: [RoleName: Colour] = ["lightPaper": nord["paper"]!, "paper": nord["ink"]!]
        let palettes = [Palette(id: PaletteID("craft")!, schema: schema, colours: colours), Palette(id: PaletteID("craftLight")!, schema: schema, colours: colours)]
        #expect(throws: ExportProblem.nameClash("craft_light_paper", first: "craft.lightPaper", second: "craftLight.paper")) {
            try PaletteExporter.export(palettes, as: .android)
        }
    }

    /// `<color name="N">#AARRGGBB</color>` lines, read with a pattern of their own.
    static func colours(inResources text: String) -> [(name: String, value: String)] {
        text.matches(of: /<color name="([^"]+)">#([0-9A-F]{8})<\/color>/).map { (String($0.output.1), String($0.output.2)) }
    }

    static func argb(_ colour: Colour) -> String {
        let rgba = bytes(colour)
        return [rgba[3], rgba[0], rgba[1], rgba[2]].map { String(format: "%02X", $0) }.joined()
    }

    // MARK: Tailwind

    @Test func tailwindMapsEveryTokenInlineAndEveryPaletteDefinesIt() throws {
        let palettes = try Self.palettes("craftLight", "craftDark", "nord")
        let css = try PaletteExporter.export(palettes, as: .tailwind)[0].text
        let tokens = Self.tokens(.stream)
        let theme = try #require(css.firstMatch(of: /@theme inline \{\n([^}]*)\}/)).output.1
        #expect(theme.split(separator: "\n").map(String.init) == tokens.map { "  --color-\($0): var(--\($0));" })
        #expect(css.components(separatedBy: "@theme").count == 2)
        for palette in palettes {
            let head = palette.id.rawValue == "craftLight" ? ":root, [data-palette=\"craftLight\"] {" : "[data-palette=\"\(palette.id)\"] {"
            let block = try #require(css.components(separatedBy: head + "\n").dropFirst().first?.components(separatedBy: "}").first, "\(palette.id)")
            // A derived token carries its expression as a comment, as in `export css`.
            let declarations = block.split(separator: "\n").map { $0.replacing(#/ \/\* [^*]* \*\/$/#, with: "") }
            #expect(declarations == tokens.map { "  --\($0): \(palette.colour(of: $0)!.hex);" })
        }
        #expect(css.contains("@custom-variant dark (&:where([data-palette=\"craftDark\"], [data-palette=\"craftDark\"] *, [data-palette=\"nord\"], [data-palette=\"nord\"] *));"))
    }

    /// `:root` carries the first palette; when it is dark, `dark:` holds on a page without
    /// `data-palette` too (before, `:root` was dark and the variant did not match it).
    @Test func tailwindsDarkVariantCoversARootThatIsDark() throws {
        let css = try PaletteExporter.export(try Self.palettes("nord", "craftLight"), as: .tailwind)[0].text
        #expect(css.contains("@custom-variant dark (&:where(:root:not([data-palette]), :root:not([data-palette]) *:not(:where([data-palette=\"craftLight\"], [data-palette=\"craftLight\"] *)), [data-palette=\"nord\"], [data-palette=\"nord\"] *));"))
        #expect(css.contains("\n:root, [data-palette=\"nord\"] {\n"))
        let light = try PaletteExporter.export(try Self.palettes("craftLight", "nord"), as: .tailwind)[0].text
        #expect(!light.contains(":root:not([data-palette])"))
    }

    /// Tailwind carries the contrast levels as `export css` does: an app's `data-contrast`, and the
    /// system's setting where the app sets none; `:root` (the first palette) in each.
    @Test func tailwindCarriesTheContrastLevelsAsCSSDoes() throws {
        let palettes = try Self.palettes("craftLight", "nord")
        let css = try PaletteExporter.export(palettes, as: .tailwind)[0].text
        let plain = try PaletteExporter.export(palettes, as: .css)[0].text
        for head in [":root[data-contrast=\"high\"], [data-palette=\"craftLight\"][data-contrast=\"high\"] {",
                     "[data-palette=\"nord\"][data-contrast=\"high\"] {",
                     "  :root:not([data-contrast]), [data-palette=\"craftLight\"]:not([data-contrast]) {",
                     "  [data-palette=\"nord\"]:not([data-contrast]) {"] {
            #expect(css.components(separatedBy: "\n" + head + "\n").count == 2, "\(head)")
        }
        // The same declarations as `export css` writes, block by block, once each selector is the same.
        let unified = css.replacingOccurrences(of: ":root[data-contrast=\"high\"], ", with: "")
            .replacingOccurrences(of: ":root:not([data-contrast]), ", with: "").replacingOccurrences(of: ":root, ", with: "")
        let body = { (text: String) in text.components(separatedBy: "\n[data-palette=\"craftLight\"] {")[1].components(separatedBy: "\n@theme")[0] }
        #expect(body(unified) == body(plain))
    }

    // MARK: Figma

    /// Colours as Figma's sample plugin parses them (`parseColor`: #RRGGBB, or rgba with an alpha
    /// fraction), resolving `{group.token}` aliases by the `/` names it gives variables.
    static func figmaImport(_ text: String) throws -> [String: [UInt8]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var raw: [String: String] = [:]
        func walk(_ object: [String: Any], _ path: [String]) {
            if let value = object["$value"] as? String { raw[path.joined(separator: "/")] = value; return }
            for (key, child) in object where !key.hasPrefix("$") { if let child = child as? [String: Any] { walk(child, path + [key]) } }
        }
        walk(document, [])
        var resolved: [String: [UInt8]] = [:]
        for (name, value) in raw {
            var text = value
            if text.hasPrefix("{") { text = raw[String(text.dropFirst().dropLast()).replacingOccurrences(of: ".", with: "/")]! }
            if let match = text.wholeMatch(of: /#([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})/) {
                resolved[name] = [match.output.1, match.output.2, match.output.3].map { UInt8($0, radix: 16)! } + [255]
            } else if let match = text.wholeMatch(of: /rgba\((\d{1,3}), (\d{1,3}), (\d{1,3}), ([\d.]+)\)/) {
                resolved[name] = [UInt8(match.output.1)!, UInt8(match.output.2)!, UInt8(match.output.3)!, UInt8((Double(match.output.4)! * 255).rounded())]
            } else {
                Issue.record("\(name): \(text) is not a colour Figma's sample reads")
            }
        }
        return resolved
    }

    @Test func figmaImportFilesReadBackExactlyWithAValueInEveryMode() throws {
        let palettes = try Self.palettes("craftLight", "craftDark", "nord")
        let files = try PaletteExporter.export(palettes, as: .figma)
        #expect(files.map(\.name) == ["stream.craftLight.tokens.json", "stream.craftDark.tokens.json", "stream.nord.tokens.json"])
        var names: Set<String>?
        for (palette, file) in zip(palettes, files) {
            let values = try Self.figmaImport(file.text)
            if let names { #expect(Set(values.keys) == names) } else { names = Set(values.keys) }
            #expect(values.count == Self.tokens(.stream).count)
            for token in Self.tokens(.stream) {
                let group = Schema.stream.role(RoleName(token))?.group ?? "derived"
                #expect(values["\(group)/\(token)"] == Self.bytes(palette.colour(of: token)!), "\(palette.id).\(token)")
            }
            for name in values.keys { #expect(!name.contains(".") && !name.contains("{") && !name.contains("}")) }
        }
    }

    @Test func figmaRESTBodyReadsBackExactlyWithinFigmasLimits() throws {
        let palettes = try Self.palettes("craftLight", "craftDark", "nord")
        let body = try PaletteExporter.export(palettes, as: .figma, options: ExportOptions([.figmaREST]))
        #expect(body.map(\.name) == ["stream.variables.json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(body[0].text.utf8)) as? [String: Any])
        let collections = try #require(document["variableCollections"] as? [[String: Any]])
        #expect(collections.count == 1 && collections[0]["name"] as? String == "stream")
        let modes = try #require(document["variableModes"] as? [[String: Any]])
        #expect(modes.map { $0["name"] as! String } == palettes.map(\.id.rawValue))
        #expect(modes[0]["action"] as? String == "UPDATE" && modes[0]["id"] as? String == collections[0]["initialModeId"] as? String)
        #expect(modes.count <= 40)
        let variables = try #require(document["variables"] as? [[String: Any]])
        #expect(variables.count == Self.tokens(.stream).count && variables.count <= 5_000)
        for variable in variables {
            let name = variable["name"] as! String
            #expect(!name.contains(".") && !name.contains("{") && !name.contains("}"), "\(name)")
            #expect(variable["resolvedType"] as? String == "COLOR")
        }
        let values = try #require(document["variableModeValues"] as? [[String: Any]])
        var byKey: [String: [String: Any]] = [:]
        for value in values { byKey["\(value["variableId"]!)@\(value["modeId"]!)"] = value["value"] as? [String: Any] }
        #expect(byKey.count == variables.count * modes.count, "a value for every variable in every mode")
        for (palette, mode) in zip(palettes, modes) {
            for (token, variable) in zip(Self.tokens(.stream), variables) {
                var value = try #require(byKey["\(variable["id"]!)@\(mode["id"]!)"])
                if value["type"] as? String == "VARIABLE_ALIAS" { value = try #require(byKey["\(value["id"]!)@\(mode["id"]!)"]) }
                let channels = ["r", "g", "b", "a"].map { key -> UInt8 in
                    let number = (value[key] as! NSNumber).doubleValue
                    #expect(abs((number * 100_000).rounded() - number * 100_000) < 1e-6, "\(number) has more than five decimals")
                    return UInt8((number * 255).rounded())
                }
                #expect(channels == Self.bytes(palette.colour(of: token)!), "\(palette.id).\(token)")
            }
        }
    }

    /// Five decimals bring every 8-bit channel back: all 256, checked without the exporter's maths.
    @Test func fiveDecimalsRoundTripEveryChannel() {
        for channel in 0...255 {
            let text = String(format: "%.5f", Double(channel) / 255)
            #expect(Int((Double(text)! * 255).rounded()) == channel)
            #expect(FigmaExporter.fiveDecimals(UInt8(channel)) == Double(text)!)
        }
    }

    /// The limits of `POST /v1/files/:file_key/variables`, each at its edge. The import files make
    /// a collection per palette, so modes and their names do not bound them.
    @Test func figmaLimitsAreRefused() throws {
        let nord = try Self.palettes("nord")[0], rest = ExportOptions([.figmaREST])
        let many = (0..<41).map { Self.copy(nord, id: "mode\($0)", schema: nord.schema) }
        #expect(throws: ExportProblem.tooMany(what: "Figma modes in a collection", count: 41, limit: 40)) { try PaletteExporter.export(many, as: .figma, options: rest) }
        #expect(throws: Never.self) { try PaletteExporter.export(Array(many.prefix(40)), as: .figma, options: rest) }
        #expect(try PaletteExporter.export(many, as: .figma).count == 41)

        let longest = "n" + String(repeating: "o", count: 39), tooLong = longest + "d"
        let named = [nord, Self.copy(nord, id: tooLong, schema: nord.schema)]
        #expect(throws: ExportProblem.modeNameTooLong(id: tooLong, limit: 40)) { try PaletteExporter.export(named, as: .figma, options: rest) }
        let body = try PaletteExporter.export([nord, Self.copy(nord, id: longest, schema: nord.schema)], as: .figma, options: rest)
        #expect(body[0].text.contains("\"name\": \"\(longest)\""))
        #expect(try PaletteExporter.export(named, as: .figma).map(\.name) == ["stream.nord.tokens.json", "stream.\(tooLong).tokens.json"])
    }

    /// A body over 4,000,000 bytes is refused, with its size; one under it is written.
    @Test func aFigmaBodyOverFourMegabytesIsRefused() throws {
        let roles = (0..<1_000).map { Role(RoleName("role\($0)"), "surface", "a role") }
        let schema = Schema(name: "wide", groups: ["surface"], roles: roles, derivedTokens: [], ruleKinds: [], rules: [],
                            ground: "role0", plate: nil, swiftNames: .init(palette: "Wide"))
        let palettes = (0..<40).map { index in
            Palette(id: PaletteID("mode\(index)")!, schema: schema, colours: Dictionary(uniqueKeysWithValues: schema.roleNames.map { ($0, Colour.white) }))
        }
        let rest = ExportOptions([.figmaREST])
        let few = try PaletteExporter.export(Array(palettes.prefix(4)), as: .figma, options: rest)
        #expect(few[0].text.utf8.count < FigmaExporter.bodyByteLimit)
        #expect {
            try PaletteExporter.export(palettes, as: .figma, options: rest)
        } throws: { error in
            guard case .tooMany(let what, let count, let limit)? = error as? ExportProblem else { return false }
            return what == "bytes in a Figma request body" && count > limit && limit == 4_000_000
        }
    }
}
