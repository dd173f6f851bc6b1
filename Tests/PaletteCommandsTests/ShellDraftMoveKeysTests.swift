import Testing
import PaletteKit
@testable import PaletteCommands

/// The shell's `draft --move-keys` moves a key that fails with the others, as a one-shot
/// `--key` does, and a role that follows a moved key stays at the colour the draft measured it
/// at, following nothing any more (as a role that follows a drafted role does): otherwise it
/// would move with the key to a colour no rule was measured on.
@Suite struct ShellDraftMoveKeysTests {
    @Test func aRoleFollowingAMovedKeyStaysWhereTheDraftMeasuredIt() throws {
        var shell = ShellHarness(id: "reader")
        shell.run("set accent #14B8A6", "set markerActive accent")
        let output = shell.run("draft --kind light --builtin --move-keys")
        #expect(output.contains("key accent #14B8A6 fails"), "\(output)")
        let palette = shell.session.palette
        #expect(palette["accent"]?.hex != "#14B8A6")
        #expect(palette["markerActive"]?.hex == "#14B8A6")
        #expect(palette.links["markerActive"] == nil)
        for result in RuleEvaluator.evaluateAll(palette) { #expect(result.status != .fail, "\(result.rule.pairName)") }
    }
}
