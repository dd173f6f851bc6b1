import Foundation
import Testing

/// Exports, the preview page in a real browser, and the id lint, as real processes.
@Suite struct HandingOnTests {
    static let root = ReplayTests.root

    @Test func swiftExportCompilesAndAgreesWithPaletteRepl() throws {
        let folder = try TemporaryFolder()
        let export = try BinaryRunner.run(["export", "swift", "Palettes/craftLight.json", "Palettes/nord.json", "--out", folder.url.path], directory: Self.root)
        #expect(export.status == 0, "\(export.errors)")
        try folder.write("""
            import Foundation
            print(StreamPalette.nord.paper.hex, StreamPalette.palette(.nord).controlFill.hex, StreamPalette.craftLight.pressedPlate.hex, StreamPalette.craftLight.highlight.hex)
            print(StreamPalette.ID.allCases.map(\\.rawValue).joined(separator: ","), StreamPalette.nord.isLight, StreamPalette.craftLight.isLight)
            let id = try! JSONDecoder().decode(StreamPalette.ID.self, from: "\\"nord\\"".data(using: .utf8)!)
            print(id)
            """, to: "main.swift")
        let text = try Self.compileAndRun(["StreamPalette.swift", "main.swift"], in: folder.url)
        // controlFill of nord as palette-repl computes it: nord0 stepped 0.12 toward white.
        #expect(text == "#2E3440 #474C57 #F2F2F2 #FFD54F99\ncraftLight,nord false true\nnord\n")
    }

