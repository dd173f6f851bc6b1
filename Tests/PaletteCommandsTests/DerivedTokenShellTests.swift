import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// Derived tokens: rules name them and completion offers them, so `show`, `rules` and `set` know
/// them too: shown as computed, their rules listed, never set.
@Suite struct DerivedTokenShellTests {
    @Test func showAndRulesKnowADerivedTokenAndSetSaysItIsComputed() {
        var shell = ShellHarness(id: "dusk")
        shell.fillPassingPalette()
        let plate = shell.session.palette["plate"]!
        let pressed = shell.session.palette.colour(of: "pressedPlate")!
        #expect(shell.run("show pressedPlate")
                == "  pressedPlate  \(pressed.hex) L \(DecimalText.fixed(pressed.lightness, 3))  (computed: plate stepped 0.05 toward black, not set)\n")
        let rules = shell.run("rules pressedPlate")
        #expect(rules.contains("pressedPlate/plate"), "\(rules)")
        #expect(!rules.contains("body/paper"), "\(rules)")
        let (outcome, text) = shell.outcome("set pressedPlate #FFFFFF")
        guard case .rejected = outcome else { Issue.record("accepted: \(text)"); return }
        #expect(text == "error: pressedPlate is computed from plate, not set; 'show pressedPlate' shows it, and it follows plate\n")
        #expect(shell.session.palette["plate"] == plate)
        let all = shell.run("show")
        #expect(all.hasSuffix("(computed: plate stepped 0 toward black, not set)\n"), "\(all)")
        #expect(all.contains("\n  controlFill    "), "\(all)")
    }

    @Test func aDerivedTokenOfAnUnsetBaseSaysSo() {
        var shell = ShellHarness(id: "dusk")
        shell.run("set paper #FAF7F2")
        #expect(shell.run("show pressedPlate") == "  pressedPlate  —       (computed: plate stepped 0.05 toward black, not set; plate is unset)\n")
    }
}
