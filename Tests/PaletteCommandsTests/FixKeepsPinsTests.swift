import PaletteKit
import Testing
@testable import PaletteCommands
import PaletteTestSupport

/// A fix at standard changes the palette and nothing else: its pins at the other levels stay
/// (they are its variants'), whether the shell applies the plan or `fix --out` writes it.
@Suite struct FixKeepsPinsTests {
    /// The passing palette with success pinned at high and greyed body text at standard.
    static func pinnedAndBroken() -> ShellHarness {
        var shell = ShellHarness(id: "demo")
        shell.fillPassingPalette()
        shell.run("level high", "set success #007C55", "level standard", "set body #8A8580")
        #expect(shell.session.palette.pins["high"]?["success"] == Colour(red: 0x00, green: 0x7C, blue: 0x55))
        #expect(RuleEvaluator.evaluateAll(shell.session.palette).contains { $0.status == .fail })
        return shell
    }

    /// `fix` then `apply` in a palette with a pin said "the last fix was for the palette before
    /// it changed", so a session that drafted (a draft pins a turned status hue) and fixed
    /// could not apply the fix, and a replay of it failed.
    @Test func applyTakesThePlanOfAPinnedPaletteAndKeepsItsPins() {
        var shell = Self.pinnedAndBroken()
        let pins = shell.session.palette.pins
        shell.run("fix")
        let (outcome, output) = shell.outcome("apply")
        #expect(outcome == .accepted, "\(outcome) \(output)")
        #expect(output.contains("applied fix: "), "\(output)")
        #expect(!RuleEvaluator.evaluateAll(shell.session.palette).contains { $0.status == .fail })
        #expect(shell.session.palette.pins == pins, "the high pin is kept")

        // The journal replays to the same palette, pins included.
        let result = SessionReplay.run("new demo\n" + shell.journal, directory: "again", fileSystem: MemoryFileSystem(files: [:]), transcript: TextBuffer())
        #expect(result.session?.palette == shell.session.palette)
    }

    /// Under --invert a plan starts from the palette without its pins (they are its own
    /// kind's): the plan is still the one for the palette as it stands.
    @Test func applyTakesAnInvertedPlanOfAPinnedPalette() {
        var shell = Self.pinnedAndBroken()
        shell.run("fix --invert")
        let (outcome, output) = shell.outcome("apply")
        #expect(outcome == .accepted, "\(outcome) \(output)")
        #expect(shell.session.palette.isLight == false)
        #expect(shell.session.palette.pins.isEmpty, "a pin is a colour for the palette's own kind")
    }

    /// A change after the plan still makes it stale.
    @Test func aChangeAfterThePlanStillMakesItStale() {
        var shell = Self.pinnedAndBroken()
        shell.run("fix", "level high", "set success #007C56", "level standard")
        let (outcome, _) = shell.outcome("apply")
        #expect(outcome == .rejected(.staleRepair))
    }

    /// `fix FILE --out` wrote the palette without its `levels`: amberLinen's high variant then
    /// lost its pinned destructive.
    @Test func fixOutKeepsThePins() throws {
        let text = try RepositoryFiles.text("Palettes/amberLinen.json")
        let palette = try PaletteFile.decode(text, schema: .stream)
        #expect(!palette.pins.isEmpty)
        var broken = palette
        broken["body"] = Colour(red: 0xC8, green: 0xC0, blue: 0xB0)
        _ = broken.refreshLinks()
        let harness = CommandHarness(files: ["in/amberLinen.json": PaletteFile.encode(broken)])
        try harness.fileSystem.createDirectory(at: "out")
        let run = harness.run(["fix", "in/amberLinen.json", "--out", "out/amberLinen.json"])
        #expect(run.code == .success, "\(run.output)\(run.errors)")
        let written = try PaletteFile.decode(try #require(harness.fileSystem.files["out/amberLinen.json"]), schema: .stream)
        #expect(written.pins == palette.pins)
        #expect(written["body"] != broken["body"], "the fix moved body")

        // Nothing moving writes the palette as it was.
        let unchanged = CommandHarness(files: ["in/amberLinen.json": text])
        try unchanged.fileSystem.createDirectory(at: "out")
        #expect(unchanged.run(["fix", "in/amberLinen.json", "--out", "out/amberLinen.json"]).code == .success)
        #expect(unchanged.fileSystem.files["out/amberLinen.json"] == text)
    }

    /// The twin --invert writes carries none of the source's pins (its turns only).
    @Test func theTwinCarriesNoneOfTheSourcesPins() throws {
        let text = try RepositoryFiles.text("Palettes/amberLinen.json")
        let harness = CommandHarness(files: ["P/amberLinen.json": text])
        try harness.fileSystem.createDirectory(at: "P")
        let run = harness.run(["fix", "P/amberLinen.json", "--invert", "--out", "P/amberDark.json", "--id", "amberDark"])
        #expect(run.code == .success, "\(run.output)\(run.errors)")
        let twin = try PaletteFile.decode(try #require(harness.fileSystem.files["P/amberDark.json"]), schema: .stream)
        let source = try PaletteFile.decode(text, schema: .stream)
        for (level, pins) in twin.pins {
            for (role, colour) in pins { #expect(source.pins[level]?[role] != colour, "\(role) at \(level) is a turn of the twin's own") }
        }
        #expect(run.output.contains("pinned") == !twin.pins.isEmpty)
    }
}
