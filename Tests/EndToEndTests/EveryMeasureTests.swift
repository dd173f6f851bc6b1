import Foundation
import Testing

/// Every rule measure reaches every place a user meets one, from its own type and `Measure.all`
/// alone: `help schema` and the man page list it, a schema file names it, the schema reader's
/// error offers it, and `check` prints a rule of it with its value. The names and summaries are
/// written out here, so a measure added to `Measure.all` and missing from any place fails.
@Suite struct EveryMeasureTests {
    static let measures = [
        (name: "contrast", summary: "WCAG 2.x contrast ratio", shown: "21.00 ≥ 3"),
        (name: "lightness", summary: "OKLCH lightness difference", shown: "1.000 ≥ 0.1"),
        (name: "distinct", summary: "least CIEDE2000 difference under normal vision and simulated protanopia, deuteranopia and tritanopia",
         shown: "100.0 ≥ 9"),
    ]

    /// One rule kind per measure over black on white.
    static let schema = """
    {"format": "palette-repl-schema/1", "name": "measures", "groups": ["all"], "ground": "paper",
     "roles": [{"name": "paper", "group": "all", "description": "ground", "opaque": true},
               {"name": "ink", "group": "all", "description": "text"}],
     "ruleKinds": [{"name": "text", "measure": "contrast", "threshold": 3, "palettes": "all"},
                   {"name": "step", "measure": "lightness", "threshold": 0.1, "palettes": "all"},
                   {"name": "apart", "measure": "distinct", "threshold": 9, "palettes": "all"}],
     "rules": {"text": ["ink/paper"], "step": ["ink/paper"], "apart": ["ink/paper"]}}
    """

    @Test func everyMeasureIsInHelpTheManPageTheReaderAndCheck() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.schema, to: "measures.json")
        let made = try BinaryRunner.run(["new", "blackOnWhite", "--schema", "measures.json", "--dir", "."],
                                        input: "set paper #FFFFFF\nset ink #000000\nsave\nquit\n", directory: folder.url)
        #expect(made.status == 0, "\(made.errors)")
        let help = try BinaryRunner.run(["help", "schema"], directory: folder.url)
        let manual = try BinaryRunner.run(["manual"], directory: folder.url)
        let unknown = try BinaryRunner.run(["schema", "check", "unknown.json"], directory: folder.url)
        try folder.write(Self.schema.replacingOccurrences(of: "\"measure\": \"contrast\"", with: "\"measure\": \"ratio\""), to: "unknown.json")
        let refused = try BinaryRunner.run(["schema", "check", "unknown.json"], directory: folder.url)
        #expect(unknown.status == 2 && refused.status == 2)
        let checked = try BinaryRunner.run(["check", "--schema", "measures.json", "Palettes/blackOnWhite.json"], directory: folder.url)
        #expect(checked.status == 0, "\(checked.errors)")
        for measure in Self.measures {
            #expect(help.output.contains("  \(measure.name)") && help.output.contains(measure.summary), "help: \(measure.name)")
            #expect(manual.output.contains(measure.summary), "manual: \(measure.name)")
            #expect(refused.errors.contains("\"\(measure.name)\""), "reader: \(measure.name) in \(refused.errors)")
            #expect(checked.output.contains(measure.shown), "check: \(measure.name) in \(checked.output)")
        }
    }
}
