import Testing
import PaletteKit
@testable import PaletteCommands
import PaletteTestSupport

/// Links in the shell: `set bar plate` keeps bar following plate in the session, its journal and
/// its file, until bar is set to something else.
@Suite struct LinkShellTests {
    @Test func aRoleSetFromAnotherFollowsItAndSaysSo() {
        var shell = ShellHarness()
        shell.run("set paper #F4F1EA", "set plate #FFFFFF")
        #expect(shell.run("set sheet plate").hasPrefix("sheet = plate #FFFFFF L 1.000\n"))
        #expect(shell.run("show sheet") == "  sheet  #FFFFFF L 1.000  = plate\n")
        let moved = shell.run("set plate #FBFAF7")
        #expect(moved.contains("\nsheet = plate #FBFAF7 L 0.985\n"), "the follower's report follows its source's")
        #expect(shell.session.palette["sheet"] == shell.session.palette["plate"])
        #expect(shell.run("undo").hasPrefix("undone: plate #FBFAF7 → #FFFFFF, sheet #FBFAF7 → #FFFFFF\n"))
        #expect(shell.session.palette.links["sheet"]?.text == "plate")
        shell.run("set sheet #EEEEEE", "set plate #FAFAFA")
        #expect(shell.session.palette["sheet"] == TestColours.colour("#EEEEEE"), "set to a colour, sheet follows nothing")
        #expect(shell.run("show sheet") == "  sheet  #EEEEEE L 0.949\n")
    }

    @Test func aSwatchIsKeptAsItsColourAndASelfReferenceIsAnEdit() {
        var shell = ShellHarness()
        shell.run("source nord", "set paper nord0", "set plate mix(paper, nord3, 0.5)", "set ink #ECEFF4", "set ink ink.stepped(0.1)")
        #expect(shell.session.palette.links["plate"]?.text == "mix(paper, #4C566A, 0.5)")
        #expect(shell.session.palette.links["paper"] == nil)
        #expect(shell.session.palette.links["ink"] == nil)
    }

    @Test func theGroundTakesAColourOnceAndSaysSo() {
        var shell = ShellHarness()
        shell.run("set plate #FFFFFF")
        #expect(shell.run("set paper plate").hasPrefix("paper is the ground (it decides light or dark): it takes the colour once and follows no role\npaper #FFFFFF"))
        #expect(shell.session.palette.links.isEmpty)
    }

    /// The draft measures every role it does not place where it stands: a role that followed a
    /// drafted one stays there (never moved unchecked with it) and says it follows nothing.
    @Test func aDraftedSourcesFollowersStayWhereTheDraftMeasuredThem() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("set sheet plate")
        let sheet = shell.session.palette["sheet"]
        let output = shell.run("draft plate")
        #expect(output.contains("sheet no longer follows plate (the draft placed plate and kept sheet as it was); it keeps \(sheet!.hex)\n"), "\(output)")
        #expect(shell.session.palette["sheet"] == sheet)
        #expect(shell.session.palette.links.isEmpty)
    }

    @Test func unsettingASourceGivesItsFollowersLinksUpAndSaysSo() {
        var shell = ShellHarness()
        shell.run("set paper #F4F1EA", "set plate #FFFFFF", "set sheet plate")
        #expect(shell.run("unset plate").contains("sheet no longer follows plate (role 'plate' is not set yet); it keeps #FFFFFF\n"))
        #expect(shell.session.palette["sheet"] == .white)
        #expect(shell.session.palette.links.isEmpty)
    }

    @Test func aPinAtALevelFollowsNothing() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("set sheet plate", "level high", "set field plate")
        #expect(shell.session.palette.pins["high"]?["field"] == shell.session.palette["plate"])
        #expect(shell.session.palette.links.keys.sorted() == ["sheet"])
    }

    @Test func fixMovesAFollowerWithItsSourceAndUnlinkLetsItGo() {
        var shell = ShellHarness()
        shell.fillPassingPalette()
        shell.run("set sheet plate", "set plate #F2F2F2")
        _ = shell.run("fix")
        let linked = try! #require(shell.session.lastFix?.repair)
        #expect(linked.result["sheet"] == linked.result["plate"])
        #expect(linked.result.links["sheet"]?.text == "plate")
        #expect(shell.run("fix --only sheet") == "error: fix: --only names sheet, which follows plate; it moves with what it follows (name that), or with --unlink on its own\n")
        _ = shell.run("fix --unlink")
        #expect(shell.session.lastFix?.repair.result.links.isEmpty == true)
        shell.run("apply")
        #expect(shell.session.palette.links.isEmpty)
    }

    /// A palette opened without a journal writes one that replays to it exactly: links, pins and
    /// twin too (the journal held colours only, so the next open found the file changed outside it).
    @Test func anOpenedPalettesJournalReplaysItsLinksPinsAndTwin() throws {
        var palette = try PaletteFile.decode(PassingPalette.text)
        palette.id = PaletteID("craftLight")!
        try palette.assign("sheet", nil, following: RoleLink(try ColourExpressionParser.parse("plate"), schema: palette.schema))
        try palette.assign("field", nil, following: RoleLink(try ColourExpressionParser.parse("sheet.stepped(0.03)"), schema: palette.schema))
        palette.pin("accent", TestColours.colour("#0A58CA"), at: "high")
        palette.twin = PaletteID("craftDark")
        let files = MemoryFileSystem(files: ["w/Palettes/craftLight.json": PaletteFile.encode(palette)])
        let output = TextBuffer()
        let context = ShellContext(output: output, style: .plain, fileSystem: files)
        let opened = try ShellStartup.open("craftLight", directory: "w", context: context)
        #expect(opened.palette == palette)
        let again = TextBuffer()
        let reopened = try ShellStartup.open("craftLight", directory: "w", context: ShellContext(output: again, style: .plain, fileSystem: files))
        #expect(again.text.hasPrefix("opened craftLight from w/Palettes/craftLight.json\n"), "\(again.text)")
        #expect(reopened.palette == palette)
        #expect(files.files["w/Sessions/craftLight.session"]!.contains("\nset sheet plate\nset field sheet.stepped(0.03)\nlevel high\nset accent #0A58CA\nlevel standard\ntwin craftDark\n"))
    }
}

enum TestColours {
    static func colour(_ hex: String) -> Colour { try! ColourParser.parse(hex) }
}
