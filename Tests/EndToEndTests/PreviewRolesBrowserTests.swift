import Foundation
import Testing
import PaletteKit

/// The preview page in a real browser: every role and derived token of a palette is drawn by a
/// visible element that names it and its hex on hover, in that colour. Nine roles (raised,
/// sunken, selectionFill, the three signals, focusRing, accentPressed, send) and the derived
/// tokens are among them: each is drawn and labelled too.
@Suite struct PreviewRolesBrowserTests {
    struct Element: Decodable {
        let title: String
        let width: Double
        let height: Double
        let color: String
        let backgroundColor: String
        let borderTopColor: String
        let outlineColor: String
        let borderTopWidth: String
        let outlineWidth: String
        let outlineStyle: String

        /// The colours the element paints: its text, its fill, and a border or outline it draws.
        var painted: [String] {
            var colours = [color, backgroundColor]
            if borderTopWidth != "0px" { colours.append(borderTopColor) }
            if outlineStyle != "none", outlineWidth != "0px" { colours.append(outlineColor) }
            return colours
        }
    }

    /// Whether the browser's `rgb(46, 52, 64)` or `rgba(235, 203, 139, 0.2)` is `colour`: the
    /// channels exactly, the alpha as the browser rounds it (to the nearest of 8 bits).
    static func paints(_ css: String, _ colour: Colour) -> Bool {
        let numbers = css.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double(String($0)) }
        guard numbers.count == 3 || numbers.count == 4 else { return false }
        let alpha = numbers.count == 4 ? numbers[3] : 1
        return numbers[0] == Double(colour.red) && numbers[1] == Double(colour.green) && numbers[2] == Double(colour.blue)
            && abs(alpha * 255 - Double(colour.alpha)) <= 0.51
    }

    @Test(RequiredTools.enabled(Chromium.path, "Chromium is not installed: the preview's browser test needs it (apt-get install chromium)"),
          arguments: ["nord", "craftLight"])
    func everyRoleAndDerivedTokenIsDrawnAndLabelled(id: String) throws {
        let chromium = try RequiredTools.require(Chromium.path, "chromium")
        let folder = try TemporaryFolder()
        let palettePath = IntegrityEndToEndTests.repositoryFile("Palettes/\(id).json")
        let outcome = try BinaryRunner.run(["preview", palettePath, "--out", "page.html"], directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let palette = try PaletteFile.decode(try String(contentsOfFile: palettePath, encoding: .utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("chromium_elements.py").path
        process.arguments = ["python3", script, chromium, folder.url.appendingPathComponent("page.html").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let elements = try JSONDecoder().decode([Element].self, from: data)
        let tokens = palette.schema.roleNames.map(\.rawValue) + palette.schema.derivedTokens.map(\.name)
        for token in tokens {
            let colour = try #require(palette.colour(of: token))
            let title = "\(token) \(colour.hex)"
            let labelled = elements.filter { $0.title == title && $0.width > 0 && $0.height > 0 }
            #expect(!labelled.isEmpty, "\(id): no visible element titled '\(title)'")
            // The page is of the standard palette only: one column, one colour per token.
            #expect(labelled.contains { $0.painted.contains { Self.paints($0, colour) } },
                    "\(id): '\(title)' is not painted in it: \(labelled.map(\.painted))")
        }
    }
}