    /// The facade: one program activates two palettes and reads a role and a derived token
    /// through `StreamTokens`, which must follow the active palette.
    @Test func theFacadeSwitchesPalettesAtRuntime() throws {
        let folder = try TemporaryFolder()
        let export = try BinaryRunner.run(["export", "swift", "Palettes/craftLight.json", "Palettes/nord.json", "--out", folder.url.path], directory: Self.root)
        #expect(export.status == 0, "\(export.errors)")
        try folder.write("""
            print(StreamTokens.active == StreamPalette.craftLight, StreamTokens.paper.hex, StreamTokens.pressedPlate.hex)
            StreamTokens.activate(.nord)
            print(StreamTokens.active == StreamPalette.nord, StreamTokens.paper.hex, StreamTokens.pressedPlate == StreamPalette.nord.pressedPlate)
            StreamTokens.activate(StreamPalette.craftLight)
            print(StreamTokens.paper.hex, StreamTokens.pressedPlate.hex, StreamTokens.controlFill == StreamPalette.craftLight.controlFill)
            """, to: "main.swift")
        let text = try Self.compileAndRun(["-swift-version", "6", "StreamPalette.swift", "main.swift"], in: folder.url)
        let paper = try #require(try String(contentsOf: Self.root.appendingPathComponent("Palettes/craftLight.json"), encoding: .utf8)
            .firstMatch(of: /"paper": "(#[0-9A-F]{6})"/)?.output.1)
        #expect(text == "true \(paper) #F2F2F2\ntrue #2E3440 true\n\(paper) #F2F2F2 true\n")
    }

    /// Contrast levels: the program switches a palette's level and reads the high
    /// variant's colours, which are `fix --level high`'s exactly, and a stepped token at the
    /// level's own step.
    @Test func theFacadeSwitchesContrastLevels() throws {
        let folder = try TemporaryFolder()
        let export = try BinaryRunner.run(["export", "swift", "Palettes/craftLight.json", "Palettes/nord.json", "--out", folder.url.path], directory: Self.root)
        #expect(export.status == 0, "\(export.errors)")
        let fixed = try BinaryRunner.run(["fix", "Palettes/nord.json", "--level", "high", "--out", folder.url.appendingPathComponent("high.json").path, "--id", "high"], directory: Self.root)
        #expect(fixed.status == 0, "\(fixed.errors)")
        let high = try folder.read("high.json")
        func role(_ name: String) throws -> String {
            try #require(high.firstMatch(of: try Regex<(Substring, Substring)>("\"\(name)\": \"(#[0-9A-F]{6})\""))?.output.1).description
        }
        try folder.write("""
            StreamTokens.activate(.nord, contrast: .high)
            print(StreamTokens.activeID, StreamTokens.active.contrast, StreamTokens.secondary.hex, StreamTokens.paper.hex)
            StreamTokens.activate(contrast: .standard)
            print(StreamTokens.active == StreamPalette.nord, StreamPalette.palette(.nord, contrast: .high) == StreamPalette.High.nord)
            print(StreamPalette.High.craftLight.pressedPlate == StreamPalette.High.craftLight.plate.stepped(0.08, towardBlack: true))
            """, to: "main.swift")
        let text = try Self.compileAndRun(["-swift-version", "6", "StreamPalette.swift", "main.swift"], in: folder.url)
        #expect(text == "nord high \(try role("secondary")) \(try role("paper"))\ntrue true\ntrue\n")
    }

    /// Compiles `arguments` with swiftc in `folder` (the compile must succeed) and returns what
    /// the program prints.
    static func compileAndRun(_ arguments: [String], in folder: URL) throws -> String {
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["swiftc"] + arguments + ["-o", "program"]
        compile.currentDirectoryURL = folder
        try compile.run()
        compile.waitUntilExit()
        #expect(compile.terminationStatus == 0)
        let run = Process()
        run.executableURL = folder.appendingPathComponent("program")
        let output = Pipe()
        run.standardOutput = output
        try run.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        return text
    }

    /// An incomplete palette is exit 1 in every command; a usage error is 2.
    @Test(arguments: [
        (["export", "swfit", "Palettes/nord.json"], "palette-repl: unknown export format 'swfit' (did you mean 'swift'?); expected swift, dtcg, dtcg-resolver, css, xcassets, android, tailwind, figma", Int32(2)),
        (["export", "dtcg-resolver", "Palettes/nord.json"], "palette-repl: cannot export dtcg-resolver of one palette", 2),
        (["export", "css", "draft.json"], "palette-repl: cannot export draft: 38 roles missing: plate, sunken", 1),
        (["export", "css"], "palette-repl: export: missing FILE after 'css'", 2),
        (["preview", "draft.json"], "palette-repl: cannot export draft: 38 roles missing", 1),
        (["export", "xcassets", "draft.json"], "palette-repl: cannot export draft: 38 roles missing", 1),
        (["export", "android", "Palettes/nord.json", "draft.json"], "palette-repl: cannot export draft: 38 roles missing", 1),
        (["export", "tailwind", "--rest", "Palettes/nord.json"], "palette-repl: --rest does not apply to export tailwind; it is for figma", 2),
        (["export", "figma", "--dtcg-legacy", "Palettes/nord.json"], "palette-repl: --dtcg-legacy does not apply to export figma; it is for dtcg, dtcg-resolver", 2),
        (["export", "xcasets", "Palettes/nord.json"], "palette-repl: unknown export format 'xcasets' (did you mean 'xcassets'?); expected swift, dtcg, dtcg-resolver, css, xcassets, android, tailwind, figma", 2),
    ])
    func badExportsWriteNothing(arguments: [String], message: String, status: Int32) throws {
        let folder = try TemporaryFolder()
        try folder.write(try String(contentsOf: Self.root.appendingPathComponent("Palettes/nord.json"), encoding: .utf8), to: "Palettes/nord.json")
        try folder.write(##"{"format":"palette-repl/1","id":"draft","roles":{"paper":"#FFFFFF"}}"##, to: "draft.json")
        let outcome = try BinaryRunner.run(arguments + ["--out", "out"], directory: folder.url)
        #expect(outcome.status == status)
        #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
        #expect(!folder.exists("out"))
    }

    @Test func dtcgAndCSSExportsAreWritten() throws {
        let folder = try TemporaryFolder()
        for format in ["dtcg", "dtcg-resolver", "css"] {
            let outcome = try BinaryRunner.run(["export", format, "Palettes/nord.json", "Palettes/craftDark.json", "--out", folder.url.path], directory: Self.root)
            #expect(outcome.status == 0)
            if format == "dtcg-resolver" {
                #expect(outcome.output == "wrote \(folder.url.path)/palettes.resolver.json and 3 token files beside it (2 palettes)\n")
            }
        }
        let tokens = try JSONSerialization.jsonObject(with: Data(try folder.read("palettes.tokens.json").utf8)) as! [String: Any]
        let nord = tokens["nord"] as! [String: Any]
        let paper = (nord["paper"] as! [String: Any])["$value"] as! [String: Any]
        #expect(paper["hex"] as? String == "#2E3440")
        #expect(paper["colorSpace"] as? String == "srgb")
        let resolver = try JSONSerialization.jsonObject(with: Data(try folder.read("palettes.resolver.json").utf8)) as! [String: Any]
        #expect(resolver["version"] as? String == "2025.10")
        let craftDark = try JSONSerialization.jsonObject(with: Data(try folder.read("craftDark.tokens.json").utf8)) as! [String: Any]
        #expect(((craftDark["paper"] as! [String: Any])["$value"] as! [String: Any])["hex"] as? String == "#131315")
        let legacy = try BinaryRunner.run(["export", "dtcg", "--dtcg-legacy", "Palettes/nord.json", "--out", folder.url.path + "/legacy"], directory: Self.root)
        #expect(legacy.status == 0)
        #expect(try folder.read("legacy/palettes.tokens.json").contains(##""$value": "#2E3440""##))
        #expect(try folder.read("palettes.css").contains("[data-palette=\"craftDark\"] {\n  --paper: #131315;"))
    }

    @Test(RequiredTools.enabled(Chromium.path, "Chromium is not installed: the preview's browser test needs it (apt-get install chromium)"))
    func previewRendersTheExpectedColoursInChromium() throws {
        _ = try RequiredTools.require(Chromium.path, "chromium")
        let folder = try TemporaryFolder()
        let ids = ["craftLight", "nord", "obsidian"]
        let page = folder.url.appendingPathComponent("preview.html").path
        let preview = try BinaryRunner.run(["preview"] + ids.map { "Palettes/\($0).json" } + ["--out", page], directory: Self.root)
        #expect(preview.status == 0, "\(preview.errors)")
        let png = folder.url.appendingPathComponent("preview.png").path
        // The three palettes, then their high-contrast variants, side by side.
        try Chromium.screenshot(page: page, to: png, width: 20 + 6 * 380, height: 900)
        var points: [(id: String, role: String, point: String)] = []
        for (index, id) in (ids + ids.map { $0 + "-high" }).enumerated() {
            for probe in PreviewProbes.probes(column: index) { points.append((id, probe.role, "\(probe.x),\(probe.y)")) }
        }
        for id in ids {
            let fixed = try BinaryRunner.run(["fix", "Palettes/\(id).json", "--level", "high", "--out", folder.url.appendingPathComponent("\(id)High.json").path, "--id", "\(id)High"],
                                             directory: Self.root)
            #expect(fixed.status == 0, "\(fixed.errors)")
        }
        let pixels = try PreviewProbes.pixels(png, points.map(\.point))
        for (index, point) in points.enumerated() {
            let file = point.id.hasSuffix("-high") ? folder.url.appendingPathComponent("\(point.id.dropLast(5))High.json") : Self.root.appendingPathComponent("Palettes/\(point.id).json")
            let palette = try String(contentsOf: file, encoding: .utf8)
            let expected = palette.components(separatedBy: "\"\(point.role)\": \"")[1].prefix(7)
            #expect(pixels[index] == String(expected), "\(point.id).\(point.role) at \(point.point)")
        }
    }

    @Test func idLintFailsOnARenameUnlessAMigrationIsRecorded() throws {
        let folder = try TemporaryFolder()
        let nord = try String(contentsOf: Self.root.appendingPathComponent("Palettes/nord.json"), encoding: .utf8)
        try folder.write(nord.replacingOccurrences(of: "\"id\": \"nord\"", with: "\"id\": \"nordic\""), to: "Palettes/nordic.json")
        try folder.write("nord\n", to: "Palettes/ids.txt")
        let renamed = try BinaryRunner.run(["check", "--ids", "Palettes/nordic.json"], directory: folder.url)
        #expect(renamed.status == 1)
        #expect(renamed.output.contains("ids: fail: id 'nord' disappeared: ids are stored in users' settings, so removing or renaming one is a migration; if it was renamed to 'nordic', record 'nord -> nordic' in Palettes/ids.txt\n"))
        let json = try BinaryRunner.run(["check", "--ids", "--json", "Palettes/nordic.json"], directory: folder.url)
        let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as! [String: Any]
        let problems = (document["ids"] as! [String: Any])["problems"] as! [[String: Any]]
        #expect(problems.map { $0["kind"] as! String } == ["disappeared", "unlisted"])
        try folder.write("nord\nnord -> nordic\n", to: "Palettes/ids.txt")
        let migrated = try BinaryRunner.run(["check", "--ids", "Palettes/nordic.json"], directory: folder.url)
        #expect(migrated.status == 0, "\(migrated.output)")
    }

    @Test func theShippedIDsMatchTheCommittedList() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Palettes").path)
            .filter { $0.hasSuffix(".json") && $0 != "harbor.json" }.sorted().map { "Palettes/" + $0 }
        let outcome = try BinaryRunner.run(["check", "--ids"] + files, directory: Self.root)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("ids: all 12 ids listed in schema 'stream' present, no unlisted ids\n"))
    }
}

/// Headless Chromium from Debian's `chromium` package.
enum Chromium {
    static var path: String? {
        RequiredTools.find("chromium", "chromium-browser")
    }

    static func screenshot(page: String, to png: String, width: Int, height: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--force-color-profile=srgb", "--window-size=\(width),\(height)", "--screenshot=\(png)", "file://\(page)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }
}

/// The preview's probe points (PaletteKit.PreviewLayout, mirrored so the test reads the page as a
/// browser does) and a PNG reader.
enum PreviewProbes {
    static func probes(column index: Int) -> [(role: String, x: Int, y: Int)] {
        let x = 20 + index * 380, top = 20 + 40
        return [("paper", x + 8, top + 52), ("bar", x + 300, top + 30), ("plate", x + 330, top + 220),
                ("accent", x + 48, top + 188), ("stage", x + 8, top + 452)]
    }

    static func pixels(_ png: String, _ points: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("png_pixels.py").path
        process.arguments = ["python3", script, png] + points
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
    }
}
