import Foundation
import Testing
import PaletteCommands
import PaletteKit
import PaletteReference
import PaletteTestSupport

/// `check` reports a role outside its schema's band as it reports a failing rule: a fail line,
/// exit 1, and the band in `--json`. The palette is craftLight with destructive set to the colour
/// in the table; every rule passes with each, so only the band decides. The oracle for which
/// colours leave the band is the band's numbers written out here (OKLCH lightness 0.35–0.80 in a
/// light palette, chroma ≥ 0.06) by the tests' own maths, `ReferenceColour.oklab`.
@Suite struct CheckBandTests {
    static func run(_ files: [String: String], _ arguments: [String]) -> (code: ExitCode, output: String) {
        let output = TextBuffer(), errors = TextBuffer()
        let code = CommandLineTool.run(arguments, context: ToolContext(output: output, errors: errors, fileSystem: MemoryFileSystem(files: files)))
        return (code, output.text + errors.text)
    }

    static func craftLight(destructive: String) throws -> String {
        let text = try RepositoryFiles.text("Palettes/craftLight.json")
        let palette = try PaletteFile.decode(text)
        let current = try #require(palette["destructive"]).hex
        return text.replacingOccurrences(of: "\"destructive\": \"\(current)\"", with: "\"destructive\": \"\(destructive)\"")
    }

    @Test(arguments: [
        // #4C0000 (L 0.26) is a red that reads as black; #A70F07 (L 0.47) is craftLight's own.
        (colour: "#4C0000", keepsBand: false),
        (colour: "#A70F07", keepsBand: true),
    ])
    func aRoleOutsideItsBandFailsCheck(_ colour: String, _ keepsBand: Bool) throws {
        let text = try Self.craftLight(destructive: colour)
        let palette = try PaletteFile.decode(text)
        #expect(RuleEvaluator.evaluateAll(palette).allSatisfy { $0.status != .fail }, "every rule passes, so only the band decides")
        let lab = ReferenceColour.oklab(try ColourParser.parse(colour))
        let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
        #expect(((0.35...0.80).contains(lab[0]) && chroma >= 0.06) == keepsBand, "the table's colour and the issue's numbers")

        let files = ["craftLight.json": text]
        let checked = Self.run(files, ["check", "craftLight.json"])
        #expect(checked.code == (keepsBand ? .success : .failure), "\(checked.output)")
        let bandLine = checked.output.split(separator: "\n").first { $0.hasPrefix("  fail    band      destructive \(colour)") }
        #expect((bandLine == nil) == keepsBand, "\(checked.output)")
        if let bandLine { #expect(bandLine.hasSuffix("outside OKLCH lightness 0.35–0.8, chroma ≥ 0.06"), "\(bandLine)") }
        #expect(checked.output.hasSuffix(keepsBand ? "1 file: 1 passing, 0 failing or incomplete\n" : "1 file: 0 passing, 1 failing or incomplete\n"))

        let json = Self.run(files, ["check", "craftLight.json", "--json"])
        #expect(json.code == checked.code)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let bands = try #require(file["bands"] as? [[String: Any]])
        #expect(bands.compactMap { $0["role"] as? String } == ["accent", "destructive", "success", "warning"])
        let destructive = try #require(bands.first { $0["role"] as? String == "destructive" })
        #expect(destructive["colour"] as? String == colour)
        #expect(destructive["status"] as? String == (keepsBand ? "pass" : "fail"))
        #expect(abs((destructive["lightness"] as? Double ?? -1) - lab[0]) < 0.001)
    }
}
