import Foundation
import Testing

/// Palette files written before the stream schema carried its `signal` rules keep reading: a
/// file whose signals collide is measured and reported failing (exit 1), never refused (exit 2).
@Suite struct SignalRuleFileTests {
    /// amberLinen as saved without the rule (Palettes/amberLinen.json at 29e19db: the same file
    /// with the scheme's signal colours).
    static func amberLinenBeforeTheRule() throws -> String {
        var text = try String(contentsOfFile: IntegrityEndToEndTests.repositoryFile("Palettes/amberLinen.json"), encoding: .utf8)
        for (role, now, before) in [("success", "#3C6F2C", "#3B6E2A"), ("warning", "#AE782E", "#8F5B00"), ("destructive", "#880B00", "#A8321E")] {
            #expect(text.contains("\"\(role)\": \"\(now)\""))
            text = text.replacingOccurrences(of: "\"\(role)\": \"\(now)\"", with: "\"\(role)\": \"\(before)\"")
        }
        return text
    }

    @Test func anOlderFileWhoseSignalsCollideIsReportedNotRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.amberLinenBeforeTheRule(), to: "amberLinen.json")
        let check = try BinaryRunner.run(["check", "amberLinen.json"], directory: folder.url)
        #expect(check.status == 1, "\(check.errors)")
        #expect(check.output.contains("  fail    signal    warning/destructive       3.3 < 9 under deuteranopia\n"), "\(check.output)")
        let json = try BinaryRunner.run(["check", "--json", "amberLinen.json"], directory: folder.url)
        #expect(json.status == 1)
        #expect(json.output.contains("\"detail\": \"under deuteranopia\""), "\(json.output)")
        let fixed = try BinaryRunner.run(["fix", "amberLinen.json", "--out", "fixed.json", "--id", "fixed"], directory: folder.url)
        #expect(fixed.status == 0, "\(fixed.errors)")
        let again = try BinaryRunner.run(["check", "fixed.json"], directory: folder.url)
        #expect(again.status == 0 && again.output.contains("61 rules: 58 pass, 0 fail"), "\(again.output)")
    }
}
