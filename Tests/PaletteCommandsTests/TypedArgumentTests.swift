import Testing
@testable import PaletteCommands
import PaletteKit

/// A word declared with a type is read once, by the scan, as that type: a word that is not one is
/// refused before the command runs with the error its type gives, and a command reads the value.
@Suite struct TypedArgumentTests {
    @Test(arguments: [
        (["contrast", "#000", "#00000080"], ToolError.translucentBackground("#00000080")),
        (["completions", "tcsh"], ToolError.badOptionValue(command: "completions", option: "SHELL", value: "tcsh", expected: Plural.alternatives(["bash", "zsh", "fish"]))),
        (["draft", "no id"], ToolError.badPaletteID("no id")),
    ])
    func theScanRefusesAWordThatIsNotOfItsType(_ line: [String], _ error: ToolError) throws {
        let command = try #require(CommandLineTool.command(named: line[0]))
        #expect(throws: error) { _ = try command.parse(Array(line.dropFirst())) }
    }

    @Test func aColourThatDoesNotParseIsRefusedWithTheParsersError() throws {
        var expected: ToolError?
        do throws(ColourParseError) { _ = try ColourParser.parse("nope") } catch { expected = .badColour(error) }
        let error = try #require(expected)
        #expect(throws: error) { _ = try ContrastCommand.descriptor.parse(["nope", "#FFF"]) }
        #expect(throws: error) { _ = try SuggestCommand.descriptor.parse(["--ground", "nope", "--plate", "#FFF"]) }
    }

    @Test func aCommandReadsTheValue() throws {
        let parsed = try ContrastCommand.descriptor.parse(["#000000", "#FFFFFF"])
        #expect(parsed[ContrastCommand.foregroundArgument] == Colour(red: 0, green: 0, blue: 0))
        let side = try #require(ShellEngine.command(named: "apply")).parse(["darker"])
        #expect(side[EditingCommands.applySide] == .darker)
        #expect(try #require(ShellEngine.command(named: "apply")).parse([])[EditingCommands.applySide] == nil)
    }

    /// Every value is read through its declaration: no command force-unwraps a parsed value.
    @Test func noCommandForceUnwrapsAParsedValue() throws {
        let pattern = /parsed\[[^\]]*\]!/
        for (path, text) in try SourceFiles.read("Sources/PaletteCommands") {
            #expect(text.firstMatch(of: pattern) == nil, "\(path)")
        }
    }
}
