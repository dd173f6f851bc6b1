import Foundation
import Testing
import PaletteKit

/// What an app's own test suite asks of its palettes, through PaletteKit's public API only:
/// each palette file reads, is complete, and keeps every rule of its schema.
@Suite struct ShippedPalettesTests {
    /// The palettes this repository ships stand for the app's own.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Palettes")

    static let streamPalettes = ["amberLinen", "apricotPlum", "blushPaper", "catppuccinLatte", "craftDark", "craftLight", "everforest",
                                 "gruvbox", "kanagawa", "nord", "obsidian", "rosePineDawn"]

    @Test(arguments: streamPalettes)
    func everyRulePasses(id: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("\(id).json"), encoding: .utf8)
        let palette = try PaletteFile.decode(text, schema: .stream, requireComplete: true)
        let failing = RuleEvaluator.evaluateAll(palette).filter { $0.status == .fail }
        #expect(failing.isEmpty, "\(id): \(failing.map(\.rule.pairName))")
    }

    /// The check can fail: a body colour on its own ground breaks the body rule.
    @Test func aBrokenPaletteFails() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("nord.json"), encoding: .utf8)
        var palette = try PaletteFile.decode(text, schema: .stream, requireComplete: true)
        palette["body"] = palette["paper"]
        let failing = RuleEvaluator.evaluateAll(palette).filter { $0.status == .fail }.map(\.rule.pairName)
        #expect(failing.contains("body/paper"))
    }
}
