import Foundation
import Testing

/// The one-shot commands as real processes: stdout, stderr and exit code.
@Suite struct OneShotCommandTests {
    @Test func contrastPrintsTwoDecimals() throws {
        let outcome = try BinaryRunner.run(["contrast", "#777777", "#FFFFFF"])
        #expect(outcome.output == "4.48\n")
        #expect(outcome.errors == "")
        #expect(outcome.status == 0)
    }

    @Test func contrastJSONCarriesTheFullRatio() throws {
        let outcome = try BinaryRunner.run(["contrast", "#00000088", "#fff", "--json"])
        #expect(outcome.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as! [String: Any]
        #expect(object["foreground"] as? String == "#00000088")
        #expect(object["background"] as? String == "#FFFFFF")
        let ratio = (object["ratio"] as! NSNumber).doubleValue
        #expect(ratio > 3 && ratio < 5)
    }

    @Test(arguments: [
        (["contrast", "#12345", "#FFF"], "palette-repl: bad colour '#12345': hex colour has 5 digits"),
        (["contrast", "#FFF"], "palette-repl: contrast: missing BACKGROUND after '#FFF'; usage: palette-repl contrast FOREGROUND BACKGROUND [--json]"),
        (["contrast", "#FFF", "#00000080"], "palette-repl: background '#00000080' is translucent"),
        (["contrast", "#FFF", "#000", "--jsno"], "palette-repl: contrast: unknown option '--jsno' (did you mean '--json'?)"),
        (["contast"], "palette-repl: unknown command 'contast' (did you mean 'contrast'?)"),
        (["check"], "palette-repl: check: missing FILE"),
    ])
    func usageErrorsExitTwoWithOneLine(arguments: [String], message: String) throws {
        let outcome = try BinaryRunner.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output == "")
        #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
        #expect(outcome.errors.split(separator: "\n").count == 1)
    }

    @Test func rolesListsThirtyNineRolesAsJSON() throws {
        let outcome = try BinaryRunner.run(["roles", "--json"])
        #expect(outcome.status == 0)
        let roles = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as! [[String: Any]]
        #expect(roles.count == 39)
        #expect(roles.first?["name"] as? String == "paper")
        #expect(roles.first?["group"] as? String == "surfaces")
        #expect(roles.last?["name"] as? String == "stageHairline")
        #expect(roles.allSatisfy { ($0["description"] as? String)?.isEmpty == false })
    }

    @Test func rolesTextShowsGroupsAndDerivedTokens() throws {
        let outcome = try BinaryRunner.run(["roles"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("surfaces\n  paper "))
        #expect(outcome.output.contains("controlFill    = paper.stepped(0.12)"))
    }

    @Test func checkPassesACompletePalette() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "light.json")
        let outcome = try BinaryRunner.run(["check", "light.json"], directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.hasPrefix("light.json (craftLight): complete; 61 rules: 58 pass, 0 fail, 0 pending, 3 not applicable\n"))
        #expect(outcome.output.hasSuffix("1 file: 1 passing, 0 failing or incomplete\n"))
    }

    @Test func checkFailsAFailingRuleAndReportsItFirst() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light(replacing: "ink", with: "#8E867B"), to: "grey.json")
        let outcome = try BinaryRunner.run(["check", "grey.json"], directory: folder.url)
        #expect(outcome.status == 1)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines[1].hasPrefix("  fail    title     ink/paper"))
        #expect(lines[1].hasSuffix("< 7"))
    }

    /// A file that cannot be checked is in the document too (not only on standard error, where a
    /// tool reading the JSON would see one file, passing): `errors`, with its path and the message.
    @Test func checkJSONNamesTheFilesItCouldNotCheck() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "light.json")
        let outcome = try BinaryRunner.run(["check", "light.json", "gone.json", "--json"], directory: folder.url)
        #expect(outcome.status == 2)
        #expect(outcome.errors == "palette-repl: cannot read 'gone.json': No such file or directory\n")
        let document = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as! [String: Any]
        #expect((document["files"] as! [[String: Any]]).map { $0["path"] as? String } == ["light.json"])
        let errors = try #require(document["errors"] as? [[String: String]])
        #expect(errors == [["path": "gone.json", "error": "cannot read 'gone.json': No such file or directory"]])
    }

    @Test func checkJSONListsFilesMissingRolesAndRules() throws {
        let folder = try TemporaryFolder()
        try folder.write(##"{"format": "palette-repl/1", "id": "draft", "roles": {"paper": "#FFFFFF", "ink": "#000000"}}"##, to: "draft.json")
        let outcome = try BinaryRunner.run(["check", "draft.json", "--json"], directory: folder.url)
        #expect(outcome.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as! [String: Any]
        let file = (document["files"] as! [[String: Any]])[0]
        #expect(file["path"] as? String == "draft.json")
        #expect(file["id"] as? String == "draft")
        #expect(file["complete"] as? Bool == false)
        #expect((file["missing"] as! [String]).count == 37)
        let rules = file["rules"] as! [[String: Any]]
        #expect(rules.count == 61)
        let inkOnPaper = rules.first { $0["foreground"] as? String == "ink" && $0["background"] as? String == "paper" }!
        #expect(inkOnPaper["status"] as? String == "pass")
        #expect((inkOnPaper["value"] as! NSNumber).doubleValue == 21)
        #expect(rules.contains { $0["status"] as? String == "pending" && $0["value"] is NSNull })
    }

    @Test func checkReportsEveryProblemOfABrokenFileAndGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write(SamplePalettes.light, to: "good.json")
        try folder.write(##"{"format": "palette-repl/1", "id": "Bad", "roles": {"papr": "#FFF", "ink": "#12"}}"##, to: "bad.json")
        let outcome = try BinaryRunner.run(["check", "bad.json", "good.json", "missing.json"], directory: folder.url)
        #expect(outcome.status == 2)
        let errors = outcome.errors.split(separator: "\n")
        #expect(errors.count == 4, "\(outcome.errors)")
        #expect(errors[0].contains("bad.json: bad id \"Bad\""))
        #expect(errors[1].contains("unknown role \"papr\" (did you mean 'paper'?)"))
        #expect(errors[2].contains("role \"ink\": bad colour '#12'"))
        #expect(errors[3] == "palette-repl: cannot read 'missing.json': No such file or directory")
        #expect(outcome.output.contains("good.json (craftLight): complete"))
        #expect(outcome.output.hasSuffix("3 files: 1 passing, 0 failing or incomplete, 2 unreadable\n"))
    }

    @Test func helpAndVersion() throws {
        let help = try BinaryRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("usage: palette-repl COMMAND"))
        let commandHelp = try BinaryRunner.run(["help", "check"])
        #expect(commandHelp.output.hasPrefix("usage: palette-repl check FILE... [--ids] [--json]"))
        let version = try BinaryRunner.run(["--version"])
        #expect(version.output.hasPrefix("palette-repl "))
        #expect(version.status == 0)
    }
}
