import Foundation
import Testing

/// Ctrl-C during a computation in a real terminal: the prompt comes back at once, and the line
/// changed nothing (session, journal, palette file). The computation is long on purpose: a schema
/// of 24 signal colours, every pair of which must stay 9 apart in CIEDE2000 under every vision,
/// where `fix` searches for seconds.
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("tmux"), "tmux is not installed: the real-terminal tests need it (apt-get install tmux)"))
struct TerminalComputationTests {
    /// The schema and a palette of it whose signals collide, made through the binary itself.
    static func largeSchemaFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let signals = (0..<24).map { "signal\($0)" }
        let roles = [#"{"name": "background", "group": "surfaces", "description": "the ground", "opaque": true}"#,
                     #"{"name": "plate", "group": "surfaces", "description": "cards"}"#]
            + signals.map { #"{"name": "\#($0)", "group": "signals", "description": "a status"}"# }
        let apart = signals.indices.flatMap { first in signals[(first + 1)...].map { "\"\(signals[first])/\($0)\"" } }
        let schema = """
            {"format": "palette-repl-schema/1", "name": "many", "groups": ["surfaces", "signals"], "ground": "background", "plate": "plate",
             "roles": [\(roles.joined(separator: ", "))],
             "ruleKinds": [{"name": "fill", "measure": "contrast", "threshold": 3, "palettes": "all"},
                           {"name": "surface", "measure": "contrast", "threshold": 1.05, "palettes": "all"},
                           {"name": "apart", "measure": "distinct", "threshold": 9, "palettes": "all"}],
             "rules": {"fill": [\(signals.map { "\"\($0)/background\"" }.joined(separator: ", "))], "surface": ["plate/background"],
                       "apart": [\(apart.joined(separator: ", "))]},
             "ids": ["many"], "swift": {"palette": "ManyPalette"}}
            """
        try schema.write(to: folder.url.appendingPathComponent("palette-schema.json"), atomically: true, encoding: .utf8)
        // Hues 0.13 of a turn apart at one lightness and saturation: many pairs collide.
        let lines = ["set background #FAFAFA", "set plate #F0F0F0"] + signals.indices.map { index in
            let hue = Double(index) * 0.13 - (Double(index) * 0.13).rounded(.down)
            return "set \(signals[index]) \(Self.hex(hue: hue, lightness: 0.45, saturation: 0.6))"
        } + ["save --force"]
        let made = try BinaryRunner.run(["new", "many", "--dir", ".", "--schema", "palette-schema.json"],
                                        input: lines.joined(separator: "\n") + "\n", directory: folder.url)
        #expect(made.status == 0, "\(made.errors)")
        return folder
    }

    /// HSL to 8-bit sRGB hex (CSS Color 4 `hsl()`), for the fixture's colours.
    static func hex(hue: Double, lightness: Double, saturation: Double) -> String {
        func channel(_ n: Double) -> Int {
            let k = (n + hue * 12).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return Int(((lightness - a * max(-1, min(k - 3, 9 - k, 1))) * 255).rounded())
        }
        return "#" + [channel(0), channel(8), channel(4)].map { String(format: "%02X", $0) }.joined()
    }

    @Test func ctrlCDuringFixBringsThePromptBackAndChangesNothing() throws {
        _ = try RequiredTools.require(RequiredTools.find("tmux"), "tmux")
        let folder = try Self.largeSchemaFolder()
        let journal = folder.url.appendingPathComponent("Sessions/many.session")
        let palette = folder.url.appendingPathComponent("Palettes/many.json")
        let terminal = try TmuxTerminal(command: "\(BinaryRunner.binary.path) open many --schema palette-schema.json --color never",
                                        directory: folder.url, environment: ["PALETTE_REPL_HISTORY": folder.url.appendingPathComponent("history").path])
        defer { terminal.close() }
        try terminal.waitFor("many>")
        let journalBefore = try String(contentsOf: journal, encoding: .utf8)
        let paletteBefore = try String(contentsOf: palette, encoding: .utf8)
        terminal.type("fix")
        terminal.press("Enter")
        // Still computing a second later: no answer and no prompt below the line.
        Thread.sleep(forTimeInterval: 1)
        #expect(terminal.allLines().last == "many> fix", "\(terminal.screen())")
        let pressed = Date()
        terminal.press("C-c")
        try terminal.waitUntil("the interruption and a fresh prompt", seconds: 10) {
            let lines = terminal.allLines()
            return lines.last == "many>" && lines.contains { $0.hasSuffix("error: interrupted (Ctrl-C): the computation was abandoned and nothing was changed or written") }
        }
        let waited = Date().timeIntervalSince(pressed)
        // The release build answers within 100 ms (docs/performance.md); this is the debug build
        // under test, with the polling of the screen on top.
        #expect(waited < 1.5, "the prompt came back \(waited) s after Ctrl-C")
        #expect(try String(contentsOf: journal, encoding: .utf8) == journalBefore)
        #expect(try String(contentsOf: palette, encoding: .utf8) == paletteBefore)
        // Nothing was accepted: history lists no command, and the shell goes on.
        terminal.type("history")
        terminal.press("Enter")
        try terminal.waitUntil("history's empty answer") { terminal.allLines().suffix(2) == ["many> history", "many>"] }
    }
}

/// The journal's lock while a shell holds it, and after it quits: private while held, and gone
/// after every clean quit.
@Suite(.serialized, RequiredTools.enabled(RequiredTools.find("tmux"), "tmux is not installed: the real-terminal tests need it (apt-get install tmux)"))
struct TerminalLockTests {
    @Test func theLockIsPrivateWhileHeldAndGoneAfterACleanQuit() throws {
        _ = try RequiredTools.require(RequiredTools.find("tmux"), "tmux")
        let folder = try TemporaryFolder()
        let lock = folder.url.appendingPathComponent("Sessions/nord.session.lock").path
        let terminal = try TmuxTerminal(command: "\(BinaryRunner.binary.path) new nord", directory: folder.url,
                                        environment: ["PALETTE_REPL_HISTORY": folder.url.appendingPathComponent("history").path])
        defer { terminal.close() }
        try terminal.waitFor("nord>")
        var status = stat()
        #expect(stat(lock, &status) == 0 && status.st_mode & 0o777 == 0o600, "the lock is held, readable by its owner alone")
        let second = try BinaryRunner.run(["new", "nord"], input: "quit\n", directory: folder.url)
        #expect(second.errors.contains("is in use by process"), "\(second.errors)\(second.output)")
        terminal.type("quit")
        terminal.press("Enter")
        try terminal.waitForExit()
        #expect(!FileManager.default.fileExists(atPath: lock), "a clean quit removes the lock")
    }
}
